import { sql, type SQL } from 'drizzle-orm';
import { normalizePartNumber } from '@emall/contract';
import { arrayParam, prefixPattern, queryRows, type Db } from '../../../platform/db.js';
import {
  productBreaks,
  productStocks,
  type PriceBreakRow,
  type ProductStocks,
} from '../core/catalog.queries.js';

/** The console's reads and writes of products (on sale or not), brands, hot part numbers and quotes. */

export interface OpsProductRecord {
  id: string;
  product_code: string;
  mfr_part_number: string;
  /** The part number's search key: the held answers of busy prefixes that list the product are found by it. */
  mfr_pn_key: string;
  brand_code: string;
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
  product_desc: string;
  /** The catalog node (a subcategory) whose filter table counts the product. */
  catalog_id: number | null;
  tax_rate: string;
  mini_qty: number;
  mini_pkg: number;
  is_active: boolean;
  is_sample: boolean;
  sample_unit_limit: number | null;
  redundant_stock: string;
  updated_at: Date | string;
  stocks: ProductStocks | null;
  breaks: PriceBreakRow[] | null;
}

const opsProductColumns = sql`
  p.id::text as id, p.product_code, p.mfr_part_number, p.mfr_pn_key, b.brand_code, b.name_en, b.name_zh_cn, b.name_zh_tw,
  p.product_desc, p.catalog_id, p.tax_rate::text as tax_rate, p.mini_qty, p.mini_pkg, p.is_active, p.is_sample,
  p.sample_unit_limit, p.redundant_stock::text as redundant_stock, p.updated_at,
  ${productStocks} as stocks, ${productBreaks} as breaks`;

/** A brand named by its code or one of its names, any case. */
/**
 * Part-number keys starting with a typed filter's key. A filter typed of `%`, `_` or other punctuation only has
 * an empty key and finds nothing (it is no wildcard). Keys hold letters and digits only, so the prefix is escaped
 * for form's sake; collate "C" uses the key index.
 */
function keyPrefix(column: SQL, key: string): SQL {
  return key ? sql`${column} collate "C" like ${prefixPattern(key)}` : sql`false`;
}

/** The key of a part-number filter as typed: undefined when nothing was typed. */
export function filterKey(typed: string | undefined): string | undefined {
  return typed?.trim() ? normalizePartNumber(typed) : undefined;
}

function brandMatch(brand: string): SQL {
  return sql`(lower(b.brand_code) = lower(${brand}) or lower(b.name_en) = lower(${brand})
    or b.name_zh_cn = ${brand} or b.name_zh_tw = ${brand})`;
}

export interface OpsProductFilter {
  /** Normalised part number prefix; undefined for any, '' (typed text of no letter or digit) for none. */
  key: string | undefined;
  brand: string | undefined;
  isActive: boolean | undefined;
}

function productWhere(filter: OpsProductFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.key !== undefined) parts.push(keyPrefix(sql`p.mfr_pn_key`, filter.key));
  if (filter.brand) parts.push(brandMatch(filter.brand));
  if (filter.isActive !== undefined) parts.push(sql`p.is_active = ${filter.isActive}`);
  return sql.join(parts, sql` and `);
}

export async function pageOpsProducts(
  db: Db,
  filter: OpsProductFilter,
  limit: number,
  offset: number,
): Promise<{ rows: OpsProductRecord[]; total: number }> {
  const where = productWhere(filter);
  const rows = await queryRows<OpsProductRecord>(
    db,
    sql`select ${opsProductColumns} from product p join brand b on b.id = p.brand_id where ${where}
        order by p.mfr_pn_key collate "C", p.id limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from product p join brand b on b.id = p.brand_id where ${where}`,
  );
  return { rows, total: count?.n ?? 0 };
}

/** One product; `lock` takes its row for the transaction's change. */
export async function findOpsProduct(
  db: Db,
  id: string,
  lock = false,
): Promise<OpsProductRecord | undefined> {
  const [row] = await queryRows<OpsProductRecord>(
    db,
    sql`select ${opsProductColumns} from product p join brand b on b.id = p.brand_id where p.id = ${id}::bigint
        ${lock ? sql`for update of p` : sql``}`,
  );
  return row;
}

