import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, SESSION_COOKIE } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, createStaff, type Buyers } from '../../testing/factories/index.js';

const { getEmallUserSessionInfo, emallLogout, custOrderInfo, qryCustAccountType } = contract.account;

let t: TestApp;
let people: Buyers;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
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
    await browser.loginAs(people.colleague);
    const user = await browser.data(getEmallUserSessionInfo);
    expect(user).toMatchObject({
      userCode: people.colleague.staffCode,
      staffRole: { tenantName: people.tenant.tenantName, mgrTenantIdList: [expect.any(Number)] },
      staffPo: {
        staffName: people.colleague.staffName,
        mobileNum: people.colleague.mobileNum,
        email: people.colleague.email,
      },
    });
  });

  it('ignores a forged session cookie', async () => {
    const browser = t.client();
    browser.cookies.set(SESSION_COOKIE, 'A'.repeat(43));
    expect(await browser.data(getEmallUserSessionInfo)).toBeNull();
  });

  it('ends a session idle for longer than SESSION_TTL', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    t.clock.advance(2 * 3600_000 + 1000);
    expect(await browser.data(getEmallUserSessionInfo)).toBeNull();
    const protectedCall = await browser.call(custOrderInfo, {});
    expect(protectedCall.status).toBe(401);
    expect(protectedCall.body).toMatchObject({ errcode: 'UNAUTHENTICATED', msg: '请登录以获取更多信息' });
  });

  it('keeps a session alive while it is used, up to its absolute lifetime', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(3600_000);
      expect(await browser.data(getEmallUserSessionInfo)).not.toBeNull();
    }
  });
});

describe('emallLogout', () => {
  it('ends the session and clears the cookie; the old token no longer works', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
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
    const demoUser = await demo.loginAs(people.buyer);
    const other = t.client();
    const otherUser = await other.loginAs(people.other);
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
    await demo.loginAs(people.buyer);
    const other = t.client();
    await other.loginAs(people.other);
    // Each cookie identifies exactly one staff member: the other browser still sees its own user.
    expect(await other.data(getEmallUserSessionInfo)).toMatchObject({ userCode: people.other.staffCode });
    expect(await demo.data(getEmallUserSessionInfo)).toMatchObject({ userCode: people.buyer.staffCode });
  });
});

describe('absolute session lifetime', () => {
  it('ends a session after SESSION_MAX_AGE even while it is in use', async () => {
    const short = await startTestApp({ SESSION_TTL: '7200', SESSION_MAX_AGE: '10800' });
    try {
      const browser = short.client();
      await browser.loginAs(await createStaff(short.database.db));
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
