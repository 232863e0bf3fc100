import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../../platform/db.js';
import { prefixUpperBound } from '../parameters/param-keys.js';
import type { QueryValue, QueryWord } from './search-query.js';

/**
 * The conditions on a product `p` that a query's words put (docs/search.md): each word narrows, all of them
 * must hold. Values, packages and dielectrics are looked up in product_param by their number or key (its
 * indexes answer each word alone, the planner intersects them); brands and categories are ids; a plain word
 * matches the start of a part number, a parameter's key or the description.
 */

/** Words shorter than this are not looked up inside descriptions: a trigram index cannot answer them. */
const MIN_DESCRIPTION_WORD = 3;

const paramWithKey = (key: string) =>
  sql`select pp.product_id from product_param pp where pp.value_key collate "C" = ${key}`;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The parameters of a unit: by id once resolved (search-word-parameters.ts), else through the parameter table. */
function parametersOfUnit(value: QueryValue): SQL {
  if (!value.parameterIds)
    return sql`pp.parameter_id in (select pa.id from parameter pa where pa.unit = ${value.unit})`;
  return value.parameterIds.length ? sql`pp.parameter_id in (${idList(value.parameterIds)})` : sql`false`;
}

/** A value with its unit: any parameter kept in that unit holds exactly that (canonical) number. */
function valueCondition(word: Extract<QueryWord, { kind: 'value' }>): SQL {
  const each = word.alternatives.map(
    (a) =>
      sql`p.id in (select pp.product_id from product_param pp
                   where ${parametersOfUnit(a)} and pp.value_num = ${a.value})`,
  );
  return each.length === 1 && each[0] ? each[0] : sql`(${sql.join(each, sql` or `)})`;
}

function packageCondition(word: Extract<QueryWord, { kind: 'package' }>): SQL {
  const parameter =
    word.parameterId === undefined
      ? sql`(select pa.id from parameter pa where pa.code = 'package')`
      : sql`${word.parameterId}`;
  return sql`p.id in (select pp.product_id from product_param pp
                      where pp.value_key collate "C" = ${word.key} and pp.parameter_id = ${parameter})`;
}

/**
 * A category word names nodes. A top node stands for its subcategories, unless the word also named some of
 * them: then it meant those ('MOSFET' names the subcategory 'MOSFETs' and, by its name, the top node
 * 'Triode/MOS Tube/Transistor', whose other subcategories are no MOSFETs).
 */
function categoryCondition(ids: readonly number[]): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`p.catalog_id in (
    select c.id from catalog c
    where c.id in (${list})
       or (c.parent_id in (${list})
           and not exists (select 1 from catalog k where k.parent_id = c.parent_id and k.id in (${list}))))`;
}

/**
 * A plain word: the start of a part number, a parameter value's key, or (3 characters and more) the description.
 * `asSet` writes it as one set of ids from those three indexes, so the planner can start from it; otherwise it is
 * a condition checked on each part the other words found.
 */
export function textCondition(text: string, key: string, asSet = false): SQL {
  const describes = Array.from(text).length >= MIN_DESCRIPTION_WORD;
  if (asSet) {
    const sources: SQL[] = [];
    if (key !== '')
      sources.push(
        sql`select k.id from product k
            where k.mfr_pn_key collate "C" >= ${key} and k.mfr_pn_key collate "C" < ${prefixUpperBound(key)}`,
        paramWithKey(key),
      );
    if (describes)
      sources.push(sql`select d.id from product d where d.product_desc ilike ${containsPattern(text)}`);
    return sources.length ? sql`p.id in (${sql.join(sources, sql` union all `)})` : sql`false`;
  }
  const parts: SQL[] = [];
  if (key !== '') {
    parts.push(
      sql`(p.mfr_pn_key collate "C" >= ${key} and p.mfr_pn_key collate "C" < ${prefixUpperBound(key)})`,
      sql`p.id in (${paramWithKey(key)})`,
    );
  }
  if (describes) parts.push(sql`p.product_desc ilike ${containsPattern(text)}`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** A plain word this long names a part or a series ('LM358', 'STM32F103'), not a family ('GRM', 'TPS'). */
const SELECTIVE_WORD = 5;

/**
 * Whether a plain word is read as a set: a selective one beside brands only. A brand's parts are many (up to
 * 28,000) and checked one by one against the description 'TI LM358' cost 120 ms, where the word's own three
 * indexes answer in 9 ms ('ST STM32F103': 54 against 10). A family word names more parts than the brand has
 * ('Murata GRM': 33,000 against 8,939; 32 ms as checks, 162 ms as a set), and beside a value, package, parameter
 * or category word the plain words stay checks on the parts those found, which the planner reads first (1,599
 * LQFP48 parts against 48,000 'STM32' ones; the 'ESP32' part numbers among the modules, 7 ms against 80).
 */
function plainWordAsSet(word: QueryWord, words: readonly QueryWord[]): boolean {
  return (
    word.kind === 'text' &&
    word.key.length >= SELECTIVE_WORD &&
    words.some((w) => w.kind === 'brand') &&
    words.every((w) => w.kind === 'brand' || w.kind === 'text')
  );
}

/** The condition of one word. */
export function wordCondition(word: QueryWord, plainAsSet = false): SQL {
  switch (word.kind) {
    case 'value':
      return word.alternatives.length ? valueCondition(word) : sql`false`;
    case 'package':
      return packageCondition(word);
    case 'brand':
      return word.brandIds.length
        ? sql`p.brand_id in (${sql.join(
            word.brandIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`;
    case 'category':
      return word.catalogIds.length ? categoryCondition(word.catalogIds) : sql`false`;
    case 'parameter':
      return sql`p.id in (${paramWithKey(word.key)})`;
    case 'text':
      return textCondition(word.text, word.key, plainAsSet);
  }
}

/** Every word's condition, joined by AND. */
export function keywordCondition(words: readonly QueryWord[]): SQL {
  return sql.join(
    words.map((word) => wordCondition(word, plainWordAsSet(word, words))),
    sql` and `,
  );
}

/**
 * The fallback when the words read as parameters find nothing: every word, as written, in the description
 * or at the start of the part number.
 */
export function descriptionCondition(words: readonly QueryWord[]): SQL {
  return sql.join(
    words.map((w) => textCondition(w.text, w.kind === 'text' ? w.key : '')),
    sql` and `,
  );
}
