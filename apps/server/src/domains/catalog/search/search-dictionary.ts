import { sql } from 'drizzle-orm';
import { dataOf, queryRows, type Db } from '../../../platform/db.js';
import { catalogTree } from '../browse/tree.service.js';
import { brand, catalog } from '../core/catalog.tables.js';
import { chineseNamePart, nameKey } from '../core/catalog-naming.js';
import type { ComponentKind } from '../parameters/part-parameters.js';
import { CATEGORY_WORDS, KIND_PRECEDENCE } from './search-category-words.js';
import { PARAMETER_NAME_WORDS, VALUE_WORD_CODES, VALUE_WORDS } from './search-value-words.js';

/**
 * The words a search query is read against (docs/search.md): brands by every spelling, catalog nodes by
 * their names, curated category words ('电容', 'MLCC', 'op amp') that name nodes by what their English
 * names say, so they work on any catalog, and curated words for parameter values ('P沟道', '贴片') with the
 * value keys of the catalog they name. Built from the brand, catalog and filter tables; search-query.ts reads.
 */

/** The component kind a category word tells, as product_parameter.kind writes it. */
export type CategoryKind = ComponentKind;

export interface DictionaryBrand {
  id: number;
  brandCode: string;
  nameEn: string;
  nameZhCn: string;
  nameZhTw: string;
  /** nameKey()s of every spelling of the brand. */
  aliases: string[];
}

export interface DictionaryNode {
  id: number;
  parentId: number | null;
  level: number;
  nameEn: string;
  nameZhCn: string;
  nameZhTw: string;
  /** Active parts in the node and its subcategories (the catalog tree's count), when known. */
  parts?: number;
}

/**
 * What a phrase of a query names. A top node's id stands for its subcategories too. `categoryKind` is the
 * one kind the word tells ('电容'); `kinds` those of all its nodes ('晶振': crystal and oscillator), by which
 * bare values next to it are read.
 */
export type PhraseMeaning =
  | { kind: 'brand'; brandIds: number[] }
  | { kind: 'category'; catalogIds: number[]; categoryKind?: CategoryKind; kinds: CategoryKind[] }
  /**
   * A curated word for values of one parameter (search-value-words.ts): 'P沟道' names the MOSFET types
   * 'P-Channel', '1 Piece P-Channel', '2 P-Channel' … that the catalog has (`keys`, sorted).
   */
  | {
      kind: 'parameterValue';
      id: string;
      code: string;
      keys: string[];
      /** The nodes whose parts have some of `keys` (and their parents): beside their categories it applies. */
      catalogIds: number[];
      /** The nodes whose names say the opposite ('Through Hole Inductors' for '贴片'): left out beside it. */
      excludes: number[];
      /** The nodes whose names say the same ('Inductors (SMD)' for '贴片'): beside it, the category narrows to them. */
      includes: number[];
    }
  /** A word naming a parameter: the value beside it is that parameter's ('间距' 2.54mm is the pitch). */
  | { kind: 'parameterName'; code: string };

/** A value key a catalog node's parts have for a parameter (its filter table's rows), for the value words. */
export interface ParameterKey {
  catalogId: number;
  code: string;
  key: string;
  /** How many of the node's parts have it. */
  n: number;
}

/** One spelling for suggestions while typing: everything it names. */
interface HintRow {
  key: string;
  brandIds: readonly number[];
  catalogIds: readonly number[];
}

export interface SearchDictionary {
  /**
   * What each phrase means, by its key (nameKey: 'Texas Instruments' → 'TEXASINSTRUMENTS'). A curated
   * category word wins over a brand spelled the same ('Diodes'), a brand over a node's own name (the
   * subcategory 'MICROCHIP').
   */
  meanings: ReadonlyMap<string, PhraseMeaning>;
  /**
   * The keys of `meanings` with all each names, sorted by key (UTF-16 order), so the keys starting with a
   * text are one contiguous range: for hints, and for the reader to stop extending a phrase no key starts so.
   */
  hintRows: readonly HintRow[];
  /** Suggestions show short names first: each brand's and node's English name length, and a node's level. */
  brandNameLength: ReadonlyMap<number, number>;
  nodeOrder: ReadonlyMap<number, { level: number; nameLength: number }>;
  /**
   * Nodes whose parts are counted in pins or positions (connectors, headers, sockets, terminals): '24P'
   * beside a word naming them is 24 pins, not 24 pF.
   */
  countedNodes: ReadonlySet<number>;
  /** Nodes of processors and converters, whose '8位' is 8 bits, not 8 positions. */
  bitNodes: ReadonlySet<number>;
  /** Each node's subcategories. */
  children: ReadonlyMap<number, readonly number[]>;
  /** Each node's active parts, its subcategories' included (the catalog tree's count), where known. */
  parts: ReadonlyMap<number, number>;
  /**
   * The share of a category's parts that keep a parameter at all (any value): the value words of that
   * parameter ('贴片': mounting type) filter only where it is kept, since a part without it would be left out.
   */
  keptShare: (code: string, catalogIds: readonly number[]) => number;
}

