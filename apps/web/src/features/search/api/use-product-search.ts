import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import { call } from '../../../api/client';
import { isSearchable, toSearchBody } from '../search-state';
import type { SearchState } from '../search-state';

/** One page of the part-number search; the previous page stays shown while the next loads. */
export function useProductSearch(state: SearchState) {
  const body = toSearchBody(state);
  return useQuery({
    queryKey: ['catalog', 'search', body],
    queryFn: () => call(contract.catalog.qryProduct4Emall, body),
    enabled: isSearchable(state),
    placeholderData: keepPreviousData,
  });
}
