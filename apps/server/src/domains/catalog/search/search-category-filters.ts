import { sql, type SQL } from 'drizzle-orm';
import type { CategoryFilter } from '@emall/contract';
import { arrayParam, queryRowsPrepared, type Db } from '../../../platform/db.js';
import { readBrandNames } from '../browse/browse.queries.js';
import type { QueryWord } from './search-query.js';

/**
 * The words of a query a category page can filter by, per category the matches fall in: a value, a package
 * or a dielectric becomes the filter of the one parameter of that category that holds it, and a brand the
 * brand filter, so that the search's category links open the page already narrowed as the query was. A value
 * that two parameters of a category hold ('3.3V': rated and output voltage) is left out there: the search
 * meant either, a filter would mean both.
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
            word.alternatives.map((a) => sql`(pa.unit = ${a.unit} and f.value_num = ${a.value})`),
            sql` or `,
          )})`
        : null;
    case 'package':
      return sql`(pa.code = 'package' and f.value_key collate "C" = ${word.key})`;
    case 'parameter':
      return sql`f.value_key collate "C" = ${word.key}`;
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
): Promise<FacetHitRow[]> {
  const branches = words.flatMap((word, index) => {
    const condition = facetCondition(word);
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

/** Per category id: the filters its page opens with for this query (categories without any are absent). */
export async function categoryFiltersOf(
  db: Db,
  catalogIds: readonly number[],
  words: readonly QueryWord[],
): Promise<Map<number, CategoryFilters>> {
  const out = new Map<number, CategoryFilters>();
  if (!catalogIds.length) return out;
  const brandIds = words.flatMap((w) => (w.kind === 'brand' ? w.brandIds : []));
  const [hits, brands] = await Promise.all([facetHits(db, catalogIds, words), readBrandNames(db, brandIds)]);
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
    const values = new Map<string, Set<string>>();
    for (const byCode of byCategory.get(id)?.values() ?? []) {
      const [only, ...others] = [...byCode.entries()];
      if (!only || others.length) continue;
      const [code, keys] = only;
      values.set(code, new Set([...(values.get(code) ?? []), ...keys]));
    }
    const filters = [...values.entries()]
      .map(([code, keys]) => ({ code, values: [...keys].sort() }))
      .sort((a, b) => a.code.localeCompare(b.code));
    if (filters.length || brandCodes.length) out.set(id, { filters, brandCodes });
  }
  return out;
}
