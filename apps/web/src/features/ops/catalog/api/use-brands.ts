import { useQuery, useQueryClient } from '@tanstack/react-query';
import { opsContract } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { catalogKeys } from './catalog-keys';

const calls = opsContract.opsBrand;
/** Brands a page, in the list and among the targets of a merge. */
export const BRAND_PAGE_SIZE = 20;

/** The brands found by any word of their code, names or aliases, 20 a page. */
export function useBrandPage(keyword: string, pageNo: number) {
  return useQuery({
    queryKey: catalogKeys.brandPage(keyword, pageNo),
    queryFn: () => call(calls.qryBrandByPage, { keyword, pageNo, pageSize: BRAND_PAGE_SIZE }),
  });
}

/** The first 20 brands for the search typed in "Merge into…". */
export function useMergeTargets(search: string) {
  return useQuery({
    queryKey: catalogKeys.mergeTargets(search),
    queryFn: () => call(calls.qryBrandByPage, { keyword: search, pageSize: BRAND_PAGE_SIZE }),
  });
}

/** Folds one brand into another; once merged, the brand lists are read again (failures: the client shows them). */
export function useMergeBrand() {
  const client = useQueryClient();
  return async (sourceId: number, targetId: number) => {
    const merged = await call(calls.mergeBrand, { sourceId, targetId });
    void client.invalidateQueries({ queryKey: catalogKeys.brands });
    return merged;
  };
}
