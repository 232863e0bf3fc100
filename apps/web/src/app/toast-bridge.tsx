import { useEffect } from 'react';
import { App } from 'antd';
import { setMessageApi } from '../api/toaster';

/** Hands antd's context-aware message API (theme, locale) to the API client, which lives outside React. */
export function ToastBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setMessageApi(message);
  }, [message]);
  return null;
}
