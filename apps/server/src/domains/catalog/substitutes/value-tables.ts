import { sql } from 'drizzle-orm';
import { arrayParam, dataOf, queryRowsPrepared, type Db } from '../../../platform/db.js';
import { CATEGORY_TAG_PREFIX, readParamTag } from '../parameters/param-tags.js';
import { isPostgresPool, type CachedCandidate } from './candidate-cache.js';
import type { ParamValue } from './substitute-rule.js';

/**
 * Each category's parts and every value they state, held in the server process (PostgreSQL only; docs/substitutes.md,
 * "Value tables"). The substitutes of a part are found, judged and shown from here: which parts of the category
 * hold the package and defining values (an index of each value's parts), and what each states. Read from the
 * database, a product page's substitutes cost four statements reading 500 candidates' values scattered over the
 * parameters table, and a BOM's short lines megabytes of them; here they cost none, and only the stock and prices
 * of the few that may rank first are read (fresh, on every call).
 *
 * A table is read in two statements and held TABLE_TTL_MS; an older one is still answered while the next is read
 * behind it, as the category filter tables are. An operator's edit of a part's parameters or its listing forgets
 * this copy's tables at once (the next ask reads again); other copies see it within TABLE_TTL_MS. A table's stock
 * only orders and bounds the candidates (most stock first, as the database's search does): whether a part covers
 * the quantity, and its price, are read fresh.
 */

/** How long a category's table is answered before it is read again behind the answers. */
export const TABLE_TTL_MS = 5 * 60_000;

/** A value a part states (never an empty text: it states nothing), with its parameter. */
export interface HeldValue {
  parameterId: number;
  value: ParamValue;
}

/**
 * One category's active parts, most stock first (the stock when read), and their values. Everything a table holds
 * for long is a typed array, a few arrays of strings and maps of small integers: a million parts held as objects
 * (one per value, one per tag) made the collector's every pass longer and showed in the catalog pages' slowest
 * answers.
 */
export interface ValueTable {
  catalogId: number;
  ids: Float64Array;
  stock: Float64Array;
  /** Each part's position by its id (ids and positions are small integers: held unboxed). */
  position: Map<number, number>;
  /** Part i states the values valueList[valueStart[i]] … valueList[valueStart[i + 1] - 1]. */
  valueStart: Uint32Array;
  valueList: Uint32Array;
  /** Value v: its parameter, its number (NaN: none), its key and its text, as columns. */
  valueParam: Int32Array;
  valueNum: Float64Array;
  valueKey: string[];
  valueText: string[];
  /**
   * Per parameter id, per number (a value with one) or key (one without), the index t of its tag: the parts
   * holding it are postingList[postingStart[t] … postingStart[t + 1] - 1], ascending positions (most stock first).
   */
  tagIndex: Map<number, Map<number | string, number>>;
  postingStart: Uint32Array;
  postingList: Int32Array;
  /** When it was read (ms). */
  at: number;
}

/** The same text once: a value's key or text repeats across parts and categories (`0603`, `±1%`). */
type Interned = Map<string, string>;

function intern(strings: Interned, text: string): string {
  const held = strings.get(text);
  if (held !== undefined) return held;
  strings.set(text, text);
  return text;
}

/**
 * Builds a table from its two statements' rows (exported for the tests, which build one without a database);
 * `strings` shares the texts of the tables of one database.
 */
