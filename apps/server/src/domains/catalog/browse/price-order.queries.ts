import { sql, type SQL } from 'drizzle-orm';
import { arrayParam, queryRows, type Db } from '../../../platform/db.js';
import { inNodes, isMember, live, memberArray, type MemberPageInput } from './member-page.queries.js';

/**
 * A category page in unit-price order at a quantity (tax included; the break that prices it, as the product table
 * does), read from price_tier, which triggers keep beside the price breaks (docs/search.md, "Category pages").
 *
 * Two ways, chosen by how many parts the filters leave, because the planner cannot tell them apart: it guesses a
 * parameter value's share of a category badly (5,601 parts of package 0603 where there are 55,225), and on a
 * wrong guess it prices every filtered part before sorting (all 34,839 chip resistors of one package).
 * - Few matches: price each of them (one probe of the tier index per part) and sort.
 * - Many: walk the category's tiers in price order (price_tier_catalog_price_idx, the quantity checked inside the
 *   index) in chunks sized by the share of the category that matches, keep the parts the filters keep, and stop
 *   at the page's end: a page costs about (page end ÷ share) index entries, whatever the category's size.
 * - The parts the filters keep known from the category's table in memory: member-page.queries.ts, which walks the
 *   tiers with those parts hashed, or prices each of them when they are few.
 * Parts without any price come after the priced ones, in id order, whichever the direction.
 */

export interface PriceOrder {
  direction: 'asc' | 'desc';
  quantity: number;
}

export interface PricePageInput {
  nodeIds: readonly number[];
  /** The filters' condition on `product p` (browseCondition). */
  where: SQL;
  order: PriceOrder;
  limit: number;
  offset: number;
  /** How many parts the filters leave (may be capped: then at least this many). */
  matches: number;
  /** How many active parts the categories hold. */
  categorySize: number;
  /** The size of a walk's first chunk of tiers, when it must not follow from the share (tests). */
  firstChunk?: number;
  /** The parts the parameter and brand filters keep, from the category's table (`where` still says the same). */
  members?:
    Pick<MemberPageInput, 'members' | 'perNode' | 'hasStock' | 'walkFrom' | 'tiersPerMember'> | undefined;
}

/** The largest chunk of tiers one statement reads in a walk. */
const CHUNK_MAX = 20_000;

/** A walked part: its id and its price as an exact integer (numeric(18,6) printed with six decimals). */
interface Priced {
  id: string;
  price: bigint;
}

/** The tier `t` that prices `quantity` pieces: each part has at most one, and a part with any price has one. */
export const atQuantity = (quantity: number) =>
  sql`t.qty_lo <= ${quantity} and (t.qty_hi is null or t.qty_hi > ${quantity})`;

/**
 * The unit price (tax included) of the part whose id is `productId` at `quantity`, as a column: null for a part
 * without a price. For sets already counted (the search's matches, at most its cap): one probe of the tier's
 * primary key per part.
 */
export function unitPriceAt(productId: SQL, quantity: number): SQL {
  return sql`(select t.tax_price from price_tier t where t.product_id = ${productId} and ${atQuantity(quantity)} limit 1)`;
}

/**
 * The price order over rows of `alias` that carry `price` (unitPriceAt) and `id`: the same order as a category
 * page's, priced parts by price then id in the direction, the unpriced after them in id order.
 */
export function priceOrderBy(alias: SQL, direction: PriceOrder['direction']): SQL {
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  return sql`(${alias}.price is null), ${alias}.price ${dir}, (case when ${alias}.price is null then ${alias}.id end) asc, ${alias}.id ${dir}`;
}

const exact = (price: string) => BigInt(price.replace('.', ''));

function compare(a: Priced, b: Priced, direction: PriceOrder['direction']): number {
  const byPrice = a.price === b.price ? 0 : a.price < b.price ? -1 : 1;
  const byId = BigInt(a.id) === BigInt(b.id) ? 0 : BigInt(a.id) < BigInt(b.id) ? -1 : 1;
  return (direction === 'asc' ? 1 : -1) * (byPrice || byId);
}

