import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from './api/i18n';
import { useMaintenanceStore } from './api/maintenance-store';
import { loadSession } from './api/session-loader';
import { useSessionStore } from './api/session-store';
import { App, loadAppProviders } from './app/app';
import { preloadRoute } from './app/routes';

async function boot(container: HTMLElement): Promise<void> {
  // The texts, the session, the providers' code and the page's code are fetched at the same time, not one after
  // the other: only the texts and the providers hold back the first render. startI18n sets the language before
  // its first wait, so the session calls already carry it.
  const texts = startI18n();
  const providers = loadAppProviders().catch(() => undefined);
  preloadRoute(window.location.pathname);
  // Pages that depend on the session wait for isSessionLoaded. The operator console has its own session
  // (features/ops): no buyer session, cart or live channel there.
  if (window.location.pathname.startsWith('/ops')) useSessionStore.getState().markSessionLoaded();
  else void loadSession();
  try {
    await texts;
  } catch {
    // Without texts nothing can be shown: the server is down or upgrading.
    useMaintenanceStore.getState().showMaintenance();
  }
  // Nor without the providers' code (App shows the maintenance page then): the server is down or was upgraded.
  const providersCode = await providers;
  createRoot(container).render(
    <StrictMode>
      <App providers={providersCode} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void boot(container);
