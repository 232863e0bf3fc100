import { sql, type SQL } from 'drizzle-orm';
import { arrayParam, queryRowsPrepared, type Db } from '../../../platform/db.js';

/** The statements of the drop-in substitutes (docs/substitutes.md). */

/**
 * The rows of a statement that answers them as one JSON array of arrays (`json_agg(json_build_array(…))::text`,
 * null when none). A call reads thousands of small rows (500 candidates × 8 parameters); decoding each row of
 * the wire protocol into an object cost the server process about twice the CPU of one JSON.parse of the same
 * values (91,871 rows: 215–355 ms against 100–134 ms). Cast to text, so that both drivers hand it over as it is.
 */
async function packedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const [row] = await queryRowsPrepared<{ packed: string | null }>(db, query);
  return row?.packed ? (JSON.parse(row.packed) as T[]) : [];
}

/**
 * A product asked for (its category, whether it is on sale) with one of its parameters: [product id, catalog id,
 * active, parameter id, number, key, text]; a product without parameters answers one row with the parameter
 * null, so it is known to exist.
 */
export type AskedParamRow = [
  number,
  number | null,
  boolean,
  number | null,
  number | null,
  string | null,
  string | null,
];

/** One of a candidate's values: [product id, parameter id, number, key, text]. */
export type CandidateValueRow = [number, number, number | null, string, string];

/**
 * Every parameter of these products, each with its product's category: one statement for any number of
 * products.
 */
export function readParamValues(db: Db, productIds: readonly number[]): Promise<AskedParamRow[]> {
  if (!productIds.length) return Promise.resolve([]);
  // Each product's parameters by the primary key's first column (`offset 0` keeps PostgreSQL from turning the
  // lateral back into a join): planned as a join, a stale estimate of product_param (right after an import it
  // counted 1,666 rows a product) chose a hash join over all 3 million rows, 1.1 s for 2,000 products; by
  // product, 42 ms.
  return packedRows<AskedParamRow>(
    db,
    sql`select json_agg(json_build_array(t.product_id, t.catalog_id, t.is_active, pp.parameter_id, pp.value_num,
          pp.value_key, pp.value_text))::text as packed
        from product_tag t
        left join lateral (
          select p.parameter_id, p.value_text, p.value_num, p.value_key from product_param p
          where p.product_id = t.product_id offset 0) pp on true
        where t.product_id = any(${arrayParam(productIds, 'bigint')})`,
  );
}

/**
 * The candidates' values: those of the given parameters (the ones the rule and the ranking compare), or every
 * parameter (null: one product's call, whose page then needs no statement of its own for the differences).
 */
export function readCandidateValues(
  db: Db,
  productIds: readonly number[],
  parameterIds: readonly number[] | null,
): Promise<CandidateValueRow[]> {
  if (!productIds.length || parameterIds?.length === 0) return Promise.resolve([]);
  // Product by product, the parameters filtered on that product's rows of the primary key (`offset 0`: see
  // readParamValues). With both columns of the key as lists PostgreSQL 15 descended the index once per pair
  // (500 parts × 14 parameters: 38 ms), and as a join a stale estimate chose to read the whole table. In the
  // ids' order, so that neighbouring parts share the index's and the table's pages (a fifth fewer pages read
  // for a search's 400 candidates).
  const chosen = parameterIds ? sql`and p.parameter_id + 0 = any(${arrayParam(parameterIds, 'int')})` : sql``;
  return packedRows<CandidateValueRow>(
    db,
    sql`select json_agg(json_build_array(c.id, pp.parameter_id, pp.value_num, pp.value_key, pp.value_text))::text
          as packed
        from unnest(${arrayParam(ascending(productIds), 'bigint')}) as c(id)
        cross join lateral (
          select p.parameter_id, p.value_text, p.value_num, p.value_key from product_param p
          where p.product_id = c.id ${chosen}
          offset 0) pp`,
  );
}

/** The ids in ascending order (a copy). */
function ascending(ids: readonly number[]): number[] {
  return [...ids].sort((a, b) => a - b);
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
export async function findCandidates(
  db: Db,
  searches: readonly { catalogId: number; tags: readonly string[]; minStock: number }[],
  bound: number,
): Promise<CandidateRow[]> {
  if (!searches.length) return [];
  // Aggregated in each search's order, most stock first: a held search is the start of that order.
  const rows = await packedRows<[number, number, number]>(
    db,
    sql`select json_agg(json_build_array(s.n - 1, c.product_id, c.redundant_stock)
          order by s.n, c.redundant_stock desc, c.product_id)::text as packed
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
  return rows.map(([search, product_id, redundant_stock]) => ({ search, product_id, redundant_stock }));
}

/** What ranks a candidate: its minimum order, its stock and one of its price breaks (none: null). */
export interface RankingRow {
  id: string | number;
  mini_qty: number;
  redundant_stock: string | number;
  qty_from: number | null;
  qty_to: number | null;
  tax_price: string | null;
  not_tax_price: string | null;
}

/**
 * The ranking's columns of these products, one row per price break: flat rows, since building each part's
 * breaks as JSON (as the product view does) cost 40 ms for 500 candidates, the rows 3 ms.
 */
export async function readRankings(db: Db, productIds: readonly number[]): Promise<RankingRow[]> {
  if (!productIds.length) return [];
  // The breaks product by product (`offset 0`: see readParamValues), whatever the estimate of price_break.
  const rows = await packedRows<
    [number, number, number, number | null, number | null, string | null, string | null]
  >(
    db,
    sql`select json_agg(json_build_array(p.id, p.mini_qty, p.redundant_stock, pb.qty_from, pb.qty_to,
          pb.tax_price::text, pb.not_tax_price::text))::text as packed
        from product p
        left join lateral (
          select b.qty_from, b.qty_to, b.tax_price, b.not_tax_price from price_break b
          where b.product_id = p.id offset 0) pb on true
        where p.id = any(${arrayParam(productIds, 'bigint')})`,
  );
  return rows.map(([id, mini_qty, redundant_stock, qty_from, qty_to, tax_price, not_tax_price]) => ({
    id,
    mini_qty,
    redundant_stock,
    qty_from,
    qty_to,
    tax_price,
    not_tax_price,
  }));
}
