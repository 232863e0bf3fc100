import { sql, type SQL } from 'drizzle-orm';
import type { CategoryFilter } from '@emall/contract';
import { arrayParam, queryRowsPrepared, type Db } from '../../../platform/db.js';
import { readBrandNames } from '../browse/browse.queries.js';
import { VOCABULARY_BY_CODE } from '../parameters/param-vocabulary.js';
import { numberKey } from '../parameters/product-params.js';
import type { QueryWord } from './search-query.js';
import { searchSense, type SearchSense } from './search-sense.js';

/**
 * The words of a query a category page can filter by, per category the matches fall in: a value, a package
 * or a dielectric becomes the filter of the one parameter of that category that holds it, and a brand the
 * brand filter, so that the search's category links open the page already narrowed as the query was. A value
 * that two parameters of a category hold ('3.3V': rated and output voltage) is left out there: the search
 * meant either, a filter would mean both. A rating or a tolerance (search-sense.ts) is its parameter's range,
 * from the value up or down to it ('10uF 25V': voltage rating 25 V and more), in every category: the search
 * listed only parts that have it.
 */

interface FacetHitRow {
  catalog_id: number;
  word: number;
  code: string;
  value_key: string;
}

/** The condition on a category_facet row (f, its parameter pa) that a word's search condition matches. */
function facetCondition(word: QueryWord): SQL | null {
  switch (word.kind) {
    case 'value':
      return word.alternatives.length
        ? sql`(${sql.join(
            // A count's unit is its parameter's code ('pins').
            word.alternatives.map(
              (a) => sql`((pa.unit = ${a.unit} or pa.code = ${a.unit}) and f.value_num = ${a.value})`,
            ),
            sql` or `,
          )})`
        : null;
    case 'package':
      // Every spelling of the package the search matched ('SOIC-8': SOIC8, SOP8, SO8) is a value of the filter.
      return sql`(pa.code = 'package' and f.value_key collate "C" = any(${arrayParam([word.key, ...(word.sameAs ?? [])], 'text')}))`;
    case 'parameter':
      return word.keys
        ? sql`(pa.code = ${word.code ?? ''} and f.value_key collate "C" = any(${arrayParam(word.keys, 'text')}))`
        : sql`f.value_key collate "C" = ${word.key}`;
    case 'brand':
    case 'category':
    case 'text':
      // A brand is the page's brand filter; a category is the page itself; text has no filter.
      return null;
  }
}

function facetHits(
  db: Db,
  catalogIds: readonly number[],
  words: readonly QueryWord[],
  sense: SearchSense,
): Promise<FacetHitRow[]> {
  const branches = words.flatMap((word, index) => {
    const condition = sense.comparisons[index] ? null : facetCondition(word);
    return condition
      ? [
          sql`(select f.catalog_id, ${index}::int as word, pa.code, f.value_key
               from category_facet f join parameter pa on pa.id = f.parameter_id
               where f.catalog_id = any(${arrayParam(catalogIds, 'int')}) and ${condition})`,
        ]
      : [];
  });
  if (!branches.length) return Promise.resolve([]);
  // The categories as one array: one statement text per kind of query, prepared once per connection.
  return queryRowsPrepared<FacetHitRow>(db, sql.join(branches, sql` union all `));
}

export interface CategoryFilters {
  filters: CategoryFilter[];
  brandCodes: string[];
}

/** The main values of one parameter (a resettable fuse's hold current) as that parameter's value keys. */
function equalsOf(sense: SearchSense): Map<string, Set<string>> {
  const equals = new Map<string, Set<string>>();
  for (const c of sense.comparisons) {
    if (c?.direction !== 'equal') continue;
    const kind = VOCABULARY_BY_CODE.get(c.code)?.kind;
    const key = numberKey(c.value, typeof kind === 'object' ? kind.quantity : null);
    equals.set(c.code, (equals.get(c.code) ?? new Set<string>()).add(key));
  }
  return equals;
}

/** The ratings and tolerances of a query as ranges by parameter code (two of one parameter: the narrower). */
function rangesOf(sense: SearchSense): Map<string, { min?: number; max?: number }> {
  const ranges = new Map<string, { min?: number; max?: number }>();
  for (const c of sense.comparisons) {
    if (!c || c.direction === 'equal') continue;
    const range = ranges.get(c.code) ?? {};
    if (c.direction === 'atLeast') range.min = Math.max(range.min ?? -Infinity, c.value);
    else range.max = Math.min(range.max ?? Infinity, c.value);
    ranges.set(c.code, range);
  }
  return ranges;
}

/** Per category id: the filters its page opens with for this query (categories without any are absent). */
export async function categoryFiltersOf(
  db: Db,
  catalogIds: readonly number[],
  words: readonly QueryWord[],
): Promise<Map<number, CategoryFilters>> {
  const out = new Map<number, CategoryFilters>();
  if (!catalogIds.length) return out;
  const brandIds = words.flatMap((w) => (w.kind === 'brand' ? w.brandIds : []));
  const sense = await searchSense(db, words);
  const [hits, brands] = await Promise.all([
    facetHits(db, catalogIds, words, sense),
    readBrandNames(db, brandIds),
  ]);
  const ranges = rangesOf(sense);
  const equals = equalsOf(sense);
  const brandCodes = brands.map((b) => b.brand_code).sort();
  // catalog → word → parameter code → value keys
  const byCategory = new Map<number, Map<number, Map<string, Set<string>>>>();
  for (const hit of hits) {
    const byWord = byCategory.get(hit.catalog_id) ?? new Map<number, Map<string, Set<string>>>();
    byCategory.set(hit.catalog_id, byWord);
    const byCode = byWord.get(hit.word) ?? new Map<string, Set<string>>();
    byWord.set(hit.word, byCode);
    byCode.set(hit.code, (byCode.get(hit.code) ?? new Set<string>()).add(hit.value_key));
  }
  for (const id of catalogIds) {
    const values = new Map<string, Set<string>>(equals);
    for (const byCode of byCategory.get(id)?.values() ?? []) {
      const [only, ...others] = [...byCode.entries()];
      if (!only || others.length) continue;
      const [code, keys] = only;
      values.set(code, new Set([...(values.get(code) ?? []), ...keys]));
    }
    const filters: CategoryFilter[] = [
      ...[...values.entries()].map(([code, keys]) => ({ code, values: [...keys].sort() })),
      ...[...ranges.entries()].map(([code, range]) => ({ code, values: [], ...range })),
    ].sort((a, b) => a.code.localeCompare(b.code));
    if (filters.length || brandCodes.length) out.set(id, { filters, brandCodes });
  }
  return out;
}
