import { useContext, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { antdLocaleOf } from '../api/lang-resources';
import { useMaintenanceStore } from '../api/maintenance-store';
import { useSessionStore } from '../api/session-store';
import { createDeferredFeedback } from './deferred-feedback';
import type { Feedback } from './deferred-feedback';
import { RefetchOnLangChange } from './refetch-on-lang-change';
import { APP_THEME, REDUCED_MOTION_THEME } from './theme';
import { ToastBridge } from './toast-bridge';
import { usePrefersReducedMotion } from '../ui/use-media-query';

/**
 * The client reports failures itself (failed calls: docs/architecture.md), so queries neither retry nor
 * refetch on focus behind its back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

type Holders = ComponentType<{ onReady: (api: Feedback) => void }>;

/**
 * What antd's App gives the pages, without its code at boot: its root element with the base text style, and
 * App.useApp()'s toasts and dialogs, whose code (feedback-holders.tsx) loads when the first one is shown
 * (deferred-feedback.ts).
 */
function FeedbackRoot({ children }: { children: ReactNode }) {
  const [holders, setHolders] = useState<Holders | null>(null);
  const [feedback] = useState(() =>
    createDeferredFeedback(() => {
      import('./feedback-holders').then(
        (code) => {
          setHolders(() => code.FeedbackHolders);
        },
        // Like the providers' own code at boot: the server is down or was upgraded under the page.
        () => {
          useMaintenanceStore.getState().showMaintenance();
        },
      );
    }),
  );
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const FeedbackHolders = holders;
  return (
    <AppContext.Provider value={feedback.api}>
      <div className={[prefixCls, hashId, cssVarCls].filter(Boolean).join(' ')}>
        {FeedbackHolders && <FeedbackHolders onReady={feedback.resolve} />}
        {children}
      </div>
    </AppContext.Provider>
  );
}

/**
 * antd theme (without motion when the system asks for less), locale (following the language), toasts and the
 * modal and notification hooks (FeedbackRoot), and the query cache. Not in the entry: the app loads them at boot
 * beside the texts (`loadAppProviders`, app.tsx), since nothing renders before the texts anyway.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const lang = useSessionStore((s) => s.lang);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={antdLocaleOf(lang)} theme={reducedMotion ? REDUCED_MOTION_THEME : APP_THEME}>
      <FeedbackRoot>
        <ToastBridge />
        <QueryClientProvider client={queryClient}>
          <RefetchOnLangChange />
          {children}
        </QueryClientProvider>
      </FeedbackRoot>
    </ConfigProvider>
  );
}
