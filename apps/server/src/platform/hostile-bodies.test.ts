import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_CALLS } from '@emall/contract';
import { ALL_OPS_CALLS } from '@emall/contract/ops';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { createBuyers, createOperators, type Buyers, type Operators } from '../testing/factories/index.js';
import type { TestClient } from '../testing/test-client.js';

let t: TestApp;
let people: Buyers;
let operators: Operators;
let loggedIn: TestClient;
/** An operator of the console: its calls read the body only for a logged-in operator. */
let operator: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  loggedIn = t.client();
  await loggedIn.loginAs(people.buyer);
  operator = t.client();
  await operator.opsLoginAs(operators.operator);
});
afterAll(() => t.close());

/** Every body field any call declares, read from the contract, so new calls are covered unasked. */
function bodyFields(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    anyOf?: { properties?: Record<string, unknown> }[];
  };
  return [json, ...(json.anyOf ?? [])].flatMap((variant) => Object.keys(variant.properties ?? {}));
}
const FIELDS = [...new Set([...ALL_CALLS, ...ALL_OPS_CALLS].flatMap((call) => bodyFields(call.body)))];

/** Bodies a careless or hostile client may send: wrong JSON types, huge, nested, prototype keys. */
const HOSTILE_BODIES: string[] = [
  'null',
  '[]',
  '"text"',
  '12345',
  'true',
  '{}',
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, { nested: [1, 2, { deep: null }] }]))),
  JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, 'x'.repeat(5000)]))),
  JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, -1e308]))),
  JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, ['a', 'b']]))),
  JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, "'; drop table staff; --"]))),
  JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, '\u0000\ud800']))),
  '['.repeat(5000) + ']'.repeat(5000),
];

// Logouts last: the logged-in browsers keep their sessions for every other call.
const calls = [...ALL_CALLS, ...ALL_OPS_CALLS].sort(
  (a, b) => Number(/logout/i.test(a.path)) - Number(/logout/i.test(b.path)),
);

describe('no call answers 500, whatever the body', () => {
  for (const call of calls) {
    it(`${call.method} ${call.path} answers below 500 with an envelope for hostile bodies`, async () => {
      for (const browser of [t.client(), loggedIn, operator]) {
        for (const payload of HOSTILE_BODIES) {
          const response =
            call.method === 'GET'
              ? await browser.request({
                  method: 'GET',
                  url: `${call.path}?lang=${encodeURIComponent(payload.slice(0, 300))}&lang=x`,
                })
              : await browser.request({
                  method: 'POST',
                  url: call.path,
                  payload,
                  headers: { 'content-type': 'application/json' },
                });
          expect(response.statusCode, `${call.path} with ${payload.slice(0, 60)}`).toBeLessThan(500);
          expect(response.json()).toHaveProperty('success');
        }
      }
    });
  }

  it('knows the body fields of every call', () => {
    expect(FIELDS).toEqual(expect.arrayContaining(['staffCode', 'dicCodes', 'qryParam', 'spuId', 'code']));
  });

  it('did not let a prototype key change any object', () => {
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
