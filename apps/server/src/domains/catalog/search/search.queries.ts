import { sql, type SQL } from 'drizzle-orm';
import { queryRows, queryRowsPrepared, type Db } from '../../../platform/db.js';
import {
  findProductsByIds,
  productColumns,
  productJoins,
  type ProductRecord,
} from '../core/catalog.queries.js';
import { priceOrderBy, unitPriceAt, type PriceOrder } from '../browse/price-order.queries.js';
import { prefixUpperBound } from '../core/prefix-bound.js';
import { BUSY_PREFIX_ROWS, readBusyPrefix, type BusyPrefixAnswer } from './busy-prefix.queries.js';
import {
  descriptionCondition,
  keywordMatch,
  mainValueCondition,
  readsTags,
  type KeywordSource,
} from './keyword.queries.js';
import type { QueryWord } from './search-query.js';
import { NO_SENSE, searchSense, type SearchSense } from './search-sense.js';

/**
 * How many matches a search counts and pages through at most. A buyer never pages past 500 pages of 20,
 * and counting every product that contains a short key would read most of a 1,000,000-row table; a total
 * that reaches the cap is shown as "10,000+" (decision 26).
 */
export const SEARCH_MATCH_CAP = 10_000;

/**
 * Contains matches are counted to at most this many: unlike the prefix stage (index-only), each one costs a
 * heap visit to recheck the trigram match.
 */
export const SEARCH_CONTAINS_CAP = 2_000;

const CONTAINS_RANK = 2;
/** The shortest key the contains stage looks for: a trigram index needs three characters. */
const MIN_CONTAINS_KEY = 3;
/** Parts whose parameters, brand and category match every word of the query. */
const KEYWORD_RANK = 3;
/** Asked only when nothing else matched: every word in the description. */
const DESCRIPTION_RANK = 4;

export interface SearchFilter {
  /** Normalised part-number key: letters and digits only, so it is safe inside LIKE patterns. */
  key: string;
  /**
   * The query's words as search-query.ts read them. Several words, or one that is more than a plain word
   * (a value, package, brand, category), add the keyword stage after the part-number stages.
   */
  words?: readonly QueryWord[] | undefined;
  brandCodes: string[];
  brandName?: string | undefined;
  hasStock: boolean;
  /** Set when the buyer sorts by stock: then stock orders every match, rank only breaks ties. */
  sortOrder?: 'asc' | 'desc' | undefined;
  /**
   * Set when the buyer sorts by unit price at a quantity (wins over sortOrder): the matches counted are ordered as
   * a category page orders its parts (browse/price-order.queries.ts), the unpriced last.
   */
  priceOrder?: PriceOrder | undefined;
  limit: number;
  offset: number;
  /** SEARCH_MATCH_CAP unless a test asks for a smaller one. */
  matchCap?: number | undefined;
}

export interface SearchResult {
  rows: ProductRecord[];
  total: number;
  /** True when the matches reached a cap and the total stands for "at least". */
  totalCapped: boolean;
  brands: { brand_code: string; name_en: string; name_zh_cn: string; name_zh_tw: string; n: number }[];
  /** Matches per catalog node (null: products without a node), most first. */
  categories: { catalog_id: number | null; n: number }[];
}