export async function updateProductFlags(
  db: Db,
  id: string,
  fields: { isSample?: boolean; sampleUnitLimit?: number | null; isActive?: boolean },
  now: Date,
): Promise<void> {
  const sets: SQL[] = [sql`updated_at = ${now.toISOString()}::timestamptz`];
  if (fields.isSample !== undefined) sets.push(sql`is_sample = ${fields.isSample}`);
  if (fields.sampleUnitLimit !== undefined) sets.push(sql`sample_unit_limit = ${fields.sampleUnitLimit}`);
  if (fields.isActive !== undefined) sets.push(sql`is_active = ${fields.isActive}`);
  await db.execute(sql`update product set ${sql.join(sets, sql`, `)} where id = ${id}::bigint`);
}

/** product.redundant_stock after a stock change: the sum of its warehouses' rows. */
export async function syncRedundantStock(db: Db, id: string): Promise<void> {
  await db.execute(sql`
    update product set redundant_stock = coalesce((select sum(qty) from product_stock where product_id = ${id}::bigint), 0)
    where id = ${id}::bigint`);
}

export interface BrandRow {
  id: number;
  brand_code: string;
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
}

export async function findBrand(db: Db, brand: string): Promise<BrandRow | undefined> {
  const [row] = await queryRows<BrandRow>(
    db,
    sql`select b.id, b.brand_code, b.name_en, b.name_zh_cn, b.name_zh_tw from brand b where ${brandMatch(brand)}
        order by (lower(b.brand_code) = lower(${brand})) desc, b.id limit 1`,
  );
  return row;
}

/** The product a brand + part number names, on sale first. */
export async function findProductIdByPart(db: Db, brandId: number, key: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from product where brand_id = ${brandId} and mfr_pn_key = ${key}
        order by is_active desc, id limit 1`,
  );
  return row?.id ?? null;
}

export interface HotPartRecord {
  id: number;
  mfr_part_number: string;
  brand_code: string;
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
  product_id: string | null;
  sort: number;
}

const hotColumns = sql`h.id, h.mfr_part_number, b.brand_code, b.name_en, b.name_zh_cn, b.name_zh_tw,
  h.product_id::text as product_id, h.sort`;

/** The active hot part numbers (the list the buyer's pages show), in display order. */
export function listHotParts(db: Db): Promise<HotPartRecord[]> {
  return queryRows<HotPartRecord>(
    db,
    sql`select ${hotColumns} from hot_mfr_pn h join brand b on b.id = h.brand_id
        where h.eff_status = '00A' order by h.sort, h.id`,
  );
}

export async function findHotPart(db: Db, id: number): Promise<HotPartRecord | undefined> {
  const [row] = await queryRows<HotPartRecord>(
    db,
    sql`select ${hotColumns} from hot_mfr_pn h join brand b on b.id = h.brand_id
        where h.id = ${id} and h.eff_status = '00A'`,
  );
  return row;
}

/** Whether the list holds this brand's part (by normalised number). */
export async function hotPartExists(db: Db, brandId: number, key: string): Promise<boolean> {
  const rows = await queryRows<{ mfr_part_number: string }>(
    db,
    sql`select mfr_part_number from hot_mfr_pn where brand_id = ${brandId} and eff_status = '00A'`,
  );
  return rows.some((r) => normalizePartNumber(r.mfr_part_number) === key);
}

export async function insertHotPart(
  db: Db,
  row: { mfrPartNumber: string; brandId: number; productId: string | null },
): Promise<number> {
  const [inserted] = await queryRows<{ id: number }>(
    db,
    sql`insert into hot_mfr_pn (mfr_part_number, brand_id, product_id, sort, eff_status)
        values (${row.mfrPartNumber}, ${row.brandId}, ${row.productId}::bigint,
                (select coalesce(max(sort), 0) + 10 from hot_mfr_pn), '00A')
        returning id`,
  );
  if (!inserted) throw new Error('hot_mfr_pn insert answered no row');
  return inserted.id;
}

export async function deleteHotPart(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from hot_mfr_pn where id = ${id}`);
}

