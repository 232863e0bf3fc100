import { compareMoney, mergeEqualPriceBreaks, pickText, priceForQuantity } from '@emall/contract';
import type {
  Lang,
  ProductSubstitutes,
  QryProductSubstitutesBody,
  SubstituteDifference,
} from '@emall/contract';
import { AppError } from '../../../platform/app-error.js';
import type { Db } from '../../../platform/db.js';
import type { CatalogDeps } from '../catalog.settings.js';
import { findProductsByIds, type PriceBreakRow } from '../core/catalog.queries.js';
import { toProduct } from '../core/product-view.js';
import { paramRole } from '../parameters/param-roles.js';
import { CATEGORY_TAG_PREFIX, paramKeyTag, paramNumTag } from '../parameters/param-tags.js';
import { parameterVocabulary, type ParameterVocabulary } from '../parameters/parameter-cache.js';
import {
  compareParam,
  decisiveCodes,
  isSearchable,
  judge,
  roleFor,
  type ParamValue,
} from './substitute-rule.js';
import { candidateCacheOf, type CachedCandidate } from './candidate-cache.js';
import { readInParts } from './read-in-parts.js';
import { REJECTED, verdictCacheOf } from './verdict-cache.js';
import { candidatesInTable, valuesAt, valueTablesOf, type ValueTables } from './value-tables.js';
import {
  findCandidates,
  readCandidateValues,
  readParamValues,
  readRankings,
  type AskedParamRow,
  type CandidateValueRow,
  type RankingRow,
} from './substitutes.queries.js';

/**
 * Drop-in substitutes (docs/substitutes.md): the rule is substitute-rule.ts and the roles table
 * parameters/param-roles.ts; here the values are read, the candidates found and the answers ranked.
 */

/**
 * Candidates read per product, most stock first: the rule is checked on these only. A category and package
 * rarely hold more parts with the same defining values; where they do (an SOT-23 N-channel MOSFET), the
 * parts with the most stock are the ones worth proposing.
 */
const CANDIDATE_BOUND = 500;
/** Per product in the bulk function, where thousands of products are asked at once (a BOM's short lines). */
const BULK_CANDIDATE_BOUND = 60;

interface Search {
  key: string;
  catalogId: number;
  tags: string[];
  minStock: number;
}

/**
 * Each search's candidates (most stock first, at most `bound`, at least its floor in stock): those held by the
 * candidate cache (PostgreSQL) from it, the others in one statement over up to three connections.
 */
async function candidatesOfSearches(
  db: Db,
  searches: readonly Search[],
  bound: number,
): Promise<CachedCandidate[][]> {
  const cache = candidateCacheOf(db);
  const tables = valueTablesOf(db);
  const answer: CachedCandidate[][] = searches.map(() => []);
  const unread: number[] = [];
  searches.forEach((search, i) => {
    const table = tables?.peek(db, search.catalogId);
    const held = table
      ? candidatesInTable(table, search.tags, search.minStock, bound)
      : cache?.get(search.key, search.minStock, bound);
    if (held) answer[i] = held;
    else unread.push(i);
  });
  const rows = await readInParts(db, unread, async (part, offset) =>
    (
      await findCandidates(
        db,
        part.map((i) => searches[i] as Search),
        bound,
      )
    ).map((row) => ({ ...row, search: row.search + offset })),
  );
  for (const row of rows) {
    const i = unread[row.search];
    if (i !== undefined)
      answer[i]?.push({ productId: Number(row.product_id), stock: Number(row.redundant_stock) });
  }
  for (const i of unread) {
    const search = searches[i];
    if (search) cache?.set(search.key, search.minStock, bound, answer[i] ?? []);
  }
  return answer;
}

/** A product's parameter values by code, its category and whether it is on sale. */
interface LoadedProduct {
  catalogId: number | null;
  active: boolean;
  values: Map<string, ParamValue>;
}

