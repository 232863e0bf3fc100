import { normalizePartNumber, pickText, FIELD_MESSAGES, TEXTS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import type { OpsHotPart, OpsQuote, OpsQuoteInput } from '@emall/contract/ops';
import { AppError } from '../../../platform/app-error.js';
import type { Db } from '../../../platform/db.js';
import { recordAudit, type AuditActor } from '../../operator/audit.service.js';
import { brandNameOf, type CatalogOpsDeps } from './ops.service.js';
import {
  deleteHotPart,
  deleteQuote,
  findBrand,
  findHotPart,
  findProductIdByPart,
  findQuote,
  hotPartExists,
  insertHotPart,
  insertQuote,
  listHotParts,
  pageQuotes,
  sortHotParts,
  updateQuote,
  type BrandRow,
  type HotPartRecord,
  type QuoteRow,
  type QuoteWrite,
  filterKey,
} from './ops.queries.js';

/** The console's hot part numbers and supplier quotes (the spot-stock page's data, ../spot-stock/). */

function fieldError(field: string, key: string, lang: Lang): AppError {
  const text = TEXTS[key];
  return new AppError(
    'VALIDATION_FAILED',
    {},
    { [field]: text ? pickText(text, lang) : pickText(FIELD_MESSAGES.invalidValue, lang) },
  );
}

async function brandOf(db: Db, brandCode: string, lang: Lang): Promise<BrandRow> {
  const brand = await findBrand(db, brandCode);
  if (!brand) throw fieldError('brandCode', 'ops.catalog.error.unknownBrand', lang);
  return brand;
}

function toHotPart(row: HotPartRecord, lang: Lang): OpsHotPart {
  return {
    id: row.id,
    mfrPartNumber: row.mfr_part_number,
    brandCode: row.brand_code,
    brandName: brandNameOf(row, lang),
    productId: row.product_id,
    sort: row.sort,
  };
}

export async function opsHotParts(deps: CatalogOpsDeps, lang: Lang): Promise<{ rows: OpsHotPart[] }> {
  return { rows: (await listHotParts(deps.readDb)).map((r) => toHotPart(r, lang)) };
}

/** Adds a part at the end of the list, linked to the catalog product of that brand and number if any. */
export async function addOpsHotPart(
  deps: CatalogOpsDeps,
  actor: AuditActor,
  input: { mfrPartNumber: string; brandCode: string },
  lang: Lang,
): Promise<OpsHotPart> {
  const now = deps.clock.now();
  const key = normalizePartNumber(input.mfrPartNumber);
  if (!key) throw fieldError('mfrPartNumber', 'ops.catalog.error.partNumber', lang);
  return deps.db.transaction(async (tx) => {
    const brand = await brandOf(tx, input.brandCode, lang);
    if (await hotPartExists(tx, brand.id, key)) throw new AppError('OPS_CATALOG_HOT_PART_EXISTS');
    const productId = await findProductIdByPart(tx, brand.id, key);
    const id = await insertHotPart(tx, { mfrPartNumber: input.mfrPartNumber, brandId: brand.id, productId });
    const added = await findHotPart(tx, id);
    if (!added) throw new AppError('NOT_FOUND');
    const after = toHotPart(added, lang);
    await recordAudit(
      tx,
      actor,
      { action: 'hotPart.add', targetType: 'hotPart', targetId: id, before: null, after },
      now,
    );
    return after;
  });
}

export async function removeOpsHotPart(
  deps: CatalogOpsDeps,
  actor: AuditActor,
  id: number,
  lang: Lang,
): Promise<null> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const found = await findHotPart(tx, id);
    if (!found) throw new AppError('NOT_FOUND');
    await deleteHotPart(tx, id);
    await recordAudit(
      tx,
      actor,
      {
        action: 'hotPart.remove',
        targetType: 'hotPart',
        targetId: id,
        before: toHotPart(found, lang),
        after: null,
      },
      now,
    );
  });
  return null;
}