export async function pricePageIds(db: Db, input: PricePageInput): Promise<string[]> {
  const { limit, offset } = input;
  const want = offset + limit;
  // Pricing every match costs one probe each; walking costs about want ÷ share entries: walk when that is less.
  const share = input.categorySize > 0 ? input.matches / input.categorySize : 0;
  const walk = share > 0 && input.matches > want / share;
  const { priced, all } = input.members
    ? await pricedByMembers(db, input, input.members)
    : walk
      ? await walkInPriceOrder(db, input, share)
      : await priceEveryMatch(db, input);
  const page = priced.slice(offset, want).map((p) => p.id);
  if (page.length === limit) return page;
  // The priced parts ran out on this page: the unpriced follow.
  const pricedCount = all ? priced.length : await countPriced(db, input);
  const unpriced = await queryRows<{ id: string }>(
    db,
    sql`select p.id::text as id from product p
        where ${input.where} and not exists (select 1 from price_tier t where t.product_id = p.id)
        order by p.id limit ${limit - page.length} offset ${Math.max(0, offset - pricedCount)}`,
  );
  return [...page, ...unpriced.map((r) => r.id)];
}

/** The first `offset + limit` members in price order (member-page.queries.ts), the walks of the categories merged. */
async function pricedByMembers(
  db: Db,
  input: PricePageInput,
  members: NonNullable<PricePageInput['members']>,
): Promise<{ priced: Priced[]; all: boolean }> {
  const { priced, all } = await pricedMembers(
    db,
    { nodeIds: input.nodeIds, ...members, limit: input.limit, offset: input.offset },
    input.order,
  );
  const sorted = priced
    .map((p) => ({ id: p.id, price: exact(p.price) }))
    .sort((a, b) => compare(a, b, input.order.direction));
  return { priced: sorted.slice(0, input.offset + input.limit), all };
}

/** The first `offset + limit` matches in price order, priced one by one; `all` when every priced match is in. */
async function priceEveryMatch(db: Db, input: PricePageInput): Promise<{ priced: Priced[]; all: boolean }> {
  const dir = input.order.direction === 'asc' ? sql`asc` : sql`desc`;
  const want = input.offset + input.limit;
  const rows = await queryRows<{ id: string; price: string }>(
    db,
    sql`select p.id::text as id, t.tax_price::text as price
        from product p join price_tier t on t.product_id = p.id and ${atQuantity(input.order.quantity)}
        where ${input.where} order by t.tax_price ${dir}, p.id ${dir} limit ${want}`,
  );
  return { priced: rows.map((r) => ({ id: r.id, price: exact(r.price) })), all: rows.length < want };
}

/** Each category walked in price order until it has given `offset + limit` matches; the walks merged. */
async function walkInPriceOrder(
  db: Db,
  input: PricePageInput,
  share: number,
): Promise<{ priced: Priced[]; all: boolean }> {
  const want = input.offset + input.limit;
  const walks = await Promise.all(input.nodeIds.map((nodeId) => walkCategory(db, input, nodeId, share)));
  const priced = walks.flatMap((w) => w.found).sort((a, b) => compare(a, b, input.order.direction));
  return { priced: priced.slice(0, want), all: walks.every((w) => w.exhausted) };
}

async function walkCategory(
  db: Db,
  input: PricePageInput,
  nodeId: number,
  share: number,
): Promise<{ found: Priced[]; exhausted: boolean }> {
  const { order } = input;
  const want = input.offset + input.limit;
  const dir = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const beyond = order.direction === 'asc' ? sql`>` : sql`<`;
  const found: Priced[] = [];
  let after: { price: string; id: string } | undefined;
  // A quarter more than the share predicts, each further chunk four times larger. Larger first chunks were
  // measured slower: checking thousands of ids against a broad filter turns the check into a scan of the filter.
  let chunk = input.firstChunk ?? Math.min(CHUNK_MAX, Math.max(100, Math.ceil((want / share) * 1.25)));
  for (;;) {
    const keyset = after
      ? sql`and (t.tax_price, t.product_id) ${beyond} (${after.price}::numeric, ${after.id}::bigint)`
      : sql``;
    const tiers = await queryRows<{ id: string; price: string }>(
      db,
      sql`select t.product_id::text as id, t.tax_price::text as price from price_tier t
          where t.catalog_id = ${nodeId} and ${atQuantity(order.quantity)} ${keyset}
          order by t.tax_price ${dir}, t.product_id ${dir} limit ${chunk}`,
    );
    const last = tiers.at(-1);
    if (!last) return { found, exhausted: true };
    const kept = await queryRows<{ id: string }>(
      db,
      sql`select p.id::text as id from product p
          where p.id = any(${arrayParam(
            tiers.map((t) => t.id),
            'bigint',
          )}) and ${input.where}`,
    );
    const keep = new Set(kept.map((r) => r.id));
    for (const t of tiers) if (keep.has(t.id)) found.push({ id: t.id, price: exact(t.price) });
    const exhausted = tiers.length < chunk;
    if (found.length >= want || exhausted) return { found: found.slice(0, want), exhausted };
    after = last;
    chunk = Math.min(CHUNK_MAX, chunk * 4);
  }
}

