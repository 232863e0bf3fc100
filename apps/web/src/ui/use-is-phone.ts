import { useSyncExternalStore } from 'react';

/**
 * The one breakpoint of the shop: below 768 px wide the frame and the phone-ready pages switch to their phone
 * layout; from 768 px on everything is the desktop layout. The stylesheets use the same query
 * (`@media (max-width: 767.98px)`), so script and CSS always agree.
 */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)';

function phoneQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_MEDIA_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  if (!query) return () => undefined;
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

function isPhoneNow(): boolean {
  return phoneQuery()?.matches ?? false;
}

/** Whether the window is phone-wide (under 768 px); follows rotation and resizing. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
