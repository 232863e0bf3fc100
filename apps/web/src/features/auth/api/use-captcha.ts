import { useCallback, useEffect, useRef, useState } from 'react';
import { contract } from '@emall/contract';
import type { Captcha } from '@emall/contract';
import { call } from '../../../api/client';
import { loadCachedCaptcha, storeCaptcha } from '../captcha-cache';

/** The login captcha: the cached one while fresh, otherwise a new one; `refresh` always asks anew. */
export function useCaptcha(): { captcha: Captcha | undefined; refresh: () => Promise<void> } {
  const [captcha, setCaptcha] = useState<Captcha | undefined>(() => loadCachedCaptcha(Date.now()));
  const hasRequested = useRef(false);

  const refresh = useCallback(async () => {
    try {
      const next = await call(contract.account.getEmallValidPath, {});
      storeCaptcha(next, Date.now());
      setCaptcha(next);
    } catch {
      // The client showed the failure; the user can click the image to try again.
    }
  }, []);

  useEffect(() => {
    // Strict mode mounts twice; one captcha is enough.
    if (hasRequested.current || loadCachedCaptcha(Date.now())) return;
    hasRequested.current = true;
    void refresh();
  }, [refresh]);

  return { captcha, refresh };
}
