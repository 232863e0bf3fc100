import { Writable } from 'node:stream';
import { symbols as pinoSymbols } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, opsApiKeyCalls, type ApiKey, type CreatedApiKey } from '@emall/contract';
import { multipartBody } from '../../testing/multipart.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertOrderFixture, type OrderFixture } from '../order/order.fixture.js';
import { countKeyCall } from './key-limits.js';

const calls = contract.apiKey;
let t: TestApp;
let parts: OrderFixture;
let demo: TestClient;
let other: TestClient;
let logged = '';

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, (app) => {
    // Every log line the app writes, to prove no key reaches it.
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    (app.log as unknown as Record<symbol, unknown>)[pinoSymbols.streamSym] = sink;
  });
  parts = await insertOrderFixture(t.database.db);
  ({ demo, other } = await t.threeBuyers());
});
afterAll(() => t.close());

async function newKey(client: TestClient, body: Record<string, unknown> = {}): Promise<CreatedApiKey> {
  return client.data<CreatedApiKey>(calls.createApiKey, {
    name: 'ERP',
    scopes: ['catalog:read', 'bom', 'orders:read', 'orders:write'],
    ...body,
  });
}

function v1(
  key: string | null,
  url: string,
  init: {
    method?: 'GET' | 'POST';
    payload?: unknown;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  return t.app.inject({
    method: init.method ?? 'GET',
    url,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...init.headers },
    ...(init.remoteAddress ? { remoteAddress: init.remoteAddress } : {}),
    ...(init.payload === undefined ? {} : { payload: init.payload as object | Buffer }),
  });
}

describe('keys in the member centre', () => {
  it('shows the whole key once, uncompressed, and lists it afterwards without its secret', async () => {
    const answer = await demo.call<CreatedApiKey>(
      calls.createApiKey,
      {
        name: 'MRP run',
        scopes: ['catalog:read'],
        expiresAt: '2027-01-31',
        allowedCidrs: ['203.0.113.0/24'],
      },
      { headers: { 'accept-encoding': 'br, gzip' } },
    );
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-encoding']).toBeUndefined();
    const created = answer.body.success ? answer.body.data : null;
    expect(created?.secret).toMatch(/^emk_[a-z0-9]{12}_[\w-]{43}$/);
    expect(created?.key).toMatchObject({ name: 'MRP run', state: 'ACTIVE', scopes: ['catalog:read'] });
    const list = await demo.data<ApiKey[]>(calls.listApiKeys);
    expect(list.map((k) => k.keyId)).toContain(created?.key.keyId);
    expect(JSON.stringify(list)).not.toContain(created?.secret.slice(-43));
    expect(JSON.stringify(await other.data<ApiKey[]>(calls.listApiKeys))).not.toContain(created?.key.keyId);
  });

  it('refuses a bad scope, a bad address range and a past expiry with 400', async () => {
    for (const body of [
      { name: 'x', scopes: ['admin'] },
      { name: 'x', scopes: ['bom'], allowedCidrs: ['10.0.0.0/33'] },
      { name: 'x', scopes: ['bom'], expiresAt: '2020-01-01' },
    ])
      expect((await demo.call(calls.createApiKey, body)).status).toBe(400);
  });

  it("refuses to revoke another tenant's key (404) and lets the console revoke any key, audited", async () => {
    const key = await newKey(demo);
    expect((await other.call(calls.revokeApiKey, { keyId: key.key.keyId })).status).toBe(404);
    const ops = t.client();
    await ops.opsLogin('ops');
    const page = await ops.data<{ rows: { keyId: string }[] }>(opsApiKeyCalls.qryApiKeyByPage, { pageNo: 1 });
    expect(page.rows.map((r) => r.keyId)).toContain(key.key.keyId);
    const revoked = await ops.data<ApiKey>(opsApiKeyCalls.revokeApiKey, { keyId: key.key.keyId });
    expect(revoked.state).toBe('REVOKED');
    expect((await v1(key.secret, '/api/v1/search?q=STM32')).statusCode).toBe(401);
  });
});

