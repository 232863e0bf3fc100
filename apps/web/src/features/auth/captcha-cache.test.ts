import { beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_CACHE_MS } from '@emall/contract';
import {
  CAPTCHA_STORAGE_KEY,
  clearCaptcha,
  loadCachedCaptcha,
  readCachedCaptcha,
  storeCaptcha,
} from './captcha-cache';

const CAPTCHA = { captchaId: 'c-1', path: '/captcha/c-1.svg' };
const T0 = 1_700_000_000_000;

describe('captcha cache', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('returns the stored captcha while it is younger than 30 minutes', () => {
    storeCaptcha(CAPTCHA, T0);
    expect(loadCachedCaptcha(T0 + CAPTCHA_CACHE_MS - 1)).toEqual(CAPTCHA);
  });

  it('drops the captcha once 30 minutes have passed', () => {
    storeCaptcha(CAPTCHA, T0);
    expect(loadCachedCaptcha(T0 + CAPTCHA_CACHE_MS)).toBeUndefined();
    expect(localStorage.getItem(CAPTCHA_STORAGE_KEY)).toBeNull();
  });

  it('ignores a broken or foreign entry and one stamped in the future', () => {
    expect(readCachedCaptcha('{not json', T0)).toBeUndefined();
    expect(readCachedCaptcha(JSON.stringify({ captchaId: 1, path: 'x', time: T0 }), T0)).toBeUndefined();
    expect(readCachedCaptcha(JSON.stringify({ ...CAPTCHA, time: T0 + 1000 }), T0)).toBeUndefined();
  });

  it('is empty after clearing', () => {
    storeCaptcha(CAPTCHA, T0);
    clearCaptcha();
    expect(loadCachedCaptcha(T0)).toBeUndefined();
  });
});
