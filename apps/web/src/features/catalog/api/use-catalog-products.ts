import { useQuery } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';
import { toCatalogBody } from '../catalog-filter-state';
import type { CatalogFilterState } from '../catalog-filter-state';

/**
 * One page of a category's products with its filter table. While the next answer loads the previous one
 * stays on screen, so the filters and the table keep their place. An unknown category is a state of the page
 * (it shows the client's text for the failure), not a toast: hence quiet.
 */
export function useCatalogProducts(catalogId: number | undefined, state: CatalogFilterState) {
  const lang = useSessionStore((s) => s.lang);
  // An id that names no category is never sent (enabled below); 0 only fills the body's place.
  const body = toCatalogBody(catalogId ?? 0, state);
  return useQuery({
    queryKey: ['catalog', 'products', body, lang],
    queryFn: () => call(contract.catalog.qryCatalogProducts, body, { quiet: true }),
    enabled: catalogId !== undefined,
    // Another category's answer must not stand in for this one's (its filters would not fit).
    placeholderData: (previous) => (previous?.node.catalogId === catalogId ? previous : undefined),
  });
}
