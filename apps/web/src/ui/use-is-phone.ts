import { useMediaQuery } from './use-media-query';

/**
 * The one breakpoint of the shop: below 768 px wide the frame and the phone-ready pages switch to their phone
 * layout; from 768 px on everything is the desktop layout. The stylesheets use the same query
 * (`@media (max-width: 767.98px)`), so script and CSS always agree.
 */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)';

/** Whether the window is phone-wide (under 768 px); follows rotation and resizing. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY);
}
