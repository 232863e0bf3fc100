import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from './api/i18n';
import { useMaintenanceStore } from './api/maintenance-store';
import { loadSession } from './api/session-loader';
import { useSessionStore } from './api/session-store';
import { App } from './app/app';

async function boot(container: HTMLElement): Promise<void> {
  try {
    await startI18n();
    // Runs while the first page renders; pages that depend on it wait for isSessionLoaded. The operator
    // console has its own session (features/ops): no buyer session, cart or live channel there.
    if (window.location.pathname.startsWith('/ops')) useSessionStore.getState().markSessionLoaded();
    else void loadSession();
  } catch {
    // Without texts nothing can be shown (SPEC §1): the server is down or upgrading.
    useMaintenanceStore.getState().showMaintenance();
  }
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void boot(container);
