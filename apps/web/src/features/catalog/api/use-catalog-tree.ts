import { useQuery } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';

/**
 * The category tree with counts. Names come in the caller's language, so the language is part of the key.
 * The page shows a failure itself (with the client's text), hence quiet.
 */
export function useCatalogTree() {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: ['catalog', 'tree', lang],
    queryFn: () => call(contract.catalog.qryCatalogTree, {}, { quiet: true }),
    staleTime: 5 * 60_000,
  });
}
