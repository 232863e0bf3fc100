import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { opsLoginPath } from '../../api/login-path';
import { PageSpinner } from '../../ui/page-spinner';
import { OpsLayout } from './ops-layout';
import { OpsLoginPage } from './ops-login-page';
import { OPS_PAGES } from './ops-pages';
import { loadOpsSession, useOpsSession } from './shared/api/ops-session';
import './ops.css';

/** Console pages need a logged-in operator: wait for the check, then show the page or the console login. */
function RequireOperator() {
  const { pathname, search } = useLocation();
  const operator = useOpsSession((s) => s.operator);
  const isLoaded = useOpsSession((s) => s.isLoaded);
  if (!isLoaded) return <PageSpinner />;
  if (!operator) return <Navigate to={opsLoginPath(pathname + search)} replace />;
  return <OpsLayout />;
}

/** /ops/*: the operator console, with its own login, frame and session (docs/operator-console.md). */
export function OpsApp() {
  useEffect(() => {
    void loadOpsSession();
  }, []);
  return (
    <Routes>
      <Route path="login" element={<OpsLoginPage />} />
      <Route element={<RequireOperator />}>
        {OPS_PAGES.map(({ path, Page }) => (
          <Route
            key={path || 'index'}
            {...(path ? { path: `${path}/*` } : { index: true })}
            element={
              <Suspense fallback={<PageSpinner />}>
                <Page />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/ops" replace />} />
      </Route>
    </Routes>
  );
}
