import { sql } from 'drizzle-orm';
import { arrayParam, queryRowsPrepared, type Db } from '../../../platform/db.js';
import { prefixUpperBound } from './prefix-bound.js';

/** One product row as the search and detail queries read it, before pricing and localisation. */
export interface ProductRecord {
  id: string;
  product_code: string;
  mfr_part_number: string;
  brand_code: string;
  brand_name_en: string;
  brand_name_zh_cn: string;
  brand_name_zh_tw: string;
  catalog_id_path: string | null;
  catalog_name_en: string | null;
  catalog_name_zh_cn: string | null;
  catalog_name_zh_tw: string | null;
  top_name_en: string | null;
  top_name_zh_cn: string | null;
  top_name_zh_tw: string | null;
  product_desc: string;
  spec_desc: string;
  product_photo: string | null;
  detail_spec_file: string | null;
  i18n_product_spec: unknown;
  agent_cert: unknown;
  currency: string;
  tax_rate: string;
  tariff: string | null;
  price_unit: number;
  qty_unit: string;
  mini_qty: number;
  mini_pkg: number;
  delivery_cycle: number;
  is_sample: boolean;
  sample_unit_limit: number | null;
  mpn_level: string | null;
  product_line_code: string | null;
  product_line_name: string | null;
  product_dept_name: string | null;
  supplier_code: string | null;
  supplier_name: string | null;
  supplier_mfr_pn: string | null;
  is_active: boolean;
  redundant_stock: string;
  updated_at: Date | string;
  stocks: ProductStocks | null;
  breaks: PriceBreakRow[] | null;
  match_rank?: number;
}

/** A product's stock per warehouse, as `productStocks` reads it. */
export type ProductStocks = Record<string, string | number>;

/** One price break, as `productBreaks` reads it. */
export interface PriceBreakRow {
  qtyFrom: number;
  qtyTo: number | null;
  taxPrice: string;
  notTaxPrice: string;
}

/*
 * A product `p`'s stock per warehouse and its price breaks, each one sub-select. Built as json, not jsonb: the text
 * is all the server reads, and jsonb's binary form cost a quarter of a result page's rows (docs/performance.md).
 */
export const productStocks = sql`(select json_object_agg(s.warehouse, s.qty) from product_stock s where s.product_id = p.id)`;
export const productBreaks = sql`(select json_agg(json_build_object('qtyFrom', pb.qty_from, 'qtyTo', pb.qty_to,
      'taxPrice', pb.tax_price::text, 'notTaxPrice', pb.not_tax_price::text) order by pb.qty_from)
     from price_break pb where pb.product_id = p.id)`;

/** The columns of a full product: brand, catalog path names, stock per warehouse and price breaks. */
export const productColumns = sql`
  p.id::text as id, p.product_code, p.mfr_part_number,
  b.brand_code, b.name_en as brand_name_en, b.name_zh_cn as brand_name_zh_cn, b.name_zh_tw as brand_name_zh_tw,
  c.id_path as catalog_id_path, c.name_en as catalog_name_en, c.name_zh_cn as catalog_name_zh_cn,
  c.name_zh_tw as catalog_name_zh_tw, t.name_en as top_name_en, t.name_zh_cn as top_name_zh_cn,
  t.name_zh_tw as top_name_zh_tw,
  p.product_desc, p.spec_desc, p.product_photo, p.detail_spec_file, p.i18n_product_spec, p.agent_cert,
  p.currency, p.tax_rate::text as tax_rate, p.tariff::text as tariff, p.price_unit, p.qty_unit, p.mini_qty,
  p.mini_pkg, p.delivery_cycle, p.is_sample, p.sample_unit_limit, p.mpn_level, p.product_line_code,
  p.product_line_name, p.product_dept_name, p.supplier_code, p.supplier_name, p.supplier_mfr_pn, p.is_active,
  p.redundant_stock::text as redundant_stock, p.updated_at,
  ${productStocks} as stocks, ${productBreaks} as breaks`;

/**
 * The brand and category names of each product row, looked up by id one row at a time (`offset 0` keeps each
 * lookup its own plan). As plain joins, the plan prepared once for any list of ids hashed the whole brand and
 * category tables to name 20 rows: over half of what a result page's rows cost (docs/performance.md).
 */
