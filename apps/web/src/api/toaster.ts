import { ERROR_MESSAGE_SECONDS } from '@emall/contract';

/** The toasts the client shows; one at a time, 3 seconds. */
export interface Toaster {
  error: (text: string) => void;
  warning: (text: string) => void;
  success: (text: string) => void;
  /**
   * A warning the user can click, under a fixed key: showing it again replaces the one on screen, and the
   * one-toast limit keeps it alone.
   */
  clickableWarning: (key: string, text: string, onClick: () => void) => void;
  /** Removes the toast shown under a key. */
  dismiss: (key: string) => void;
}

interface MessageApi {
  error: (content: string, duration?: number) => unknown;
  warning: (content: string, duration?: number) => unknown;
  success: (content: string, duration?: number) => unknown;
  open: (config: {
    key: string;
    type: 'warning';
    content: string;
    duration: number;
    onClick: () => void;
  }) => unknown;
  destroy: (key?: string) => void;
}

let messageApi: MessageApi | undefined;
/** Toasts asked for before the app has mounted antd's App (a failed call at boot): shown once it has. */
const waiting: ((api: MessageApi) => void)[] = [];

/**
 * The app hands over antd's context-aware message API (App.useApp, with theme and locale) once it is mounted.
 * There is no other: antd's static message API would put its code into the entry of every page.
 */
export function setMessageApi(api: MessageApi): void {
  messageApi = api;
  for (const show of waiting.splice(0)) show(api);
}

function withApi(show: (api: MessageApi) => void): void {
  if (messageApi) show(messageApi);
  else waiting.push(show);
}

export const toaster: Toaster = {
  error: (text) => {
    withApi((api) => void api.error(text, ERROR_MESSAGE_SECONDS));
  },
  warning: (text) => {
    withApi((api) => void api.warning(text, ERROR_MESSAGE_SECONDS));
  },
  success: (text) => {
    withApi((api) => void api.success(text, ERROR_MESSAGE_SECONDS));
  },
  clickableWarning: (key, text, onClick) => {
    withApi(
      (api) =>
        void api.open({ key, type: 'warning', content: text, duration: ERROR_MESSAGE_SECONDS, onClick }),
    );
  },
  dismiss: (key) => {
    withApi((api) => {
      api.destroy(key);
    });
  },
};
