import { CAPTCHA_CACHE_MS } from '@emall/contract';
import type { Captcha } from '@emall/contract';
import type { CaptchaStore } from '../../ui/use-captcha';

/** Local storage key of the shown captcha; it survives a reload so the user keeps the image they read. */
export const CAPTCHA_STORAGE_KEY = 'emallCaptcha';

interface CachedCaptcha extends Captcha {
  time: number;
}

/** The cached captcha while it is younger than 30 minutes; anything else counts as none. */
export function readCachedCaptcha(raw: string | null, now: number): Captcha | undefined {
  if (!raw) return undefined;
  let cached: Partial<CachedCaptcha>;
  try {
    cached = JSON.parse(raw) as Partial<CachedCaptcha>;
  } catch {
    return undefined;
  }
  const { captchaId, path, time } = cached;
  if (typeof captchaId !== 'string' || typeof path !== 'string' || typeof time !== 'number') return undefined;
  const age = now - time;
  if (age < 0 || age >= CAPTCHA_CACHE_MS) return undefined;
  return { captchaId, path };
}

export function loadCachedCaptcha(now: number): Captcha | undefined {
  const captcha = readCachedCaptcha(localStorage.getItem(CAPTCHA_STORAGE_KEY), now);
  if (!captcha) localStorage.removeItem(CAPTCHA_STORAGE_KEY);
  return captcha;
}

export function storeCaptcha(captcha: Captcha, now: number): void {
  const cached: CachedCaptcha = { captchaId: captcha.captchaId, path: captcha.path, time: now };
  localStorage.setItem(CAPTCHA_STORAGE_KEY, JSON.stringify(cached));
}

export function clearCaptcha(): void {
  localStorage.removeItem(CAPTCHA_STORAGE_KEY);
}

/** The shop login's captcha store for `useCaptcha`: local storage, fresh for 30 minutes. */
export const LOGIN_CAPTCHA_STORE: CaptchaStore = {
  load: () => loadCachedCaptcha(Date.now()),
  store: (captcha) => {
    storeCaptcha(captcha, Date.now());
  },
};
