import type { SearchSuggestions } from './use-part-suggestions';

/** One pickable line of the search box's list; its kind is the group it is listed under. */
export type HintOption =
  | { kind: 'partNumber'; key: string; partNumber: string; brandCodes: string[] }
  | {
      kind: 'category';
      key: string;
      catalogId: number;
      name: string;
      parentName: string | null;
      count: number;
    }
  | { kind: 'brand'; key: string; brandCode: string; brandName: string };

export type HintGroup = HintOption['kind'];

/** The groups in the order the list shows them: what the buyer most likely typed first. */
export const HINT_GROUPS: readonly HintGroup[] = ['partNumber', 'category', 'brand'];

/**
 * The suggestions as one list for the keyboard (arrows walk through the groups in order). Without catalog
 * hints only part numbers are offered (a box that searches something else than the shop's catalog).
 */
export function hintOptions(hints: SearchSuggestions, withCatalogHints: boolean): HintOption[] {
  const partNumbers: HintOption[] = hints.partNumbers.map(({ partNumber, brandCodes }) => ({
    kind: 'partNumber',
    key: `p:${partNumber}`,
    partNumber,
    brandCodes,
  }));
  if (!withCatalogHints) return partNumbers;
  const categories: HintOption[] = hints.categories.map((category) => ({
    kind: 'category',
    key: `c:${category.catalogId}`,
    catalogId: category.catalogId,
    name: category.name,
    parentName: category.parentName,
    count: category.count,
  }));
  const brands: HintOption[] = hints.brands.map(({ brandCode, brandName }) => ({
    kind: 'brand',
    key: `b:${brandCode}`,
    brandCode,
    brandName,
  }));
  return [...partNumbers, ...categories, ...brands];
}
