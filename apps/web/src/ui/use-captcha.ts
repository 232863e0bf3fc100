import { useCallback, useEffect, useRef, useState } from 'react';
import { contract } from '@emall/contract';
import type { Captcha } from '@emall/contract';
import { call } from '../api/client';

/** Where a form may keep its captcha between visits (the shop login keeps one in local storage while fresh). */
export interface CaptchaStore {
  load: () => Captcha | undefined;
  store: (captcha: Captcha) => void;
}

/**
 * A form's captcha (getEmallValidPath): the stored one while fresh, otherwise a new one on mount; `refresh`
 * always asks anew. A captcha is spent by one submission at the server, so each form asks for its own and
 * refreshes after every failed attempt.
 */
export function useCaptcha(captchaStore?: CaptchaStore): {
  captcha: Captcha | undefined;
  refresh: () => Promise<void>;
} {
  const [captcha, setCaptcha] = useState<Captcha | undefined>(() => captchaStore?.load());
  const hasRequested = useRef(false);
  const storeRef = useRef(captchaStore);

  const refresh = useCallback(async () => {
    try {
      const next = await call(contract.account.getEmallValidPath, {});
      storeRef.current?.store(next);
      setCaptcha(next);
    } catch {
      // The client showed the failure; a click on the image tries again.
    }
  }, []);

  useEffect(() => {
    // Strict mode mounts twice; one captcha is enough.
    if (hasRequested.current || storeRef.current?.load()) return;
    hasRequested.current = true;
    void refresh();
  }, [refresh]);

  return { captcha, refresh };
}
