import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, defineCall, OPS_SESSION_COOKIE } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry, OperatorUser } from '@emall/contract/ops';
import { bindCall } from '../../platform/bind-call.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import {
  createBuyers,
  createOperator,
  createOperators,
  type Buyers,
  type Operators,
} from '../../testing/factories/index.js';
import { auditActor, recordAudit } from './audit.service.js';

const { opsLogin, opsLogout, opsSessionInfo, qryAuditLogByPage } = opsContract.opsAuth;

/** A console call that writes, bound only in this test: the binding's rules, not one area's. */
const renameThing = defineCall({
  method: 'POST',
  path: '/api/emall/ops/test/renameThing',
  auth: 'ops-write',
  body: z.object({ thingId: z.string().min(1), name: z.string().min(1).max(20) }),
  answer: z.object({ name: z.string() }),
  summary: 'test only',
});

let t: TestApp;
let people: Buyers;
let operators: Operators;
beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    bindCall(
      app,
      renameThing,
      async ({ body, operator, request }) => {
        await recordAudit(
          t.database.db,
          auditActor(operator, request),
          {
            action: 'thing.rename',
            targetType: 'thing',
            targetId: body.thingId,
            before: { name: 'old' },
            after: { name: body.name },
          },
          t.clock.now(),
        );
        return { name: body.name };
      },
      { checkAnswers: true },
    );
  });
  people = await createBuyers(t);
  operators = await createOperators(t);
});
afterAll(() => t.close());

describe('operator login', () => {
  it('logs an operator in with the shop captcha and sets a strict HttpOnly cookie for the console calls only', async () => {
    const browser = t.client();
    const { captchaId } = await browser.captcha();
    const answer = await browser.call<OperatorUser>(opsLogin, {
      loginCode: ` ${operators.operator.loginCode} `,
      password: operators.operator.password,
      captchaId,
      captchaCode: '7Xk2',
      lang: 'en_US',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      data: { loginCode: operators.operator.loginCode, role: 'OPERATOR', lang: 'en_US' },
    });
    const cookie = (
      answer.response.cookies as { name: string; path?: string; httpOnly?: boolean; sameSite?: string }[]
    ).find((c) => c.name === OPS_SESSION_COOKIE);
    expect(cookie).toMatchObject({ path: '/api/emall/ops', httpOnly: true, sameSite: 'Strict' });
    expect(await browser.data(opsSessionInfo)).toMatchObject({
      loginCode: operators.operator.loginCode,
      operatorName: operators.operator.operatorName,
    });
  });

  it('refuses a wrong password and a wrong captcha with 401 in the caller language', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    const wrong = await browser.tryOpsLogin(operators.operator.loginCode, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ errcode: 'LOGIN_FAILED', msg: 'Wrong staff code or password' });
    const badCaptcha = await browser.tryOpsLogin(
      operators.operator.loginCode,
      operators.operator.password,
      'zzzz',
    );
    expect(badCaptcha.status).toBe(401);
    expect(badCaptcha.body).toMatchObject({ errcode: 'CAPTCHA_INVALID' });
  });

  it('does not let a buyer log in to the console, nor an operator into the shop', async () => {
    const browser = t.client();
    expect((await browser.tryOpsLogin(people.buyer.staffCode, people.buyer.password)).status).toBe(401);
    expect((await browser.tryLogin(operators.operator.loginCode, operators.operator.password)).status).toBe(
      401,
    );
  });

  it('throttles a login code after 5 failures: 429 even with the right password', async () => {
    const browser = t.client();
    // A code of its own, so the other tests' failures do not count.
    const { loginCode, password } = await createOperator(t.database.db);
    for (let i = 0; i < 5; i++) expect((await browser.tryOpsLogin(loginCode, 'wrong')).status).toBe(401);
    const blocked = await browser.tryOpsLogin(loginCode, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ errcode: 'TOO_MANY_ATTEMPTS' });
  });

  it('checks at most 5 of 12 wrong passwords sent at once for one login code', async () => {
    const { loginCode } = await createOperator(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.client().tryOpsLogin(loginCode, 'wrong-password')),
    );
    const checked = answers.filter((a) => !a.body.success && a.body.errcode === 'LOGIN_FAILED');
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - checked.length);
  });

  it('ends the session at logout: the console calls answer 401 again', async () => {
    const browser = t.client();
    await browser.opsLoginAs(operators.operator);
    expect((await browser.call(qryAuditLogByPage, {})).status).toBe(200);
    expect((await browser.call(opsLogout, {})).status).toBe(200);
    expect(await browser.data(opsSessionInfo)).toBeNull();
    expect((await browser.call(qryAuditLogByPage, {})).status).toBe(401);
  });
});