export const productJoins = sql`
  cross join lateral (select b.brand_code, b.name_en, b.name_zh_cn, b.name_zh_tw
                      from brand b where b.id = p.brand_id offset 0) b
  left join lateral (select c.id, c.parent_id, c.id_path, c.name_en, c.name_zh_cn, c.name_zh_tw
                     from catalog c where c.id = p.catalog_id offset 0) c on true
  left join lateral (select t.name_en, t.name_zh_cn, t.name_zh_tw
                     from catalog t where t.id = coalesce(c.parent_id, c.id) offset 0) t on true`;

export async function findProductById(db: Db, id: string): Promise<ProductRecord | undefined> {
  const rows = await queryRowsPrepared<ProductRecord>(
    db,
    sql`select ${productColumns} from product p ${productJoins} where p.id = ${id}::bigint and p.is_active`,
  );
  return rows[0];
}

export async function findProductByBrandAndKey(
  db: Db,
  brandCode: string,
  mfrPartNumber: string,
  key: string,
): Promise<ProductRecord | undefined> {
  const rows = await queryRowsPrepared<ProductRecord>(
    db,
    sql`select ${productColumns} from product p ${productJoins}
        where upper(b.brand_code) = upper(${brandCode}) and p.is_active
          and p.mfr_pn_key collate "C" = ${key}
        order by (p.mfr_part_number = ${mfrPartNumber}) desc, p.id limit 1`,
  );
  return rows[0];
}

/** Full products by id, in the order of `ids`, inactive ones included (callers decide); unknown ids are left out. */
export async function findProductsByIds(db: Db, ids: readonly string[]): Promise<ProductRecord[]> {
  if (!ids.length) return [];
  // The ids as one array: one statement text for any number of them, prepared once per connection.
  const rows = await queryRowsPrepared<ProductRecord>(
    db,
    sql`select ${productColumns} from product p ${productJoins} where p.id = any(${arrayParam(ids, 'bigint')})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

interface SuggestionRow {
  mfr_part_number: string;
  brand_codes: string[];
}

/**
 * Suggestions (docs/search.md) in one statement: part numbers starting with the key, read in index order from
 * the collation-C B-tree, then part numbers containing it further on (trigram index on the key's tail). The union's branches run in turn
 * under the LIMIT, so the contains branch is read only when the prefixes give too few rows. Each part
 * number comes once, with the brands it exists under; prefixes first, shorter keys first. Each brand code is
 * looked up by its id: a join made PostgreSQL hash the whole brand table for 30 rows (three times the cost).
 */
export async function suggestPartNumbers(db: Db, key: string, limit: number): Promise<SuggestionRow[]> {
  // The prefix as a range of the collation-C key (the key holds letters and digits only, so this is LIKE
  // 'key%'): a range reaches the index through parameters, so the statement can be prepared once per connection.
  const upper = prefixUpperBound(key);
  // Rows, not part numbers, are limited: three rows a part number leaves room for the same part under
  // several brands.
  const rows = limit * 3;
  // The contains stage needs a key of three characters: the trigram index finds nothing shorter, and a
  // two-character key ('电容', typed for a category) would scan every part number.
  const contains =
    Array.from(key).length >= 3
      ? sql`union all
                (select 1, p.mfr_part_number, p.brand_id, p.mfr_pn_key from product p
                  where p.is_active and substr(p.mfr_pn_key, 2) like ${`%${key}%`}
                    and not (p.mfr_pn_key collate "C" >= ${key} and p.mfr_pn_key collate "C" < ${upper})
                  limit ${rows})`
      : sql``;
  return queryRowsPrepared<SuggestionRow>(
    db,
    sql`select h.mfr_part_number,
               array_agg(distinct (select b.brand_code from brand b where b.id = h.brand_id)) as brand_codes
        from (select * from (
                (select 0 as stage, p.mfr_part_number, p.brand_id, p.mfr_pn_key from product p
                  where p.is_active and p.mfr_pn_key collate "C" >= ${key} and p.mfr_pn_key collate "C" < ${upper}
                  order by p.mfr_pn_key collate "C" limit ${rows})
                ${contains}
              ) u limit ${rows}) h
        group by h.mfr_part_number
        order by min(h.stage), min(length(h.mfr_pn_key)), h.mfr_part_number
        limit ${limit}`,
  );
}
