import { divideHalfUp, isTargetPrice, shopToday } from '@emall/contract';
import type { Lang, Product } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { productsForLines } from '../catalog/catalog.service.js';
import { sendMessage } from '../message/message.service.js';
import {
  findEnquiryForSeller,
  linesOfEnquiry,
  moveEnquiry,
  quoteLine,
  type EnquiryRow,
} from './enquiry.queries.js';

/** What the seller quotes for one line: a unit price with tax; the quantity is the buyer's unless given. */
export interface LineQuote {
  lineId: number;
  unitPrice: string;
  qty?: number;
  remarks?: string;
  /** The catalog part, when the seller chooses one for a line the matcher left open. */
  productId?: number;
}

export interface EnquiryQuote {
  enquiryId: number;
  lines: readonly LineQuote[];
  /** The last shop day ('YYYY-MM-DD') the quote holds. */
  validUntil: string;
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
 * The seller's side (the operator console, a later issue, will call it; the seed and tests do now): prices
 * the lines of a SUBMITTED enquiry (or re-quotes a QUOTED one), sets it QUOTED until `validUntil`, and tells
 * the buyer's tenant in the message centre, all in one transaction. Lines left out stay unquoted.
 */
export async function quoteEnquiry(
  db: Db,
  quote: EnquiryQuote,
  now: Date,
  lang: Lang = 'zh_CN',
): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(quote.validUntil) || quote.validUntil < shopToday(now))
    throw new AppError('VALIDATION_FAILED', {}, { validUntil: quote.validUntil });
  if (!quote.lines.length || quote.lines.some((l) => !isTargetPrice(l.unitPrice)))
    throw new AppError('VALIDATION_FAILED', {}, { lines: 'unitPrice' });
  await db.transaction(async (tx) => {
    const row = await enquiryById(tx, quote.enquiryId);
    const lines = new Map((await linesOfEnquiry(tx, row.id)).map((l) => [l.id, l]));
    const productIds = quote.lines.map((q) => q.productId ?? lines.get(q.lineId)?.productId ?? null);
    const products = await productsForLines(
      { readDb: tx },
      productIds.flatMap((id) => (id === null ? [] : [{ spuId: String(id) }])),
      lang,
    );
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
    const moved = await moveEnquiry(tx, row.tenantId, row.id, ['SUBMITTED', 'QUOTED'], {
      status: 'QUOTED',
      quotedAt: now,
      validUntil: quote.validUntil,
      updatedAt: now,
    });
    if (!moved) throw new AppError('ENQUIRY_STATE_FORBIDS', { status: row.status });
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
  });
}
