/**
 * Lets code outside React (the API client) change the route. The app registers the router's navigate
 * once it exists; before that a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** Resolves once the new route is rendered, so state changes after it cannot re-route the old page. */
export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  await navigateImpl(to, options);
}

/** The route the user is on: path and query, as origin values carry it. */
export function currentRoute(): string {
  return window.location.pathname + window.location.search;
}
