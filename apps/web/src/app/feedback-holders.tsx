import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import { ERROR_MESSAGE_SECONDS, MESSAGE_TOAST_MAX_COUNT } from '@emall/contract';
import type { Feedback } from './deferred-feedback';

/** One toast at a time, for the time an error message stays (the buyer reads it whole). */
const MESSAGE_CONFIG = { maxCount: MESSAGE_TOAST_MAX_COUNT, duration: ERROR_MESSAGE_SECONDS };

/**
 * antd's message, modal and notification hooks with their holders, as antd's App mounts them: loaded when a
 * page first shows a toast or a dialog (deferred-feedback.ts), then handed over through onReady.
 */
export function FeedbackHolders({ onReady }: { onReady: (api: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage(MESSAGE_CONFIG);
  const [modalApi, modalHolder] = Modal.useModal();
  const [notificationApi, notificationHolder] = notification.useNotification();
  // After the holders are mounted, so the first call already has somewhere to render.
  useEffect(() => {
    onReady({ message: messageApi, modal: modalApi, notification: notificationApi });
  }, [onReady, messageApi, modalApi, notificationApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
