import { Suspense, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useActionLog } from '../use-action-log';
import { AppFooter } from './app-footer';
import { usePageMeta } from './use-page-meta';
import { AppHeader } from './app-header';
import { RouteProgressBar, useIsRouteLoading } from './route-progress';
import { SideBar } from './side-bar';
import { useRouteFocus } from './use-route-focus';

/** Routes without the footer. */
const FOOTERLESS_ROUTES = new Set(['/login', '/register']);

/** The shared page frame around every route. */
export function PageFrame() {
  useActionLog();
  usePageMeta();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  const isRouteLoading = useIsRouteLoading();
  return (
    <div className="page-frame">
      {isRouteLoading && <RouteProgressBar />}
      <AppHeader />
      {/* Focused from code only (use-route-focus.ts), when a new page has no heading yet. */}
      <main className="page-frame__main" ref={mainRef} tabIndex={-1}>
        {/* The page's code is loading: the header, the footer and the page's room stay; a bar says so. */}
        <Suspense fallback={<RouteProgressBar />}>
          <Outlet />
        </Suspense>
      </main>
      {!FOOTERLESS_ROUTES.has(pathname) && <AppFooter />}
      <SideBar />
      <ScrollRestoration />
    </div>
  );
}
