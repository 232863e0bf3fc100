import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import { findProductsByIds, type ProductRecord } from './catalog.queries.js';

/**
 * How many matches a search counts and pages through at most. A buyer never pages past 500 pages of 20,
 * and counting every product that contains a short key would read most of a 1,000,000-row table; a total
 * that reaches the cap is shown as "10,000+" (decision 26).
 */
export const SEARCH_MATCH_CAP = 10_000;

export interface SearchFilter {
  /** Normalised part-number key: letters and digits only, so it is safe inside LIKE patterns. */
  key: string;
  brandCodes: string[];
  brandName?: string | undefined;
  hasStock: boolean;
  /** Set when the buyer sorts by stock: then stock orders every match, rank only breaks ties. */
  sortOrder?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
  /** SEARCH_MATCH_CAP unless a test asks for a smaller one. */
  matchCap?: number | undefined;
}

export interface SearchResult {
  rows: ProductRecord[];
  total: number;
  /** True when the matches reached the cap and the total stands for "at least". */
  totalCapped: boolean;
  brands: { brand_code: string; name_en: string; name_zh_cn: string; name_zh_tw: string; n: number }[];
}

/** The smallest string above every string that starts with `key` in code-point (collation "C") order. */
export function prefixUpperBound(key: string): string {
  const chars = Array.from(key);
  const last = chars.pop();
  if (last === undefined) return '';
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

/** The three match stages of DESIGN §7, each a condition the key's own index answers. */
function stageConditions(key: string) {
  if (key === '') return { exact: null, prefix: sql`true`, contains: null };
  const upper = prefixUpperBound(key);
  return {
    exact: sql`p.mfr_pn_key collate "C" = ${key}`,
    // Strictly longer keys that start with the key: a range scan of the collation-C B-tree.
    prefix: sql`p.mfr_pn_key collate "C" > ${key} and p.mfr_pn_key collate "C" < ${upper}`,
    contains: sql`p.mfr_pn_key like ${`%${key}%`} and not (p.mfr_pn_key collate "C" >= ${key} and p.mfr_pn_key collate "C" < ${upper})`,
  };
}

/** Conditions on columns the covering key index carries (is_active, redundant_stock, brand_id). */
function filterCondition(filter: SearchFilter, withBrand: boolean): SQL {
  const parts: SQL[] = [sql`p.is_active`];
  if (filter.hasStock) parts.push(sql`p.redundant_stock > 0`);
  if (withBrand && (filter.brandCodes.length || filter.brandName)) {
    const brand: SQL[] = [];
    if (filter.brandCodes.length) {
      const codes = filter.brandCodes.map((c) => sql`${c.toUpperCase()}`);
      brand.push(sql`upper(b.brand_code) in (${sql.join(codes, sql`, `)})`);
    }
    if (filter.brandName) {
      const name = filter.brandName;
      brand.push(
        sql`(b.name_en ilike ${name} or b.name_zh_cn = ${name} or b.name_zh_tw = ${name} or upper(b.brand_code) = upper(${name}))`,
      );
    }
    // The brand table is small: its ids are found first and checked against the index's brand_id.
    parts.push(sql`p.brand_id in (select b.id from brand b where ${sql.join(brand, sql` and `)})`);
  }
  return sql.join(parts, sql` and `);
}

async function countUpTo(db: Db, where: SQL, cap: number): Promise<number> {
  if (cap <= 0) return 0;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from product p where ${where} limit ${cap}) m`,
  );
  return rows[0]?.n ?? 0;
}

/** One row of a page: its product id and the stage (0 exact, 1 prefix, 2 contains) that matched it. */
interface PageEntry {
  id: string;
  rank: number;
}

interface Stage {
  rank: number;
  where: SQL;
  count: number;
}

/** Counts the stages in rank order; once the cap is reached the later stages are not read at all. */
async function countStages(db: Db, filter: SearchFilter, withBrand: boolean): Promise<Stage[]> {
  const conditions = stageConditions(filter.key);
  const filters = filterCondition(filter, withBrand);
  const cap = filter.matchCap ?? SEARCH_MATCH_CAP;
  const stages: Stage[] = [];
  let counted = 0;
  for (const [rank, condition] of [conditions.exact, conditions.prefix, conditions.contains].entries()) {
    if (!condition) continue;
    const where = sql`${condition} and ${filters}`;
    const count = await countUpTo(db, where, cap - counted);
    counted += count;
    stages.push({ rank, where, count });
  }
  return stages;
}

/**
 * Default order (DESIGN §7): exact, then prefix, then contains; within a stage the sellable stock, highest
 * first, then id. Each stage is read only for the rows of the page that fall in it, so a page of prefix
 * matches never touches the trigram index.
 */
async function pageByRank(db: Db, stages: Stage[], limit: number, offset: number): Promise<PageEntry[]> {
  const ids: PageEntry[] = [];
  let start = 0;
  for (const stage of stages) {
    const from = Math.max(0, offset - start);
    const want = Math.min(limit - ids.length, stage.count - from);
    start += stage.count;
    if (want <= 0) continue;
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select p.id::text as id from product p where ${stage.where}
          order by p.redundant_stock desc, p.id desc limit ${want} offset ${from}`,
    );
    ids.push(...rows.map((r) => ({ id: r.id, rank: stage.rank })));
    if (ids.length >= limit) break;
  }
  return ids;
}

