import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';
import { productBreaks, type PriceBreakRow } from '../core/catalog.queries.js';

export interface QuoteRecord {
  id: string;
  mfr_part_number: string;
  brand_code: string;
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
  channel_code: string;
  stock_qty: string;
  tax_price: string;
  currency: string;
  delivery_cycle: number;
  date_code: string | null;
  quote_date: string;
  product_id: string | null;
}

export interface QuoteFilter {
  key: string;
  brandCodes: string[];
  quotePriceType: string;
  limit: number;
  offset: number;
}

/** How many quotes a page counts and takes its brand list from, at most (decision 28). */
export const QUOTE_MATCH_CAP = 10_000;

/** The smallest key above every key that starts with `key` in collation "C" order. */
function keyUpperBound(key: string): string {
  const chars = Array.from(key);
  const last = chars.pop() ?? '';
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

function quoteWhere(filter: QuoteFilter, withBrands: boolean): SQL {
  const parts: SQL[] = [sql`q.quote_price_type = ${filter.quotePriceType}`];
  // Part numbers that start with the key: a range of the key's B-tree.
  if (filter.key) {
    parts.push(
      sql`q.mfr_pn_key collate "C" >= ${filter.key} and q.mfr_pn_key collate "C" < ${keyUpperBound(filter.key)}`,
    );
  }
  if (withBrands && filter.brandCodes.length) {
    const codes = filter.brandCodes.map((c) => sql`${c.toUpperCase()}`);
    parts.push(
      sql`q.brand_id in (select b.id from brand b where upper(b.brand_code) in (${sql.join(codes, sql`, `)}))`,
    );
  }
  return sql.join(parts, sql` and `);
}

const newestFirst = sql`q.quote_date desc, q.id desc`;

/**
 * A page of supplier quotes, newest first. The total is counted to QUOTE_MATCH_CAP; the brand list is that
 * of the first QUOTE_MATCH_CAP quotes matching the key (without the brand filter) in whatever index order
 * is cheapest, so neither reads all 5,000,000 quotes; below the cap both are exact.
 */
export async function pageStockQuotes(db: Db, filter: QuoteFilter) {
  const where = quoteWhere(filter, true);
  const rows = await queryRows<QuoteRecord>(
    db,
    sql`select q.id::text as id, q.mfr_part_number, b.brand_code, b.name_en, b.name_zh_cn, b.name_zh_tw,
          q.channel_code, q.stock_qty::text as stock_qty, q.tax_price::text as tax_price, q.currency,
          q.delivery_cycle, q.date_code, q.quote_date::text as quote_date, q.product_id::text as product_id
        from stock_quote q join brand b on b.id = q.brand_id
        where ${where}
        order by ${newestFirst} limit ${filter.limit} offset ${filter.offset}`,
  );
  const total = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from stock_quote q where ${where} limit ${QUOTE_MATCH_CAP}) m`,
  );
  const brands = await queryRows<{
    brand_code: string;
    name_en: string;
    name_zh_cn: string;
    name_zh_tw: string;
    n: number;
  }>(
    db,
    sql`select b.brand_code, b.name_en, b.name_zh_cn, b.name_zh_tw, m.n
        from (select w.brand_id, count(*)::int as n
              from (select q.brand_id from stock_quote q where ${quoteWhere(filter, false)}
                    limit ${QUOTE_MATCH_CAP}) w
              group by w.brand_id) m
        join brand b on b.id = m.brand_id
        order by b.is_mainstream desc, m.n desc, b.brand_code limit 60`,
  );
  const n = total[0]?.n ?? 0;
  return { rows, total: n, totalCapped: n >= QUOTE_MATCH_CAP, brands };
}

export function listHotPartNumbers(db: Db, effStatus: string, limit: number | null, offset: number) {
  return queryRows<{
    mfr_part_number: string;
    brand_code: string;
    name_en: string;
    name_zh_cn: string;
    name_zh_tw: string;
    product_id: string | null;
    sort: number;
  }>(
    db,
    sql`select h.mfr_part_number, b.brand_code, b.name_en, b.name_zh_cn, b.name_zh_tw,
          h.product_id::text as product_id, h.sort
        from hot_mfr_pn h join brand b on b.id = h.brand_id
        where h.eff_status = ${effStatus}
        order by h.sort, h.id ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}`,
  );
}

export async function countHotPartNumbers(db: Db, effStatus: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from hot_mfr_pn where eff_status = ${effStatus}`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * For each key, the active product with the most sellable stock, with its first price break: one query
 * for the whole list (unnest), never one per part number.
 */
export function orderableByKeys(db: Db, keys: string[]) {
  return queryRows<{
    key: string;
    spu_id: string | null;
    brand_code: string | null;
    name_en: string | null;
    name_zh_cn: string | null;
    name_zh_tw: string | null;
    stock: string | null;
    mini_qty: number | null;
    mini_pkg: number | null;
    delivery_cycle: number | null;
    breaks: PriceBreakRow[] | null;
  }>(
    db,
    sql`select k.key, best.id::text as spu_id, best.brand_code, best.name_en, best.name_zh_cn, best.name_zh_tw,
          best.redundant_stock::text as stock, best.mini_qty, best.mini_pkg, best.delivery_cycle, best.breaks
        from unnest(array[${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}]::text[]) with ordinality as k(key, ord)
        left join lateral (
          select p.id, p.redundant_stock, p.mini_qty, p.mini_pkg, p.delivery_cycle, b.brand_code, b.name_en,
            b.name_zh_cn, b.name_zh_tw,
            ${productBreaks} as breaks
          from product p join brand b on b.id = p.brand_id
          where p.mfr_pn_key collate "C" = k.key and p.is_active
          order by p.redundant_stock desc, p.id limit 1
        ) best on true
        order by k.ord`,
  );
}