/** Company endings of Chinese brand names: '三星电机' is also written '三星', '安世半导体' '安世'. */
const CJK_COMPANY_ENDINGS =
  /(?:股份有限公司|有限责任公司|有限公司|集团|公司|半导体|半導體|微电子|微電子|电子|電子|科技|电机|電機|制作所|製作所)+$/u;

const HAN = /\p{Script=Han}/u;

function brandKeys(b: DictionaryBrand): Set<string> {
  const names = [b.brandCode, b.nameEn, b.nameZhCn, b.nameZhTw, chineseNamePart(b.nameEn) ?? ''];
  const keys = new Set([...names.map(nameKey), ...b.aliases.map(nameKey)]);
  for (const key of [...keys]) {
    if (!HAN.test(key)) continue;
    const short = key.replace(CJK_COMPANY_ENDINGS, '');
    if (short !== key) keys.add(short);
  }
  // One-letter keys would take single letters of part numbers and descriptions for brands.
  return new Set([...keys].filter((key) => key.length >= 2));
}

/** An English key in the singular: 'MOSFETS' → 'MOSFET', 'ANALOGSWITCHES' → 'ANALOGSWITCH', 'BATTERIES' → 'BATTERY'. */
function singular(key: string): string {
  if (/(?:CH|SH|X|SS)ES$/.test(key)) return key.slice(0, -2);
  if (/IES$/.test(key)) return `${key.slice(0, -3)}Y`;
  return /[^S]S$/.test(key) ? key.slice(0, -1) : key;
}

/** A node answers to each of its names, the English one in the singular too ('Varistor', 'analog switch'). */
function nodeKeys(node: DictionaryNode): Set<string> {
  const keys = new Set([node.nameEn, node.nameZhCn, node.nameZhTw].map(nameKey));
  const english = nameKey(node.nameEn);
  if (!HAN.test(english)) keys.add(singular(english));
  keys.delete('');
  return keys;
}

function addTo<T>(map: Map<string, Set<T>>, key: string, value: T): void {
  const set = map.get(key) ?? new Set<T>();
  set.add(value);
  map.set(key, set);
}

const sortedIds = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

/** The one kind all of `kinds` agree on, or undefined. */
function commonKind(kinds: Iterable<CategoryKind | undefined>): CategoryKind | undefined {
  const distinct = new Set(kinds);
  const [only] = distinct;
  return distinct.size === 1 ? only : undefined;
}

interface Curated {
  ids: Set<number>;
  kinds: Set<CategoryKind | undefined>;
}

/**
 * The curated words by key with the nodes they name, and each node's kind (the most specific of the kinds
 * of the entries naming it: 'Zener Diodes' is a zener). Each entry tests each node's name once.
 */
function curatedWords(nodes: readonly DictionaryNode[]): {
  curated: Map<string, Curated>;
  nodeKind: Map<number, CategoryKind>;
} {
  const curated = new Map<string, Curated>();
  const nodeKinds = new Map<number, Set<CategoryKind>>();
  const children = childrenOf(nodes);
  for (const entry of CATEGORY_WORDS) {
    const ids = nodesNamed(nodes, children, entry);
    // A word naming no node of this catalog stays a plain word (it still finds descriptions).
    if (ids.length === 0) continue;
    if (entry.kind) for (const id of ids) nodeKinds.set(id, (nodeKinds.get(id) ?? new Set()).add(entry.kind));
    for (const word of entry.words) {
      const key = nameKey(word);
      const held = curated.get(key) ?? { ids: new Set<number>(), kinds: new Set<CategoryKind | undefined>() };
      for (const id of ids) held.ids.add(id);
      held.kinds.add(entry.kind);
      curated.set(key, held);
    }
  }
  const nodeKind = new Map<number, CategoryKind>();
  for (const [id, kinds] of nodeKinds) {
    const kind = KIND_PRECEDENCE.find((k) => kinds.has(k));
    if (kind) nodeKind.set(id, kind);
  }
  return { curated, nodeKind };
}

