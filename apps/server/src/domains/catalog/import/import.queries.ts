import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { arrayParam, queryRows, type Db } from '../../../platform/db.js';
import { priceBreak, product, productStock } from '../core/catalog.tables.js';

/**
 * The product SQL of the catalog import (brands and catalog nodes: import-directory.queries.ts). Every statement works on a whole batch, never on one row: the rows travel
 * as one array parameter per column, spread into rows by unnest. A batch costs a handful of round trips, and
 * a statement a handful of parameters whatever the batch size (measured: building and binding 17 parameters
 * per product through Drizzle took more time than PostgreSQL spent writing them).
 */

/** One column of rows sent as an array: its name, its SQL type, the values. */
type ColumnArray = [column: PgColumn, type: string, values: readonly unknown[]];

/** `$1::int[], $2::text[], ...`: the arguments of unnest(). */
function arrays(columns: readonly ColumnArray[]): SQL {
  return sql.join(
    columns.map(([, type, values]) => arrayParam(values, type)),
    sql`, `,
  );
}

/** `"brand_id", "mfr_part_number", ...` */
function names(columns: readonly (ColumnArray | PgColumn)[]): SQL {
  return sql.join(
    columns.map((c) => sql.identifier((Array.isArray(c) ? c[0] : c).name)),
    sql`, `,
  );
}

/** What the import reads of a product it may update: the values a row with empty cells keeps. */
export type ExistingProduct = Pick<
  typeof product.$inferSelect,
  | 'id'
  | 'brandId'
  | 'mfrPartNumber'
  | 'mfrPnKey'
  | 'productCode'
  | 'catalogId'
  | 'productDesc'
  | 'specDesc'
  | 'detailSpecFile'
  | 'productPhoto'
  | 'taxRate'
  | 'currency'
  | 'miniQty'
  | 'miniPkg'
  | 'qtyUnit'
  | 'deliveryCycle'
  | 'isActive'
  | 'redundantStock'
>;

/** The products with these (brand id, part number) pairs: one index lookup per pair, one statement. */
export function findProducts(
  db: Db,
  keys: readonly { brandId: number; mfrPartNumber: string }[],
): Promise<ExistingProduct[]> {
  if (!keys.length) return Promise.resolve([]);
  return db
    .select({
      id: product.id,
      brandId: product.brandId,
      mfrPartNumber: product.mfrPartNumber,
      mfrPnKey: product.mfrPnKey,
      productCode: product.productCode,
      catalogId: product.catalogId,
      productDesc: product.productDesc,
      specDesc: product.specDesc,
      detailSpecFile: product.detailSpecFile,
      productPhoto: product.productPhoto,
      taxRate: product.taxRate,
      currency: product.currency,
      miniQty: product.miniQty,
      miniPkg: product.miniPkg,
      qtyUnit: product.qtyUnit,
      deliveryCycle: product.deliveryCycle,
      isActive: product.isActive,
      redundantStock: product.redundantStock,
    })
    .from(product)
    .where(
      sql`(${product.brandId}, ${product.mfrPartNumber}) in (select * from unnest(${arrays([
        [product.brandId, 'int', keys.map((k) => k.brandId)],
        [product.mfrPartNumber, 'text', keys.map((k) => k.mfrPartNumber)],
      ])}))`,
    );
}

/** Which products hold these product codes. */
export function findCodeOwners(
  db: Db,
  codes: readonly string[],
): Promise<{ productCode: string; brandId: number; mfrPartNumber: string }[]> {
  if (!codes.length) return Promise.resolve([]);
  return db
    .select({
      productCode: product.productCode,
      brandId: product.brandId,
      mfrPartNumber: product.mfrPartNumber,
    })
    .from(product)
    .where(sql`${product.productCode} = any(${sql.param([...codes])}::text[])`);
}

export interface ProductUpsert {
  brandId: number;
  mfrPartNumber: string;
  mfrPnKey: string;
  productCode: string;
  catalogId: number | null;
  productDesc: string;
  specDesc: string;
  detailSpecFile: string | null;
  productPhoto: string | null;
  taxRate: string;
  currency: string;
  miniQty: number;
  miniPkg: number;
  qtyUnit: string;
  deliveryCycle: number;
  isActive: boolean;
  redundantStock: number;
}

/** The columns an existing product takes from the file; brand and part number are the key. */
const UPDATED_ON_CONFLICT = [
  product.mfrPnKey,
  product.productCode,
  product.catalogId,
  product.productDesc,
  product.specDesc,
  product.detailSpecFile,
  product.productPhoto,
  product.taxRate,
  product.currency,
  product.miniQty,
  product.miniPkg,
  product.qtyUnit,
  product.deliveryCycle,
  product.isActive,
  product.redundantStock,
  product.updatedAt,
];

function assignExcluded(columns: readonly PgColumn[]): SQL {
  return sql.join(
    columns.map((c) => sql`${sql.identifier(c.name)} = excluded.${sql.identifier(c.name)}`),
    sql`, `,
  );
}

/**
 * Inserts the products or, when the brand already has the part number (product_brand_mpn_uq), overwrites the
 * columns the import manages; the others (agent certificates, samples, ...) stay. Answers the id of each
 * (brand id, part number).
 */
