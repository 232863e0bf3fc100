import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract, SAMPLE_LIST_PAGE_SIZE } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';

/**
 * The /sample filter: a catalog entry, or (from /sample?spuId=…) one product, and a part number or brand
 * keyword; pageNo counts from 1.
 */
export interface SampleFilters {
  productCatalogId?: string;
  spuId?: string;
  keyword?: string;
  pageNo: number;
}

/** The catalog entries that hold sample products; names follow the language, so it is in the key. */
export function useSampleParams() {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: ['samples', 'params', lang],
    queryFn: () => call(contract.sample.qrySampleParams),
  });
}

/** Products open to sampling, 10 a page; the previous page stays shown while the next loads. */
export function useSamplePage(filters: SampleFilters) {
  const lang = useSessionStore((s) => s.lang);
  const body = {
    pageNo: filters.pageNo,
    pageSize: SAMPLE_LIST_PAGE_SIZE,
    productCatalogId: filters.productCatalogId ? Number(filters.productCatalogId) : undefined,
    spuId: filters.spuId,
    keyword: filters.keyword || undefined,
  };
  return useQuery({
    queryKey: ['samples', 'page', body, lang],
    queryFn: () => call(contract.sample.qrySampleList4Page, body),
    placeholderData: keepPreviousData,
  });
}