/** Sorts 10, 20, 30, … in the order of `ids`. */
export async function sortHotParts(db: Db, ids: readonly number[]): Promise<void> {
  await db.execute(sql`
    update hot_mfr_pn h set sort = o.pos * 10
    from unnest(${arrayParam(ids, 'int')}) with ordinality as o(id, pos) where h.id = o.id`);
}

export interface QuoteRow {
  id: string | number;
  mfr_part_number: string;
  brand_code: string;
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
  product_id: string | null;
  channel_code: string;
  stock_qty: string | number;
  tax_price: string;
  currency: string;
  delivery_cycle: number;
  date_code: string | null;
  quote_date: string;
}

const quoteColumns = sql`q.id, q.mfr_part_number, b.brand_code, b.name_en, b.name_zh_cn, b.name_zh_tw,
  q.product_id::text as product_id, q.channel_code, q.stock_qty, q.tax_price::text as tax_price, q.currency,
  q.delivery_cycle, q.date_code, q.quote_date::text as quote_date`;

export async function pageQuotes(
  db: Db,
  key: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: QuoteRow[]; total: number }> {
  const where = key === undefined ? sql`true` : keyPrefix(sql`q.mfr_pn_key`, key);
  const rows = await queryRows<QuoteRow>(
    db,
    sql`select ${quoteColumns} from stock_quote q join brand b on b.id = q.brand_id where ${where}
        order by q.quote_date desc, q.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from stock_quote q where ${where}`,
  );
  return { rows, total: count?.n ?? 0 };
}

export async function findQuote(db: Db, id: number, lock = false): Promise<QuoteRow | undefined> {
  const [row] = await queryRows<QuoteRow>(
    db,
    sql`select ${quoteColumns} from stock_quote q join brand b on b.id = q.brand_id where q.id = ${id}
        ${lock ? sql`for update of q` : sql``}`,
  );
  return row;
}

export interface QuoteWrite {
  mfrPartNumber: string;
  mfrPnKey: string;
  brandId: number;
  productId: string | null;
  channelCode: string;
  stockQty: number;
  taxPrice: string;
  currency: string;
  deliveryCycle: number;
  dateCode: string | null;
  quoteDate: string;
}

export async function insertQuote(db: Db, q: QuoteWrite): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into stock_quote (mfr_part_number, mfr_pn_key, brand_id, product_id, channel_code, stock_qty,
          tax_price, currency, delivery_cycle, date_code, quote_price_type, quote_date)
        values (${q.mfrPartNumber}, ${q.mfrPnKey}, ${q.brandId}, ${q.productId}::bigint, ${q.channelCode},
          ${q.stockQty}, ${q.taxPrice}::numeric, ${q.currency}, ${q.deliveryCycle}, ${q.dateCode}, '001',
          ${q.quoteDate}::date)
        returning id::text as id`,
  );
  if (!row) throw new Error('stock_quote insert answered no row');
  return Number(row.id);
}

export async function updateQuote(db: Db, id: number, q: QuoteWrite): Promise<void> {
  await db.execute(sql`
    update stock_quote set mfr_part_number = ${q.mfrPartNumber}, mfr_pn_key = ${q.mfrPnKey}, brand_id = ${q.brandId},
      product_id = ${q.productId}::bigint, channel_code = ${q.channelCode}, stock_qty = ${q.stockQty},
      tax_price = ${q.taxPrice}::numeric, currency = ${q.currency}, delivery_cycle = ${q.deliveryCycle},
      date_code = ${q.dateCode}, quote_date = ${q.quoteDate}::date
    where id = ${id}`);
}

export async function deleteQuote(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from stock_quote where id = ${id}`);
}
