import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { contract } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { givenSession } from './session-fixture';
import { LoginForm } from '../features/auth/login-form';
import { CAPTCHA_STORAGE_KEY, storeCaptcha } from '../features/auth/captcha-cache';

const CAPTCHA = contract.account.getEmallValidPath;
const LOGIN = contract.account.emallLogin;
const en = (key: string) => textOf(key, 'en_US');

let captchaCount = 0;
function renderLogin() {
  const sent = stubCalls([
    on(CAPTCHA, () => {
      captchaCount += 1;
      return { data: { captchaId: `c${captchaCount}`, path: `/captcha/c${captchaCount}.svg` } };
    }),
    on(LOGIN, () => ({ status: 401, errcode: 'LOGIN_FAILED', msg: 'Wrong staff code or password' })),
  ]);
  renderRoute([{ path: '/login', element: <LoginForm onLoggedIn={() => undefined} /> }], '/login');
  return sent;
}

const captchaImage = () => screen.findByRole('img', { name: en('auth.login.captchaAlt') });

describe('the login form’s captcha', () => {
  beforeEach(async () => {
    captchaCount = 0;
    localStorage.clear();
    await switchLang('en_US');
    givenSession({});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the captcha kept from an earlier visit without asking for another', async () => {
    storeCaptcha({ captchaId: 'kept', path: '/captcha/kept.svg' }, Date.now());
    const sent = renderLogin();
    expect((await captchaImage()).getAttribute('src')).toBe('/captcha/kept.svg');
    expect(bodiesTo(sent, CAPTCHA)).toHaveLength(0);
  });

  it('asks for a captcha when none is kept, keeps it, and asks anew on a click on the image', async () => {
    const sent = renderLogin();
    expect((await captchaImage()).getAttribute('src')).toBe('/captcha/c1.svg');
    expect(localStorage.getItem(CAPTCHA_STORAGE_KEY)).toContain('"captchaId":"c1"');
    fireEvent.click(screen.getByRole('button', { name: en('auth.login.captchaRefresh') }));
    await waitFor(() => {
      expect(screen.getByRole('img', { name: en('auth.login.captchaAlt') }).getAttribute('src')).toBe(
        '/captcha/c2.svg',
      );
    });
    expect(bodiesTo(sent, CAPTCHA)).toHaveLength(2);
  });

  it('sends the shown captcha with the login and, refused, clears the answer and shows a new image', async () => {
    const sent = renderLogin();
    await captchaImage();
    fireEvent.change(screen.getByLabelText(en('auth.login.staffCode')), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText(en('auth.login.password')), { target: { value: 'wrong-pass' } });
    const answer = screen.getByLabelText(en('auth.login.captcha'));
    fireEvent.change(answer, { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: en('auth.login.submit') }));
    await waitFor(() => {
      expect(bodiesTo(sent, LOGIN)).toHaveLength(1);
    });
    expect(bodiesTo(sent, LOGIN)[0]).toMatchObject({
      staffCode: 'demo',
      captchaId: 'c1',
      captchaCode: 'ab12',
    });
    await waitFor(() => {
      expect(screen.getByRole('img', { name: en('auth.login.captchaAlt') }).getAttribute('src')).toBe(
        '/captcha/c2.svg',
      );
    });
    expect((answer as HTMLInputElement).value).toBe('');
  });
});
