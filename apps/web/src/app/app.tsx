import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useMaintenanceStore } from '../api/maintenance-store';
import { setNavigator } from '../api/navigation';
import type * as AppProvidersModule from './app-providers';
import { IconNamesWatch } from './icon-names-watch';
import { followRouterLocation } from './frame/route-progress';
import { MaintenanceFrame } from './maintenance-frame';
import { ROUTES } from './routes';
import './app.css';

export type AppProvidersCode = typeof AppProvidersModule;

/**
 * The providers every page renders in (antd's theme and App, the query cache): a chunk of their own that boot
 * (main.tsx) requests together with the texts, the session and the page's code, instead of a part of the entry
 * the browser must load before it can request anything.
 */
export function loadAppProviders(): Promise<AppProvidersCode> {
  return import('./app-providers');
}

function createRouter() {
  const router = createBrowserRouter(ROUTES);
  // The API client redirects (401 → /login) through the router, so the page keeps its state and texts.
  // flushSync renders the new route at once: a store change right after (logout) then meets the new page.
  setNavigator((to, options) => router.navigate(to, { ...options, flushSync: true }));
  // The frame shows a bar while the router's next page is not on screen yet (its code loading).
  followRouterLocation(router);
  return router;
}

/**
 * The whole app, or only the maintenance page once a 502/426 said the system is being upgraded (or the providers'
 * code could not be loaded: the server is down or was just upgraded).
 */
export function App({ providers }: { providers: AppProvidersCode | undefined }) {
  const [router] = useState(createRouter);
  const [queryClient] = useState(() => providers?.createQueryClient());
  const isUnderMaintenance = useMaintenanceStore((s) => s.isUnderMaintenance);
  if (isUnderMaintenance || !providers || !queryClient) return <MaintenanceFrame />;
  const { AppProviders } = providers;
  return (
    <AppProviders queryClient={queryClient}>
      <IconNamesWatch />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
