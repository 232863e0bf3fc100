import { useQuery } from '@tanstack/react-query';
import { cleanSearchInput, contract, SUGGESTION_BU_TENANT_CODE } from '@emall/contract';
import { call } from '../api/client';

export interface PartSuggestion {
  partNumber: string;
  brandCodes: string[];
}

/**
 * Suggestions for what the buyer typed, once it holds at least 2 valid characters (SPEC §5). A failed
 * suggestion is no reason to interrupt typing, so failures stay silent.
 */
export function usePartSuggestions(term: string) {
  const check = cleanSearchInput(term);
  const code = check.ok ? check.value : '';
  return useQuery({
    queryKey: ['catalog', 'suggestions', code],
    queryFn: async (): Promise<PartSuggestion[]> => {
      const byPartNumber = await call(
        contract.catalog.qryEmallMfrPartNumber,
        { code, buTenantCode: SUGGESTION_BU_TENANT_CODE },
        { silent: true },
      );
      return Object.entries(byPartNumber).map(([partNumber, brandCodes]) => ({ partNumber, brandCodes }));
    },
    enabled: check.ok,
    staleTime: 60_000,
  });
}
