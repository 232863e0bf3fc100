import { useQuery } from '@tanstack/react-query';
import { contract, HOT_MFR_PN_PAGE_SIZE, STATUS_ACTIVE } from '@emall/contract';
import { call } from '../../../api/client';

/** The hot part numbers, loaded on entering /global: unpaged (-1), active entries only. */
export function useHotPartNumbers() {
  return useQuery({
    queryKey: ['catalog', 'hotMfrPn'],
    queryFn: () =>
      call(contract.catalog.queryHotMfrPnListByPage4Emall, {
        pageNo: HOT_MFR_PN_PAGE_SIZE,
        pageSize: HOT_MFR_PN_PAGE_SIZE,
        effStatus: STATUS_ACTIVE,
      }),
    staleTime: 5 * 60_000,
  });
}
