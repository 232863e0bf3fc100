import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * Feedback while the next page's code loads. The router renders a new route in a React transition, so the page
 * on screen stays while the next one's chunk downloads (the address already says the new page); this thin bar at
 * the top of the window says that something is on its way. A route rendered at once (a redirect to the login page:
 * api/navigation.ts renders it synchronously) shows the same bar as the page's Suspense fallback instead of a
 * spinner alone between the header and the footer.
 */

/** The key of the location the router has moved to, which the page on screen may not show yet. */
let routerLocationKey: string | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const readRouterLocationKey = () => routerLocationKey;

/** Follows the app's router (app.tsx), so the frame can tell when the page on screen is not the router's yet. */
export function followRouterLocation(router: {
  state: { location: { key: string } };
  subscribe: (listener: (state: { location: { key: string } }) => void) => () => void;
}): () => void {
  routerLocationKey = router.state.location.key;
  const stop = router.subscribe((state) => {
    if (state.location.key === routerLocationKey) return;
    routerLocationKey = state.location.key;
    // Outside the router's transition: the bar shows at once, while the next page is still being prepared.
    for (const listener of listeners) listener();
  });
  return () => {
    stop();
    routerLocationKey = null;
  };
}

/** Whether the router has moved on to a page not on screen yet (its code is still loading). */
export function useIsRouteLoading(): boolean {
  const { key } = useLocation();
  const latest = useSyncExternalStore(subscribe, readRouterLocationKey, readRouterLocationKey);
  return latest !== null && latest !== key;
}

/** The bar itself: indeterminate, shown after a short delay so that a quick change does not flash it. */
export function RouteProgressBar() {
  const { t } = useTranslation();
  return <div className="route-progress" role="progressbar" aria-label={t('frame.page.loading')} />;
}