function category(
  ids: Iterable<number>,
  kind: CategoryKind | undefined,
  nodeKind: ReadonlyMap<number, CategoryKind>,
): PhraseMeaning {
  const catalogIds = sortedIds(ids);
  const present = new Set(catalogIds.map((id) => nodeKind.get(id)));
  const kinds = KIND_PRECEDENCE.filter((k) => present.has(k));
  return kind
    ? { kind: 'category', catalogIds, categoryKind: kind, kinds }
    : { kind: 'category', catalogIds, kinds };
}

/** A node as far as its English name and place in the tree go. */
export type NamedNode = Pick<DictionaryNode, 'id' | 'parentId' | 'nameEn'>;

/**
 * The nodes whose English name says `names` (and not `except`). A top node stands for all its subcategories: it
 * is named only when each of them is ('Capacitors'), not when its name also says other things ('Triode/MOS
 * Tube/Transistor' for 'MOSFET').
 */
export function nodesNamed(
  nodes: readonly NamedNode[],
  children: ReadonlyMap<number, readonly number[]>,
  entry: { names: RegExp; except?: RegExp | undefined },
): number[] {
  const matched = new Set(
    nodes.filter((n) => entry.names.test(n.nameEn) && !entry.except?.test(n.nameEn)).map((n) => n.id),
  );
  return [...matched].filter((id) => (children.get(id) ?? []).every((child) => matched.has(child)));
}

/** Each node's subcategories. */
export function childrenOf(nodes: readonly NamedNode[]): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const n of nodes)
    if (n.parentId !== null) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n.id]);
  return children;
}

/** Nodes by what their own or their parent's English name says (connectors, microcontrollers …). */
function nodesSaying(nodes: readonly DictionaryNode[], says: RegExp, except: RegExp): Set<number> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return new Set(
    nodes
      .filter((n) => {
        const parent = n.parentId === null ? undefined : byId.get(n.parentId);
        return (
          (says.test(n.nameEn) || (parent !== undefined && says.test(parent.nameEn))) &&
          !except.test(n.nameEn)
        );
      })
      .map((n) => n.id),
  );
}

/** Connectors, headers, sockets and terminals: their parts are counted in pins or positions. */
const COUNTED_NODE = /connector|header|terminal|socket|\bFFC\b|\bFPC\b|jumper|\bhousings?\b/i;
const NOT_COUNTED_NODE =
  /capacitor|hex socket|screw\b(?!.*terminal)|controller|converter|\bmodules?\b|\bICs\b|\bPD\b/i;
/** Processors and converters: '8位' is their width in bits. */
const BIT_NODE =
  /microcontroller|\bMCUs?\b|\bMPUs?\b|processor|\bDSPs?\b|\bADCs?\b|\bDACs?\b|analog to digital|digital to analog/i;

/** Each curated value word that names some key of the catalog at hand, with those keys and their nodes. */
function valueWordMeanings(
  parameterKeys: readonly ParameterKey[],
  nodes: readonly DictionaryNode[],
): Map<string, PhraseMeaning> {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
  const meanings = new Map<string, PhraseMeaning>();
  for (const entry of VALUE_WORDS) {
    const named = parameterKeys.filter(
      (p) => p.code === entry.code && entry.keys.test(p.key) && !entry.except?.test(p.key),
    );
    // A word naming no value of this catalog is read as before ('NPN' stays the transistor category).
    if (named.length === 0) continue;
    const keys = [...new Set(named.map((p) => p.key))].sort();
    const holding = new Set<number>();
    for (const { catalogId } of named) {
      holding.add(catalogId);
      const parent = parentOf.get(catalogId);
      if (parent !== undefined && parent !== null) holding.add(parent);
    }
    const excludes = entry.unlike ? nodes.filter((n) => entry.unlike?.test(n.nameEn)).map((n) => n.id) : [];
    const includes = entry.like ? nodes.filter((n) => entry.like?.test(n.nameEn)).map((n) => n.id) : [];
    const meaning: PhraseMeaning = {
      kind: 'parameterValue',
      id: entry.id,
      code: entry.code,
      keys,
      catalogIds: sortedIds(holding),
      excludes: sortedIds(excludes),
      includes: sortedIds(includes),
    };
    for (const word of entry.words) meanings.set(nameKey(word), meaning);
  }
  for (const entry of PARAMETER_NAME_WORDS)
    for (const word of entry.words) meanings.set(nameKey(word), { kind: 'parameterName', code: entry.code });
  return meanings;
}