/** A parameter's code; a parameter created in the last minute (not yet in the cached vocabulary) by its id. */
function codeOf(vocabulary: ParameterVocabulary, parameterId: number): string {
  return vocabulary.byId.get(parameterId)?.code ?? `#${parameterId}`;
}

/** A stored value as the rule reads it, or null when its text is empty (it states nothing). */
function valueOf(num: number | null, key: string | null, text: string | null): ParamValue | null {
  return text === null || text.trim() === '' ? null : { text, num, key: key ?? '' };
}

/** The asked products, each with its category and parameters by code. */
function loadAsked(vocabulary: ParameterVocabulary, rows: readonly AskedParamRow[]) {
  const products = new Map<number, LoadedProduct>();
  for (const [id, catalogId, active, parameterId, num, key, text] of rows) {
    let product = products.get(id);
    if (!product) {
      product = { catalogId, active, values: new Map() };
      products.set(id, product);
    }
    const value = valueOf(num, key, text);
    if (parameterId !== null && value) product.values.set(codeOf(vocabulary, parameterId), value);
  }
  return products;
}

/**
 * A part as a held table holds it (active, in the table's category), with its values by code; undefined when no
 * held table holds it.
 */
function heldProductOf(
  db: Db,
  vocabulary: ParameterVocabulary,
  tables: ValueTables | undefined,
  productId: number,
): LoadedProduct | undefined {
  const place = tables?.placeOf(db, productId);
  if (!place) return undefined;
  const values = new Map<string, ParamValue>();
  for (const held of valuesAt(place.table, place.position))
    values.set(codeOf(vocabulary, held.parameterId), held.value);
  return { catalogId: place.table.catalogId, active: true, values };
}

/**
 * The asked products: those a held table holds from it (active, in its category), the others read in one
 * statement; a product read so starts its category's table, for the next call.
 */
async function loadOriginals(
  db: Db,
  vocabulary: ParameterVocabulary,
  productIds: readonly number[],
): Promise<Map<number, LoadedProduct>> {
  const tables = valueTablesOf(db);
  const originals = new Map<number, LoadedProduct>();
  const unread: number[] = [];
  for (const id of new Set(productIds)) {
    const held = heldProductOf(db, vocabulary, tables, id);
    if (held) originals.set(id, held);
    else unread.push(id);
  }
  for (const [id, product] of loadAsked(vocabulary, await readParamValues(db, unread))) {
    originals.set(id, product);
    if (product.active && product.catalogId !== null) tables?.peek(db, product.catalogId);
  }
  return originals;
}

/**
 * The values of these products by code: from the held tables, the others read in one statement (all their
 * parameters, or only `parameterIds`, as readCandidateValues reads them).
 */
async function valuesOfProducts(
  db: Db,
  vocabulary: ParameterVocabulary,
  productIds: readonly number[],
  parameterIds: readonly number[] | null,
): Promise<Map<number, Map<string, ParamValue>>> {
  const tables = valueTablesOf(db);
  const answer = new Map<number, Map<string, ParamValue>>();
  const unread: number[] = [];
  for (const id of productIds) {
    const held = heldProductOf(db, vocabulary, tables, id);
    if (held) answer.set(id, held.values);
    else unread.push(id);
  }
  const read = loadCandidateValues(
    vocabulary,
    await readInParts(db, unread, (part) => readCandidateValues(db, part, parameterIds)),
  );
  for (const [id, values] of read) answer.set(id, values);
  return answer;
}

/** The candidates' values by code (a candidate stating none of those read is absent). */
function loadCandidateValues(vocabulary: ParameterVocabulary, rows: readonly CandidateValueRow[]) {
  const products = new Map<number, Map<string, ParamValue>>();
  for (const [id, parameterId, num, key, text] of rows) {
    const value = valueOf(num, key, text);
    if (!value) continue;
    let values = products.get(id);
    if (!values) {
      values = new Map();
      products.set(id, values);
    }
    values.set(codeOf(vocabulary, parameterId), value);
  }
  return products;
}

