import { useQuery } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import type { BrandPageCode } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';

/**
 * The brand site's content, answered in the caller's language: the language is part of each key, so a switch
 * reads the page again in the new language (and the previous language's answer is never shown for it).
 */
export function useBrandSite() {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: ['brand', 'site', lang],
    queryFn: () => call(contract.brand.qryBrandSite),
    staleTime: 5 * 60_000,
  });
}

export function useBrandProduct(productCode: string) {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: ['brand', 'product', productCode, lang],
    // An unknown code is a 404 whose message the client already showed; the page then says so itself.
    queryFn: () => call(contract.brand.qryBrandProduct, { productCode }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useBrandPage(pageCode: BrandPageCode) {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: ['brand', 'page', pageCode, lang],
    queryFn: () => call(contract.brand.qryBrandPage, { pageCode }),
    staleTime: 5 * 60_000,
  });
}
