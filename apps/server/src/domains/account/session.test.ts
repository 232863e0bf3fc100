import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, SESSION_COOKIE } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

const { getEmallUserSessionInfo, emallLogout, custOrderInfo, qryCustAccountType } = contract.account;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('getEmallUserSessionInfo', () => {
  it('answers null data, not 401, when nobody is logged in', async () => {
    const answer = await t.client().call(getEmallUserSessionInfo);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, code: 200, msg: '', data: null });
  });

  it('answers the session user fields for a logged-in staff member', async () => {
    const browser = t.client();
    await browser.login('demo2');
    const user = await browser.data(getEmallUserSessionInfo);
    expect(user).toMatchObject({
      userCode: 'demo2',
      staffRole: { tenantName: '深圳市华芯智造科技有限公司', mgrTenantIdList: [expect.any(Number)] },
      staffPo: { staffName: '李娜', mobileNum: '13900139000', email: 'li.na@huaxin.example' },
    });
  });

  it('ignores a forged session cookie', async () => {
    const browser = t.client();
    browser.cookies.set(SESSION_COOKIE, 'A'.repeat(43));
    expect(await browser.data(getEmallUserSessionInfo)).toBeNull();
  });

  it('ends a session idle for longer than SESSION_TTL', async () => {
    const browser = t.client();
    await browser.login('demo');
    t.clock.advance(2 * 3600_000 + 1000);
    expect(await browser.data(getEmallUserSessionInfo)).toBeNull();
    const protectedCall = await browser.call(custOrderInfo, {});
    expect(protectedCall.status).toBe(401);
    expect(protectedCall.body).toMatchObject({ errcode: 'UNAUTHENTICATED', msg: '请登录以获取更多信息' });
  });

  it('keeps a session alive while it is used, up to its absolute lifetime', async () => {
    const browser = t.client();
    await browser.login('demo');
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(3600_000);
      expect(await browser.data(getEmallUserSessionInfo)).not.toBeNull();
    }
  });
});

describe('emallLogout', () => {
  it('ends the session and clears the cookie; the old token no longer works', async () => {
    const browser = t.client();
    await browser.login('demo');
    const token = browser.cookies.get(SESSION_COOKIE);
    const answer = await browser.call(emallLogout);
    expect(answer.status).toBe(200);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    const replay = t.client();
    replay.cookies.set(SESSION_COOKIE, token ?? '');
    expect(await replay.data(getEmallUserSessionInfo)).toBeNull();
  });

  it('succeeds without a session', async () => {
    expect((await t.client().call(emallLogout)).status).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("refuses with 403 another tenant's account type and order info", async () => {
    const demo = t.client();
    const demoUser = await demo.login('demo');
    const other = t.client();
    const otherUser = await other.login('other');
    expect(otherUser.tenantId).not.toBe(demoUser.tenantId);

    const type = await other.call(qryCustAccountType, { tenantId: demoUser.tenantId });
    expect(type.status).toBe(403);
    expect(type.body).toMatchObject({ errcode: 'FORBIDDEN' });
    const info = await other.call(custOrderInfo, { tenantId: demoUser.tenantId });
    expect(info.status).toBe(403);
    const own = await other.data<{ tenantId: number }>(custOrderInfo, {});
    expect(own.tenantId).toBe(otherUser.tenantId);
  });

  it("does not let another tenant's staff use a session through its own cookie jar", async () => {
    const demo = t.client();
    await demo.login('demo');
    const other = t.client();
    await other.login('other');
    // Each cookie identifies exactly one staff member: the other browser still sees its own user.
    expect(await other.data(getEmallUserSessionInfo)).toMatchObject({ userCode: 'other' });
    expect(await demo.data(getEmallUserSessionInfo)).toMatchObject({ userCode: 'demo' });
  });
});

describe('absolute session lifetime', () => {
  it('ends a session after SESSION_MAX_AGE even while it is in use', async () => {
    const short = await startTestApp({ SESSION_TTL: '7200', SESSION_MAX_AGE: '10800' });
    try {
      const browser = short.client();
      await browser.login('demo');
      short.clock.advance(90 * 60_000);
      expect(await browser.data(getEmallUserSessionInfo)).not.toBeNull();
      short.clock.advance(80 * 60_000);
      expect(await browser.data(getEmallUserSessionInfo)).not.toBeNull();
      short.clock.advance(20 * 60_000);
      expect(await browser.data(getEmallUserSessionInfo)).toBeNull();
    } finally {
      await short.close();
    }
  });
});
