import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';

/**
 * A category page's statements (docs/search.md): the filtered parts, a page of them in the chosen order,
 * and the filter table's counts. The parts are capped like the search's matches: a page never needs more
 * than the first 10,000 of a filtered category, and the counts say "at least" beyond.
 */

export const BROWSE_CAP = 10_000;

/** A filter resolved to its parameter: value keys (any of them), a numeric range, or both. */
export interface ResolvedFilter {
  parameterId: number | null;
  values: readonly string[];
  min?: number | undefined;
  max?: number | undefined;
}

export interface BrowseWhere {
  nodeIds: readonly number[];
  filters: readonly ResolvedFilter[];
  brandCodes: readonly string[];
  hasStock: boolean;
}

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

function filterCondition(f: ResolvedFilter): SQL {
  // A parameter the shop does not know: nothing has it.
  if (f.parameterId === null) return sql`false`;
  const parts: SQL[] = [];
  if (f.values.length)
    parts.push(
      sql`pp.value_key collate "C" in (${sql.join(
        f.values.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  if (f.min !== undefined) parts.push(sql`pp.value_num >= ${f.min}`);
  if (f.max !== undefined) parts.push(sql`pp.value_num <= ${f.max}`);
  if (!parts.length) return sql`true`;
  return sql`p.id in (select pp.product_id from product_param pp
                      where pp.parameter_id = ${f.parameterId} and ${sql.join(parts, sql` and `)})`;
}

/** Which part of the filters to leave out: a facet counts its values as if its own filter were not set. */
export type LeaveOut = { parameterId: number } | 'brand' | 'stock' | null;

export function browseCondition(where: BrowseWhere, leaveOut: LeaveOut = null): SQL {
  const parts: SQL[] = [sql`p.is_active`, sql`p.catalog_id in (${ids(where.nodeIds)})`];
  for (const f of where.filters) {
    if (leaveOut !== null && typeof leaveOut === 'object' && leaveOut.parameterId === f.parameterId) continue;
    parts.push(filterCondition(f));
  }
  if (where.brandCodes.length && leaveOut !== 'brand')
    parts.push(
      sql`p.brand_id in (select b.id from brand b where upper(b.brand_code) in (${sql.join(
        where.brandCodes.map((c) => sql`${c.toUpperCase()}`),
        sql`, `,
      )}))`,
    );
  if (where.hasStock && leaveOut !== 'stock') parts.push(sql`p.redundant_stock > 0`);
  return sql.join(parts, sql` and `);
}

/** How many parts the filters leave, counted to at most cap + 1 (so "more than the cap" is known). */
export async function countFiltered(db: Db, where: SQL, cap = BROWSE_CAP): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from product p where ${where} limit ${cap + 1}) s`,
  );
  return row?.n ?? 0;
}

export type BrowseOrder =
  | { by: 'stock' | 'partNumber'; direction: 'asc' | 'desc' }
  | { by: 'price'; direction: 'asc' | 'desc'; quantity: number };

function orderBy(order: Exclude<BrowseOrder, { by: 'price' }>): SQL {
  const dir = order.direction === 'asc' ? sql`asc` : sql`desc`;
  return order.by === 'stock'
    ? sql`order by p.redundant_stock ${dir}, p.id ${dir}`
    : sql`order by p.mfr_pn_key collate "C" ${dir}, p.id ${dir}`;
}

/** The ids of one page of the filtered parts in stock or part-number order (price: price-order.queries.ts). */
export async function pageIds(
  db: Db,
  where: SQL,
  order: Exclude<BrowseOrder, { by: 'price' }>,
  limit: number,
  offset: number,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select p.id::text as id from product p where ${where} ${orderBy(order)} limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => r.id);
}

export interface FacetCountRow {
  /** The parameter id, or -1 for the brand list (value_key is then the brand id) and -2 for in-stock. */
  parameter_id: number;
  value_key: string;
  value_text: string;
  value_num: number | null;
  n: number;
}

/** The unfiltered counts of a category's parameter values, counted ahead in category_facet. */
export function storedFacetCounts(
  db: Db,
  nodeIds: readonly number[],
  parameterIds: readonly number[] | null,
): Promise<FacetCountRow[]> {
  const only = parameterIds
    ? sql`and f.parameter_id in (${ids(parameterIds.length ? parameterIds : [0])})`
    : sql``;
  return queryRows<FacetCountRow>(
    db,
    sql`select f.parameter_id, f.value_key, min(f.value_text) as value_text, min(f.value_num) as value_num,
               sum(f.n)::int as n
        from category_facet f where f.catalog_id in (${ids(nodeIds)}) ${only}
        group by f.parameter_id, f.value_key`,
  );
}

/** One branch of the live counts: the parts of `where` (capped), counted by value of these parameters. */
export interface LiveFacetBranch {
  where: SQL;
  parameterIds: readonly number[];
}

/**
 * The counts of a filtered category in one statement: one branch per facet whose own filter is left out,
 * plus the brand list and the in-stock count, each over the first BROWSE_CAP parts of its set.
 */
export function liveFacetCounts(
  db: Db,
  branches: readonly LiveFacetBranch[],
  brandWhere: SQL,
  stockWhere: SQL,
  /** The cap of the brand and stock counts: none for a category without filters (an index-only scan). */
  brandCap: number | null = BROWSE_CAP,
): Promise<FacetCountRow[]> {
  const capped = brandCap === null ? sql`` : sql`limit ${brandCap}`;
  const params = branches
    .filter((b) => b.parameterIds.length)
    .map(
      (b) =>
        sql`(select pp.parameter_id, pp.value_key, min(pp.value_text) as value_text,
                    min(pp.value_num) as value_num, count(*)::int as n
             from (select p.id from product p where ${b.where} limit ${BROWSE_CAP}) s
             join product_param pp on pp.product_id = s.id and pp.parameter_id in (${ids(b.parameterIds)})
             group by pp.parameter_id, pp.value_key)`,
    );
  const brands = sql`(select -1 as parameter_id, s.brand_id::text as value_key, '' as value_text,
                             null::float8 as value_num, count(*)::int as n
                      from (select p.brand_id from product p where ${brandWhere} ${capped}) s
                      group by s.brand_id)`;
  const stock = sql`(select -2 as parameter_id, '' as value_key, '' as value_text, null::float8 as value_num,
                            count(*)::int as n
                     from (select 1 from product p where ${stockWhere} and p.redundant_stock > 0
                           ${capped}) s)`;
  return queryRows<FacetCountRow>(db, sql.join([...params, brands, stock], sql` union all `));
}

export interface BrandNameRow {
  id: number;
  brand_code: string;
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
}

export function readBrandNames(db: Db, brandIds: readonly number[]): Promise<BrandNameRow[]> {
  if (!brandIds.length) return Promise.resolve([]);
  return queryRows<BrandNameRow>(
    db,
    sql`select id, brand_code, name_en, name_zh_cn, name_zh_tw from brand where id in (${ids(brandIds)})`,
  );
}
