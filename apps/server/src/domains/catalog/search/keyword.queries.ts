import { sql, type SQL } from 'drizzle-orm';
import { arrayParam, containsPattern } from '../../../platform/db.js';
import {
  anyParamKeyTag,
  brandTag,
  CATEGORY_TAG_PREFIX,
  paramKeyTag,
  paramNumTag,
} from '../parameters/param-tags.js';
import { prefixUpperBound } from '../core/prefix-bound.js';
import type { QueryWord } from './search-query.js';
import { parameterWordTags } from './search-word-parameters.js';
import { NO_SENSE, type SearchSense, type ValueComparison } from './search-sense.js';

/**
 * The conditions on a product `p` that a query's words put (docs/search.md): each word narrows, all of them
 * must hold. Values, packages and dielectrics are tags of the product's parameters, looked up at once in the
 * tags' GIN index (product_tag) with the brand and category words beside them; alone, brands and categories are
 * ids of the product row; a plain word matches the start of a part number, a parameter's key or the description.
 */

/** Words shorter than this are not looked up inside descriptions: a trigram index cannot answer them. */
const MIN_DESCRIPTION_WORD = 3;

const paramWithKey = (key: string) =>
  sql`select pp.product_id from product_param pp where pp.value_key collate "C" = ${key}`;

/**
 * What a word asks of a product's tags (product_tag): all of `all`, or at least one of `any` (a value in any
 * parameter kept in its unit under any of its readings, one of the brands a phrase names, one of the nodes of a
 * category word).
 */
type TagNeed = { all: string } | { any: SQL };

function valueTags(word: Extract<QueryWord, { kind: 'value' }>): SQL {
  const tags = word.alternatives.map((a) =>
    a.parameterIds
      ? arrayParam(
          a.parameterIds.map((id) => paramNumTag(id, a.value)),
          'text',
        )
      : // Not resolved from the vocabulary: through the parameter table, tagged by the database's own function.
        sql`array(select param_num_tag(pa.id, ${a.value}::float8) from parameter pa where pa.unit = ${a.unit})`,
  );
  return tags.length === 1 && tags[0] ? tags[0] : sql`(${sql.join(tags, sql` || `)})`;
}

function tagNeed(word: QueryWord): TagNeed | null {
  switch (word.kind) {
    case 'value':
      return word.alternatives.length ? { any: valueTags(word) } : null;
    case 'package': {
      // Any spelling of the package ('SOIC-8': SOIC8, SOP8 or SO8; search-package-spellings.ts).
      const keys = [word.key, ...(word.sameAs ?? [])];
      const { parameterId } = word;
      if (parameterId === undefined)
        return {
          any: sql`array(select pa.id::text || ':' || k from parameter pa, unnest(${arrayParam(keys, 'text')}) k
                         where pa.code = 'package')`,
        };
      return keys.length === 1
        ? { all: paramKeyTag(parameterId, word.key) }
        : {
            any: arrayParam(
              keys.map((key) => paramKeyTag(parameterId, key)),
              'text',
            ),
          };
    }
    case 'parameter':
      // A curated value word ('P沟道') names several keys of its parameter: any of them.
      return word.keys
        ? { any: arrayParam(parameterWordTags(word), 'text') }
        : { all: anyParamKeyTag(word.key) };
    case 'brand':
      return word.brandIds.length ? { any: arrayParam(word.brandIds.map(brandTag), 'text') } : null;
    case 'category':
      return word.catalogIds.length
        ? {
            any: sql`array(select ${CATEGORY_TAG_PREFIX}::text || n.id from (${categoryNodes(word.catalogIds)}) n)`,
          }
        : null;
    case 'text':
      return null;
  }
}

/**
 * The tag words of a query as one lookup in the tags' GIN index, which intersects the parts of each word inside
 * the index: `100nF 0402 X7R` reads three posting lists, not 42,695 '0402' rows merged
 * with 3,990 of 100 nF and then 515 parts checked one by one (docs/performance.md).
 */
