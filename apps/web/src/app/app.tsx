import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useMaintenanceStore } from '../api/maintenance-store';
import { setNavigator } from '../api/navigation';
import { AppProviders, createQueryClient } from './app-providers';
import { MaintenanceFrame } from './maintenance-frame';
import { ROUTES } from './routes';
import './app.css';

function createRouter() {
  const router = createBrowserRouter(ROUTES);
  // The API client redirects (401 → /login) through the router, so the page keeps its state and texts.
  // flushSync renders the new route at once: a store change right after (logout) then meets the new page.
  setNavigator((to, options) => router.navigate(to, { ...options, flushSync: true }));
  return router;
}

/** The whole app, or only the maintenance page once a 502/426 said the system is being upgraded. */
export function App() {
  const [router] = useState(createRouter);
  const [queryClient] = useState(createQueryClient);
  const isUnderMaintenance = useMaintenanceStore((s) => s.isUnderMaintenance);
  if (isUnderMaintenance) return <MaintenanceFrame />;
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