/** The three match stages of a part-number search (ranks 0, 1, 2; docs/search.md), each a condition the key's own index answers. */
function stageConditions(key: string) {
  if (key === '') return { exact: null, prefix: sql`true`, contains: null };
  const upper = prefixUpperBound(key);
  return {
    exact: sql`p.mfr_pn_key collate "C" = ${key}`,
    // Strictly longer keys that start with the key: a range scan of the collation-C B-tree.
    prefix: sql`p.mfr_pn_key collate "C" > ${key} and p.mfr_pn_key collate "C" < ${upper}`,
    // The key found from the second character on (the tail's trigram index); a key that also starts with
    // it is a prefix match and stays in the prefix stage. Under three characters the trigram index finds
    // nothing and the stage would read every part number ('UF'): no contains stage.
    contains:
      Array.from(key).length < MIN_CONTAINS_KEY
        ? null
        : sql`substr(p.mfr_pn_key, 2) like ${`%${key}%`} and not (p.mfr_pn_key collate "C" >= ${key} and p.mfr_pn_key collate "C" < ${upper})`,
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
        sql`(lower(b.name_en) = lower(${name}) or b.name_zh_cn = ${name} or b.name_zh_tw = ${name} or upper(b.brand_code) = upper(${name}))`,
      );
    }
    // The brand table is small: its ids are found first and checked against the index's brand_id.
    parts.push(sql`p.brand_id in (select b.id from brand b where ${sql.join(brand, sql` and `)})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * 'fixed': the statement is prepared once per connection (named by its text) and its planning reused
 * (docs/performance.md): a part number, or words whose stage reads the tags, without a brand filter; 'varied': a
 * statement whose best plan depends on the brands or categories it names, planned each time.
 */
type StatementShape = 'fixed' | 'varied';

function rowsOf<T>(db: Db, shape: StatementShape, query: SQL): Promise<T[]> {
  return shape === 'fixed' ? queryRowsPrepared<T>(db, query) : queryRows<T>(db, query);
}

interface StageWhere {
  /** 0 exact, 1 prefix, 2 contains. */
  rank: number;
  /** What the condition reads (keywordMatch); undefined: the product row `p`. */
  source?: KeywordSource | undefined;
  where: SQL;
  /**
   * The parts the stage lists first, before its others (each part by stock within them): those of the categories
   * whose main value the query asks (mainValueCondition). Undefined: one list.
   */
  first?: SQL | undefined;
}

/** The columns of a part the stages' conditions and counts read: the whole row costs a tenth more per part. */
const TAGGED_PART_COLUMNS = sql`p.id, p.brand_id, p.catalog_id, p.redundant_stock, p.is_active, p.mfr_pn_key, p.product_desc`;

/** The same columns from the tags row's copy of them, but the description. */
const TAG_COPY_COLUMNS = sql`tg.product_id as id, tg.brand_id, tg.catalog_id, tg.redundant_stock, tg.is_active, tg.mfr_pn_key`;

/**
 * The parts a stage lists, `p`, with their tags `tg` when its condition reads them. Without a plain word the tags
 * row's copy of the product columns answers everything (the 3,771 parts of '4.7uH inductor' counted in a third of
 * the time reading each product by id took). Beside a plain word each product is read by its id after the tag
 * lookup, in a lateral sub-select, so that PostgreSQL always reads them one by one under the count's limit: for a
 * word of tens of thousands of parts ('1206') a plain join was planned as a hash of the whole product table, three
 * times slower than reading the first 10,000 by id.
 */
function stageParts(stage: StageWhere): SQL {
  switch (stage.source ?? 'product') {
    case 'product':
      return sql`product p`;
    case 'tags':
      return sql`product_tag tg cross join lateral (select ${TAG_COPY_COLUMNS}) p`;
    case 'tags and product':
      return sql`product_tag tg cross join lateral (select ${TAGGED_PART_COLUMNS} from product p where p.id = tg.product_id offset 0) p`;
  }
}

/**
 * A stage's condition on the product table alone: a tagged one as a check of each part's tags, so that a page
 * in stock order can walk the stock index and stop at the page ('1206': 36,589 parts, the first 20 by stock).
 */
function stageCondition(stage: StageWhere): SQL {
  return stage.source && stage.source !== 'product'
    ? sql`exists (select 1 from product_tag tg where tg.product_id = p.id and ${stage.where})`
    : stage.where;
}

interface Stage extends StageWhere {
  count: number;
}

/** Whether the words ask for more than the part-number stages: several words, or one that is not plain text. */
export function wantsKeywordStage(words: readonly QueryWord[] | undefined): boolean {
  return !!words && (words.length > 1 || (words.length === 1 && words[0]?.kind !== 'text'));
}

/**
 * Plain words only ('VH-6A 240', 'ESP32 WROOM'): a part number typed with spaces. Such a query is first read as
 * one part number, and its words are looked for in part numbers, parameters and descriptions only when that finds
 * nothing: the words' conditions cost a scan of every description holding a short word ('240') and would add only
 * parts the buyer did not type.
 */
function partNumberFirst(filter: SearchFilter): boolean {
  const words = filter.words ?? [];
  return words.length > 1 && filter.key !== '' && words.every((w) => w.kind === 'text');
}

/**
 * The stages in the order their parts are listed: the exact part number; then, when the query says more than a
 * part number, the parts whose parameters, brand and category match its words; then part numbers that start
 * with it. Part numbers that merely contain it are left out then: 'TI' is a brand, not the middle of 'ATTINY'.
 */
function stageWheres(
  filter: SearchFilter,
  withBrand: boolean,
  sense: SearchSense,
  asPartNumber = false,
): StageWhere[] {
  const conditions = stageConditions(filter.key);
  const filters = filterCondition(filter, withBrand);
  const stage = (rank: number, condition: SQL | null, source?: KeywordSource, first?: SQL): StageWhere[] =>
    condition ? [{ rank, source, where: sql`${condition} and ${filters}`, first }] : [];
  if (asPartNumber || !wantsKeywordStage(filter.words) || !filter.words)
    return [...stage(0, conditions.exact), ...stage(1, conditions.prefix), ...stage(2, conditions.contains)];
  // A part the part-number stages already list is not listed again.
  const notByKey = filter.key === '' ? sql`true` : notPartNumberMatch(filter.key);
  const keyword = keywordMatch(filter.words, sense);
  return [
    ...stage(0, conditions.exact),
    ...stage(
      KEYWORD_RANK,
      sql`${keyword.where} and ${notByKey}`,
      keyword.source,
      mainValueCondition(sense.mainCatalogIds),
    ),
    ...stage(1, conditions.prefix),
  ];
}

function notPartNumberMatch(key: string): SQL {
  return sql`not (p.mfr_pn_key collate "C" >= ${key} and p.mfr_pn_key collate "C" < ${prefixUpperBound(key)})`;
}

/** The description stage: every word of the query in the description, asked when nothing else matched. */
function descriptionStage(filter: SearchFilter, withBrand: boolean): StageWhere[] {
  const words = filter.words ?? [];
  const worth = words.some((w) => Array.from(w.text).length >= 3);
  if (!worth) return [];
  return [
    {
      rank: DESCRIPTION_RANK,
      where: sql`${descriptionCondition(words)} and ${filterCondition(filter, withBrand)}`,
    },
  ];
}

/** The page a count statement also picks: rows `offset` to `offset + limit` in the result's order. */
interface PageWanted {
  limit: number;
  offset: number;
  /** Stock order over all matches; undefined: stage order, stock first within a stage. */
  sortOrder?: 'asc' | 'desc' | undefined;
  /** Price order over all matches (wins over sortOrder). */
  priceOrder?: PriceOrder | undefined;
}

interface CountedMatches {
  /** Matches per stage rank; empty when nothing matched. */
  stageCounts: Map<number, number>;
  /** Of those, the matches a stage lists first (StageWhere.first), per stage rank. */
  firstCounts: Map<number, number>;
  brands: SearchResult['brands'];
  categories: SearchResult['categories'];
  /** The ids of the wanted page among the counted matches, in order, with their stage's rank. */
  page: { id: string; rank: number }[];
}

/** The brands a result lists at most, and the categories it names at most. */
const LISTED_BRANDS = 50;
const LISTED_CATEGORIES = 50;

interface CountRow {
  stages: { rank: number; first: number; n: number }[] | null;
  brands: SearchResult['brands'] | null;
  categories: SearchResult['categories'] | null;
  page: { id: string; rank: number }[] | null;
}

/**
 * The first `cap` matches in stage order, counted per stage, brand and category, in one statement: the union's
 * branches run one after another under the LIMIT, so once the exact and prefix stages fill the cap the contains
 * stage (trigram index and heap) is never read. The same statement picks the wanted page from those matches, so
 * that a result under the cap costs the words' conditions once (keyword queries: half the time). It answers one
 * row: the brand and category lists are cut and ordered here, not sent whole (a short prefix at a million parts
 * hits thousands of brand and category pairs).
 */
async function countMatches(
  db: Db,
  stages: StageWhere[],
  cap: number,
  wanted: PageWanted = { limit: 0, offset: 0 },
  shape: StatementShape = 'varied',
): Promise<CountedMatches> {
  const branches = stages.map((s, order) => {
    // 0: among the parts the stage lists first; 1: the others.
    const tier = s.first ? sql`(case when ${s.first} then 0 else 1 end)` : sql`0`;
    const columns = sql`${s.rank}::int as match_rank, ${order}::int as stage_order, ${tier}::int as tier, p.id, p.brand_id, p.catalog_id, p.redundant_stock`;
    return s.rank === CONTAINS_RANK
      ? sql`(select ${columns} from ${stageParts(s)} where ${s.where} limit ${SEARCH_CONTAINS_CAP})`
      : sql`(select ${columns} from ${stageParts(s)} where ${s.where})`;
  });
  const direction = wanted.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const order = wanted.priceOrder
    ? priceOrderBy(sql`u`, wanted.priceOrder.direction)
    : wanted.sortOrder
      ? sql`u.redundant_stock ${direction}, u.match_rank, u.id ${direction}`
      : sql`u.stage_order, u.tier, u.redundant_stock desc, u.id desc`;
  // Only a price order prices the matches: one probe of a part's tiers each, at most the cap.
  const ordered = wanted.priceOrder
    ? sql`(select u.*, ${unitPriceAt(sql`u.id`, wanted.priceOrder.quantity)} as price from u) u`
    : sql`u`;
  const [row] = await rowsOf<CountRow>(
    db,
    shape,
    sql`with u as materialized (select * from (${sql.join(branches, sql` union all `)}) a limit ${cap})
        select
          (select json_agg(json_build_object('rank', s.match_rank, 'first', s.first, 'n', s.n))
           from (select u.match_rank, count(*) filter (where u.tier = 0)::int as first, count(*)::int as n
                 from u group by u.match_rank) s) as stages,
          (select json_agg(json_build_object('brand_code', x.brand_code, 'name_en', x.name_en,
                    'name_zh_cn', x.name_zh_cn, 'name_zh_tw', x.name_zh_tw, 'n', x.n)
                  order by x.n desc, x.sort, x.brand_code collate "C")
           from (select x.n, b.sort, b.brand_code, b.name_en, b.name_zh_cn, b.name_zh_tw
                 from (select u.brand_id, count(*)::int as n from u group by u.brand_id) x
                 join brand b on b.id = x.brand_id
                 order by x.n desc, b.sort, b.brand_code collate "C" limit ${LISTED_BRANDS}) x) as brands,
          (select json_agg(json_build_object('catalog_id', c.catalog_id, 'n', c.n)
                  order by c.n desc, coalesce(c.catalog_id, 0))
           from (select u.catalog_id, count(*)::int as n from u group by u.catalog_id
                 order by n desc, coalesce(u.catalog_id, 0) limit ${LISTED_CATEGORIES}) c) as categories,
          (select json_agg(json_build_object('id', u.id::text, 'rank', u.match_rank) order by ${order})
           from (select u.* from ${ordered}
                 order by ${order} limit ${wanted.limit} offset ${wanted.offset}) u) as page`,
  );
  return {
    stageCounts: new Map((row?.stages ?? []).map((s) => [s.rank, s.n])),
    firstCounts: new Map((row?.stages ?? []).map((s) => [s.rank, s.first])),
    brands: row?.brands ?? [],
    categories: row?.categories ?? [],
    page: row?.page ?? [],
  };
}

/**
 * The stages with their counts; a stage that lists some parts first is two, those and the others, so that a page
 * read from each stage's own order (past the cap) keeps them apart too.
 */
function withCounts(stages: StageWhere[], counted: CountedMatches): Stage[] {
  return stages.flatMap((s): Stage[] => {
    const count = counted.stageCounts.get(s.rank) ?? 0;
    if (!s.first) return [{ ...s, count }];
    const first = counted.firstCounts.get(s.rank) ?? 0;
    return [
      { ...s, where: sql`${s.where} and ${s.first}`, first: undefined, count: first },
      { ...s, where: sql`${s.where} and not ${s.first}`, first: undefined, count: count - first },
    ];
  });
}

/**
 * Below this many matches a stage's page is sorted from its own index range. PostgreSQL cannot estimate a
 * range under collation "C" from the column's statistics and guesses about 10,000 rows for every prefix,
 * so left alone it walks the stock index for a prefix of 185 parts, nearly a hundred times the work. The stage's
 * count is known exactly here, so the query shape is chosen from it.
 */
const SMALL_STAGE = 5_000;

/** One page of a stage with full rows, stock first. */
function stagePageQuery(stage: Stage, want: number, from: number): SQL {
  const order = sql`order by p.redundant_stock desc, p.id desc`;
  if (stage.count >= SMALL_STAGE) {
    return sql`select ${productColumns}, ${stage.rank}::int as match_rank from product p ${productJoins}
               where ${stageCondition(stage)} ${order} limit ${want} offset ${from}`;
  }
  // `offset 0` keeps the inner range read as its own plan (no ordering, so no stock-index walk).
  return sql`select ${productColumns}, ${stage.rank}::int as match_rank
             from (select r.id from (select p.id, p.redundant_stock from ${stageParts(stage)} where ${stage.where} offset 0) r
                   order by r.redundant_stock desc, r.id desc limit ${want} offset ${from}) pick
             join product p on p.id = pick.id ${productJoins}
             ${order}`;
}

/**
 * Default order (docs/search.md, "How results are ranked"): exact, then prefix, then contains; within a stage the sellable stock, highest
 * first, then id. Each stage is read only for the rows of the page that fall in it, full rows at once, so
 * a page of prefix matches is one query that never touches the trigram index.
 */
async function pageByRank(
  db: Db,
  stages: Stage[],
  limit: number,
  offset: number,
  shape: StatementShape,
): Promise<ProductRecord[]> {
  const rows: ProductRecord[] = [];
  let start = 0;
  for (const stage of stages) {
    const from = Math.max(0, offset - start);
    const want = Math.min(limit - rows.length, stage.count - from);
    start += stage.count;
    if (want <= 0) continue;
    const found = await rowsOf<ProductRecord>(db, shape, stagePageQuery(stage, want, from));
    rows.push(...found);
    if (rows.length >= limit) break;
  }
  return rows;
}

/**
 * Search (docs/search.md): a busy key (a part-number beginning or a value of many matches) is answered from its
 * held answer when the search reads it the same and asks for nothing the answer does not cover (busy-prefixes.ts);
 * every other search is counted as it comes.
 */
export async function searchProducts(db: Db, filter: SearchFilter): Promise<SearchResult> {
  const sense = await searchSense(db, filter.words);
  if (heldAnswerCovers(filter)) {
    const held = await readBusyPrefix(db, filter.key);
    if (held?.reading === readingOf(filter.key, filter.words, sense)) return answerFromHeld(db, held, filter);
  }
  return searchProductsLive(db, filter, sense);
}

/**
 * Whether a held answer can stand for this search: one word (a part number, or a value, package or dielectric
 * typed alone), no brand or stock filter, the default order and cap, and a page among the rows held.
 */
function heldAnswerCovers(filter: SearchFilter): boolean {
  return (
    filter.key !== '' &&
    (filter.words?.length ?? 0) <= 1 &&
    (filter.matchCap ?? SEARCH_MATCH_CAP) === SEARCH_MATCH_CAP &&
    !filter.hasStock &&
    !filter.sortOrder &&
    !filter.priceOrder &&
    !filter.brandCodes.length &&
    !filter.brandName &&
    filter.offset + filter.limit <= BUSY_PREFIX_ROWS
  );
}

/**
 * How a search's words were read, as far as the answer depends on it: each word's kind and what it was read as,
 * not its spelling ('cl10' and 'CL10', '0.1uF' and '100nF' read the same), and the categories whose parts are
 * listed first (`sense`), so an answer counted before a category was added or renamed is not taken for today's.
 * No words is a part number.
 */
export function readingOf(
  key: string,
  words: readonly QueryWord[] | undefined,
  sense: SearchSense = NO_SENSE,
): string {
  const read = (words?.length ? words : [{ kind: 'text', text: key, key }]).map(
    ({ text: _spelling, ...meaning }) => meaning,
  );
  return JSON.stringify(sense.mainCatalogIds.length ? { read, first: sense.mainCatalogIds } : read);
}

/** The held answer with its page's rows read now: their stock and prices as they are, parts taken off left out. */
async function answerFromHeld(db: Db, held: BusyPrefixAnswer, filter: SearchFilter): Promise<SearchResult> {
  const rows = await recordsOfPage(db, held.page.slice(filter.offset, filter.offset + filter.limit));
  return {
    rows: rows.filter((r) => r.is_active),
    total: held.total,
    totalCapped: held.totalCapped,
    brands: held.brands,
    categories: held.categories,
  };
}

/**
 * Search in stages (docs/search.md, decision 26): one statement counts the matches per stage and brand and picks
 * the page among them, then the page's full rows are read by id. A result of more than `cap` matches reads its
 * page from each stage's own order instead.
 */
export async function searchProductsLive(
  db: Db,
  filter: SearchFilter,
  known?: SearchSense,
): Promise<SearchResult> {
  const sense = known ?? (await searchSense(db, filter.words));
  const cap = filter.matchCap ?? SEARCH_MATCH_CAP;
  const hasBrandFilter = filter.brandCodes.length > 0 || Boolean(filter.brandName);
  const wanted: PageWanted = {
    limit: filter.limit,
    offset: filter.offset,
    sortOrder: filter.sortOrder,
    priceOrder: filter.priceOrder,
  };
  let asPartNumber = partNumberFirst(filter);
  // A keyword stage that reads the tags has one plan whatever the values (the tag lookup, then each part by id),
  // so it is prepared too; without tags its plan depends on the brands and categories named, and it is not.
  const shapeOf = (): StatementShape =>
    (wantsKeywordStage(filter.words) && !asPartNumber && !readsTags(filter.words ?? [], sense)) ||
    hasBrandFilter
      ? 'varied'
      : 'fixed';
  const shape = shapeOf();
  // The brand list shows the brands of the whole result, so it is counted without the brand filter.
  let unfiltered = stageWheres(filter, false, sense, asPartNumber);
  let counted = await countMatches(db, unfiltered, cap, hasBrandFilter ? undefined : wanted, shape);
  if (!counted.stageCounts.size && asPartNumber) {
    asPartNumber = false;
    unfiltered = stageWheres(filter, false, sense);
    counted = await countMatches(db, unfiltered, cap, hasBrandFilter ? undefined : wanted);
  }
  if (!counted.stageCounts.size && filter.words?.length) {
    // Nothing by part number or parameters: the words as description text.
    const fallback = descriptionStage(filter, false);
    if (fallback.length) {
      unfiltered = fallback;
      counted = await countMatches(db, unfiltered, cap, hasBrandFilter ? undefined : wanted);
    }
  }
  const filtered =
    hasBrandFilter && unfiltered[0]?.rank === DESCRIPTION_RANK
      ? descriptionStage(filter, true)
      : hasBrandFilter
        ? stageWheres(filter, true, sense, asPartNumber)
        : unfiltered;
  const paged = hasBrandFilter ? await countMatches(db, filtered, cap, wanted) : counted;
  const stages = withCounts(filtered, paged);
  const total = stages.reduce((sum, s) => sum + s.count, 0);
  // Under the cap the counted matches are all of them, so their page is the page, and a sort by stock or price ranks
  // the counted matches anyway; past the cap the default order reads its page from each stage's own order (the
  // first 10,000 found are not the 10,000 with most stock).
  const rows =
    total < cap || filter.sortOrder || filter.priceOrder
      ? await recordsOfPage(db, paged.page)
      : await pageByRank(db, stages, filter.limit, filter.offset, shapeOf());
  const containsCapped = stages.some((s) => s.rank === CONTAINS_RANK && s.count >= SEARCH_CONTAINS_CAP);
  return {
    rows,
    total,
    totalCapped: total >= cap || containsCapped,
    brands: counted.brands,
    categories: counted.categories,
  };
}

/**
 * The full rows of a page picked by the count statement, in its order, each with its stage's rank. A sort by
 * stock ranks every counted (capped) match: the buyer asked for it.
 */
async function recordsOfPage(
  db: Db,
  page: readonly { id: string; rank: number }[],
): Promise<ProductRecord[]> {
  const rankOf = new Map(page.map((p) => [p.id, p.rank]));
  const records = await findProductsByIds(
    db,
    page.map((p) => p.id),
  );
  return records.map((r) => ({ ...r, match_rank: rankOf.get(r.id) }));
}
