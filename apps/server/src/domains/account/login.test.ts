import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, SESSION_COOKIE } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers, FACTORY_PASSWORD } from '../../testing/factories/index.js';
import { TEST_CAPTCHA } from '../../testing/test-client.js';

const { emallLogin, getEmallValidPath, getEmallUserSessionInfo } = contract.account;

let t: TestApp;
let people: Buyers;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
});
afterAll(() => t.close());

describe('captcha', () => {
  it('answers a captcha id and a path that serves an SVG image', async () => {
    const browser = t.client();
    const answer = await browser.call<{ captchaId: string; path: string }>(getEmallValidPath);
    expect(answer.status).toBe(200);
    if (!answer.body.success) throw new Error('captcha failed');
    expect(answer.body.data.path).toContain(answer.body.data.captchaId);
    const image = await browser.request({ method: 'GET', url: answer.body.data.path });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('answers 404 for the image of an unknown captcha', async () => {
    const image = await t.client().request({
      method: 'GET',
      url: '/api/emall/tms/staff/captcha/00000000-0000-4000-8000-000000000000',
    });
    expect(image.statusCode).toBe(404);
    expect(image.json()).toMatchObject({ success: false, errcode: 'NOT_FOUND' });
  });
});

describe('emallLogin', () => {
  it('logs in with a trimmed staff code, sets an HttpOnly session cookie and answers the session user', async () => {
    const browser = t.client();
    const { captchaId } = await browser.captcha();
    const answer = await browser.call(emallLogin, {
      staffCode: `  ${people.buyer.staffCode} `,
      password: FACTORY_PASSWORD,
      captchaId,
      captchaCode: TEST_CAPTCHA.toLowerCase(),
      lang: 'en-US',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      data: {
        userCode: people.buyer.staffCode,
        staffRole: { tenantName: people.tenant.tenantName },
        staffPo: { staffName: people.buyer.staffName, mobileNum: people.buyer.mobileNum },
        lang: 'en_US',
      },
    });
    const cookie = answer.response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    const info = await browser.data(getEmallUserSessionInfo);
    expect(info).toMatchObject({ userCode: people.buyer.staffCode });
  });

  it('answers 401 for a wrong password, in the caller language, and the captcha cannot be used again', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    const { captchaId } = await browser.captcha();
    const body = {
      staffCode: people.colleague.staffCode,
      password: 'wrong-pass-1',
      captchaId,
      captchaCode: TEST_CAPTCHA,
    };
    const first = await browser.call(emallLogin, body);
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({
      success: false,
      code: 401,
      errcode: 'LOGIN_FAILED',
      msg: 'Wrong staff code or password',
    });
    const again = await browser.call(emallLogin, { ...body, password: FACTORY_PASSWORD });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ errcode: 'CAPTCHA_INVALID' });
  });

  it('answers 401 for a wrong captcha and spends it, so the right answer afterwards fails too', async () => {
    const browser = t.client();
    const { captchaId } = await browser.captcha();
    const body = {
      staffCode: people.colleague.staffCode,
      password: FACTORY_PASSWORD,
      captchaId,
      captchaCode: 'zzzz',
    };
    const wrong = await browser.call(emallLogin, body);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ errcode: 'CAPTCHA_INVALID', msg: '验证码错误或已失效，请重新输入' });
    const retry = await browser.call(emallLogin, { ...body, captchaCode: TEST_CAPTCHA });
    expect(retry.status).toBe(401);
  });

  it('answers 401 for a captcha older than 30 minutes', async () => {
    const browser = t.client();
    const { captchaId } = await browser.captcha();
    t.clock.advance(30 * 60_000 + 1000);
    const answer = await browser.call(emallLogin, {
      staffCode: people.colleague.staffCode,
      password: FACTORY_PASSWORD,
      captchaId,
      captchaCode: TEST_CAPTCHA,
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errcode: 'CAPTCHA_INVALID' });
  });

  it('answers 401 with the same message for an unknown staff code as for a wrong password', async () => {
    const answer = await t.client().tryLogin('nobody-here');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errcode: 'LOGIN_FAILED', msg: '账号或密码错误' });
  });

  it('answers 400 with per-field messages in traditional Chinese for an empty body', async () => {
    const browser = t.client();
    browser.lang = 'zh-TW';
    const answer = await browser.call(emallLogin, {});
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      errcode: 'VALIDATION_FAILED',
      fields: { staffCode: '必填', password: '必填', captchaId: '必填', captchaCode: '必填' },
    });
    expect(answer.body.msg).toContain('請求參數有誤');
  });

  it('throttles an account after 5 failures: 429 even with the right password, until the window passes', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    for (let i = 0; i < 5; i += 1) {
      expect((await browser.tryLogin(people.other.staffCode, `bad-${i}-password`)).status).toBe(401);
    }
    const blocked = await browser.tryLogin(people.other.staffCode, people.other.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      errcode: 'TOO_MANY_ATTEMPTS',
      msg: 'Too many attempts, please try again in 15 minutes',
    });
    t.clock.advance(15 * 60_000 + 1000);
    const later = await browser.tryLogin(people.other.staffCode, people.other.password);
    expect(later.status).toBe(200);
  });

  it('throttles a client address after 30 failures across accounts, and only that address', async () => {
    const attacker = t.client();
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 30; i += 1) {
      const { captchaId } = await attacker.captcha();
      const body = { staffCode: `guess${i}`, password: 'x', captchaId, captchaCode: 'nope' };
      expect((await attacker.call(emallLogin, body, { headers })).status).toBe(401);
    }
    const { captchaId } = await attacker.captcha();
    const blocked = await attacker.call(
      emallLogin,
      { staffCode: people.buyer.staffCode, password: FACTORY_PASSWORD, captchaId, captchaCode: TEST_CAPTCHA },
      { headers },
    );
    expect(blocked.status).toBe(429);
    const elsewhere = t.client();
    const fine = await elsewhere.tryLogin(people.buyer.staffCode, people.buyer.password);
    expect(fine.status).toBe(200);
  });
});
