import { useQuery } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import { call } from './client';
import { useSessionStore } from './session-store';

/**
 * The category tree with counts, for the category tree page and the home page's categories: one call and one
 * cache entry, so the tree either page read is the one the other opens with. Names come in the caller's language,
 * so the language is part of the key. The pages show a failure themselves (with the client's text), hence quiet.
 */
export function useCatalogTree() {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: ['catalog', 'tree', lang],
    queryFn: () => call(contract.catalog.qryCatalogTree, {}, { quiet: true }),
    staleTime: 5 * 60_000,
  });
}
