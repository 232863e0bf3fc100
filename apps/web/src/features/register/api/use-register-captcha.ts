import { useCallback, useEffect, useRef, useState } from 'react';
import { contract } from '@emall/contract';
import type { Captcha } from '@emall/contract';
import { call } from '../../../api/client';

/**
 * A captcha of the registration form's own. Unlike the login's it is not cached in local storage: each is
 * spent by one submission, and sharing the login's cached one would spend the login's.
 */
export function useRegisterCaptcha(): { captcha: Captcha | undefined; refresh: () => Promise<void> } {
  const [captcha, setCaptcha] = useState<Captcha | undefined>();
  const hasRequested = useRef(false);

  const refresh = useCallback(async () => {
    try {
      setCaptcha(await call(contract.account.getEmallValidPath, {}));
    } catch {
      // The client showed the failure; a click on the image tries again.
    }
  }, []);

  useEffect(() => {
    // Strict mode mounts twice; one captcha is enough.
    if (hasRequested.current) return;
    hasRequested.current = true;
    void refresh();
  }, [refresh]);

  return { captcha, refresh };
}