export function buildValueTable(
  catalogId: number,
  parts: readonly (readonly [number, number])[],
  rows: readonly (readonly [number, number | null, string, string, string])[],
  at: number,
  strings: Interned = new Map(),
): ValueTable {
  const size = parts.length;
  const ids = new Float64Array(size);
  const stock = new Float64Array(size);
  const position = new Map<number, number>();
  parts.forEach(([id, inStock], i) => {
    ids[i] = id;
    stock[i] = inStock;
    position.set(id, i);
  });
  const kept: { parameterId: number; num: number | null; key: string; text: string; holders: Int32Array }[] =
    [];
  const counts = new Uint32Array(size + 1);
  for (const [parameterId, num, key, text, idList] of rows) {
    if (text.trim() === '') continue;
    const at = idList
      .split(',')
      .map((id) => position.get(Number(id)) ?? -1)
      .filter((p) => p >= 0);
    if (!at.length) continue;
    const holders = Int32Array.from(at).sort();
    kept.push({ parameterId, num, key: intern(strings, key), text: intern(strings, text), holders });
    for (const p of holders) counts[p + 1] = (counts[p + 1] ?? 0) + 1;
  }
  const valueStart = new Uint32Array(size + 1);
  for (let i = 0; i < size; i += 1) valueStart[i + 1] = (valueStart[i] ?? 0) + (counts[i + 1] ?? 0);
  const valueList = new Uint32Array(valueStart[size] ?? 0);
  const filled = valueStart.slice(0, size);
  const valueParam = new Int32Array(kept.length);
  const valueNum = new Float64Array(kept.length);
  const tagIndex = new Map<number, Map<number | string, number>>();
  const tagHolders: Int32Array[][] = [];
  kept.forEach((value, v) => {
    for (const p of value.holders) {
      const slot = filled[p] ?? 0;
      valueList[slot] = v;
      filled[p] = slot + 1;
    }
    valueParam[v] = value.parameterId;
    valueNum[v] = value.num ?? Number.NaN;
    // A number is its tag whatever its spelling (`10K`, `10000`): values of one tag share its list.
    const byValue = tagIndex.get(value.parameterId) ?? new Map<number | string, number>();
    tagIndex.set(value.parameterId, byValue);
    const tagKey = value.num ?? value.key;
    const t = byValue.get(tagKey);
    if (t === undefined) {
      byValue.set(tagKey, tagHolders.length);
      tagHolders.push([value.holders]);
    } else tagHolders[t]?.push(value.holders);
  });
  const merged = tagHolders.map((lists) =>
    lists.length === 1
      ? (lists[0] ?? new Int32Array())
      : Int32Array.from(new Set(lists.flatMap((l) => [...l]))).sort(),
  );
  const postingStart = new Uint32Array(merged.length + 1);
  merged.forEach((list, t) => {
    postingStart[t + 1] = (postingStart[t] ?? 0) + list.length;
  });
  const postingList = new Int32Array(postingStart[merged.length] ?? 0);
  merged.forEach((list, t) => {
    postingList.set(list, postingStart[t] ?? 0);
  });
  return {
    catalogId,
    ids,
    stock,
    position,
    valueStart,
    valueList,
    valueParam,
    valueNum,
    valueKey: kept.map((value) => value.key),
    valueText: kept.map((value) => value.text),
    tagIndex,
    postingStart,
    postingList,
    at,
  };
}

/** The parts holding `tag`, ascending positions; undefined when none does (or the tag is no parameter's). */
function postingOf(table: ValueTable, tag: string): Int32Array | undefined {
  const read = readParamTag(tag);
  const t = read && table.tagIndex.get(read.parameterId)?.get(read.value);
  if (t === undefined) return undefined;
  return table.postingList.subarray(table.postingStart[t] ?? 0, table.postingStart[t + 1] ?? 0);
}

/** The values part `position` states, each with its parameter id. */
export function valuesAt(table: ValueTable, position: number): HeldValue[] {
  const answer: HeldValue[] = [];
  const end = table.valueStart[position + 1] ?? 0;
  for (let i = table.valueStart[position] ?? 0; i < end; i += 1) {
    const v = table.valueList[i] ?? 0;
    const num = table.valueNum[v] ?? Number.NaN;
    answer.push({
      parameterId: table.valueParam[v] ?? 0,
      value: {
        text: table.valueText[v] ?? '',
        num: Number.isNaN(num) ? null : num,
        key: table.valueKey[v] ?? '',
      },
    });
  }
  return answer;
}