/** Puts the list in the order of `ids`, which must name every hot part once. */
export async function reorderOpsHotParts(
  deps: CatalogOpsDeps,
  actor: AuditActor,
  ids: number[],
  lang: Lang,
): Promise<{ rows: OpsHotPart[] }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const current = await listHotParts(tx);
    const known = new Set(current.map((r) => r.id));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id)))
      throw fieldError('ids', 'ops.catalog.error.wholeList', lang);
    await sortHotParts(tx, ids);
    const after = await listHotParts(tx);
    await recordAudit(
      tx,
      actor,
      {
        action: 'hotPart.reorder',
        targetType: 'hotPart',
        targetId: 'list',
        before: current.map((r) => r.id),
        after: after.map((r) => r.id),
      },
      now,
    );
    return { rows: after.map((r) => toHotPart(r, lang)) };
  });
}

function toQuote(row: QuoteRow, lang: Lang): OpsQuote {
  return {
    quoteId: Number(row.id),
    mfrPartNumber: row.mfr_part_number,
    brandCode: row.brand_code,
    brandName: brandNameOf(row, lang),
    productId: row.product_id,
    channelCode: row.channel_code,
    stockQty: Number(row.stock_qty),
    taxPrice: row.tax_price,
    currency: row.currency,
    deliveryCycle: row.delivery_cycle,
    dateCode: row.date_code,
    quoteDate: row.quote_date,
  };
}

export async function opsQuotePage(
  deps: CatalogOpsDeps,
  input: { pageNo: number; pageSize: number; mfrPartNumber?: string | undefined },
  lang: Lang,
) {
  const page = await pageQuotes(
    deps.readDb,
    filterKey(input.mfrPartNumber),
    input.pageSize,
    (input.pageNo - 1) * input.pageSize,
  );
  return {
    rows: page.rows.map((r) => toQuote(r, lang)),
    total: page.total,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}

async function quoteWrite(db: Db, input: OpsQuoteInput, lang: Lang): Promise<QuoteWrite> {
  const key = normalizePartNumber(input.mfrPartNumber);
  if (!key) throw fieldError('mfrPartNumber', 'ops.catalog.error.partNumber', lang);
  const brand = await brandOf(db, input.brandCode, lang);
  return {
    mfrPartNumber: input.mfrPartNumber,
    mfrPnKey: key,
    brandId: brand.id,
    productId: await findProductIdByPart(db, brand.id, key),
    channelCode: input.channelCode,
    stockQty: input.stockQty,
    taxPrice: input.taxPrice,
    currency: input.currency,
    deliveryCycle: input.deliveryCycle,
    dateCode: input.dateCode ?? null,
    quoteDate: input.quoteDate,
  };
}

async function mustQuote(db: Db, id: number, lock = false): Promise<QuoteRow> {
  const row = await findQuote(db, id, lock);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function addOpsQuote(deps: CatalogOpsDeps, actor: AuditActor, input: OpsQuoteInput, lang: Lang) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const id = await insertQuote(tx, await quoteWrite(tx, input, lang));
    const after = toQuote(await mustQuote(tx, id), lang);
    await recordAudit(
      tx,
      actor,
      { action: 'quote.add', targetType: 'stockQuote', targetId: id, before: null, after },
      now,
    );
    return after;
  });
}

export async function updateOpsQuote(
  deps: CatalogOpsDeps,
  actor: AuditActor,
  input: OpsQuoteInput & { quoteId: number },
  lang: Lang,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = toQuote(await mustQuote(tx, input.quoteId, true), lang);
    await updateQuote(tx, input.quoteId, await quoteWrite(tx, input, lang));
    const after = toQuote(await mustQuote(tx, input.quoteId), lang);
    await recordAudit(
      tx,
      actor,
      { action: 'quote.update', targetType: 'stockQuote', targetId: input.quoteId, before, after },
      now,
    );
    return after;
  });
}

export async function deleteOpsQuote(deps: CatalogOpsDeps, actor: AuditActor, quoteId: number, lang: Lang) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = toQuote(await mustQuote(tx, quoteId, true), lang);
    await deleteQuote(tx, quoteId);
    await recordAudit(
      tx,
      actor,
      { action: 'quote.delete', targetType: 'stockQuote', targetId: quoteId, before, after: null },
      now,
    );
  });
  return null;
}
