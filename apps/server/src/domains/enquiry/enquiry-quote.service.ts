import { divideHalfUp, isTargetPrice, pickText, shopToday, TEXTS } from '@emall/contract';
import type { Lang, Product } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { productsForLines } from '../catalog/catalog.service.js';
import { sendMessage } from '../message/message.service.js';
import { shownStatus, statusName } from './enquiry-view.js';
import {
  clearLineQuotes,
  findEnquiryForSeller,
  linesOfEnquiry,
  moveEnquiry,
  quoteLine,
  type EnquiryLineRow,
  type EnquiryRow,
} from './enquiry.queries.js';

/** What the seller quotes for one line: a unit price with tax; the quantity is the buyer's unless given. */
export interface LineQuote {
  lineId: number;
  unitPrice: string;
  qty?: number;
  remarks?: string;
  /**
   * The catalog part, when the seller chooses one for a line the matcher left open (or replaces the
   * matched one): it must exist and be on sale, else 400 on `lines.N.productId`.
   */
  productId?: number;
}

export interface EnquiryQuote {
  enquiryId: number;
  lines: readonly LineQuote[];
  /** The last shop day ('YYYY-MM-DD') the quote holds. */
  validUntil: string;
  /**
   * The quote replaces the earlier one entirely: lines left out lose their price (the seller cannot
   * supply them). The console sends whole quotes; without this, lines left out keep what they had.
   */
  unquoteOthers?: boolean;
}

/** A line's quote as stored, for the record of what a quote changed. */
export interface LineQuoteState {
  lineId: number;
  /** The catalog part the line names: the seller's choice shows as a change of it. */
  productId: number | null;
  unitPrice: string | null;
  qty: number | null;
  remarks: string;
}

/** What one quote changed: the enquiry's status, validity and line quotes before and after. */
export interface QuoteChange {
  enquiry: EnquiryRow;
  before: { status: string; validUntil: string | null; lines: LineQuoteState[] };
  after: { status: 'QUOTED'; validUntil: string; lines: LineQuoteState[] };
}

function quoteStates(lines: readonly EnquiryLineRow[]): LineQuoteState[] {
  return lines.map((l) => ({
    lineId: l.id,
    productId: l.productId,
    unitPrice: l.quotedUnitPrice,
    qty: l.quotedQty,
    remarks: l.sellerRemarks,
  }));
}

async function enquiryById(db: Db, id: number): Promise<EnquiryRow> {
  const row = await findEnquiryForSeller(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The price before tax: the tax-inclusive price ÷ the part's tax rate (1.13), half up to 6 decimals; none
 * for a line without a catalog part (it cannot be bought through the cart anyway).
 */
function notTaxPrice(unitPrice: string, product: Product | undefined): string | null {
  return product ? divideHalfUp(unitPrice, product.taxRate, 6) : null;
}

/**
 * The seller's side (the operator console, the seed and tests): prices the lines of a SUBMITTED enquiry
 * (or re-quotes a QUOTED one, expired or not), sets it QUOTED until `validUntil`, and tells the buyer's
 * tenant in the message centre, all in one transaction. Lines left out stay unquoted (or, with
 * `unquoteOthers`, lose an earlier quote). `onQuoted` runs in the same transaction with what changed: the
 * console writes its audit entry there, so the quote and its record commit together.
 */
export async function quoteEnquiry(
  db: Db,
  quote: EnquiryQuote,
  now: Date,
  lang: Lang = 'zh_CN',
  onQuoted?: (tx: Db, change: QuoteChange) => Promise<void>,
): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(quote.validUntil) || quote.validUntil < shopToday(now))
    throw new AppError('VALIDATION_FAILED', {}, { validUntil: quote.validUntil });
  if (!quote.lines.length || quote.lines.some((l) => !isTargetPrice(l.unitPrice)))
    throw new AppError('VALIDATION_FAILED', {}, { lines: 'unitPrice' });
  await db.transaction(async (tx) => {
    const row = await enquiryById(tx, quote.enquiryId);
    const before = await linesOfEnquiry(tx, row.id);
    const lines = new Map(before.map((l) => [l.id, l]));
    const productIds = quote.lines.map((q) => q.productId ?? lines.get(q.lineId)?.productId ?? null);
    const products = await productsForLines(
      { readDb: tx },
      productIds.flatMap((id) => (id === null ? [] : [{ spuId: String(id) }])),
      lang,
    );
    const unavailable = quote.lines.flatMap((q, i) =>
      q.productId !== undefined && products.get(String(q.productId))?.isActive !== 'T' ? [i] : [],
    );
    if (unavailable.length) {
      // Before anything is written: a part that does not exist or is off sale cannot be bought from the quote.
      const text = TEXTS['ops.enquiries.partUnavailable'];
      const message = text ? pickText(text, lang) : 'productId';
      throw new AppError(
        'VALIDATION_FAILED',
        {},
        Object.fromEntries(unavailable.map((i) => [`lines.${i}.productId`, message])),
      );
    }
    for (const [i, q] of quote.lines.entries()) {
      const line = lines.get(q.lineId);
      if (!line) throw new AppError('NOT_FOUND');
      const productId = productIds[i] ?? null;
      await quoteLine(tx, row.id, line.id, {
        productId,
        quotedUnitPrice: q.unitPrice,
        quotedNotTaxPrice: notTaxPrice(q.unitPrice, products.get(String(productId))),
        quotedQty: q.qty ?? line.quantity,
        sellerRemarks: q.remarks ?? '',
      });
    }
    if (quote.unquoteOthers)
      await clearLineQuotes(
        tx,
        row.id,
        quote.lines.map((q) => q.lineId),
      );
    const moved = await moveEnquiry(tx, row.tenantId, row.id, ['SUBMITTED', 'QUOTED'], {
      status: 'QUOTED',
      quotedAt: now,
      validUntil: quote.validUntil,
      updatedAt: now,
    });
    if (!moved) {
      const status = shownStatus(row, shopToday(now));
      throw new AppError('ENQUIRY_STATE_FORBIDS', { status: statusName(status, lang) });
    }
    await sendMessage(
      tx,
      {
        tenantId: row.tenantId,
        staffId: row.staffId,
        group: 'enquiry',
        textKey: 'enquiry.message.quoted',
        params: { no: row.enquiryNo, n: quote.lines.length, date: quote.validUntil },
        link: `/enquiry?enquiryId=${row.id}`,
      },
      now,
    );
    await onQuoted?.(tx, {
      enquiry: row,
      before: { status: row.status, validUntil: row.validUntil, lines: quoteStates(before) },
      after: {
        status: 'QUOTED',
        validUntil: quote.validUntil,
        lines: quoteStates(await linesOfEnquiry(tx, row.id)),
      },
    });
  });
}
