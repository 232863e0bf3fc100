import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';
import type { FacetCountRow, ResolvedFilter } from './browse.queries.js';

/**
 * A category's filter table counted in memory (docs/search.md, "Category pages"). Each server copy holds, per
 * category, its active parts as columns: brand, stock and, for each parameter of its filter table, the index of the
 * part's value. A filtered page's counts are then one pass over those columns, exact, instead of a statement that
 * reads up to 10,000 parts' parameters per facet (most of a page's time for a broad filter on a large category).
 */

export interface FacetTable {
  size: number;
  /** Each part's id and category, by position (a filtered page in an order reads its parts from here). */
  ids: string[];
  catalog: Int32Array;
  brand: Int32Array;
  inStock: Uint8Array;
  /** Per parameter id: each part's value index (0: the part has no value) and the values (index 0 unused). */
  parameters: Map<number, TableParameter>;
}

interface TableParameter {
  valueOf: Uint32Array;
  values: { key: string; text: string; num: number | null }[];
}

/** Reads the columns of the active parts of these categories, for these parameters: two statements. */
export async function readFacetTable(
  db: Db,
  nodeIds: readonly number[],
  parameterIds: readonly number[],
): Promise<FacetTable> {
  const inNodes = sql.join(
    nodeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const parts = await queryRows<{ id: string; brand_id: number; catalog_id: number; in_stock: boolean }>(
    db,
    sql`select p.id::text as id, p.brand_id, p.catalog_id, p.redundant_stock > 0 as in_stock from product p
        where p.is_active and p.catalog_id in (${inNodes})`,
  );
  const position = new Map<string, number>();
  const brand = new Int32Array(parts.length);
  const catalog = new Int32Array(parts.length);
  const inStock = new Uint8Array(parts.length);
  parts.forEach((part, i) => {
    position.set(part.id, i);
    brand[i] = part.brand_id;
    catalog[i] = part.catalog_id;
    inStock[i] = part.in_stock ? 1 : 0;
  });
  const parameters = new Map<number, TableParameter>();
  if (parameterIds.length) {
    // One row per value, its parts as one list: far fewer rows than parts × parameters.
    const values = await queryRows<{
      parameter_id: number;
      value_key: string;
      value_text: string;
      value_num: number | null;
      ids: string;
    }>(
      db,
      sql`select pp.parameter_id, pp.value_key, min(pp.value_text) as value_text, min(pp.value_num) as value_num,
                 string_agg(pp.product_id::text, ',') as ids
          from product_param pp join product p on p.id = pp.product_id
          where p.is_active and p.catalog_id in (${inNodes})
            and pp.parameter_id in (${sql.join(
              parameterIds.map((id) => sql`${id}`),
              sql`, `,
            )})
          group by pp.parameter_id, pp.value_key`,
    );
    for (const id of parameterIds)
      parameters.set(id, {
        valueOf: new Uint32Array(parts.length),
        values: [{ key: '', text: '', num: null }],
      });
    for (const row of values) {
      const parameter = parameters.get(row.parameter_id);
      if (!parameter) continue;
      const index =
        parameter.values.push({ key: row.value_key, text: row.value_text, num: row.value_num }) - 1;
      for (const id of row.ids.split(',')) {
        const at = position.get(id);
        if (at !== undefined) parameter.valueOf[at] = index;
      }
    }
  }
  return { size: parts.length, ids: parts.map((p) => p.id), catalog, brand, inStock, parameters };
}

/** What a filtered page asks of the table. */
export interface TableQuery {
  filters: readonly ResolvedFilter[];
  /** The brand ids the brand filter keeps; null without a brand filter. */
  brandIds: ReadonlySet<number> | null;
  hasStock: boolean;
  /** The parameters whose values the filter table lists. */
  facetIds: readonly number[];
  /**
   * Also answer the ids of the parts the parameter and brand filters keep (in stock or not: stock changes too often
   * to be taken from the table, the page's statement checks it), for a page's statement to walk its order with.
   */
  members?: boolean;
}

/** The parts the parameter and brand filters keep: their ids, and how many in each category. */
export interface Members {
  ids: string[];
  perNode: Map<number, number>;
}

const BRAND = -1;
const STOCK = -2;

/** Per filtered parameter, which of its value indexes the filters accept; undefined for a parameter not held. */
function acceptsOf(
  table: FacetTable,
  filters: readonly ResolvedFilter[],
): Map<number, Uint8Array> | undefined {
  // Each filtered parameter once: what it accepts, by value index (several filters on one parameter: all hold).
  const accepts = new Map<number, Uint8Array>();
  for (const f of filters) {
    const parameter = f.parameterId === null ? undefined : table.parameters.get(f.parameterId);
    if (!parameter || f.parameterId === null) return undefined;
    const keys = new Set(f.values);
    const previous = accepts.get(f.parameterId);
    const accept = new Uint8Array(parameter.values.length);
    parameter.values.forEach((v, index) => {
      const ok =
        index > 0 &&
        (!keys.size || keys.has(v.key)) &&
        (f.min === undefined || (v.num !== null && v.num >= f.min)) &&
        (f.max === undefined || (v.num !== null && v.num <= f.max));
      accept[index] = ok && (!previous || previous[index] === 1) ? 1 : 0;
    });
    accepts.set(f.parameterId, accept);
  }
  return accepts;
}

/**
 * The counts of a filtered page, as the statement counts them but over every part: each filtered parameter's
 * values among the parts of the other filters, the other parameters among the parts of all filters, the brands
 * without the brand filter, the in-stock parts without the stock filter; and how many parts all filters keep.
 * Undefined when a filter names a parameter the table does not hold (the statement then counts).
 */
export function countInTable(
  table: FacetTable,
  query: TableQuery,
): { rows: FacetCountRow[]; matches: number; members: Members | undefined } | undefined {
  const accepts = acceptsOf(table, query.filters);
  if (!accepts) return undefined;
  const filtered = [...accepts.entries()].map(([id, accept]) => {
    const parameter = table.parameters.get(id);
    if (!parameter) throw new Error('filtered parameter left the table');
    return { id, accept, valueOf: parameter.valueOf };
  });
  const counted = [...new Set([...query.facetIds, ...accepts.keys()])].flatMap((id) => {
    const parameter = table.parameters.get(id);
    return parameter ? [{ id, parameter, n: new Uint32Array(parameter.values.length) }] : [];
  });
  const countedById = new Map(counted.map((c) => [c.id, c]));
  const brands = new Map<number, number>();
  let inStock = 0;
  let matches = 0;
  const { brandIds, hasStock } = query;
  // A filter without values or bounds keeps every part in the statement, but only the parts with a value here.
  const members =
    query.members && query.filters.every((f) => f.values.length || f.min !== undefined || f.max !== undefined)
      ? { ids: [] as string[], perNode: new Map<number, number>() }
      : undefined;
  for (let i = 0; i < table.size; i += 1) {
    let fails = 0;
    let failedOn = 0;
    for (const f of filtered) {
      if (f.accept[f.valueOf[i] ?? 0] !== 1) {
        fails += 1;
        failedOn = f.id;
        if (fails > 1) break;
      }
    }
    const brand = table.brand[i] ?? 0;
    if (fails <= 1 && brandIds && !brandIds.has(brand)) {
      fails += 1;
      failedOn = BRAND;
    }
    if (fails === 0 && members) {
      members.ids.push(table.ids[i] ?? '');
      const node = table.catalog[i] ?? 0;
      members.perNode.set(node, (members.perNode.get(node) ?? 0) + 1);
    }
    const stocked = table.inStock[i] === 1;
    if (fails <= 1 && hasStock && !stocked) {
      fails += 1;
      failedOn = STOCK;
    }
    if (fails === 0) {
      matches += 1;
      for (const c of counted) {
        const index = c.parameter.valueOf[i] ?? 0;
        if (index > 0) c.n[index] = (c.n[index] ?? 0) + 1;
      }
      brands.set(brand, (brands.get(brand) ?? 0) + 1);
      if (stocked) inStock += 1;
    } else if (fails === 1) {
      // Left out by one filter only: it counts in that filter's own list (a part out of stock adds no stock).
      if (failedOn === BRAND) brands.set(brand, (brands.get(brand) ?? 0) + 1);
      else if (failedOn !== STOCK) {
        const c = countedById.get(failedOn);
        const index = c?.parameter.valueOf[i] ?? 0;
        if (c && index > 0) c.n[index] = (c.n[index] ?? 0) + 1;
      }
    }
  }
  const rows: FacetCountRow[] = [];
  for (const c of counted)
    c.parameter.values.forEach((v, index) => {
      const n = c.n[index] ?? 0;
      if (n > 0) rows.push({ parameter_id: c.id, value_key: v.key, value_text: v.text, value_num: v.num, n });
    });
  for (const [brand, n] of brands)
    rows.push({ parameter_id: BRAND, value_key: String(brand), value_text: '', value_num: null, n });
  rows.push({ parameter_id: STOCK, value_key: '', value_text: '', value_num: null, n: inStock });
  return { rows, matches, members };
}
