import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ERROR_MESSAGE_SECONDS, MESSAGE_TOAST_MAX_COUNT } from '@emall/contract';
import { antdLocaleOf } from '../api/lang-resources';
import { useSessionStore } from '../api/session-store';
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

/**
 * antd theme (without motion when the system asks for less), locale (following the language), toasts and the modal
 * and notification hooks, and the query cache. Not in the entry: the app loads them at boot beside the texts
 * (`loadAppProviders`, app.tsx), since nothing renders before the texts anyway.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const lang = useSessionStore((s) => s.lang);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={antdLocaleOf(lang)} theme={reducedMotion ? REDUCED_MOTION_THEME : APP_THEME}>
      <AntApp message={{ maxCount: MESSAGE_TOAST_MAX_COUNT, duration: ERROR_MESSAGE_SECONDS }}>
        <ToastBridge />
        <QueryClientProvider client={queryClient}>
          <RefetchOnLangChange />
          {children}
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
