import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { DEFAULT_LANG } from '@emall/contract';
import { initI18n } from '../api/i18n';
import { stopLiveMessages } from '../api/live-messages';
import { catalogueEntries } from './catalogue';
import { installMatchMediaStub, resetViewport } from './viewport';
import { useSessionStore } from '../api/session-store';
import { useMaintenanceStore } from '../api/maintenance-store';
import { useMessageListSignal } from '../api/message-list-signal';
import { useOpsSession } from '../features/ops/shared/api/ops-session';
import { useSpotStockStore } from '../features/home/spot-stock-store';

// findBy*/waitFor wait up to 5 s: antd tables re-render slowly on a busy 2-core CI machine, and the 1 s
// default made tests fail there while they passed on a quiet one.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs antd's responsive and overlay components ask for.
// jsdom declares matchMedia without implementing it; the stub answers no until a test sets a viewport width.
if (typeof window.matchMedia !== 'function') installMatchMediaStub();
if (typeof window.ResizeObserver !== 'function') {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: NoResizeObserver });
}
window.scrollTo = () => undefined;

// The test files share their worker's modules (vitest.config.ts): each starts as a fresh page would, with the
// stores in their first state, nothing stored, and the texts in the default language.
/** Puts a store back in its first state. */
function resetStore<T>(store: { setState: (state: T, replace: true) => void; getInitialState: () => T }) {
  store.setState(store.getInitialState(), true);
}
resetStore(useSessionStore);
resetStore(useMaintenanceStore);
resetStore(useMessageListSignal);
resetStore(useOpsSession);
resetStore(useSpotStockStore);
localStorage.clear();
sessionStorage.clear();

// The texts come from the contract catalogue, the very source the server seeds its text table from.
await initI18n(DEFAULT_LANG, catalogueEntries());

afterEach(() => {
  cleanup();
  resetViewport();
  // A test that started a session (loadSession, login) must not leave its message socket reconnecting.
  stopLiveMessages();
});
