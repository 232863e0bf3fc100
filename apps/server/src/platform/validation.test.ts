import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, isOpsAuth } from '@emall/contract';
import { ALL_OPS_CALLS } from '@emall/contract/ops';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { createBuyers, createOperators, type Buyers, type Operators } from '../testing/factories/index.js';
import type { TestClient } from '../testing/test-client.js';

let t: TestApp;
let people: Buyers;
let operators: Operators;
let browser: TestClient;
/** The console's calls are validated for a logged-in operator (others are refused before the body is read). */
let operator: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  browser = t.client();
  browser.lang = 'en_US';
  await browser.loginAs(people.buyer);
  operator = t.client();
  operator.lang = 'en_US';
  await operator.opsLoginAs(operators.operator);
});
afterAll(() => t.close());

/** Calls whose body has required fields: an empty body must be refused field by field. */
const callsWithRequiredFields = [...ALL_CALLS, ...ALL_OPS_CALLS].filter(
  (call) => !call.body.safeParse({}).success,
);

describe('an empty body is refused with per-field messages in the caller language', () => {
  it('covers the calls that have required fields', () => {
    expect(callsWithRequiredFields.length).toBeGreaterThanOrEqual(8);
  });

  for (const call of callsWithRequiredFields) {
    it(`${call.method} ${call.path} answers 400 naming each missing field`, async () => {
      const answer = await (isOpsAuth(call.auth) ? operator : browser).call(call, {});
      expect(answer.status).toBe(400);
      if (answer.body.success) throw new Error('accepted an empty body');
      expect(answer.body.errcode).toBe('VALIDATION_FAILED');
      expect(answer.body.msg).toMatch(/^The request is invalid, please check it \(\w+: /);
      const fields = Object.values(answer.body.fields ?? {});
      expect(fields.length).toBeGreaterThan(0);
      for (const message of fields) expect(message).toMatch(/^[\x20-\x7e]+$/);
    });
  }
});
