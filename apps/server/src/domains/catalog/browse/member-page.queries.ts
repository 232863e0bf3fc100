import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';

/**
 * A filtered category page in an order, when the category's table in memory (facet-table.ts) already says which
 * parts the parameter and brand filters keep: the statement walks the order's index and keeps those parts, their
 * ids given as one array and hashed once (docs/performance.md, "Category pages: filter with price sort").
 *
 * Why: the filters as sub-selects of product_param cost a statement the whole filter's parts, over every category
 * (45,812 rows for package 0805), before the first row; and the planner cannot tell how the filter lies along the
 * order (the 20 cheapest 2512 chip resistors are among the 57,734 cheapest tiers, not the 384 their share predicts).
 * - Few members: read each of them (one probe per part) and sort: at most MEMBERS_PROBED probes.
 * - More: walk the order's index from its start, the members hashed: a page costs the entries before its end.
 *   (The price order: price-order.queries.ts, `pricedMembers`.)
 * The product row is read only for the parts kept: whether it is still listed and in stock is checked live.
 */

/** Members of a page read one by one below this; a walk above. */
export const MEMBERS_PROBED = 2_000;
/** Members given to a statement at most (the array and its hash); more fall back to the filters' sub-selects. */
export const MEMBERS_MAX = 50_000;

export interface MemberPageInput {
  nodeIds: readonly number[];
  /** The ids of the parts the parameter and brand filters keep. */
  members: readonly string[];
  /** How many of them each category holds. */
  perNode: ReadonlyMap<number, number>;
  hasStock: boolean;
  limit: number;
  offset: number;
  /** Tests: walk from this many members (else MEMBERS_PROBED + 1, for a price order 200), a price walk's tiers per member. */
  walkFrom?: number;
  tiersPerMember?: number;
}

export const inNodes = (nodeIds: readonly number[]) =>
  sql.join(
    nodeIds.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * `id` among the members, as an array hashed once when the statement starts and probed per row as the index is
 * walked. Inside coalesce() the planner neither turns it into a join (which loses the index's order and sorts every
 * member) nor estimates it member by member (whose planning alone cost more than the page).
 */
export const isMember = (id: SQL, members: readonly string[]) =>
  sql`coalesce(${id} = any(${memberArray(members)}), false)`;

/**
 * The members as one bigint[]: sent as one comma-joined text, which the driver passes as is, where an array
 * parameter is written out element by element (several times slower to send and parse for tens of thousands).
 */
export const memberArray = (members: readonly string[]) =>
  sql`string_to_array(${members.join(',')}, ',')::bigint[]`;

export const live = (hasStock: boolean) =>
  hasStock ? sql`p.is_active and p.redundant_stock > 0` : sql`p.is_active`;

/** A page in stock or part-number order. */
export async function memberPageIds(
  db: Db,
  input: MemberPageInput,
  order: { by: 'stock' | 'partNumber'; direction: 'asc' | 'desc' },
): Promise<string[]> {
  const dir = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const orderBy =
    order.by === 'stock'
      ? sql`order by p.redundant_stock ${dir}, p.id ${dir}`
      : sql`order by p.mfr_pn_key collate "C" ${dir}, p.id ${dir}`;
  const { members, limit, offset } = input;
  const rows = await queryRows<{ id: string }>(
    db,
    members.length < (input.walkFrom ?? MEMBERS_PROBED + 1)
      ? sql`select p.id::text as id from unnest(${memberArray(members)}) m(id)
            join product p on p.id = m.id
            where p.catalog_id in (${inNodes(input.nodeIds)}) and ${live(input.hasStock)}
            ${orderBy} limit ${limit} offset ${offset}`
      : sql`select p.id::text as id from product p
            where p.catalog_id in (${inNodes(input.nodeIds)}) and ${live(input.hasStock)}
              and ${isMember(sql`p.id`, members)}
            ${orderBy} limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => r.id);
}