describe('the buyer API with a key', () => {
  it('searches with the reading of the query, rate headers and a cursor', async () => {
    const key = await newKey(demo);
    const answer = await v1(key.secret, '/api/v1/search?q=STM32F103&limit=1');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['ratelimit-policy']).toBe('"catalog";q=6000;w=60');
    expect(answer.headers.ratelimit).toMatch(/^"catalog";r=5999;t=\d+$/);
    const body = answer.json<{
      items: { partNumber: string; unitPrice: string }[];
      nextCursor: string | null;
    }>();
    expect(body.items).toHaveLength(1);
    expect(typeof body.items[0]?.unitPrice).toBe('string');
    expect(body.nextCursor).not.toBeNull();
    const next = await v1(key.secret, `/api/v1/search?q=STM32F103&limit=1&cursor=${body.nextCursor ?? ''}`);
    expect(next.json<{ items: { partNumber: string }[] }>().items[0]?.partNumber).not.toBe(
      body.items[0]?.partNumber,
    );
  });

  it('prices BOM lines in one call with stock and the price at the build quantity', async () => {
    const key = await newKey(demo);
    const answer = await v1(key.secret, '/api/v1/bom/price', {
      method: 'POST',
      payload: {
        lines: [
          { partNumber: 'STM32F103C8T6', maker: 'ST', quantity: 2 },
          { partNumber: 'NOPE-XYZ-1', quantity: 1 },
        ],
        buildQuantity: 5,
      },
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{
      lines: { quantity: number; product: { productId: string; extendedPrice: string } | null }[];
      matchedLines: number;
    }>();
    expect(body.lines[0]?.quantity).toBe(10);
    expect(body.lines[0]?.product?.productId).toBe(parts.stm);
    expect(body.lines[0]?.product?.extendedPrice).toBe('113.000000');
    expect(body.lines[1]?.product).toBeNull();
  });

  it('places one order for one Idempotency-Key, refuses a stale price, and reads it back', async () => {
    const key = await newKey(demo);
    const order = {
      deliveryMethod: '01',
      shippingAddress: {
        recipient: 'Zhang Wei',
        phone: '13800138000',
        region: 'Guangdong',
        street: 'Keji Road 8',
      },
      lines: [{ productId: parts.stm, quantity: 10, unitPrice: '12.43', unitPriceExcludingTax: '11.00' }],
    };
    const stale = await v1(key.secret, '/api/v1/orders', {
      method: 'POST',
      payload: order,
      headers: { 'idempotency-key': 'stale-price-0001' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json()).toMatchObject({ status: 409, code: 'ORDER_CHANGED' });
    const product = (await v1(key.secret, `/api/v1/products?partNumber=STM32F103C8T6&quantity=10`)).json<{
      items: { unitPrice: string; unitPriceExcludingTax: string }[];
    }>().items[0];
    const fresh = {
      ...order,
      lines: [
        {
          ...order.lines[0],
          unitPrice: product?.unitPrice,
          unitPriceExcludingTax: product?.unitPriceExcludingTax,
        },
      ],
    };
    expect((await v1(key.secret, '/api/v1/orders', { method: 'POST', payload: fresh })).statusCode).toBe(400);
    const headers = { 'idempotency-key': 'erp-run-2026-11-22-0001' };
    const first = await v1(key.secret, '/api/v1/orders', { method: 'POST', payload: fresh, headers });
    const again = await v1(key.secret, '/api/v1/orders', { method: 'POST', payload: fresh, headers });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const { orderId } = first.json<{ orderId: string }>();
    const list = (await v1(key.secret, '/api/v1/orders')).json<{ items: { orderId: string }[] }>();
    expect(list.items.filter((o) => o.orderId === orderId)).toHaveLength(1);
    const lines = (await v1(key.secret, `/api/v1/orders/${orderId}/lines`)).json<{
      items: { quantity: number }[];
    }>();
    expect(lines.items.map((l) => l.quantity)).toEqual([10]);
    expect((await v1(key.secret, `/api/v1/orders/${orderId}/shipments`)).json()).toEqual({ items: [] });

    // Hostile: another tenant's key sees no such order.
    const theirs = await newKey(other);
    for (const path of ['', '/lines', '/shipments'])
      expect((await v1(theirs.secret, `/api/v1/orders/${orderId}${path}`)).statusCode).toBe(404);
  });
});

describe('a stored BOM', () => {
  it('uploads a CSV, matches it with the BOM job and costs it at the build quantities asked', async () => {
    const key = await newKey(demo, { scopes: ['bom'] });
    const csv = 'Part Number,Manufacturer,Qty,Designator\nSTM32F103C8T6,ST,2,U1 U2\nLM358DR,TI,1,U3\n';
    const { payload, headers } = multipartBody({ name: 'board.csv', bytes: csv, contentType: 'text/csv' });
    const uploaded = await v1(key.secret, '/api/v1/boms', { method: 'POST', payload, headers });
    expect(uploaded.statusCode).toBe(200);
    const { bomId } = uploaded.json<{ bomId: string }>();
    expect(uploaded.json()).toMatchObject({ lineCount: 2 });
    // The job runner takes the BOM at its next look: wait on its state, not on time.
    await expect
      .poll(async () => (await v1(key.secret, `/api/v1/boms/${bomId}`)).json<{ state: string }>().state, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe('DONE');
    const costing = await v1(key.secret, `/api/v1/boms/${bomId}/costing?buildQuantities=10,100`);
    expect(costing.statusCode).toBe(200);
    const body = costing.json<{ builds: { boards: number }[]; lines: { productId: string | null }[] }>();
    expect(body.builds.map((b) => b.boards)).toEqual([10, 100]);
    expect(body.lines[0]?.productId).toBe(parts.stm);
    const theirs = await newKey(other, { scopes: ['bom'] });
    expect((await v1(theirs.secret, `/api/v1/boms/${bomId}`)).statusCode).toBe(404);
  });
});

describe('cart, substitutes and quotes', () => {
  it("fills and reads the key's staff member's cart with the cart's own rules", async () => {
    const key = await newKey(demo, { scopes: ['cart'] });
    const added = await v1(key.secret, '/api/v1/cart/lines', {
      method: 'POST',
      payload: {
        lines: [
          { productId: parts.stm, quantity: 3 },
          { productId: parts.inactive, quantity: 1 },
        ],
      },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      lines: [
        { productId: parts.stm, added: true, quantity: 3 },
        { productId: parts.inactive, added: false, code: 'PRODUCT_UNAVAILABLE' },
      ],
    });
    const cart = (await v1(key.secret, '/api/v1/cart')).json<{
      items: { productId: string; quantity: number }[];
    }>();
    expect(cart.items.find((l) => l.productId === parts.stm)?.quantity).toBe(3);
    expect((await v1(key.secret, '/api/v1/search?q=LM358')).statusCode).toBe(403);
  });

  it('answers substitutes as the page does, quotes, and 404 for a quote that is not the tenant’s', async () => {
    const key = await newKey(demo, { scopes: ['catalog:read', 'orders:read'] });
    // The same rule as the product page's call: the same answer for the same part (here none: no parameters).
    const page = await demo.call(contract.catalog.qryProductSubstitutes, { spuId: parts.stm, quantity: 10 });
    const subs = await v1(key.secret, `/api/v1/products/${parts.stm}/substitutes?quantity=10`);
    expect(subs.statusCode).toBe(page.status);
    expect(subs.headers['content-type']).toContain('application/problem+json');
    const quotes = (await v1(key.secret, '/api/v1/quotes')).json<{
      items: unknown[];
      nextCursor: string | null;
    }>();
    expect(Array.isArray(quotes.items)).toBe(true);
    expect(quotes.nextCursor).toBeNull();
    expect((await v1(key.secret, '/api/v1/quotes/999999')).statusCode).toBe(404);
  });
});

describe('hostile callers', () => {
  it('refuses a missing, malformed or wrong key with one 401 problem', async () => {
    const key = await newKey(demo);
    const wrong = `${key.secret.slice(0, -4)}AAAA`;
    for (const presented of [null, 'nonsense', wrong]) {
      const answer = await v1(presented, '/api/v1/search?q=LM358');
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ status: 401, code: 'API_KEY_INVALID' });
    }
  });

  it('refuses a revoked key at once', async () => {
    const key = await newKey(demo);
    expect((await v1(key.secret, '/api/v1/search?q=LM358')).statusCode).toBe(200);
    await demo.data(calls.revokeApiKey, { keyId: key.key.keyId });
    expect((await v1(key.secret, '/api/v1/search?q=LM358')).statusCode).toBe(401);
  });

  it('refuses an expired key', async () => {
    const key = await newKey(demo, { expiresAt: '2026-11-23T08:00:00Z' });
    expect((await v1(key.secret, '/api/v1/search?q=LM358')).statusCode).toBe(200);
    t.clock.advance(2 * 24 * 3600 * 1000);
    try {
      expect((await v1(key.secret, '/api/v1/search?q=LM358')).statusCode).toBe(401);
    } finally {
      t.clock.advance(-2 * 24 * 3600 * 1000);
    }
  });

  it('refuses a call outside the key’s scopes with 403', async () => {
    const key = await newKey(demo, { scopes: ['catalog:read'] });
    const answer = await v1(key.secret, '/api/v1/orders');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'API_KEY_SCOPE' });
  });

  it('refuses a key used from an address it does not allow', async () => {
    const key = await newKey(demo, { allowedCidrs: ['203.0.113.0/24'] });
    expect(
      (await v1(key.secret, '/api/v1/search?q=LM358', { remoteAddress: '198.51.100.7' })).statusCode,
    ).toBe(403);
    expect(
      (await v1(key.secret, '/api/v1/search?q=LM358', { remoteAddress: '203.0.113.9' })).statusCode,
    ).toBe(200);
  });

  it('lets no cookie session work on /api/v1, and no key work on the pages’ calls', async () => {
    const cookie = [...demo.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: { cookie } });
    expect(session.statusCode).toBe(401);
    const key = await newKey(demo, { scopes: ['cart', 'orders:read'] });
    // A browser without a session sending the key: the pages' calls know no keys.
    const page = await t
      .client()
      .call(contract.cart.qryShopCart, {}, { headers: { authorization: `Bearer ${key.secret}` } });
    expect(page.status).toBe(401);
  });

  it('never writes a key to the log', async () => {
    const key = await newKey(demo);
    await v1(key.secret, '/api/v1/search?q=LM358');
    await v1(`${key.secret.slice(0, -1)}x`, '/api/v1/orders');
    expect(logged).toContain('"url":"/api/v1/search?q=LM358"');
    expect(logged).not.toContain(key.secret.slice(-43));
  });
});