/**
 * The share of a category's parts that keep a parameter: the parts with any of its keys over all parts. A top
 * node counts its subcategories, unless some of them are listed with it: then it means those (as the search
 * reads a category word). A node whose number of parts is not known counts as keeping it.
 */
function keptShareOf(
  parameterKeys: readonly ParameterKey[],
  nodes: readonly DictionaryNode[],
): (code: string, catalogIds: readonly number[]) => number {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
  const partsOf = new Map(nodes.map((n) => [n.id, n.parts]));
  const children = childrenOf(nodes);
  const kept = new Map<string, number>();
  const add = (code: string, id: number, n: number) =>
    kept.set(`${code} ${id}`, (kept.get(`${code} ${id}`) ?? 0) + n);
  for (const { catalogId, code, n } of parameterKeys) {
    add(code, catalogId, n);
    const parent = parentOf.get(catalogId);
    if (parent !== undefined && parent !== null) add(code, parent, n);
  }
  return (code, catalogIds) => {
    const listed = new Set(catalogIds);
    let parts = 0;
    let keeping = 0;
    for (const id of listed) {
      if ((children.get(id) ?? []).some((child) => listed.has(child))) continue;
      const known = partsOf.get(id);
      if (known === undefined) return 1;
      parts += known;
      keeping += kept.get(`${code} ${id}`) ?? 0;
    }
    // Nothing to leave out in a category without parts.
    return parts > 0 ? Math.min(1, keeping / parts) : 1;
  };
}

export function buildSearchDictionary(
  brands: readonly DictionaryBrand[],
  nodes: readonly DictionaryNode[],
  parameterKeys: readonly ParameterKey[] = [],
): SearchDictionary {
  const brandsByKey = new Map<string, Set<number>>();
  for (const b of brands) for (const key of brandKeys(b)) addTo(brandsByKey, key, b.id);
  const nodesByKey = new Map<string, Set<number>>();
  for (const n of nodes) for (const key of nodeKeys(n)) addTo(nodesByKey, key, n.id);
  const { curated, nodeKind } = curatedWords(nodes);

  const valueWords = valueWordMeanings(parameterKeys, nodes);

  const meanings = new Map<string, PhraseMeaning>();
  const hintRows: HintRow[] = [];
  for (const key of new Set([...curated.keys(), ...brandsByKey.keys(), ...nodesByKey.keys()])) {
    const words = curated.get(key);
    const brandIds = brandsByKey.get(key);
    const named = nodesByKey.get(key) ?? new Set<number>();
    const catalogIds = new Set([...(words?.ids ?? []), ...named]);
    if (words) meanings.set(key, category(catalogIds, commonKind(words.kinds), nodeKind));
    else if (brandIds) meanings.set(key, { kind: 'brand', brandIds: sortedIds(brandIds) });
    else meanings.set(key, category(named, commonKind([...named].map((id) => nodeKind.get(id))), nodeKind));
    hintRows.push({ key, brandIds: sortedIds(brandIds ?? []), catalogIds: sortedIds(catalogIds) });
  }
  for (const [key, meaning] of valueWords) {
    // A value word says more than a category word spelled the same ('NPN': the NPN transistors, not all
    // bipolar ones); while typing, the category is still offered.
    if (!meanings.has(key)) hintRows.push({ key, brandIds: [], catalogIds: [] });
    meanings.set(key, meaning);
  }
  hintRows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  return {
    meanings,
    hintRows,
    brandNameLength: new Map(brands.map((b) => [b.id, Array.from(b.nameEn).length])),
    nodeOrder: new Map(nodes.map((n) => [n.id, { level: n.level, nameLength: Array.from(n.nameEn).length }])),
    countedNodes: nodesSaying(nodes, COUNTED_NODE, NOT_COUNTED_NODE),
    bitNodes: nodesSaying(nodes, BIT_NODE, /^$/),
    keptShare: keptShareOf(parameterKeys, nodes),
    children: childrenOf(nodes),
    parts: new Map(nodes.flatMap((n) => (n.parts === undefined ? [] : [[n.id, n.parts] as const]))),
  };
}

