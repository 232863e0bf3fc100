import type { useAppProps } from 'antd/es/app/context';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** What antd's App.useApp() answers: its message, modal and notification APIs. */
export type Feedback = useAppProps;

export interface DeferredFeedback {
  /** Stands in for the real APIs from the first render: each call waits for them, and the first loads them. */
  readonly api: Feedback;
  /** Hands over the real APIs once antd's hooks and their holders are mounted (feedback-holders.tsx). */
  resolve: (real: Feedback) => void;
}

type MessageOpener = 'info' | 'success' | 'error' | 'warning' | 'loading';
type ModalOpener = keyof ModalApi;
type NotificationOpener = Exclude<keyof NotificationInstance, 'destroy'>;

/**
 * antd's toasts and dialogs without their code at boot. antd's App builds them with its message, modal and
 * notification hooks, whose code (dialogs, buttons, forms' contexts, about 48 kB of gzip) every page then
 * waited for before its first render, though a page shows them only after a click or a failed call. This
 * stands in for App's APIs: a call before the real ones are there asks for them (`load`) and is made once they
 * are; the value it answers (a toast's close-and-wait, a dialog's destroy, update and wait) acts on the real one
 * as soon as it exists. After that every call goes straight through.
 */
export function createDeferredFeedback(load: () => void): DeferredFeedback {
  let real: Feedback | undefined;
  let isRequested = false;
  const waiting: ((api: Feedback) => void)[] = [];

  const whenReady = (call: (api: Feedback) => void) => {
    if (real) {
      call(real);
      return;
    }
    waiting.push(call);
    if (!isRequested) {
      isRequested = true;
      load();
    }
  };
  /** A removal needs no code while nothing was asked for: nothing can be on screen. */
  const whenShown = (call: (api: Feedback) => void) => {
    if (real || isRequested) whenReady(call);
  };

  const openMessage = (open: (api: MessageInstance) => MessageType): MessageType => {
    if (real) return open(real.message);
    let shown: MessageType | undefined;
    let isClosed = false;
    // Settles as the real toast does: when it is gone.
    const gone = new Promise<boolean>((resolve) => {
      whenReady((api) => {
        shown = open(api.message);
        if (isClosed) shown();
        resolve(shown);
      });
    });
    const close = () => {
      isClosed = true;
      shown?.();
    };
    return Object.assign(close, { then: gone.then.bind(gone) });
  };
  const messageOpener =
    (kind: MessageOpener): MessageInstance[MessageOpener] =>
    (...args) =>
      openMessage((api) => api[kind](...args));

  const openModal =
    (kind: ModalOpener): ModalApi[ModalOpener] =>
    (config) => {
      if (real) return real.modal[kind](config);
      type Shown = ReturnType<ModalApi[ModalOpener]>;
      let shown: Shown | undefined;
      let isDestroyed = false;
      const updates: Parameters<Shown['update']>[0][] = [];
      // Boxed: the dialog is itself a thenable, which a promise would wait on instead of handing over.
      const opened = new Promise<{ dialog: Shown }>((resolve) => {
        whenReady((api) => {
          const dialog = api.modal[kind](config);
          shown = dialog;
          for (const update of updates) dialog.update(update);
          if (isDestroyed) dialog.destroy();
          resolve({ dialog });
        });
      });
      return {
        destroy: () => {
          isDestroyed = true;
          shown?.destroy();
        },
        update: (update) => {
          if (shown) shown.update(update);
          else updates.push(update);
        },
        then: (onConfirmed, onCancelled) =>
          opened.then(({ dialog }) => dialog.then(onConfirmed, onCancelled)),
      };
    };

  const notificationOpener =
    (kind: NotificationOpener): NotificationInstance[NotificationOpener] =>
    (config) => {
      whenReady((api) => {
        api.notification[kind](config);
      });
    };

  const api: Feedback = {
    message: {
      info: messageOpener('info'),
      success: messageOpener('success'),
      error: messageOpener('error'),
      warning: messageOpener('warning'),
      loading: messageOpener('loading'),
      open: (config) => openMessage((message) => message.open(config)),
      destroy: (key) => {
        whenShown((ready) => {
          ready.message.destroy(key);
        });
      },
    },
    modal: {
      info: openModal('info'),
      success: openModal('success'),
      error: openModal('error'),
      warning: openModal('warning'),
      confirm: openModal('confirm'),
    },
    notification: {
      success: notificationOpener('success'),
      error: notificationOpener('error'),
      info: notificationOpener('info'),
      warning: notificationOpener('warning'),
      open: notificationOpener('open'),
      destroy: (key) => {
        whenShown((ready) => {
          ready.notification.destroy(key);
        });
      },
    },
  };

  return {
    api,
    resolve: (next) => {
      real = next;
      for (const call of waiting.splice(0)) call(next);
    },
  };
}