/** The tags a candidate must hold (its package and the defining values looked up by tag), or null. */
function searchTags(vocabulary: ParameterVocabulary, values: ReadonlyMap<string, ParamValue>): string[] {
  const tags: string[] = [];
  for (const [code, value] of values) {
    const parameter = vocabulary.byCode.get(code);
    if (!parameter || !paramRole(code).tag) continue;
    tags.push(
      value.num !== null ? paramNumTag(parameter.id, value.num) : paramKeyTag(parameter.id, value.key),
    );
  }
  return tags.sort();
}

/**
 * The search of one original, or null when it can have no drop-in substitute. The category is a tag too: the
 * index then intersects the category's parts with the package's (an SOT-23 MOSFET is not read among every
 * SOT-23 part of the catalog).
 */
function searchOf(vocabulary: ParameterVocabulary, product: LoadedProduct | undefined) {
  if (!product?.catalogId || !isSearchable(product.values)) return null;
  const tags = [...searchTags(vocabulary, product.values), `${CATEGORY_TAG_PREFIX}${product.catalogId}`];
  return { catalogId: product.catalogId, tags };
}

interface Ranked {
  id: number;
  sameCount: number;
  covers: boolean;
  price: string | null;
  stock: number;
}

/** A candidate's minimum order, stock and price breaks, from its ranking rows (one per break). */
interface Ranking {
  miniQty: number;
  stock: number;
  breaks: PriceBreakRow[];
}

function rankingsOf(rows: readonly RankingRow[]): Map<number, Ranking> {
  const rankings = new Map<number, Ranking>();
  for (const row of rows) {
    const id = Number(row.id);
    let ranking = rankings.get(id);
    if (!ranking) {
      ranking = { miniQty: row.mini_qty, stock: Number(row.redundant_stock), breaks: [] };
      rankings.set(id, ranking);
    }
    if (row.qty_from !== null && row.tax_price !== null && row.not_tax_price !== null)
      ranking.breaks.push({
        qtyFrom: row.qty_from,
        qtyTo: row.qty_to,
        taxPrice: row.tax_price,
        notTaxPrice: row.not_tax_price,
      });
  }
  return rankings;
}

function rankedOf(id: number, sameCount: number, ranking: Ranking | undefined, quantity: number | undefined) {
  const stock = ranking?.stock ?? 0;
  const qty = quantity ?? Math.max(ranking?.miniQty ?? 1, 1);
  const price = priceForQuantity(mergeEqualPriceBreaks(ranking?.breaks ?? []), qty);
  return { id, sameCount, covers: stock >= qty, price: price?.taxPrice ?? null, stock };
}

/** Most parameters the same, then stock covering the quantity, then cheapest at it, then most stock. */
function byRank(a: Ranked, b: Ranked): number {
  if (a.sameCount !== b.sameCount) return b.sameCount - a.sameCount;
  if (a.covers !== b.covers) return a.covers ? -1 : 1;
  if (a.price !== b.price) {
    if (a.price === null) return 1;
    if (b.price === null) return -1;
    const order = compareMoney(a.price, b.price);
    if (order !== 0) return order;
  }
  return b.stock - a.stock || a.id - b.id;
}

interface Ask {
  productId: number;
  quantity: number | undefined;
}

/** An accepted candidate: how many of the original's parameters it states the same, its stock when found. */
interface Accepted {
  id: number;
  sameCount: number;
  stock: number;
}

/**
 * The accepted candidates that may be among an ask's first `keep`, to be priced first, and the rest: since the
 * most parameters the same ranks first, none with fewer than the keep-th most can be. In stock only, the count
 * is taken among those whose stock when found covers the quantity; without a quantity the part's own minimum
 * order decides, read only with the prices, so all are priced. A BOM's 100 nF 0402 asking for 20 among 300
 * drop-ins prices the few dozen that share the most with it.
 */
