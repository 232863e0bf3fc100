import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readCatalogState, writeCatalogState } from './catalog-filter-state';
import type { CatalogFilterState } from './catalog-filter-state';

/**
 * The category page's filters as the address holds them. Every change is a new history entry, so back and
 * forward step through the buyer's choices; the window stays where it is (ticking a value far down the page
 * must not throw the buyer back to the top). The new address is rendered at once rather than in a transition:
 * each change is built from the state on screen, so a second change made before a deferred render (a sort,
 * then a quantity typed straight after) would otherwise be built from the old state and drop the first.
 */
export function useCatalogState(): [CatalogFilterState, (next: CatalogFilterState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readCatalogState(params), [params]);
  const apply = (next: CatalogFilterState) => {
    setParams(writeCatalogState(next), { preventScrollReset: true, flushSync: true });
  };
  return [state, apply];
}

/** The route's category id, or undefined when it cannot name one (the page then says it is unknown). */
export function readCatalogId(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
