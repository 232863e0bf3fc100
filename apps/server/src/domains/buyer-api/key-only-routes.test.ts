import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '@emall/contract';
import { contract } from '@emall/contract';
import { keyOnlyRoutes } from '../../platform/key-only-routes.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { threeBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertOrderFixture, type OrderFixture } from '../order/order.fixture.js';

// The exemption from the cookie session and the anti-forgery check is a property of the buyer API's routes,
// never of their URL: a page route under /api/v1/ keeps both, a key-only route elsewhere reads no cookie.
const LOOKALIKE = '/api/v1/page-lookalike';
const KEY_ONLY_ELSEWHERE = '/api/emall/key-only-probe';

let t: TestApp;
let demo: TestClient;
let other: TestClient;
let people: Buyers;
let parts: OrderFixture;

const whoAsks = (request: { staff: { userCode: string } | null }) => ({
  staff: request.staff?.userCode ?? null,
});

beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    app.get(LOOKALIKE, (request, reply) => reply.send(whoAsks(request)));
    app.post(LOOKALIKE, (request, reply) => reply.send(whoAsks(request)));
    void app.register((plugin, _options, done) => {
      keyOnlyRoutes(plugin);
      plugin.get(KEY_ONLY_ELSEWHERE, (request, reply) => reply.send(whoAsks(request)));
      plugin.post(KEY_ONLY_ELSEWHERE, (request, reply) => reply.send(whoAsks(request)));
      done();
    });
  });
  parts = await insertOrderFixture(t.database.db);
  ({ buyer: demo, other, people } = await threeBuyers(t));
});
afterAll(() => t.close());

describe('a page route whose URL starts as the buyer API', () => {
  it('reads the session cookie', async () => {
    const answer = await demo.request({ method: 'GET', url: LOOKALIKE });
    expect(answer.json()).toEqual({ staff: people.buyer.staffCode });
  });

  it('refuses a POST without the anti-forgery token, and takes one with it', async () => {
    const refused = await demo.request({ method: 'POST', url: LOOKALIKE, payload: {}, withXsrf: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errcode: 'XSRF_MISMATCH' });
    const taken = await demo.request({ method: 'POST', url: LOOKALIKE, payload: {} });
    expect(taken.json()).toEqual({ staff: people.buyer.staffCode });
  });
});

describe('a key-only route', () => {
  it('reads no session cookie, whatever its URL', async () => {
    const answer = await demo.request({ method: 'GET', url: KEY_ONLY_ELSEWHERE });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ staff: null });
  });

  it('needs no anti-forgery token', async () => {
    const answer = await demo.request({
      method: 'POST',
      url: KEY_ONLY_ELSEWHERE,
      payload: {},
      withXsrf: false,
    });
    expect(answer.json()).toEqual({ staff: null });
  });

  it('on the buyer API, acts as the key with a session cookie beside it and no anti-forgery token', async () => {
    const key = await other.data<CreatedApiKey>(contract.apiKey.createApiKey, {
      name: 'ERP',
      scopes: ['cart'],
    });
    // demo's browser cookies ride along: the line lands in the key's maker's cart, never in demo's.
    const added = await demo.request({
      method: 'POST',
      url: '/api/v1/cart/lines',
      payload: { lines: [{ productId: parts.stm, quantity: 7 }] },
      headers: { authorization: `Bearer ${key.secret}` },
      withXsrf: false,
    });
    expect(added.statusCode).toBe(200);
    const cartOf = async (client: TestClient) =>
      (await client.data<{ list: { spuId: string }[] }>(contract.cart.qryShopCart, {})).list.map(
        (l) => l.spuId,
      );
    expect(await cartOf(other)).toContain(parts.stm);
    expect(await cartOf(demo)).not.toContain(parts.stm);
  });
});
