import { normalizePartNumber, SUGGESTION_MIN_LENGTH, type Lang, type SearchHints } from '@emall/contract';
import type { Db } from '../../../platform/db.js';
import { readBrandNames } from '../browse/browse.queries.js';
import { suggestPartNumbers } from '../core/catalog.queries.js';
import { categoryHit, catalogTree } from '../browse/tree.service.js';
import { hintsFor, loadSearchDictionary } from './search-dictionary.js';
import { nameIn } from '../core/localized-name.js';

const PART_NUMBER_LIMIT = 10;
/** Categories and brands offered at most, each. */
const NAME_LIMIT = 5;

/**
 * Suggestions while typing: part numbers as the suggestion call gives them, and the categories and brands
 * whose names start with the text (from the cached dictionary and tree: no statement of their own but the
 * brand names).
 */
export async function searchHints(db: Db, code: string, lang: Lang): Promise<SearchHints> {
  const text = code.trim();
  const key = normalizePartNumber(text);
  if (Array.from(key).length < SUGGESTION_MIN_LENGTH && !/[\p{Script=Han}]/u.test(text))
    return { partNumbers: [], categories: [], brands: [] };
  const [dictionary, tree] = await Promise.all([loadSearchDictionary(db), catalogTree(db)]);
  const named = hintsFor(dictionary, text, NAME_LIMIT);
  const [partNumbers, brands] = await Promise.all([
    Array.from(key).length >= SUGGESTION_MIN_LENGTH ? suggestPartNumbers(db, key, PART_NUMBER_LIMIT) : [],
    readBrandNames(db, named.brandIds),
  ]);
  const brandById = new Map(brands.map((b) => [b.id, b]));
  return {
    partNumbers: partNumbers.map((r) => ({ mfrPartNumber: r.mfr_part_number, brandCodes: r.brand_codes })),
    categories: named.catalogIds.flatMap((id) => {
      const hit = categoryHit(tree, id, tree.byId.get(id)?.count ?? 0, lang);
      return hit ? [hit] : [];
    }),
    brands: named.brandIds.flatMap((id) => {
      const b = brandById.get(id);
      return b
        ? [
            {
              brandCode: b.brand_code,
              brandName: nameIn(b, lang),
            },
          ]
        : [];
    }),
  };
}
