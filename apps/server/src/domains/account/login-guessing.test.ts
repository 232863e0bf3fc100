import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import { queryRows } from '../../platform/db.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import {
  createBuyers,
  createOperator,
  type Buyers,
  type MadeOperator,
  FACTORY_PASSWORD,
} from '../../testing/factories/index.js';
import { TEST_CAPTCHA, type TestClient } from '../../testing/test-client.js';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from './account.settings.js';
import { insertStaff, insertStaffTenant } from './onboarding.queries.js';
import { hashPassword } from '../../platform/password-hash.js';
import { OPS_MAX_FAILURES_PER_ADDRESS } from '../operator/operator.settings.js';

/**
 * Guessing at the shop's and the console's logins: an account is locked only by wrong passwords behind solved
 * captchas, and every spelling of a login name is one account to the throttle as to the login.
 */
let t: TestApp;
let people: Buyers;
let operator: MadeOperator;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operator = await createOperator(t.database.db);
});
afterAll(() => t.close());

const { emallLogin } = contract.account;
const { opsLogin } = opsContract.opsAuth;
const MADE_UP_CAPTCHA = '00000000-0000-4000-8000-000000000000';

/** A login from `ip` (the tests' proxy is trusted) with the captcha given, or a fresh one answered right. */
async function loginFrom(
  browser: TestClient,
  ip: string,
  body: { staffCode: string; password?: string; captchaId?: string; captchaCode?: string },
) {
  const captchaId = body.captchaId ?? (await browser.captcha()).captchaId;
  const sent = { password: FACTORY_PASSWORD, captchaCode: TEST_CAPTCHA, ...body, captchaId };
  return browser.call(emallLogin, sent, { headers: { 'x-forwarded-for': ip } });
}

async function opsLoginFrom(
  browser: TestClient,
  ip: string,
  body: { loginCode: string; password: string; captchaId?: string; captchaCode?: string },
) {
  const captchaId = body.captchaId ?? (await browser.captcha()).captchaId;
  const sent = { captchaCode: TEST_CAPTCHA, ...body, captchaId };
  return browser.call(opsLogin, sent, { headers: { 'x-forwarded-for': ip } });
}

function errcodeOf(answer: { body: { success: boolean; errcode?: string } }): string | undefined {
  return answer.body.success ? undefined : answer.body.errcode;
}

describe('logins without a solved captcha', () => {
  it('never lock the shop account: made-up, wrong, expired and spent captchas count against the address only', async () => {
    const attacker = t.client();
    const ip = '203.0.113.21';
    const expiring = [await attacker.captcha(), await attacker.captcha()];
    t.clock.advance(30 * 60_000 + 1000);
    const spent = await attacker.captcha();
    await loginFrom(attacker, ip, {
      staffCode: people.colleague.staffCode,
      captchaId: spent.captchaId,
      captchaCode: 'nope',
    });
    const tries = [
      ...expiring.map((c) => ({ captchaId: c.captchaId })),
      { captchaId: spent.captchaId },
      ...Array.from({ length: MAX_FAILURES_PER_ADDRESS - 4 }, (_, i) =>
        i % 2 === 0 ? { captchaId: MADE_UP_CAPTCHA } : { captchaCode: 'nope' },
      ),
    ];
    for (const captcha of tries) {
      const answer = await loginFrom(attacker, ip, {
        staffCode: people.colleague.staffCode,
        password: 'wrong-pass-1',
        ...captcha,
      });
      expect([answer.status, errcodeOf(answer)]).toEqual([401, 'CAPTCHA_INVALID']);
    }
    // Thirty attempts from this address: it is closed now, even to the right password and captcha.
    expect((await loginFrom(attacker, ip, { staffCode: people.colleague.staffCode })).status).toBe(429);
    // The account is not: its owner, elsewhere, logs in.
    expect(
      (await loginFrom(t.client(), '198.51.100.21', { staffCode: people.colleague.staffCode })).status,
    ).toBe(200);
  });

  it('never lock the console account either', async () => {
    const attacker = t.client();
    const ip = '203.0.113.22';
    for (let i = 0; i < OPS_MAX_FAILURES_PER_ADDRESS; i += 1) {
      const captcha = i % 2 === 0 ? { captchaId: MADE_UP_CAPTCHA } : { captchaCode: 'nope' };
      const answer = await opsLoginFrom(attacker, ip, {
        loginCode: operator.loginCode,
        password: 'wrong-pass-1',
        ...captcha,
      });
      expect([answer.status, errcodeOf(answer)]).toEqual([401, 'CAPTCHA_INVALID']);
    }
    expect(
      (await opsLoginFrom(attacker, ip, { loginCode: operator.loginCode, password: operator.password }))
        .status,
    ).toBe(429);
    const owner = await opsLoginFrom(t.client(), '198.51.100.22', {
      loginCode: operator.loginCode,
      password: operator.password,
    });
    expect(owner.status).toBe(200);
  });
});

describe('the spellings of a login name', () => {
  beforeAll(async () => {
    const home = { tenant_id: people.buyer.tenantId };
    await createOperator(t.database.db, { loginCode: 'inspector', role: 'AUDITOR' });
    const staffId = await insertStaff(t.database.db, {
      tenantId: home.tenant_id,
      userCode: 'kim',
      staffName: '金敏',
      passwordHash: await hashPassword(FACTORY_PASSWORD),
    });
    await insertStaffTenant(t.database.db, staffId, home.tenant_id);
  });

  async function failureKeys(table: 'login_failure' | 'operator_login_failure', ip: string) {
    const column = table === 'login_failure' ? sql.raw('staff_code') : sql.raw('login_code');
    const rows = await queryRows<{ key: string }>(
      t.database.db,
      sql`select distinct ${column} as key from ${sql.raw(table)} where ip = ${ip}`,
    );
    return rows.map((r) => r.key);
  }

  it('reach one shop account, which they lock together under one key', async () => {
    const dotted = await loginFrom(t.client(), '198.51.100.23', { staffCode: 'KİM' });
    expect(dotted.body).toMatchObject({ success: true, data: { userCode: 'kim' } });

    const ip = '203.0.113.23';
    const spellings = ['kim', 'KİM', 'KIM', 'ＫＩＭ', 'kİm'];
    expect(spellings).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
    for (const staffCode of spellings) {
      const answer = await loginFrom(t.client(), ip, { staffCode, password: 'wrong-pass-1' });
      expect([answer.status, errcodeOf(answer)]).toEqual([401, 'LOGIN_FAILED']);
    }
    expect(await failureKeys('login_failure', ip)).toEqual(['kim']);
    const locked = await loginFrom(t.client(), '198.51.100.24', { staffCode: 'Kİm' });
    expect([locked.status, errcodeOf(locked)]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
  });

  it('reach one console account, and are counted under one key', async () => {
    const dotted = await opsLoginFrom(t.client(), '198.51.100.25', {
      loginCode: 'İNSPECTOR',
      password: FACTORY_PASSWORD,
    });
    expect(dotted.body).toMatchObject({ success: true, data: { loginCode: 'inspector', role: 'AUDITOR' } });
    const ip = '203.0.113.25';
    for (const loginCode of ['İNSPECTOR', 'inspector', 'ＩＮＳＰＥＣＴＯＲ']) {
      const answer = await opsLoginFrom(t.client(), ip, { loginCode, password: 'wrong-pass-1' });
      expect(answer.status).toBe(401);
    }
    expect(await failureKeys('operator_login_failure', ip)).toEqual(['inspector']);
  });
});
