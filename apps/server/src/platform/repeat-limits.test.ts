import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, contract, isOpsAuth } from '@emall/contract';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { createBuyers, type Buyers } from '../testing/factories/index.js';
import { createEnquiryCall } from '../testing/enquiry-requests.js';
import { REPEAT_LIMITS } from './repeat-limits.js';

/** The limits on repeated writes, on (the other tests run with them off: one address, a frozen clock). */
let t: TestApp;
let people: Buyers;
beforeAll(async () => {
  t = await startTestApp({ REPEAT_LIMITS: 'on' });
  people = await createBuyers(t);
});
afterAll(() => t.close());

const limitOf = (path: string) => REPEAT_LIMITS.find((l) => l.call.path === path);
const oneLine = { lines: [{ mfrPartNumber: 'LM358DR', quantity: 100 }] };

describe('repeated writes', () => {
  it('accepts 10 enquiries in ten minutes from one buyer, refuses the 11th in its language, not a colleague', async () => {
    const limit = limitOf(contract.enquiry.createEnquiry.path);
    expect(limit).toMatchObject({ max: 10, seconds: 600 });
    const buyer = t.client();
    buyer.lang = 'en_US';
    await buyer.loginAs(people.buyer);
    for (let i = 0; i < 10; i += 1) expect((await createEnquiryCall(buyer, oneLine)).status).toBe(200);
    const refused = await createEnquiryCall(buyer, oneLine);
    expect([refused.status, refused.body.msg]).toEqual([
      429,
      'Too many requests; please try again in 600 seconds',
    ]);
    const colleague = t.client();
    await colleague.loginAs(people.colleague);
    expect((await createEnquiryCall(colleague, oneLine)).status).toBe(200);
    t.clock.advance(600_000 + 1000);
    expect((await createEnquiryCall(buyer, oneLine)).status).toBe(200);
  });

  it('gives out at most 60 captchas a minute to one address, and more to another', async () => {
    const visitor = t.client();
    visitor.lang = 'zh-CN';
    const headers = { 'x-forwarded-for': '198.51.100.23' };
    for (let i = 0; i < 60; i += 1)
      expect((await visitor.call(contract.account.getEmallValidPath, {}, { headers })).status).toBe(200);
    const refused = await visitor.call(contract.account.getEmallValidPath, {}, { headers });
    expect([refused.status, refused.body.msg]).toEqual([429, '操作过于频繁，请60秒后再试']);
    const other = await visitor.call(
      contract.account.getEmallValidPath,
      {},
      {
        headers: { 'x-forwarded-for': '198.51.100.24' },
      },
    );
    expect(other.status).toBe(200);
  });

  it('puts every write a buyer or visitor can repeat under a window, or names the window it has elsewhere', () => {
    for (const limit of REPEAT_LIMITS) expect(limit.max).toBeGreaterThan(0);
    const paths = REPEAT_LIMITS.map((l) => l.call.path);
    expect(new Set(paths).size).toBe(paths.length);
    // Windows kept in the database or a queue of their own, with their own tests.
    const limitedElsewhere = new Set([
      contract.account.emallLogin.path, // attempt window per account and address
      contract.account.emallLogout.path, // ends the caller's own session: nothing piles up
      contract.register.submitRegistration.path, // attempt window per address
      contract.message.submitFeedback.path, // feedback windows per staff member and address
      contract.brand.submitCustomizedRequest.path, // request window per address
      contract.bom.uploadBom.path, // spreadsheet parsing, fair per tenant
    ]);
    const writeVerb =
      /\/(add|create|modify|del|change|upload|update|cancel|submit|confirm|batch|emallModify)/i;
    const unguarded = ALL_CALLS.filter(
      (call) =>
        !isOpsAuth(call.auth) &&
        writeVerb.test(call.path.slice(call.path.lastIndexOf('/'))) &&
        !paths.includes(call.path) &&
        !limitedElsewhere.has(call.path),
    ).map((call) => call.path);
    expect(unguarded).toEqual([]);
  });
});
