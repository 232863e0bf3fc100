import { createHash } from 'node:crypto';
import { compareMoney, normalizePartNumber } from '@emall/contract';
import type { Db } from '../../../platform/db.js';
import type { BrandRef, NodeRef, ResolvedRow } from './import-directory.js';
import { breakRows } from './import-prices.js';
import { fillProductParameters } from '../parameters/part-parameter-fill.js';
import { writeImportedParams } from '../parameters/product-param-fill.js';
import {
  findCodeOwners,
  findProducts,
  findStock,
  recomputeNotTaxPrices,
  replacePriceBreaks,
  setStock,
  upsertProducts,
  type ExistingProduct,
} from './import.queries.js';
import type { RejectedRow } from './import.types.js';
import { createBrands, createNodes, saveBrandSpellings } from './import-batch-directory.js';
import { unchangedRows, type UpdateCandidate } from './import-unchanged.js';
import { refreshDerivedRows, switchJitOff, switchTriggersOff } from './import-triggers.queries.js';

/** The values of a new product for the cells a row leaves empty (the column defaults of product). */
export const NEW_PRODUCT_DEFAULTS = {
  productDesc: '',
  specDesc: '',
  taxRate: '1.13',
  currency: 'CNY',
  miniQty: 1,
  miniPkg: 1,
  qtyUnit: 'PCS',
  deliveryCycle: 7,
  isActive: true,
} as const;

/** The code of a new product the file gives none: 'IMP-' and 16 hex digits of SHA-256(brand code, part number). */
export function generatedProductCode(brandCode: string, mfrPartNumber: string): string {
  const digest = createHash('sha256').update(`${brandCode}\u0000${mfrPartNumber}`).digest('hex');
  return `IMP-${digest.slice(0, 16).toUpperCase()}`;
}

export interface BatchResult {
  inserted: number;
  /** Rows of existing products, unchanged ones included. */
  updated: number;
  /** Rows that would have changed nothing of their product: not written. */
  unchanged: number;
  /** Rows refused for what only the database could tell (a product code another part holds, ...). */
  rejected: RejectedRow[];
  brandsCreated: number;
  catalogNodesCreated: number;
}

const keyOf = (brandId: number, mfrPartNumber: string) => `${brandId}\u0000${mfrPartNumber}`;

/** A row merged with the product it updates: an empty cell keeps the product's value, or takes the default. */
function merge(row: ResolvedRow, existing: ExistingProduct | undefined) {
  const f = row.fields;
  const d = NEW_PRODUCT_DEFAULTS;
  return {
    productCode:
      f.productCode ?? existing?.productCode ?? generatedProductCode(row.brandRef.code, row.mfrPartNumber),
    productDesc: f.productDesc ?? existing?.productDesc ?? d.productDesc,
    specDesc: f.specDesc ?? existing?.specDesc ?? d.specDesc,
    detailSpecFile: f.detailSpecFile ?? existing?.detailSpecFile ?? null,
    productPhoto: f.productPhoto ?? existing?.productPhoto ?? null,
    taxRate: f.taxRate ?? existing?.taxRate ?? d.taxRate,
    currency: f.currency ?? existing?.currency ?? d.currency,
    miniQty: f.miniQty ?? existing?.miniQty ?? d.miniQty,
    miniPkg: f.miniPkg ?? existing?.miniPkg ?? d.miniPkg,
    qtyUnit: f.qtyUnit ?? existing?.qtyUnit ?? d.qtyUnit,
    deliveryCycle: f.deliveryCycle ?? existing?.deliveryCycle ?? d.deliveryCycle,
    isActive: f.isActive ?? existing?.isActive ?? d.isActive,
  };
}

/** A row, the product it updates (if any) and the values it writes. */
interface Planned {
  row: ResolvedRow;
  existing: ExistingProduct | undefined;
  values: ReturnType<typeof merge>;
}