/** Whether the sorted positions hold `position` (binary search). */
function holds(list: Int32Array, position: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = list[middle] ?? 0;
    if (at === position) return true;
    if (at < position) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * The parts holding every tag (the category's own tag is the table itself) with at least `minStock` in stock,
 * most stock first, at most `bound`: the database's candidate search, answered from the table.
 */
export function candidatesInTable(
  table: ValueTable,
  tags: readonly string[],
  minStock: number,
  bound: number,
): CachedCandidate[] {
  const lists: Int32Array[] = [];
  for (const tag of tags) {
    if (tag.startsWith(CATEGORY_TAG_PREFIX)) continue;
    const list = postingOf(table, tag);
    if (!list) return [];
    lists.push(list);
  }
  if (!lists.length) return [];
  lists.sort((a, b) => a.length - b.length);
  const [shortest, ...others] = lists;
  const answer: CachedCandidate[] = [];
  for (const p of shortest ?? []) {
    const stock = table.stock[p] ?? 0;
    if (stock < minStock) break;
    if (!others.every((list) => holds(list, p))) continue;
    answer.push({ productId: table.ids[p] ?? 0, stock });
    if (answer.length >= bound) break;
  }
  return answer;
}

/** Reads one category's table: its active parts most stock first, then every value they state, grouped by value. */
async function readValueTable(db: Db, catalogId: number, strings: Interned): Promise<ValueTable> {
  const at = Date.now();
  const categoryTag = arrayParam([`${CATEGORY_TAG_PREFIX}${catalogId}`], 'text');
  // The category's tag in the GIN index finds its parts (product_tag has no index of its own on the category).
  const [partsRow] = await queryRowsPrepared<{ packed: string | null }>(
    db,
    sql`select json_agg(json_build_array(t.product_id, t.redundant_stock)
          order by t.redundant_stock desc, t.product_id)::text as packed
        from product_tag t
        where t.tags @> ${categoryTag} and t.catalog_id = ${catalogId} and t.is_active`,
  );
  // One row per value, its parts as one list: a tenth of the rows of one per part and value.
  const [valuesRow] = await queryRowsPrepared<{ packed: string | null }>(
    db,
    sql`select json_agg(json_build_array(v.parameter_id, v.value_num, v.value_key, v.value_text, v.ids))::text
          as packed
        from (
          select pp.parameter_id, pp.value_num, pp.value_key, pp.value_text,
                 string_agg(pp.product_id::text, ',') as ids
          from product_tag t
          cross join lateral (
            select p.product_id, p.parameter_id, p.value_num, p.value_key, p.value_text from product_param p
            where p.product_id = t.product_id offset 0) pp
          where t.tags @> ${categoryTag} and t.catalog_id = ${catalogId} and t.is_active
          group by pp.parameter_id, pp.value_num, pp.value_key, pp.value_text) v`,
  );
  const parts = partsRow?.packed ? (JSON.parse(partsRow.packed) as [number, number][]) : [];
  const rows = valuesRow?.packed
    ? (JSON.parse(valuesRow.packed) as [number, number | null, string, string, string][])
    : [];
  return buildValueTable(catalogId, parts, rows, at, strings);
}

interface Held {
  table?: ValueTable;
  reading?: Promise<ValueTable | undefined>;
  /** When the last read failed (ms): not tried again for RETRY_AFTER_MS. */
  failedAt?: number;
}

/** A failed read (a statement time-out on a busy database) is not repeated by every ask. */
const RETRY_AFTER_MS = 60_000;

/** The value tables of one database, per category, and which table holds each part. */
export class ValueTables {
  private readonly held = new Map<number, Held>();
  /** The texts of every held table, each once. */
  private strings: Interned = new Map();
  /** The category whose table holds each part, by the part's id. */
  private readonly owner = new Map<number, number>();
  private generation = 0;

  constructor(private readonly ttlMs = TABLE_TTL_MS) {}

  /**
   * The category's table if one was read (an old one while the next is read behind it, through `db`); else
   * undefined, the first read started.
   */
  peek(db: Db, catalogId: number, now = Date.now()): ValueTable | undefined {
    const held = this.held.get(catalogId);
    const due = !held?.table || now - held.table.at >= this.ttlMs;
    if (due && now - (held?.failedAt ?? -RETRY_AFTER_MS) >= RETRY_AFTER_MS) void this.read(db, catalogId);
    return held?.table;
  }

  /** The table holding this active part and its position there, if its category's table was read. */
  placeOf(db: Db, productId: number, now = Date.now()): { table: ValueTable; position: number } | undefined {
    const catalogId = this.owner.get(productId);
    if (catalogId === undefined) return undefined;
    const table = this.peek(db, catalogId, now);
    const position = table?.position.get(productId);
    return table && position !== undefined ? { table, position } : undefined;
  }

  /** Reads the category's table (once at a time), installs it and answers it; undefined when forgotten meanwhile. */
  read(db: Db, catalogId: number): Promise<ValueTable | undefined> {
    const held = this.held.get(catalogId) ?? {};
    this.held.set(catalogId, held);
    if (held.reading) return held.reading;
    const generation = this.generation;
    const reading = readValueTable(db, catalogId, this.strings)
      .then((table) => {
        if (generation !== this.generation) return undefined;
        this.install(held, table);
        held.failedAt = undefined;
        return table;
      })
      .finally(() => {
        held.reading = undefined;
      });
    held.reading = reading;
    // A failed read leaves the old table (or none); it is tried again after RETRY_AFTER_MS.
    reading.catch(() => {
      held.failedAt = Date.now();
    });
    return reading;
  }

  private install(held: Held, table: ValueTable): void {
    const before = held.table;
    if (before)
      for (const id of before.ids) if (this.owner.get(id) === before.catalogId) this.owner.delete(id);
    for (const id of table.ids) this.owner.set(id, table.catalogId);
    held.table = table;
  }

  /** Forgets every table (an edit this copy made must be seen at once); reads under way are dropped. */
  forget(): void {
    this.generation += 1;
    this.held.clear();
    this.owner.clear();
    this.strings = new Map();
  }

  /** How many parts the held tables hold. */
  get parts(): number {
    return this.owner.size;
  }
}

const tablesByDb = new WeakMap<object, ValueTables>();

/**
 * The value tables of this database, or undefined on PGlite (one in-process connection, development and tests,
 * where a change must be seen at once and a category costs little to read as it is asked).
 */
export function valueTablesOf(db: Db): ValueTables | undefined {
  let tables = tablesByDb.get(dataOf(db));
  if (!tables && isPostgresPool(db)) {
    tables = new ValueTables();
    tablesByDb.set(dataOf(db), tables);
  }
  return tables;
}

/** Holds value tables for this database whatever its kind (a test on PGlite), or drops them (`false`). */
export function holdValueTables(db: Db, hold: boolean): void {
  tablesByDb.get(dataOf(db))?.forget();
  if (hold) tablesByDb.set(dataOf(db), new ValueTables());
  else tablesByDb.delete(dataOf(db));
}

/** Forgets this database's value tables (after an operator's edit of parameters or listing). */
export function forgetValueTables(db: Db): void {
  tablesByDb.get(dataOf(db))?.forget();
}

/**
 * Reads every category's table, largest first, one after the other: a copy does this after it starts, so that no
 * buyer's substitutes wait for a table (the database answers them meanwhile). Answers the parts held.
 */
export async function warmValueTables(db: Db): Promise<number> {
  const tables = valueTablesOf(db);
  if (!tables) return 0;
  const categories = await queryRowsPrepared<{ catalog_id: number }>(
    db,
    sql`select t.catalog_id from product_tag t where t.is_active and t.catalog_id is not null
        group by t.catalog_id order by count(*) desc, t.catalog_id`,
  );
  // A category that cannot be read now (a time-out on a busy database) is left to its first ask; the others go on.
  for (const { catalog_id } of categories) await tables.read(db, catalog_id).catch(() => undefined);
  return tables.parts;
}