function tagCondition(needs: readonly TagNeed[]): SQL {
  const all = needs.flatMap((n) => ('all' in n ? [n.all] : []));
  const parts: SQL[] = [];
  if (all.length) parts.push(sql`tg.tags @> ${arrayParam(all, 'text')}`);
  for (const need of needs) if ('any' in need) parts.push(sql`tg.tags && ${need.any}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * A category word names nodes. A top node stands for its subcategories, unless the word also named some of
 * them: then it meant those ('MOSFET' names the subcategory 'MOSFETs' and, by its name, the top node
 * 'Triode/MOS Tube/Transistor', whose other subcategories are no MOSFETs).
 */
function categoryNodes(ids: readonly number[]): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`select c.id from catalog c
    where c.id in (${list})
       or (c.parent_id in (${list})
           and not exists (select 1 from catalog k where k.parent_id = c.parent_id and k.id in (${list})))`;
}

function categoryCondition(ids: readonly number[]): SQL {
  return sql`p.catalog_id in (${categoryNodes(ids)})`;
}

/**
 * A plain word: the start of a part number, a parameter value's key, or (3 characters and more) the description.
 * `asSet` writes it as one set of ids from those three indexes, so the planner can start from it; otherwise it is
 * a condition checked on each part the other words found.
 */
export function textCondition(text: string, key: string, asSet = false, tagsJoined = false): SQL {
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
      // Beside tag words the part's tags are at hand: a sub-select here would be charged by the planner on
      // every part it checks, which made it scan the whole product table instead ('STM32 LQFP48').
      tagsJoined
        ? sql`tg.tags @> ${arrayParam([anyParamKeyTag(key)], 'text')}`
        : sql`p.id in (${paramWithKey(key)})`,
    );
  }
  if (describes) parts.push(sql`p.product_desc ilike ${containsPattern(text)}`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** A plain word this long names a part or a series ('LM358', 'STM32F103'), not a family ('GRM', 'TPS'). */
const SELECTIVE_WORD = 5;

/**
 * Whether a plain word is read as a set: a selective one beside brands only. A brand's parts are many (up to
 * 28,000), and checking them one by one against the description ('TI LM358', 'ST STM32F103') costs an order of
 * magnitude more than the word's own three indexes. A family word names more parts than the brand has ('Murata
 * GRM': 33,000 against 8,939), so checks are cheaper than the set, and beside a value, package, parameter or
 * category word the plain words stay checks on the parts those found, which the planner reads first (1,599 LQFP48
 * parts against 48,000 'STM32' ones; the 'ESP32' part numbers among the modules).
 */
function plainWordAsSet(word: QueryWord, words: readonly QueryWord[]): boolean {
  return (
    word.kind === 'text' &&
    word.key.length >= SELECTIVE_WORD &&
    words.some((w) => w.kind === 'brand') &&
    words.every((w) => w.kind === 'brand' || w.kind === 'text')
  );
}

/** The condition of a brand, category or plain word. */
function wordCondition(
  word: Extract<QueryWord, { kind: 'brand' | 'category' | 'text' }>,
  plainAsSet: boolean,
  tagsJoined: boolean,
): SQL {
  switch (word.kind) {
    case 'brand':
      return word.brandIds.length
        ? sql`p.brand_id in (${sql.join(
            word.brandIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`;
    case 'category':
      return word.catalogIds.length ? categoryCondition(word.catalogIds) : sql`false`;
    case 'text':
      return textCondition(word.text, word.key, plainAsSet, tagsJoined);
  }
}

/**
 * What a keyword stage's condition reads: 'product', the product row `p` (no value, package or parameter word);
 * 'tags', the parts' tags row `tg` and, as `p`, the copy of the product columns it carries (value, package,
 * parameter, brand and category words); 'tags and product', the tags and the product row (a plain word beside
 * them is looked for in the description). The stage's statements read those tables (search.queries.ts).
 */
export type KeywordSource = 'product' | 'tags' | 'tags and product';

export interface KeywordMatch {
  source: KeywordSource;
  where: SQL;
}

/**
 * Whether a query's keyword stage reads the tags: it has a value (but a rating or tolerance, compared as a number),
 * package or parameter word.
 */
export function readsTags(words: readonly QueryWord[], sense: SearchSense = NO_SENSE): boolean {
  return words.some(
    (w, i) =>
      (w.kind === 'value' && !isRange(sense.comparisons[i])) ||
      w.kind === 'package' ||
      w.kind === 'parameter',
  );
}

/** Whether a word is compared as a range (at least, at most): no tag holds it. An equal number is one tag. */
function isRange(comparison: ValueComparison | undefined): boolean {
  return comparison !== undefined && comparison.direction !== 'equal';
}

/**
 * A rating at least, or a tolerance at most, on the number of that one parameter of the part; a part without the
 * parameter is not listed. Beside a tag lookup (`perPart`) it is a check on each part the tags found, read by the
 * part's id and the parameter's (product_param's primary key): a sub-select per part, which PostgreSQL never turns
 * into a join over every rated part ('4.7uH 2A': 2,233 parts checked, where 63,000 are rated 2 A or more). Without
 * one ('电容 25V') the category's parts are many and the planner, which plans that statement with its values,
 * chooses: each part checked, or the parameter's index read from the value on ('电容 1000V': far cheaper by the
 * 5,000 parts rated 1 kV or more than part by part through 56,000 capacitors).
 */
function comparisonCondition(comparison: ValueComparison, perPart: boolean): SQL {
  if (comparison.parameterId === undefined) return sql`false`;
  const operator = comparison.direction === 'atLeast' ? sql`>=` : sql`<=`;
  return perPart
    ? sql`(select r.value_num from product_param r
           where r.product_id = p.id and r.parameter_id = ${comparison.parameterId}) ${operator} ${comparison.value}::float8`
    : sql`p.id in (select r.product_id from product_param r
                   where r.parameter_id = ${comparison.parameterId} and r.value_num ${operator} ${comparison.value}::float8)`;
}

/**
 * The parts listed first in a keyword stage: those of the categories whose main value the query asks
 * (SearchSense.mainCatalogIds); never null, so that its negation lists the others.
 */
export function mainValueCondition(catalogIds: readonly number[]): SQL | undefined {
  return catalogIds.length
    ? sql`coalesce(p.catalog_id = any(${arrayParam(catalogIds, 'int')}), false)`
    : undefined;
}

/**
 * Every word's condition, joined by AND. With value, package or parameter words the stage reads the products
 * whose tags hold them all (one GIN lookup, `tg`) and checks the other words on each; without, it checks every
 * word on the products. A value word none of whose readings has a unit the vocabulary keeps finds nothing. A
 * rating or a tolerance (`sense`) is a check of its parameter's number on each part; a main value of one parameter
 * (a resettable fuse's hold current) is that parameter's tag of the number.
 */
export function keywordMatch(words: readonly QueryWord[], sense: SearchSense = NO_SENSE): KeywordMatch {
  const tagged = readsTags(words, sense);
  const needs: TagNeed[] = [];
  const others: Extract<QueryWord, { kind: 'brand' | 'category' | 'text' }>[] = [];
  const compared: ValueComparison[] = [];
  let impossible = false;
  for (const [i, word] of words.entries()) {
    const comparison = sense.comparisons[i];
    if (comparison?.direction === 'equal') {
      // A main value of one parameter (a resettable fuse's hold current): that parameter's tag of the number.
      if (comparison.parameterId === undefined) impossible = true;
      else needs.push({ all: paramNumTag(comparison.parameterId, comparison.value) });
      continue;
    }
    if (comparison) {
      compared.push(comparison);
      continue;
    }
    // Brands and categories are tags too, but only worth the index beside a parameter word: alone they are
    // columns of the product, and products without parameters have no tags.
    if (word.kind === 'text' || (!tagged && (word.kind === 'brand' || word.kind === 'category'))) {
      others.push(word);
      continue;
    }
    const need = tagNeed(word);
    if (need) needs.push(need);
    else impossible = true;
  }
  const conditions = others.map((word) => wordCondition(word, plainWordAsSet(word, words), tagged));
  if (tagged) conditions.unshift(tagCondition(needs));
  conditions.push(...compared.map((c) => comparisonCondition(c, tagged)));
  if (impossible) conditions.push(sql`false`);
  const source: KeywordSource = !tagged ? 'product' : others.length ? 'tags and product' : 'tags';
  return { source, where: conditions.length ? sql.join(conditions, sql` and `) : sql`true` };
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
