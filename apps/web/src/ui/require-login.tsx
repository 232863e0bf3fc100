import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../api/login-path';
import { useSessionStore } from '../api/session-store';
import { PageSpinner } from './page-spinner';

/** Pages that need a logged-in user: wait for the session load, then show the page or go to login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const isSessionLoaded = useSessionStore((s) => s.isSessionLoaded);
  const user = useSessionStore((s) => s.user);
  const hasEndedSession = useSessionStore((s) => s.hasEndedSession);
  if (!isSessionLoaded) return <PageSpinner />;
  if (!user) return <Navigate to={hasEndedSession ? '/login' : loginPath(pathname + search)} replace />;
  return children;
}