function countPriced(db: Db, input: PricePageInput): Promise<number> {
  return queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from product p
        where ${input.where} and exists (select 1 from price_tier t
                                         where t.product_id = p.id and ${atQuantity(input.order.quantity)})`,
  ).then(([row]) => row?.n ?? 0);
}

/**
 * Price tiers a member walk reads per member before it prices every member instead: a tier at the quantity costs
 * about a quarter of a member's probe (the tiers of other quantities are passed over inside the index), so a
 * walk that fails costs at most what the probes then cost.
 */
const TIERS_PER_MEMBER = 4;

/**
 * Members from which a price page walks first: a walk cut short costs at most the probes it saves, so it pays
 * wherever the page's parts may sit among the cheapest tiers (784 SOT-23 diodes of 2,671: walked in a quarter of
 * the probes' time); below, the probes are cheap either way.
 */
const PRICE_WALK_FROM = 200;

/** A priced member: its id and price as printed (numeric(18,6)). */
interface PricedMember {
  id: string;
  price: string;
}

/**
 * The first `offset + limit` priced members in price order; `all` when every priced member is among them (the
 * unpriced then follow, price-order.queries.ts).
 */
async function pricedMembers(
  db: Db,
  input: MemberPageInput,
  order: PriceOrder,
): Promise<{ priced: PricedMember[]; all: boolean }> {
  const want = input.offset + input.limit;
  if (input.members.length >= (input.walkFrom ?? PRICE_WALK_FROM)) {
    const walked = await walkMembers(db, input, order, want);
    if (walked) return { priced: walked, all: false };
  }
  const dir = order.direction === 'asc' ? sql`asc` : sql`desc`;
  // Every member priced (one probe of its tiers) and sorted; the product rows read only down the sorted list.
  const rows = await queryRows<PricedMember>(
    db,
    sql`select s.id::text as id, s.price::text as price
        from (select m.id, t.tax_price as price
              from unnest(${memberArray(input.members)}) m(id)
              join price_tier t on t.product_id = m.id and ${atQuantity(order.quantity)}
              order by t.tax_price ${dir}, m.id ${dir}) s
        join product p on p.id = s.id and p.catalog_id in (${inNodes(input.nodeIds)}) and ${live(input.hasStock)}
        order by s.price ${dir}, s.id ${dir} limit ${want}`,
  );
  return { priced: rows, all: rows.length < want };
}

/**
 * The categories' tiers at the quantity in price order (one ordered branch per category, merged), the members kept,
 * to the page's end. Undefined when the walk ends before it (its bound reached, or the tiers done): the caller
 * then prices every member.
 */
async function walkMembers(
  db: Db,
  input: MemberPageInput,
  order: PriceOrder,
  want: number,
): Promise<PricedMember[] | undefined> {
  const dir = order.direction === 'asc' ? sql`asc` : sql`desc`;
  // Only the categories that hold members, each walked at most TIERS_PER_MEMBER tiers per member it holds: a
  // category without any would be walked to its bound before the merge could start.
  const branches = input.nodeIds.flatMap((nodeId) => {
    const held = input.perNode.get(nodeId) ?? 0;
    return held
      ? [
          sql`(select t.product_id as id, t.tax_price as price from price_tier t
               where t.catalog_id = ${nodeId} and ${atQuantity(order.quantity)}
               order by t.tax_price ${dir}, t.product_id ${dir} limit ${Math.ceil(held * (input.tiersPerMember ?? TIERS_PER_MEMBER))})`,
        ]
      : [];
  });
  if (!branches.length) return undefined;
  // The branches merged in order (offset 0 keeps the members' check out of the branches, so it is hashed once);
  // the order carries through the check and the join: the outer order costs no sort.
  const rows = await queryRows<PricedMember>(
    db,
    sql`select w.id::text as id, w.price::text as price
        from (select * from (${sql.join(branches, sql` union all `)}) u
              order by u.price ${dir}, u.id ${dir} offset 0) w
        join product p on p.id = w.id and ${live(input.hasStock)}
        where ${isMember(sql`w.id`, input.members)}
        order by w.price ${dir}, w.id ${dir} limit ${want}`,
  );
  return rows.length < want ? undefined : rows;
}
