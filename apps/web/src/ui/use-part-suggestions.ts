import { useQuery } from '@tanstack/react-query';
import { cleanSearchInput, contract } from '@emall/contract';
import type { SearchHints } from '@emall/contract';
import { call } from '../api/client';
import { useSessionStore } from '../api/session-store';

export interface PartSuggestion {
  partNumber: string;
  brandCodes: string[];
}

/** What qrySearchHints suggests for a text: part numbers, and the categories and brands its names start. */
export interface SearchSuggestions {
  partNumbers: PartSuggestion[];
  categories: SearchHints['categories'];
  brands: SearchHints['brands'];
}

export const NO_SUGGESTIONS: SearchSuggestions = { partNumbers: [], categories: [], brands: [] };

// Stable selectors, so a cached answer is not derived again on every render.
const allHints = (hints: SearchSuggestions) => hints;
const partNumbersOnly = (hints: SearchSuggestions) => hints.partNumbers;

/**
 * One query for both hooks below, so a box and a part-number cell typing the same text ask once. Category
 * names come in the caller's language, hence the language in the key.
 */
function useHintsQuery<T>(term: string, select: (hints: SearchSuggestions) => T) {
  const lang = useSessionStore((s) => s.lang);
  const check = cleanSearchInput(term);
  const code = check.ok ? check.value : '';
  return useQuery({
    queryKey: ['catalog', 'hints', code, lang],
    queryFn: async (): Promise<SearchSuggestions> => {
      const hints = await call(contract.catalog.qrySearchHints, { code }, { silent: true });
      return {
        partNumbers: hints.partNumbers.map(({ mfrPartNumber, brandCodes }) => ({
          partNumber: mfrPartNumber,
          brandCodes,
        })),
        categories: hints.categories,
        brands: hints.brands,
      };
    },
    enabled: check.ok,
    staleTime: 60_000,
    select,
  });
}

/**
 * Suggestions for what the buyer typed, once it holds at least 2 valid characters: part numbers,
 * categories and brands. A failed suggestion is no reason to interrupt typing, so failures stay silent.
 */
export function useSearchSuggestions(term: string) {
  return useHintsQuery(term, allHints);
}

/** Only the part numbers, for inputs that take nothing else (an enquiry line's part-number cell). */
export function usePartSuggestions(term: string) {
  return useHintsQuery(term, partNumbersOnly);
}
