import { ERROR_MESSAGE_SECONDS } from '@emall/contract';

/** The toasts the client shows; one at a time, 3 seconds. */
export interface Toaster {
  error: (text: string) => void;
  warning: (text: string) => void;
  success: (text: string) => void;
  /**
   * A warning the user can click, under a fixed key: showing it again replaces the one on screen, and the
   * one-toast limit keeps it alone. It waits while the answer to the user's own step is on screen.
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

/** When the answer to the user's own step on screen (error, warning, success) goes; 0 when none is shown. */
let answerShownUntil = 0;
/** Notices waiting for that answer to go, by key: a second under the same key replaces the first. */
const deferredNotices = new Map<string, ReturnType<typeof setTimeout>>();

function showAnswer(show: (api: MessageApi) => void): void {
  answerShownUntil = Date.now() + ERROR_MESSAGE_SECONDS * 1000;
  withApi(show);
}

/**
 * A notice the user did not ask for (a new message) waits while the answer to their own step is on screen:
 * with one toast at a time it would replace that answer at once (the proof upload's success is followed by
 * the message that tells of it). Shown as soon as the answer has gone.
 */
function showNotice(key: string, show: () => void): void {
  const pending = deferredNotices.get(key);
  if (pending) clearTimeout(pending);
  deferredNotices.delete(key);
  const wait = answerShownUntil - Date.now();
  if (wait <= 0) {
    show();
    return;
  }
  deferredNotices.set(
    key,
    setTimeout(() => {
      deferredNotices.delete(key);
      // Another answer came meanwhile: wait for that one too.
      showNotice(key, show);
    }, wait),
  );
}

export const toaster: Toaster = {
  error: (text) => {
    showAnswer((api) => void api.error(text, ERROR_MESSAGE_SECONDS));
  },
  warning: (text) => {
    showAnswer((api) => void api.warning(text, ERROR_MESSAGE_SECONDS));
  },
  success: (text) => {
    showAnswer((api) => void api.success(text, ERROR_MESSAGE_SECONDS));
  },
  clickableWarning: (key, text, onClick) => {
    showNotice(key, () => {
      withApi(
        (api) =>
          void api.open({ key, type: 'warning', content: text, duration: ERROR_MESSAGE_SECONDS, onClick }),
      );
    });
  },
  dismiss: (key) => {
    const pending = deferredNotices.get(key);
    if (pending) clearTimeout(pending);
    deferredNotices.delete(key);
    withApi((api) => {
      api.destroy(key);
    });
  },
};
