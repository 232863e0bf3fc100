import { sql } from 'drizzle-orm';
import { arrayParam, queryRows, queryRowsPrepared, type Db } from '../../../platform/db.js';
import { staleWhileRevalidate } from '../../../platform/stale-while-revalidate.js';

/** The statements of search_busy_prefix (busy-prefix.tables.ts; docs/search.md, "Busy keys"). */

/** The rows a held answer lists: the first five pages of 20. Later pages, and other page sizes past them, are counted as they come. */
export const BUSY_PREFIX_ROWS = 100;

/** A busy key's answer as held ahead: what the first pages of the key typed alone show. */
export interface BusyPrefixAnswer {
  total: number;
  totalCapped: boolean;
  brands: { brand_code: string; name_en: string; name_zh_cn: string; name_zh_tw: string; n: number }[];
  categories: { catalog_id: number | null; n: number }[];
  /** The first rows' ids in the search's order, with their stage's rank. */
  page: { id: string; rank: number }[];
  /** How the key was read when counted (readingOf): a search stands on the answer only if it reads the same. */
  reading: string;
}

/**
 * The busy keys, held a minute per server copy: most searches are of no busy key and must not pay a statement to
 * learn it. A key counted busy since is answered as it comes meanwhile; one dropped since is looked up and missed.
 */
const busyKeySets = staleWhileRevalidate<ReadonlySet<string>>(60_000);

async function readBusyKeys(db: Db): Promise<ReadonlySet<string>> {
  const rows = await queryRows<{ key: string }>(db, sql`select key from search_busy_prefix`);
  return new Set(rows.map((r) => r.key));
}

/** Reads the busy keys again in this copy (after it counted them), and waits for them. */
export async function reloadBusyKeys(db: Db): Promise<void> {
  busyKeySets.forget(db);
  await busyKeySets.get(db, 'keys', () => readBusyKeys(db));
}

/** The held answer of a key, if it is busy (and the key set of this copy is read: until then, none). */
export async function readBusyPrefix(db: Db, key: string): Promise<BusyPrefixAnswer | undefined> {
  const keys = busyKeySets.peek(db, 'keys', () => readBusyKeys(db));
  if (!keys?.has(key)) return undefined;
  const [row] = await queryRowsPrepared<{ answer: BusyPrefixAnswer }>(
    db,
    sql`select answer from search_busy_prefix where key = ${key}`,
  );
  return row?.answer;
}

/**
 * The keys at least `minMatches` active part numbers start with, one length at a time: a key one character longer
 * than a busy key can be busy, no other (one pass over the table per length).
 */
export async function findBusyPrefixes(db: Db, minMatches: number): Promise<string[]> {
  const found: string[] = [];
  let parents: string[] = [];
  for (let length = 1; length === 1 || parents.length; length += 1) {
    const rows = await queryRows<{ key: string }>(
      db,
      sql`select left(p.mfr_pn_key, ${length}) as key from product p
          where p.is_active and length(p.mfr_pn_key) >= ${length}
            ${length === 1 ? sql`` : sql`and left(p.mfr_pn_key, ${length - 1}) = any(${arrayParam(parents, 'text')})`}
          group by 1 having count(*) >= ${minMatches}`,
    );
    parents = rows.map((r) => r.key);
    found.push(...parents);
  }
  return found;
}

/**
 * The value keys that at least `minMatches` active parts of the categories have, in any parameter (the filter
 * tables' counts): a package, value or dielectric typed alone ('0402', '100NF', 'X7R') lists them all.
 */
export async function findBusyValueKeys(db: Db, minMatches: number): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select value_key as key from category_facet where value_key <> ''
        group by value_key having sum(n) >= ${minMatches}`,
  );
  return rows.map((r) => r.key);
}

/**
 * Replaces the held answers by these, in one transaction (searches read the old ones until it commits). Copies
 * that count at the same time take turns.
 */
export async function replaceBusyPrefixes(
  db: Db,
  answers: readonly { key: string; answer: BusyPrefixAnswer }[],
  countedAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('search_busy_prefix'))`);
    await tx.execute(sql`delete from search_busy_prefix`);
    if (!answers.length) return;
    await tx.execute(sql`
      insert into search_busy_prefix (key, answer, counted_at)
      select key, answer, ${countedAt.toISOString()}::timestamptz
      from unnest(${arrayParam(
        answers.map((a) => a.key),
        'text',
      )}, ${arrayParam(
        answers.map((a) => JSON.stringify(a.answer)),
        'jsonb',
      )}) as a(key, answer)`);
  });
}

/** When the held answers were counted last; null when none are held. */
export async function lastBusyPrefixCount(db: Db): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select max(counted_at) as at from search_busy_prefix`,
  );
  return row?.at ? new Date(row.at) : null;
}

/**
 * Drops the held answers that list a product: every beginning of its part number's key, and the key of each of its
 * parameter values ('0402', '100NF').
 */
export async function forgetBusyKeysOf(
  db: Db,
  product: { id: string | number; partNumberKey: string },
): Promise<void> {
  const chars = Array.from(product.partNumberKey);
  const keys = chars.map((_, i) => chars.slice(0, i + 1).join(''));
  await db.execute(sql`delete from search_busy_prefix
    where key = any(${arrayParam(keys, 'text')})
       or key in (select pp.value_key from product_param pp where pp.product_id = ${product.id}::bigint)`);
}