function mayRankAmongFirst(list: Accepted[], ask: Ask, opts: { inStockOnly: boolean; keep: number }) {
  if (opts.inStockOnly && ask.quantity === undefined) return { first: list, rest: [] };
  const quantity = ask.quantity ?? 0;
  const counted = opts.inStockOnly ? list.filter((c) => c.stock >= quantity) : list;
  if (counted.length <= opts.keep) return { first: list, rest: [] };
  const least = counted.map((c) => c.sameCount).sort((a, b) => b - a)[opts.keep - 1] ?? 0;
  return {
    first: list.filter((c) => c.sameCount >= least),
    rest: list.filter((c) => c.sameCount < least),
  };
}

/**
 * Each asked original's verdict on each of its search's candidates (the count of parameters stated the same, or
 * REJECTED): those held from a recent call as they are, the others judged on the values of the parameters the
 * originals state, read in one statement for all of them, and held.
 */
async function judgeCandidates(
  db: Db,
  vocabulary: ParameterVocabulary,
  originals: ReadonlyMap<number, LoadedProduct>,
  searchOfAsk: ReadonlyMap<number, number>,
  found: readonly CachedCandidate[][],
): Promise<Map<number, Map<number, number>>> {
  const cache = verdictCacheOf(db);
  const verdicts = new Map<number, Map<number, number>>();
  const unjudged = new Map<number, number[]>();
  for (const [originalId, index] of searchOfAsk) {
    const judged = new Map<number, number>();
    const open: number[] = [];
    for (const { productId: id } of found[index] ?? []) {
      if (id === originalId) continue;
      const held = cache?.get(originalId, id);
      if (held === undefined) open.push(id);
      else judged.set(id, held);
    }
    verdicts.set(originalId, judged);
    if (open.length) unjudged.set(originalId, open);
  }
  if (!unjudged.size) return verdicts;
  const parameterIds = new Set<number>();
  for (const originalId of unjudged.keys())
    for (const code of originals.get(originalId)?.values.keys() ?? []) {
      const parameter = vocabulary.byCode.get(code);
      if (parameter) parameterIds.add(parameter.id);
    }
  const candidateIds = [...new Set([...unjudged.values()].flat())];
  const values = await valuesOfProducts(db, vocabulary, candidateIds, [...parameterIds]);
  for (const [originalId, open] of unjudged) {
    const original = originals.get(originalId);
    const judged = verdicts.get(originalId);
    if (!original || !judged) continue;
    const fresh = new Map<number, number>();
    for (const id of open) {
      const verdict = judge(original.values, values.get(id) ?? new Map());
      fresh.set(id, verdict.accepted ? verdict.sameCount : REJECTED);
    }
    cache?.set(originalId, fresh);
    for (const [id, verdict] of fresh) judged.set(id, verdict);
  }
  return verdicts;
}

/**
 * The substitutes of each asked product, ranked, whatever the number of products: one statement reads the
 * originals, one finds every search's candidates (identical searches once), one reads the values of the
 * candidates not yet judged for their original (verdict-cache.ts), one their stock and prices. Products that
 * cannot have substitutes answer an empty list.
 */