describe('the published contract', () => {
  it('serves the OpenAPI document and the reference page without a key', async () => {
    const doc = await v1(null, '/api/v1/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ openapi: '3.1.0' });
    const page = await v1(null, '/api/v1/docs');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/v1/orders/{orderId}/shipments');
  });

  it('answers an unknown /api/v1 path with a 404 problem', async () => {
    const answer = await v1(null, '/api/v1/nothing-here');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toContain('application/problem+json');
  });
});

describe('limits per key and scope', () => {
  it('answers 429 with Retry-After past the limit, counted in the database', async () => {
    const key = await newKey(demo);
    const deps = {
      db: t.database.db,
      readDb: t.database.db,
      catalogDb: t.database.db,
      clock: t.clock,
      account: undefined as never,
      bomJobs: { wake: () => undefined },
      limits: { bom: { name: 'bom', calls: 2, seconds: 60 } } as never,
    };
    const headers = new Map<string, string>();
    const reply = { header: (name: string, value: string) => headers.set(name, value) } as never;
    await countKeyCall(deps, reply, key.key.keyId, 'bom');
    await countKeyCall(deps, reply, key.key.keyId, 'bom');
    await expect(countKeyCall(deps, reply, key.key.keyId, 'bom')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(headers.get('RateLimit')).toMatch(/^"bom";r=0;t=\d+$/);
  });
});
