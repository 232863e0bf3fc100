import { message } from 'antd';
import { ERROR_MESSAGE_SECONDS, MESSAGE_TOAST_MAX_COUNT } from '@emall/contract';

/** The toasts the client shows; one at a time, 3 seconds (SPEC §9). */
export interface Toaster {
  error: (text: string) => void;
  warning: (text: string) => void;
  success: (text: string) => void;
}

interface MessageApi {
  error: (content: string, duration?: number) => unknown;
  warning: (content: string, duration?: number) => unknown;
  success: (content: string, duration?: number) => unknown;
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
};
