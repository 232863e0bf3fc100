import { useContext } from 'react';
import AppContext from 'antd/es/app/context';
import type { useAppProps } from 'antd/es/app/context';

/**
 * antd's App.useApp() (toasts, dialogs, notifications in the app's theme and language) without importing App,
 * whose hooks would bring the dialogs' code into the page's chunks: the app provides the same context
 * (app/app-providers.tsx) and loads that code when a page first shows one.
 */
export function useAppFeedback(): useAppProps {
  return useContext(AppContext);
}