/** product.redundant_stock after the row: the sum of the warehouses it sets and those it keeps. */
function stockTotal(
  row: ResolvedRow,
  existing: ExistingProduct | undefined,
  kept: ReadonlyMap<string, number> | undefined,
): number {
  if (!row.stock.length) return existing?.redundantStock ?? 0;
  const quantities = new Map(kept);
  for (const [warehouse, qty] of row.stock) quantities.set(warehouse, qty);
  let total = 0;
  for (const qty of quantities.values()) total += qty;
  return total;
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Catalog import: ${what} missing`);
  return value;
}

/**
 * Writes one batch in one transaction: it lands whole or not at all. Reads the products the rows update
 * and the owners of the product codes they would take, refuses the rows that would clash, creates the
 * brands and catalog nodes the others need, upserts the products, then replaces breaks and stock.
 */
export async function writeBatch(
  db: Db,
  rows: readonly ResolvedRow[],
  now: Date,
  options: { withoutTriggers?: boolean } = {},
): Promise<BatchResult> {
  const createdBrands = new Map<BrandRef, number>();
  /** The spellings and Chinese name each created brand was written with: later rows may teach more meanwhile. */
  const createdAs = new Map<BrandRef, { aliases: string[]; nameZhCn: string }>();
  const createdNodes = new Map<NodeRef, number>();
  /** Each brand whose spellings the batch saves, with the spellings saved (a later row may learn more). */
  const savedBrands = new Map<BrandRef, BrandRef['unsaved']>();
  const result = await db.transaction(async (tx) => {
    await switchJitOff(tx);
    if (options.withoutTriggers) await switchTriggersOff(tx);
    const found = await findProducts(
      tx,
      rows.flatMap((r) =>
        r.brandRef.id === undefined ? [] : [{ brandId: r.brandRef.id, mfrPartNumber: r.mfrPartNumber }],
      ),
    );
    const existing = new Map(found.map((p) => [keyOf(p.brandId, p.mfrPartNumber), p]));

    const rejected: RejectedRow[] = [];
    const reject = (row: ResolvedRow, reason: string) => rejected.push({ line: row.line, reasons: [reason] });
    let planned: Planned[] = [];
    for (const row of rows) {
      const before =
        row.brandRef.id === undefined ? undefined : existing.get(keyOf(row.brandRef.id, row.mfrPartNumber));
      const values = merge(row, before);
      if (values.miniQty % values.miniPkg !== 0)
        reject(row, `mini_qty ${values.miniQty} is not a whole multiple of mini_pkg ${values.miniPkg}`);
      else planned.push({ row, existing: before, values });
    }

    // A code the product does not hold yet must be free: product_code is unique.
    const recoded = planned.filter((p) => p.values.productCode !== p.existing?.productCode);
    const owners = new Map(
      (await findCodeOwners(tx, [...new Set(recoded.map((p) => p.values.productCode))])).map((o) => [
        o.productCode,
        o,
      ]),
    );
    const taken = new Set(recoded.filter((p) => owners.has(p.values.productCode)));
    for (const { row, values } of taken) {
      const owner = must(owners.get(values.productCode), 'code owner');
      reject(
        row,
        row.fields.productCode === undefined
          ? `the generated product code ${values.productCode} is already the code of part ${owner.mfrPartNumber}; give a product_code`
          : `product_code ${values.productCode} is already the code of part ${owner.mfrPartNumber}`,
      );
    }
    planned = planned.filter((p) => !taken.has(p));

    // The stock the rows keep (warehouses they leave empty), for redundant_stock.
    const restocked = planned.flatMap((p) => (p.existing && p.row.stock.length ? [p.existing.id] : []));
    const stockOf = new Map<number, Map<string, number>>();
    for (const s of await findStock(tx, restocked)) {
      const warehouses = stockOf.get(s.productId) ?? new Map<string, number>();
      stockOf.set(s.productId, warehouses.set(s.warehouse, s.qty));
    }

    await createBrands(tx, planned, createdBrands, createdAs);
    await saveBrandSpellings(tx, planned, savedBrands);
    await createNodes(tx, planned, createdNodes);
    const brandIdOf = (ref: BrandRef) => must(ref.id ?? createdBrands.get(ref), `brand ${ref.code}`);
    const nodeIdOf = (ref: NodeRef) => must(ref.id ?? createdNodes.get(ref), `catalog node ${ref.code}`);
    const categoryNamesOf = (row: ResolvedRow) =>
      [row.node?.nameEn, row.node?.parent?.nameEn].filter((n): n is string => !!n);

    const upserts = new Map(
      planned.map((p) => {
        const { row, existing: before, values } = p;
        return [
          p,
          {
            ...values,
            brandId: brandIdOf(row.brandRef),
            mfrPartNumber: row.mfrPartNumber,
            mfrPnKey: normalizePartNumber(row.mfrPartNumber),
            catalogId: row.node ? nodeIdOf(row.node) : (before?.catalogId ?? null),
            redundantStock: stockTotal(row, before, before && stockOf.get(before.id)),
          },
        ];
      }),
    );
    // Rows that would leave their product as it is are not written at all.
    const candidates = new Map<UpdateCandidate, Planned>();
    for (const p of planned) {
      const upsert = must(upserts.get(p), 'upsert');
      if (p.existing)
        candidates.set(
          {
            row: p.row,
            existing: p.existing,
            values: p.values,
            mfrPnKey: upsert.mfrPnKey,
            catalogId: upsert.catalogId,
            redundantStock: upsert.redundantStock,
            stock: stockOf.get(p.existing.id),
            categoryNames: categoryNamesOf(p.row),
          },
          p,
        );
    }
    const same = new Set(
      [...(await unchangedRows(tx, [...candidates.keys()]))].map((c) => must(candidates.get(c), 'row')),
    );
    const unchanged = same.size;
    planned = planned.filter((p) => !same.has(p));

    const upserted = await upsertProducts(
      tx,
      planned.map((p) => must(upserts.get(p), 'upsert')),
      now,
    );
    const ids = new Map(upserted.map((p) => [keyOf(p.brandId, p.mfrPartNumber), p.id]));
    // The parameters the parametric matching stage looks up, read from the descriptions just written.
    await fillProductParameters(
      tx,
      upserted.map((p) => p.id),
    );
    const idOf = ({ row }: Planned) =>
      must(ids.get(keyOf(brandIdOf(row.brandRef), row.mfrPartNumber)), `product ${row.mfrPartNumber}`);
    // The parameters of search and filters (product_param): the file's, else the package and description's.
    await writeImportedParams(
      tx,
      planned.map((p) => ({
        productId: idOf(p),
        isNew: p.existing === undefined,
        parameters: p.row.parameters,
        package: p.values.specDesc,
        packageGiven: p.row.fields.specDesc !== undefined,
        description: p.values.productDesc,
        categoryNames: categoryNamesOf(p.row),
      })),
    );

    const priced = planned.filter((p) => p.row.breaks !== undefined);
    await replacePriceBreaks(
      tx,
      priced.map(idOf),
      priced.flatMap((p) => breakRows(idOf(p), p.row.breaks ?? [], p.values.taxRate)),
    );
    await setStock(
      tx,
      planned.flatMap((p) => p.row.stock.map(([warehouse, qty]) => ({ productId: idOf(p), warehouse, qty }))),
    );
    // A new tax rate with the breaks kept: their prices before tax follow the rate.
    const rerated = planned.filter(
      (p) =>
        p.existing !== undefined &&
        p.row.breaks === undefined &&
        compareMoney(p.existing.taxRate, p.values.taxRate) !== 0,
    );
    await recomputeNotTaxPrices(tx, rerated.map(idOf));
    if (options.withoutTriggers)
      await refreshDerivedRows(
        tx,
        upserted.map((p) => p.id),
      );

    const updated = planned.filter((p) => p.existing !== undefined).length;
    return {
      inserted: planned.length - updated,
      updated: updated + unchanged,
      unchanged,
      rejected,
      brandsCreated: createdBrands.size,
      catalogNodesCreated: createdNodes.size,
    };
  });
  // Only now, after the commit, do the new brands and nodes exist for later batches.
  for (const [ref, id] of createdBrands) {
    ref.id = id;
    // What the file taught about the brand while this batch was in the database is saved by a later batch.
    const sent = must(createdAs.get(ref), `brand ${ref.code}`);
    const aliases = ref.aliases.filter((a) => !sent.aliases.includes(a));
    const chineseName = ref.nameZhCn !== sent.nameZhCn;
    if (aliases.length || chineseName) ref.unsaved = { aliases, chineseName };
  }
  for (const [ref, saved] of savedBrands) if (ref.unsaved === saved) ref.unsaved = undefined;
  for (const [ref, id] of createdNodes) ref.id = id;
  return result;
}
