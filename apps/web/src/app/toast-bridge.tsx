import { useEffect } from 'react';
import { setMessageApi } from '../api/toaster';
import { useAppFeedback } from '../ui/use-app-feedback';

/** Hands antd's context-aware message API (theme, locale) to the API client, which lives outside React. */
export function ToastBridge() {
  const { message } = useAppFeedback();
  useEffect(() => {
    setMessageApi(message);
  }, [message]);
  return null;
}
