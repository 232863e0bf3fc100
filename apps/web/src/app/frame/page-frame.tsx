import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSpinner } from '../../ui/page-spinner';
import { useActionLog } from '../use-action-log';
import { AppFooter } from './app-footer';
import { usePageMeta } from './use-page-meta';
import { AppHeader } from './app-header';
import { SideBar } from './side-bar';

/** Routes without the footer. */
const FOOTERLESS_ROUTES = new Set(['/login', '/register']);

/** The shared page frame around every route. */
export function PageFrame() {
  useActionLog();
  usePageMeta();
  const { pathname } = useLocation();
  return (
    <div className="page-frame">
      <AppHeader />
      <main className="page-frame__main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {!FOOTERLESS_ROUTES.has(pathname) && <AppFooter />}
      <SideBar />
      <ScrollRestoration />
    </div>
  );
}