async function rankSubstitutes(
  db: Db,
  asks: readonly Ask[],
  opts: { inStockOnly: boolean; bound: number; keep: number },
): Promise<{ originals: Map<number, LoadedProduct>; ranked: Map<number, Ranked[]> }> {
  const vocabulary = await parameterVocabulary(db);
  const originals = await loadOriginals(
    db,
    vocabulary,
    asks.map((a) => a.productId),
  );
  const searches: Search[] = [];
  const searchIndex = new Map<string, number>();
  const searchOfAsk = new Map<number, number>();
  for (const ask of asks) {
    const search = searchOf(vocabulary, originals.get(ask.productId));
    if (!search) continue;
    const signature = `${search.catalogId}|${search.tags.join('|')}`;
    // Only in-stock parts wanted: a candidate whose stock covers none of the search's quantities is not read.
    const minStock = opts.inStockOnly ? (ask.quantity ?? 1) : 0;
    let index = searchIndex.get(signature);
    if (index === undefined) {
      index = searches.length;
      searches.push({ ...search, key: signature, minStock });
      searchIndex.set(signature, index);
    } else {
      const held = searches[index];
      if (held) held.minStock = Math.min(held.minStock, minStock);
    }
    searchOfAsk.set(ask.productId, index);
  }
  const found = await candidatesOfSearches(db, searches, opts.bound);
  const verdicts = await judgeCandidates(db, vocabulary, originals, searchOfAsk, found);

  const accepted = new Map<number, { first: Accepted[]; rest: Accepted[] }>();
  for (const ask of asks) {
    const index = searchOfAsk.get(ask.productId);
    const judged = verdicts.get(ask.productId);
    if (index === undefined || !judged) continue;
    const list: Accepted[] = [];
    for (const { productId: id, stock } of found[index] ?? []) {
      const sameCount = judged.get(id) ?? REJECTED;
      if (sameCount !== REJECTED) list.push({ id, sameCount, stock });
    }
    accepted.set(ask.productId, mayRankAmongFirst(list, ask, opts));
  }
  const rankings = new Map<number, Ranking>();
  const readRankingsOf = async (lists: Accepted[][]) => {
    const ids = [...new Set(lists.flatMap((list) => list.map((c) => c.id)))].filter(
      (id) => !rankings.has(id),
    );
    for (const [id, ranking] of rankingsOf(await readInParts(db, ids, (part) => readRankings(db, part))))
      rankings.set(id, ranking);
  };
  const rankedOfAsk = (ask: Ask, list: readonly Accepted[]) =>
    list
      .map((c) => rankedOf(c.id, c.sameCount, rankings.get(c.id), ask.quantity))
      .filter((c) => !opts.inStockOnly || c.covers)
      .sort(byRank);
  await readRankingsOf([...accepted.values()].map((a) => a.first));
  // A part whose stock fell since it was found (a held search is up to a minute old) may leave fewer than `keep`
  // of the first in stock: those asks are ranked on all their candidates.
  const short = new Set(
    asks.filter((ask) => {
      const held = accepted.get(ask.productId);
      return held?.rest.length && rankedOfAsk(ask, held.first).length < opts.keep;
    }),
  );
  await readRankingsOf([...short].map((ask) => accepted.get(ask.productId)?.rest ?? []));
  const ranked = new Map<number, Ranked[]>();
  for (const ask of asks) {
    const held = accepted.get(ask.productId);
    const all = short.has(ask) ? [...(held?.first ?? []), ...(held?.rest ?? [])] : (held?.first ?? []);
    ranked.set(ask.productId, rankedOfAsk(ask, all));
  }
  return { originals, ranked };
}

/** The name of a parameter in the caller's language (its code when the vocabulary does not hold it yet). */
function nameOf(vocabulary: ParameterVocabulary, code: string, lang: Lang): string {
  const parameter = vocabulary.byCode.get(code);
  return parameter ? pickText(parameter.names, lang) || parameter.names.enUs : code;
}

/** Every parameter either side states, in the vocabulary's order, with its verdict. */
function differencesOf(
  vocabulary: ParameterVocabulary,
  original: ReadonlyMap<string, ParamValue>,
  candidate: ReadonlyMap<string, ParamValue>,
  lang: Lang,
): SubstituteDifference[] {
  const sortOf = (code: string) => vocabulary.byCode.get(code)?.sort ?? Number.MAX_SAFE_INTEGER;
  const codes = [...new Set([...original.keys(), ...candidate.keys()])].sort(
    (a, b) => sortOf(a) - sortOf(b) || a.localeCompare(b),
  );
  return codes.map((code) => {
    const before = original.get(code);
    const after = candidate.get(code);
    const verdict = compareParam(code, before, after);
    return {
      code,
      name: nameOf(vocabulary, code, lang),
      role: roleFor(code, before ?? after),
      original: before?.text ?? null,
      candidate: after?.text ?? null,
      // Only accepted candidates are shown: none of their comparisons excludes.
      verdict: verdict === 'excluded' ? 'differs' : verdict,
    };
  });
}