/** Stock order over all (capped) matches: the buyer asked for it, so every match is ranked by stock. */
async function pageByStock(
  db: Db,
  stages: Stage[],
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<PageEntry[]> {
  const parts = stages
    .filter((s) => s.count > 0)
    .map(
      (s) =>
        sql`(select p.id, p.redundant_stock, ${s.rank}::int as match_rank from product p where ${s.where} limit ${s.count})`,
    );
  if (!parts.length) return [];
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await queryRows<{ id: string; match_rank: number }>(
    db,
    sql`select m.id::text as id, m.match_rank from (${sql.join(parts, sql` union all `)}) m
        order by m.redundant_stock ${direction}, m.match_rank, m.id ${direction} limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ id: r.id, rank: r.match_rank }));
}

/** The brands of the whole (capped) result, without the brand filter, most matches first. */
async function brandsOf(db: Db, stages: Stage[]): Promise<SearchResult['brands']> {
  const parts = stages
    .filter((s) => s.count > 0)
    .map((s) => sql`(select p.brand_id from product p where ${s.where} limit ${s.count})`);
  if (!parts.length) return [];
  return queryRows(
    db,
    sql`select b.brand_code, b.name_en, b.name_zh_cn, b.name_zh_tw, m.n
        from (select brand_id, count(*)::int as n from (${sql.join(parts, sql` union all `)}) u group by brand_id) m
        join brand b on b.id = m.brand_id
        order by m.n desc, b.sort, b.brand_code limit 50`,
  );
}

/** SPEC §4 search in stages (DESIGN §7, decision 26): counts, one page of ids, then the full rows. */
export async function searchProducts(db: Db, filter: SearchFilter): Promise<SearchResult> {
  const stages = await countStages(db, filter, true);
  const counted = stages.reduce((sum, s) => sum + s.count, 0);
  const page = filter.sortOrder
    ? await pageByStock(db, stages, filter.sortOrder, filter.limit, filter.offset)
    : await pageByRank(db, stages, filter.limit, filter.offset);
  const hasBrandFilter = filter.brandCodes.length > 0 || Boolean(filter.brandName);
  const brandStages = hasBrandFilter ? await countStages(db, filter, false) : stages;
  const [records, brands] = await Promise.all([
    findProductsByIds(
      db,
      page.map((e) => e.id),
    ),
    brandsOf(db, brandStages),
  ]);
  const rankOf = new Map(page.map((e) => [e.id, e.rank]));
  const rows = records.map((r) => ({ ...r, match_rank: rankOf.get(r.id) }));
  return { rows, total: counted, totalCapped: counted >= (filter.matchCap ?? SEARCH_MATCH_CAP), brands };
}
