import { message } from 'antd';
import { ERROR_MESSAGE_SECONDS, MESSAGE_TOAST_MAX_COUNT } from '@emall/contract';

/** The toasts the client shows; one at a time, 3 seconds (SPEC §9). */
export interface Toaster {
  error: (text: string) => void;
  warning: (text: string) => void;
  success: (text: string) => void;
  /**
   * A warning the user can click, under a fixed key: showing it again replaces the one on screen, and the
   * one-toast limit keeps it alone (SPEC §9 message toasts, one at a time).
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

// Until the app mounts antd's App (which carries theme and locale), the static API is the only one there is.
message.config({ maxCount: MESSAGE_TOAST_MAX_COUNT, duration: ERROR_MESSAGE_SECONDS });
let messageApi: MessageApi = message;

/** The app hands over antd's context-aware message API (App.useApp) once it is mounted. */
export function setMessageApi(api: MessageApi): void {
  messageApi = api;
}

export const toaster: Toaster = {
  error: (text) => void messageApi.error(text, ERROR_MESSAGE_SECONDS),
  warning: (text) => void messageApi.warning(text, ERROR_MESSAGE_SECONDS),
  success: (text) => void messageApi.success(text, ERROR_MESSAGE_SECONDS),
  clickableWarning: (key, text, onClick) =>
    void messageApi.open({ key, type: 'warning', content: text, duration: ERROR_MESSAGE_SECONDS, onClick }),
  dismiss: (key) => {
    messageApi.destroy(key);
  },
};