export async function upsertProducts(
  db: Db,
  rows: readonly ProductUpsert[],
  updatedAt: Date,
): Promise<{ id: number; brandId: number; mfrPartNumber: string }[]> {
  if (!rows.length) return [];
  const columns: ColumnArray[] = [
    [product.brandId, 'int', rows.map((r) => r.brandId)],
    [product.mfrPartNumber, 'text', rows.map((r) => r.mfrPartNumber)],
    [product.mfrPnKey, 'text', rows.map((r) => r.mfrPnKey)],
    [product.productCode, 'text', rows.map((r) => r.productCode)],
    [product.catalogId, 'int', rows.map((r) => r.catalogId)],
    [product.productDesc, 'text', rows.map((r) => r.productDesc)],
    [product.specDesc, 'text', rows.map((r) => r.specDesc)],
    [product.detailSpecFile, 'text', rows.map((r) => r.detailSpecFile)],
    [product.productPhoto, 'text', rows.map((r) => r.productPhoto)],
    [product.taxRate, 'numeric', rows.map((r) => r.taxRate)],
    [product.currency, 'text', rows.map((r) => r.currency)],
    [product.miniQty, 'int', rows.map((r) => r.miniQty)],
    [product.miniPkg, 'int', rows.map((r) => r.miniPkg)],
    [product.qtyUnit, 'text', rows.map((r) => r.qtyUnit)],
    [product.deliveryCycle, 'int', rows.map((r) => r.deliveryCycle)],
    [product.isActive, 'bool', rows.map((r) => r.isActive)],
    [product.redundantStock, 'bigint', rows.map((r) => r.redundantStock)],
  ];
  const written = await queryRows<{ id: number | string; brand_id: number; mfr_part_number: string }>(
    db,
    sql`insert into ${product} (${names(columns)}, ${names([product.updatedAt])})
        select *, ${updatedAt.toISOString()}::timestamptz from unnest(${arrays(columns)})
        on conflict (brand_id, mfr_part_number) do update set ${assignExcluded(UPDATED_ON_CONFLICT)}
        returning id, brand_id, mfr_part_number`,
  );
  // node-postgres answers bigint as text, PGlite as a number.
  return written.map((r) => ({ id: Number(r.id), brandId: r.brand_id, mfrPartNumber: r.mfr_part_number }));
}

/** Replaces all price breaks of these products with `rows`. */
export async function replacePriceBreaks(
  db: Db,
  productIds: readonly number[],
  rows: readonly {
    productId: number;
    qtyFrom: number;
    qtyTo: number | null;
    taxPrice: string;
    notTaxPrice: string;
  }[],
): Promise<void> {
  if (!productIds.length) return;
  await db.execute(
    sql`delete from ${priceBreak} where product_id = any(${sql.param([...productIds])}::bigint[])`,
  );
  const columns: ColumnArray[] = [
    [priceBreak.productId, 'bigint', rows.map((r) => r.productId)],
    [priceBreak.qtyFrom, 'int', rows.map((r) => r.qtyFrom)],
    [priceBreak.qtyTo, 'int', rows.map((r) => r.qtyTo)],
    [priceBreak.taxPrice, 'numeric', rows.map((r) => r.taxPrice)],
    [priceBreak.notTaxPrice, 'numeric', rows.map((r) => r.notTaxPrice)],
  ];
  await db.execute(
    sql`insert into ${priceBreak} (${names(columns)}) select * from unnest(${arrays(columns)})`,
  );
}

/** The stock rows of these products. */
export async function findStock(
  db: Db,
  productIds: readonly number[],
): Promise<{ productId: number; warehouse: string; qty: number }[]> {
  if (!productIds.length) return [];
  return db
    .select({ productId: productStock.productId, warehouse: productStock.warehouse, qty: productStock.qty })
    .from(productStock)
    .where(sql`${productStock.productId} = any(${sql.param([...productIds])}::bigint[])`);
}

/**
 * Sets the stock of these (product, warehouse) pairs: a positive quantity is written, 0 removes the row (no
 * stock is no row, as in the seed). product.redundant_stock is the caller's to keep equal to the sum: the
 * upsert writes it, which spares every product a second update.
 */
export async function setStock(
  db: Db,
  rows: readonly { productId: number; warehouse: string; qty: number }[],
): Promise<void> {
  if (!rows.length) return;
  const columns = (list: typeof rows): ColumnArray[] => [
    [productStock.productId, 'bigint', list.map((r) => r.productId)],
    [productStock.warehouse, 'text', list.map((r) => r.warehouse)],
    [productStock.qty, 'bigint', list.map((r) => r.qty)],
  ];
  const positive = rows.filter((r) => r.qty > 0);
  if (positive.length)
    await db.execute(sql`
      insert into ${productStock} (${names(columns(positive))}) select * from unnest(${arrays(columns(positive))})
      on conflict (product_id, warehouse) do update set qty = excluded.qty`);
  const cleared = rows.filter((r) => r.qty === 0);
  if (cleared.length) {
    const pairs = columns(cleared).slice(0, 2);
    await db.execute(sql`
      delete from ${productStock} where (product_id, warehouse) in (select * from unnest(${arrays(pairs)}))`);
  }
}

/**
 * Recomputes the prices before tax of these products' breaks from their tax-inclusive prices and the
 * product's tax rate (after a row changed the rate but kept the breaks). PostgreSQL's round() of a positive
 * numeric is half up, the rule of notTaxPrice in TypeScript.
 */
export async function recomputeNotTaxPrices(db: Db, productIds: readonly number[]): Promise<void> {
  if (!productIds.length) return;
  await db.execute(sql`
    update ${priceBreak} b
       set not_tax_price = round(b.tax_price / p.tax_rate, 6)
      from ${product} p
     where p.id = b.product_id and b.product_id = any(${sql.param([...productIds])}::bigint[])`);
}