/** The index of the first row whose key is not below `key`. */
function firstRowFrom(rows: readonly HintRow[], key: string): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((rows[middle]?.key ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether some phrase's key starts with `key` (or is it): a longer span of a query may still match. */
export function startsPhrase(dictionary: SearchDictionary, key: string): boolean {
  return dictionary.hintRows[firstRowFrom(dictionary.hintRows, key)]?.key.startsWith(key) ?? false;
}

/** Categories and brands whose names start with (or equal) the typed text, for suggestions while typing. */
export function hintsFor(
  dictionary: SearchDictionary,
  text: string,
  limit: number,
): { brandIds: number[]; catalogIds: number[] } {
  const prefix = nameKey(text);
  if (prefix === '' || limit <= 0) return { brandIds: [], catalogIds: [] };
  // Each id with whether a spelling equals the text: those come first.
  const brands = new Map<number, boolean>();
  const nodes = new Map<number, boolean>();
  for (let i = firstRowFrom(dictionary.hintRows, prefix); i < dictionary.hintRows.length; i += 1) {
    const row = dictionary.hintRows[i];
    if (!row?.key.startsWith(prefix)) break;
    const exact = row.key === prefix;
    for (const id of row.brandIds) brands.set(id, exact || (brands.get(id) ?? false));
    for (const id of row.catalogIds) nodes.set(id, exact || (nodes.get(id) ?? false));
  }
  const exactFirst = (map: Map<number, boolean>, a: number, b: number) =>
    Number(map.get(b)) - Number(map.get(a));
  const brandIds = [...brands.keys()].sort(
    (a, b) =>
      exactFirst(brands, a, b) ||
      (dictionary.brandNameLength.get(a) ?? 0) - (dictionary.brandNameLength.get(b) ?? 0) ||
      a - b,
  );
  const order = (id: number) => dictionary.nodeOrder.get(id) ?? { level: 0, nameLength: 0 };
  const catalogIds = [...nodes.keys()].sort(
    (a, b) =>
      exactFirst(nodes, a, b) ||
      order(a).level - order(b).level ||
      order(a).nameLength - order(b).nameLength ||
      a - b,
  );
  return { brandIds: brandIds.slice(0, limit), catalogIds: catalogIds.slice(0, limit) };
}

/** Brands and catalog nodes change only with an import or a console edit: a minute old is fresh enough. */
const DICTIONARY_TTL_MS = 60_000;

const cache = new WeakMap<object, { at: number; dictionary: Promise<SearchDictionary> }>();

async function readSearchDictionary(db: Db): Promise<SearchDictionary> {
  const brands = await db
    .select({
      id: brand.id,
      brandCode: brand.brandCode,
      nameEn: brand.nameEn,
      nameZhCn: brand.nameZhCn,
      nameZhTw: brand.nameZhTw,
      aliases: brand.aliases,
    })
    .from(brand);
  const rows = await db
    .select({
      id: catalog.id,
      parentId: catalog.parentId,
      level: catalog.level,
      nameEn: catalog.nameEn,
      nameZhCn: catalog.nameZhCn,
      nameZhTw: catalog.nameZhTw,
    })
    .from(catalog);
  // How many parts each node has: the tree's counts, which every search answer reads anyway (held a minute).
  const tree = await catalogTree(db);
  const nodes = rows.map((r) => {
    const parts = tree.byId.get(r.id)?.count;
    return parts === undefined ? r : { ...r, parts };
  });
  // The keys the curated value words may name, by the nodes that have them: the filter tables' rows of a few
  // text parameters, read node by node through the table's primary key (twice the nodes' number of index
  // reads, a fraction of one scan of the whole table; `offset 0` keeps the planner from that scan).
  const parameterKeys = await queryRows<ParameterKey>(
    db,
    sql`select c.id as "catalogId", pa.code, f.value_key as key, f.n
        from parameter pa
        cross join catalog c
        cross join lateral (select f.value_key, f.n from category_facet f
                            where f.catalog_id = c.id and f.parameter_id = pa.id offset 0) f
        where pa.code in (${sql.join(
          VALUE_WORD_CODES.map((code) => sql`${code}`),
          sql`, `,
        )})`,
  );
  return buildSearchDictionary(brands, nodes, parameterKeys);
}

/** The dictionary of the brand and catalog tables, read at most once a minute per database. */
export function loadSearchDictionary(db: Db, now = Date.now()): Promise<SearchDictionary> {
  const held = cache.get(dataOf(db));
  if (held && now - held.at < DICTIONARY_TTL_MS) return held.dictionary;
  const dictionary = readSearchDictionary(db);
  cache.set(dataOf(db), { at: now, dictionary });
  // A failed read is not kept: the next search tries again.
  dictionary.catch(() => cache.delete(dataOf(db)));
  return dictionary;
}

/** Forgets the cached dictionary (after an import or a console edit changed brands or categories). */
export function forgetSearchDictionary(db: Db): void {
  cache.delete(dataOf(db));
}