describe('who may call the console', () => {
  it('answers 401 to a buyer session and to nobody, before reading the body', async () => {
    const buyer = t.client();
    await buyer.loginAs(people.buyer);
    for (const browser of [buyer, t.client()]) {
      expect((await browser.call(qryAuditLogByPage, {})).status).toBe(401);
      expect((await browser.call(renameThing, {})).status).toBe(401);
    }
  });

  it('does not accept an operator session for the shop calls', async () => {
    const browser = t.client();
    await browser.opsLoginAs(operators.operator);
    expect((await browser.call(contract.account.custOrderInfo, {})).status).toBe(401);
  });

  it('answers 403 to an auditor on a writing call and writes nothing', async () => {
    const auditor = t.client();
    auditor.lang = 'en_US';
    await auditor.opsLoginAs(operators.auditor);
    const refused = await auditor.call(renameThing, { thingId: 'T-auditor', name: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      errcode: 'OPS_READ_ONLY',
      msg: 'This operator account is read-only and cannot change anything',
    });
    const page = await auditor.data<{ rows: AuditEntry[] }>(qryAuditLogByPage, { targetId: 'T-auditor' });
    expect(page.rows).toEqual([]);
  });

  it('validates a writing call in the caller language', async () => {
    const operator = t.client();
    operator.lang = 'zh_TW';
    await operator.opsLoginAs(operators.operator);
    const invalid = await operator.call(renameThing, { thingId: 'T1', name: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ errcode: 'VALIDATION_FAILED' });
    expect(invalid.body.msg).toContain('請求參數有誤');
  });
});

describe('the audit log', () => {
  it('records who changed what, when, before and after; the auditor reads it, newest first and filtered', async () => {
    const operator = t.client();
    await operator.opsLoginAs(operators.operator);
    await operator.data(renameThing, { thingId: 'T-audit', name: 'first' });
    t.clock.advance(1000);
    await operator.data(renameThing, { thingId: 'T-audit', name: 'second' });
    const auditor = t.client();
    await auditor.opsLoginAs(operators.auditor);
    const page = await auditor.data<{ rows: AuditEntry[]; total: number }>(qryAuditLogByPage, {
      targetType: 'thing',
      targetId: 'T-audit',
    });
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.after)).toEqual([{ name: 'second' }, { name: 'first' }]);
    expect(page.rows[0]).toMatchObject({
      loginCode: operators.operator.loginCode,
      operatorName: operators.operator.operatorName,
      action: 'thing.rename',
      before: { name: 'old' },
      createdAt: new Date(t.clock.now()).toISOString(),
    });
    expect(page.rows[0]?.requestId).toBeTruthy();
    const otherDay = await auditor.data<{ total: number }>(qryAuditLogByPage, {
      targetId: 'T-audit',
      dateFrom: '2026-11-23',
    });
    expect(otherDay.total).toBe(0);
  });

  it('refuses a malformed filter with 400', async () => {
    const auditor = t.client();
    await auditor.opsLoginAs(operators.auditor);
    expect((await auditor.call(qryAuditLogByPage, { dateFrom: '2026-13-40' })).status).toBe(400);
  });
});