/** qryProductSubstitutes: one product's drop-in substitutes, best first, each with its differences. */
export async function productSubstitutes(
  deps: CatalogDeps,
  body: QryProductSubstitutesBody,
  lang: Lang,
): Promise<ProductSubstitutes> {
  const db = deps.readDb;
  const productId = Number(body.spuId);
  if (!Number.isSafeInteger(productId)) throw new AppError('NOT_FOUND');
  const { originals, ranked } = await rankSubstitutes(db, [{ productId, quantity: body.quantity }], {
    inStockOnly: body.inStockOnly,
    bound: CANDIDATE_BOUND,
    keep: body.pageSize,
  });
  const original = originals.get(productId);
  if (!original?.active) throw new AppError('NOT_FOUND');
  const vocabulary = await parameterVocabulary(db);
  const searchable = original.catalogId !== null && isSearchable(original.values);
  const sortOf = (code: string) => vocabulary.byCode.get(code)?.sort ?? Number.MAX_SAFE_INTEGER;
  const basisCodes = decisiveCodes(original.values).sort(
    (a, b) => sortOf(a) - sortOf(b) || a.localeCompare(b),
  );
  const basis = basisCodes.map((code) => {
    const value = original.values.get(code);
    return {
      code,
      name: nameOf(vocabulary, code, lang),
      role: roleFor(code, value),
      value: value?.text ?? '',
    };
  });
  const page = (ranked.get(productId) ?? []).slice(0, body.pageSize);
  const ids = page.map((c) => c.id);
  // The page's products, and every value of theirs for the differences shown (not only those the rule compares).
  const [records, candidates] = await Promise.all([
    findProductsByIds(db, ids.map(String)),
    valuesOfProducts(db, vocabulary, ids, null),
  ]);
  const recordOf = new Map(records.map((r) => [Number(r.id), r]));
  const list = page.flatMap((c) => {
    const record = recordOf.get(c.id);
    if (!record) return [];
    return [
      {
        product: toProduct(record, lang, body.quantity),
        sameCount: c.sameCount,
        differences: differencesOf(vocabulary, original.values, candidates.get(c.id) ?? new Map(), lang),
      },
    ];
  });
  return { spuId: String(productId), searchable, basis: searchable ? basis : [], list };
}

/**
 * For each asked product id: its substitutes' ids best first (in-stock-covering the given quantity only when
 * inStockOnly), at most `limit` each. A handful of statements for all ids together (rankSubstitutes).
 */
export async function substituteIdsOf(
  db: Db,
  asks: { productId: number; quantity: number }[],
  opts: { inStockOnly: boolean; limit: number },
): Promise<Map<number, number[]>> {
  const { ranked } = await rankSubstitutes(db, asks, {
    inStockOnly: opts.inStockOnly,
    bound: BULK_CANDIDATE_BOUND,
    keep: opts.limit,
  });
  const answer = new Map<number, number[]>();
  for (const ask of asks)
    answer.set(
      ask.productId,
      (ranked.get(ask.productId) ?? []).slice(0, opts.limit).map((c) => c.id),
    );
  return answer;
}

/** Whether candidate is a drop-in substitute of original by the rule (used to refuse a buyer's arbitrary choice). */
export async function isDropInSubstitute(db: Db, originalId: number, candidateId: number): Promise<boolean> {
  if (originalId === candidateId) return false;
  const vocabulary = await parameterVocabulary(db);
  const products = loadAsked(vocabulary, await readParamValues(db, [originalId, candidateId]));
  const original = products.get(originalId);
  const candidate = products.get(candidateId);
  if (!original || !candidate?.active || original.catalogId === null) return false;
  if (candidate.catalogId !== original.catalogId || !isSearchable(original.values)) return false;
  return judge(original.values, candidate.values).accepted;
}
