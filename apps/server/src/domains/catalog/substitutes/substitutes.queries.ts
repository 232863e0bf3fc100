import { sql } from 'drizzle-orm';
import { arrayParam, queryRowsPrepared, type Db } from '../../../platform/db.js';

/** The statements of the drop-in substitutes (docs/substitutes.md). */

/** One stored parameter of a product, with the product's category and whether it is on sale. */
export interface ProductParamValueRow {
  product_id: string | number;
  catalog_id: number | null;
  is_active: boolean;
  parameter_id: number | null;
  value_text: string | null;
  value_num: number | null;
  value_key: string | null;
}

/**
 * Every parameter of these products, each with its product's category: one statement for any number of
 * products. A product without parameters still answers one row (parameter null), so it is known to exist.
 */
export function readParamValues(db: Db, productIds: readonly number[]): Promise<ProductParamValueRow[]> {
  if (!productIds.length) return Promise.resolve([]);
  // Each product's parameters by the primary key's first column (`offset 0` keeps PostgreSQL from turning the
  // lateral back into a join): planned as a join, a stale estimate of product_param (right after an import it
  // counted 1,666 rows a product) chose a hash join over all 3 million rows, 1.1 s for 2,000 products; by
  // product, 42 ms.
  return queryRowsPrepared<ProductParamValueRow>(
    db,
    sql`select t.product_id, t.catalog_id, t.is_active, pp.parameter_id, pp.value_text, pp.value_num, pp.value_key
        from product_tag t
        left join lateral (
          select p.parameter_id, p.value_text, p.value_num, p.value_key from product_param p
          where p.product_id = t.product_id offset 0) pp on true
        where t.product_id = any(${arrayParam(productIds, 'bigint')})`,
  );
}

/** The given parameters of these products (the candidates' values the rule compares). */
export function readChosenParamValues(
  db: Db,
  productIds: readonly number[],
  parameterIds: readonly number[],
): Promise<ProductParamValueRow[]> {
  if (!productIds.length || !parameterIds.length) return Promise.resolve([]);
  // Product by product, the parameters filtered on that product's rows of the primary key (`offset 0`: see
  // readParamValues). With both columns of the key as lists PostgreSQL 15 descended the index once per pair
  // (500 parts × 14 parameters: 38 ms), and as a join a stale estimate chose to read the whole table.
  return queryRowsPrepared<ProductParamValueRow>(
    db,
    sql`select c.id as product_id, null::int as catalog_id, true as is_active, pp.parameter_id, pp.value_text,
          pp.value_num, pp.value_key
        from unnest(${arrayParam(productIds, 'bigint')}) as c(id)
        cross join lateral (
          select p.parameter_id, p.value_text, p.value_num, p.value_key from product_param p
          where p.product_id = c.id and p.parameter_id + 0 = any(${arrayParam(parameterIds, 'int')})
          offset 0) pp`,
  );
}

/** A candidate found by its tags: the search it answers (its index in the asked list) and its stock. */
export interface CandidateRow {
  search: number;
  product_id: string | number;
  redundant_stock: string | number;
}

/**
 * The active products of each search's category holding all of its tags (category, package and defining
 * values) and at least its stock (0: any), most stock first, at most `bound` per search: one statement for any number of searches, each looked up in the
 * GIN index of product_tag. A search's tags travel as one text joined by U+001F (arrays of arrays do not
 * unnest by row).
 */
export function findCandidates(
  db: Db,
  searches: readonly { catalogId: number; tags: readonly string[]; minStock: number }[],
  bound: number,
): Promise<CandidateRow[]> {
  if (!searches.length) return Promise.resolve([]);
  return queryRowsPrepared<CandidateRow>(
    db,
    sql`select (s.n - 1)::int as search, c.product_id, c.redundant_stock
        from unnest(${arrayParam(
          searches.map((s) => s.catalogId),
          'int',
        )}, ${arrayParam(
          searches.map((s) => s.tags.join('\u001f')),
          'text',
        )}, ${arrayParam(
          searches.map((s) => s.minStock),
          'bigint',
        )}) with ordinality as s(catalog_id, tags, min_stock, n)
        cross join lateral (
          select t.product_id, t.redundant_stock from product_tag t
          where t.tags @> string_to_array(s.tags, chr(31)) and t.catalog_id = s.catalog_id and t.is_active
            and t.redundant_stock >= s.min_stock
          order by t.redundant_stock desc, t.product_id
          limit ${bound}) c`,
  );
}

/** What ranks a candidate: its minimum order, its stock and one of its price breaks (none: null). */
export interface RankingRow {
  id: string;
  mini_qty: number;
  redundant_stock: string;
  qty_from: number | null;
  qty_to: number | null;
  tax_price: string | null;
  not_tax_price: string | null;
}

/**
 * The ranking's columns of these products, one row per price break: flat rows, since building each part's
 * breaks as JSON (as the product view does) cost 40 ms for 500 candidates, the rows 3 ms.
 */
export function readRankings(db: Db, productIds: readonly number[]): Promise<RankingRow[]> {
  if (!productIds.length) return Promise.resolve([]);
  // The breaks product by product (`offset 0`: see readParamValues), whatever the estimate of price_break.
  return queryRowsPrepared<RankingRow>(
    db,
    sql`select p.id::text as id, p.mini_qty, p.redundant_stock::text as redundant_stock, pb.qty_from, pb.qty_to,
          pb.tax_price::text as tax_price, pb.not_tax_price::text as not_tax_price
        from product p
        left join lateral (
          select b.qty_from, b.qty_to, b.tax_price, b.not_tax_price from price_break b
          where b.product_id = p.id offset 0) pb on true
        where p.id = any(${arrayParam(productIds, 'bigint')})`,
  );
}
