import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS } from '@emall/contract';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import type { TestClient } from '../testing/test-client.js';

let t: TestApp;
let loggedIn: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  loggedIn = t.client();
  await loggedIn.login('demo');
});
afterAll(() => t.close());

const FIELDS = [
  'staffCode',
  'password',
  'captchaId',
  'captchaCode',
  'lang',
  'oldPassword',
  'newPassword',
  'tenantId',
  'dicCodes',
  'dicCode',
  'paramCode',
  'paramCodes',
  'paramType',
  'pageNo',
  'pageSize',
  'regionPathName',
  'regionLevel',
  'isTop',
  'eventName',
  'eventType',
  'eventParam',
  'createTime',
  'leaveTime',
  'currentUrl',
  'lastUrl',
];

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

const calls = ALL_CALLS;

describe('no call answers 500, whatever the body', () => {
  for (const call of calls) {
    it(`${call.method} ${call.path} answers below 500 with an envelope for hostile bodies`, async () => {
      for (const browser of [t.client(), loggedIn]) {
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

  it('did not let a prototype key change any object', () => {
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
