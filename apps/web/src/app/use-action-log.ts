import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import { call } from '../api/client';
import { buildRouteChangeEvents } from './action-log';

/** Sends visit/leave events on each route change. Logging never disturbs the user: no toast, no wait. */
export function useActionLog(): void {
  const { pathname, search } = useLocation();
  const lastUrl = useRef<string | undefined>(undefined);

  useEffect(() => {
    const currentUrl = pathname + search;
    // React's strict mode runs effects twice; one route change is one pair of events.
    if (lastUrl.current === currentUrl) return;
    for (const event of buildRouteChangeEvents(lastUrl.current, currentUrl, Date.now())) {
      void call(contract.system.addActionLog, event, { silent: true }).catch(() => undefined);
    }
    lastUrl.current = currentUrl;
  }, [pathname, search]);
}
