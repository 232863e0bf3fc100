import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { symbols as pinoSymbols } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contract,
  opsApiKeyCalls,
  type ApiKey,
  type CreatedApiKey,
  type ProductSubstitutes,
  type ShippingAddress,
} from '@emall/contract';
import { queryRows } from '../../platform/db.js';
import { announceSessionChange } from '../../platform/session-changes.js';
import { staffChange, watchSessionChanges } from '../../testing/session-change-watch.js';
import { createTestEnquiry } from '../../testing/enquiry-requests.js';
import { multipartBody } from '../../testing/multipart.js';
import { SUBSTITUTE_FIXTURES, SUBSTITUTE_PARTS } from '../../testing/substitute-parts.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createOperator, threeBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { readCsvFile } from '../catalog/import/import-csv.js';
import { importCatalogRows } from '../catalog/import/import.js';
import type { SheetRow } from '../catalog/import/import.types.js';
import { forgetParameterVocabulary } from '../catalog/parameters/parameter-cache.js';
import { forgetCandidates } from '../catalog/substitutes/candidate-cache.js';
import { quoteEnquiry } from '../enquiry/enquiry-quote.service.js';
import { insertOrderFixture, type OrderFixture } from '../order/order.fixture.js';
import type { BuyerApiDeps } from './buyer-api.settings.js';
import { countKeyCall } from './key-limits.js';

const calls = contract.apiKey;
let t: TestApp;
let parts: OrderFixture;
let demo: TestClient;
let other: TestClient;
let colleague: TestClient;
let people: Buyers;
let logged = '';
const changes = watchSessionChanges();

beforeAll(async () => {
  t = await startTestApp(
    { LOG_LEVEL: 'info' },
    (app) => {
      // Every log line the app writes, to prove no key reaches it.
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged += chunk.toString();
          done();
        },
      });
      (app.log as unknown as Record<symbol, unknown>)[pinoSymbols.streamSym] = sink;
    },
    { onSessionChange: changes.onSessionChange },
  );
  parts = await insertOrderFixture(t.database.db);
  ({ buyer: demo, other, colleague, people } = await threeBuyers(t));
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

const ADDRESS = { recipient: 'Zhang Wei', phone: '13800138000', region: 'Guangdong', street: 'Keji Road 8' };

/** An order body of `quantity` STM32F103C8T6 at the price the shop answers the key now. */
async function freshOrder(key: string, quantity: number, extra: Record<string, unknown> = {}) {
  const product = (await v1(key, `/api/v1/products?partNumber=STM32F103C8T6&quantity=${quantity}`)).json<{
    items: { unitPrice: string; unitPriceExcludingTax: string }[];
  }>().items[0];
  return {
    deliveryMethod: '01',
    shippingAddress: ADDRESS,
    lines: [
      {
        productId: parts.stm,
        quantity,
        unitPrice: product?.unitPrice,
        unitPriceExcludingTax: product?.unitPriceExcludingTax,
      },
    ],
    ...extra,
  };
}

/** A failure as a client compares it: everything but `instance`, the request's own id. */
function refusal(answer: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  const { instance, ...problem } = answer.json() as { instance?: string };
  expect(instance).toEqual(expect.any(String));
  return { status: answer.statusCode, type: answer.headers['content-type'], problem };
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
    await ops.opsLoginAs(await createOperator(t.database.db));
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
  });
});

describe('cart and quotes', () => {
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

  it('lists the tenant’s quotes', async () => {
    const key = await newKey(demo, { scopes: ['orders:read'] });
    const enquiry = await createTestEnquiry(demo, {
      lines: [{ mfrPartNumber: 'STM32F103C8T6', quantity: 100 }],
    });
    const quotes = (await v1(key.secret, '/api/v1/quotes')).json<{
      items: { quoteId: string }[];
      nextCursor: string | null;
    }>();
    expect(quotes.items.map((q) => q.quoteId)).toContain(enquiry.enquiryId);
    expect(quotes.nextCursor).toBeNull();
  });
});

/** The rows of the substitutes' fixture (real parts) of one subcategory, with the header. */
async function* rowsOf(subcategory: string): AsyncGenerator<SheetRow> {
  let header = true;
  for await (const row of readCsvFile(path.join(SUBSTITUTE_FIXTURES, SUBSTITUTE_PARTS))) {
    if (header || row.cells.includes(subcategory)) yield row;
    header = false;
  }
}

describe('substitutes', () => {
  // Real aluminium electrolytics: C72476 (100 µF 16 V) has drop-ins among them (docs/substitutes.md).
  let partId = '';
  beforeAll(async () => {
    await importCatalogRows(t.database.db, rowsOf('Aluminum Electrolytic Capacitors - SMD'));
    forgetParameterVocabulary(t.database.db);
    forgetCandidates(t.database.db);
    const [row] = await queryRows<{ id: string | number }>(
      t.database.db,
      sql`select id from product where product_code = 'C72476'`,
    );
    partId = String(row?.id);
  }, 120_000);

  it('answers the product page’s substitutes for the same part: the same parts in the same order', async () => {
    const key = await newKey(demo, { scopes: ['catalog:read'] });
    const page = await demo.data<ProductSubstitutes>(contract.catalog.qryProductSubstitutes, {
      spuId: partId,
      quantity: 200,
      pageSize: 5,
    });
    const subs = await v1(key.secret, `/api/v1/products/${partId}/substitutes?quantity=200&limit=5`);
    expect(subs.statusCode).toBe(200);
    const body = subs.json<{
      productId: string;
      items: { product: { productId: string; unitPrice: string } }[];
    }>();
    expect(body.productId).toBe(partId);
    expect(page.list.length).toBeGreaterThan(1);
    expect(body.items.map((i) => i.product.productId)).toEqual(page.list.map((r) => r.product.spuId));
    expect(body.items.map((i) => i.product.unitPrice)).toEqual(page.list.map((r) => r.product.taxPrice));
  });
});

describe('another tenant’s records, read with a key of tenant A', () => {
  // Tenant B (other) has a real order, quote, BOM, cart line and address; each asked for by id with demo's key
  // must answer exactly what an id that exists nowhere answers: nothing tells B's records exist.
  const NOWHERE = '987654321';
  let mine: CreatedApiKey;
  const theirs = { orderId: '', quoteId: '', bomId: '', addressId: 0 };

  beforeAll(async () => {
    mine = await newKey(demo, { scopes: ['catalog:read', 'bom', 'cart', 'orders:read', 'orders:write'] });
    const key = await newKey(other, {
      scopes: ['catalog:read', 'bom', 'cart', 'orders:read', 'orders:write'],
    });
    const order = await v1(key.secret, '/api/v1/orders', {
      method: 'POST',
      payload: await freshOrder(key.secret, 20),
      headers: { 'idempotency-key': 'tenant-b-order-0001' },
    });
    expect(order.statusCode).toBe(200);
    theirs.orderId = order.json<{ orderId: string }>().orderId;
    const enquiry = await createTestEnquiry(other, {
      lines: [{ mfrPartNumber: 'STM32F103C8T6', quantity: 100 }],
    });
    const [line] = (
      await other.data<{ lines: { lineId: string }[] }>(contract.enquiry.qryEnquiryDetail, {
        enquiryId: enquiry.enquiryId,
      })
    ).lines;
    await quoteEnquiry(
      t.database.db,
      {
        enquiryId: Number(enquiry.enquiryId),
        lines: [{ lineId: Number(line?.lineId), unitPrice: '9.04' }],
        validUntil: '2026-11-30',
      },
      t.clock.now(),
    );
    theirs.quoteId = enquiry.enquiryId;
    const csv = 'Part Number,Manufacturer,Qty\nSTM32F103C8T6,ST,2\n';
    const { payload, headers } = multipartBody({ name: 'theirs.csv', bytes: csv, contentType: 'text/csv' });
    const bom = await v1(key.secret, '/api/v1/boms', { method: 'POST', payload, headers });
    expect(bom.statusCode).toBe(200);
    theirs.bomId = bom.json<{ bomId: string }>().bomId;
    const cart = await v1(key.secret, '/api/v1/cart/lines', {
      method: 'POST',
      payload: { lines: [{ productId: parts.last, quantity: 1 }] },
    });
    expect(cart.json()).toMatchObject({ lines: [{ added: true }] });
    const book = await other.data<ShippingAddress[]>(contract.account.addShippingAddress, {
      recipients: '王强',
      contactPhone: '0512-66881234',
      regionPath: '江苏省/苏州市/工业园区',
      detailAddr: '星湖街328号创意产业园12栋3楼',
      isDefault: 'F',
    });
    theirs.addressId = book[0]?.addressId ?? 0;
  });

  it.each([
    ['an order', (id: string) => `/api/v1/orders/${id}`, () => theirs.orderId],
    ['an order’s lines', (id: string) => `/api/v1/orders/${id}/lines`, () => theirs.orderId],
    ['an order’s shipments', (id: string) => `/api/v1/orders/${id}/shipments`, () => theirs.orderId],
    ['a quote', (id: string) => `/api/v1/quotes/${id}`, () => theirs.quoteId],
    ['a BOM', (id: string) => `/api/v1/boms/${id}`, () => theirs.bomId],
    ['a BOM’s costing', (id: string) => `/api/v1/boms/${id}/costing`, () => theirs.bomId],
    [
      'a BOM’s costing at new builds',
      (id: string) => `/api/v1/boms/${id}/costing?buildQuantities=10`,
      () => theirs.bomId,
    ],
  ])('answers %s of tenant B as one that does not exist', async (_what, url, theirId) => {
    const foreign = await v1(mine.secret, url(theirId()));
    const nowhere = await v1(mine.secret, url(NOWHERE));
    expect(nowhere.statusCode).toBe(404);
    expect(refusal(foreign)).toEqual(refusal(nowhere));
  });

  it('never lists tenant B’s orders, quotes or cart lines', async () => {
    const list = async <T>(url: string) => {
      const answer = await v1(mine.secret, url);
      expect(answer.statusCode).toBe(200);
      return answer.json<{ items: T[] }>().items;
    };
    const orders = await list<{ orderId: string }>('/api/v1/orders?limit=50');
    expect(orders.map((o) => o.orderId)).not.toContain(theirs.orderId);
    const quotes = await list<{ quoteId: string }>('/api/v1/quotes?limit=50');
    expect(quotes.map((q) => q.quoteId)).not.toContain(theirs.quoteId);
    const cart = await list<{ productId: string }>('/api/v1/cart');
    expect(cart.map((l) => l.productId)).not.toContain(parts.last);
  });

  it('refuses an order to tenant B’s address as one to an address that does not exist', async () => {
    const place = async (shippingAddressId: number, idempotencyKey: string) =>
      v1(mine.secret, '/api/v1/orders', {
        method: 'POST',
        payload: await freshOrder(mine.secret, 10, { shippingAddress: undefined, shippingAddressId }),
        headers: { 'idempotency-key': idempotencyKey },
      });
    const foreign = await place(theirs.addressId, 'foreign-address-0001');
    const nowhere = await place(Number(NOWHERE), 'nowhere-address-0001');
    expect(nowhere.statusCode).toBe(400);
    expect(refusal(foreign)).toEqual(refusal(nowhere));
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
      checkedKeys: undefined as never,
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

  it('counts the calls of the other keys when one key of a shared statement fails', async () => {
    const key = await newKey(other, { scopes: ['bom'] });
    const deps = {
      db: t.database.db,
      clock: t.clock,
      limits: { bom: { name: 'bom', calls: 10, seconds: 60 } },
    } as unknown as BuyerApiDeps;
    const reply = { header: () => undefined } as never;
    // The first goes alone; the real key's second and a key with no row (deleted meanwhile) go together.
    const outcomes = await Promise.allSettled([
      countKeyCall(deps, reply, key.key.keyId, 'bom'),
      countKeyCall(deps, reply, key.key.keyId, 'bom'),
      countKeyCall(deps, reply, 'nosuchkey000', 'bom'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const [row] = await queryRows<{ calls: number }>(
      t.database.db,
      sql`select calls from api_rate_window where key_id = ${key.key.keyId}`,
    );
    expect(row?.calls).toBe(2);
  });
});

/**
 * The text of every statement the app sends while `fn` runs (PGlite's one client, or PostgreSQL's pools). The
 * clients are this file's own database's, made for it and restored after: nothing another file shares is touched.
 */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  type Query = (query: string | { text: string }, ...rest: unknown[]) => Promise<unknown>;
  const { db, readDb, catalogDb } = t.database;
  const clients = new Set(
    [db, readDb, catalogDb].map((view) => (view as unknown as { $client: { query: Query } }).$client),
  );
  const seen: string[] = [];
  const originals = [...clients].map((client) => {
    const original = client.query;
    client.query = (query, ...rest) => {
      seen.push(typeof query === 'string' ? query : query.text);
      return original.call(client, query, ...rest);
    };
    return () => {
      client.query = original;
    };
  });
  try {
    await fn();
  } finally {
    for (const restore of originals) restore();
  }
  return seen;
}

describe('keys held by this copy', () => {
  async function makerOf(key: string): Promise<string> {
    const found = await v1(key, '/api/v1/products?partNumber=STM32F103C8T6');
    return found.json<{ items: { makerCode: string }[] }>().items[0]?.makerCode ?? '';
  }

  it('looks a part up with a held key in two statements: the count and the part', async () => {
    const key = await newKey(demo, { scopes: ['catalog:read'] });
    const maker = await makerOf(key.secret);
    const url = `/api/v1/products?partNumber=STM32F103C8T6&maker=${maker}&quantity=100`;
    const statements = await statementsOf(async () => {
      const answer = await v1(key.secret, url);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ items: [{ partNumber: 'STM32F103C8T6', quantity: 100 }] });
    });
    expect(statements).toHaveLength(2);
    expect(statements.filter((text) => text.includes('"api_rate_window"'))).toHaveLength(1);
  });

  it('counts the calls that arrive together in one statement, each at its own place in the window', async () => {
    const key = await newKey(demo, { scopes: ['catalog:read'] });
    const maker = await makerOf(key.secret);
    const url = `/api/v1/products?partNumber=STM32F103C8T6&maker=${maker}`;
    let answers: Awaited<ReturnType<typeof v1>>[] = [];
    const statements = await statementsOf(async () => {
      answers = await Promise.all(Array.from({ length: 12 }, () => v1(key.secret, url)));
    });
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    // The first call's statement goes at once; the eleven that came while it was out go together in the next.
    expect(statements.filter((text) => text.includes('"api_rate_window"'))).toHaveLength(2);
    const left = answers.map((a) => Number(/r=(\d+)/.exec(String(a.headers.ratelimit))?.[1]));
    // The lookup of the maker was call 1: these are calls 2 to 13, each once.
    expect(left.sort((a, b) => b - a)).toEqual(Array.from({ length: 12 }, (_, i) => 6000 - 2 - i));
  });

  it('refuses a key revoked by an operator at once, in the copy that revoked it', async () => {
    const key = await newKey(demo);
    expect((await v1(key.secret, '/api/v1/search?q=LM358')).statusCode).toBe(200);
    const ops = t.client();
    await ops.opsLoginAs(await createOperator(t.database.db));
    await ops.data<ApiKey>(opsApiKeyCalls.revokeApiKey, { keyId: key.key.keyId });
    expect((await v1(key.secret, '/api/v1/search?q=LM358')).statusCode).toBe(401);
  });

  it('refuses the keys of a staff member disabled or moved off the tenant once it is announced', async () => {
    const staffId = people.colleague.staffId;
    const key = await newKey(colleague, { scopes: ['catalog:read'] });
    const call = async () => (await v1(key.secret, '/api/v1/search?q=LM358')).statusCode;
    expect(await call()).toBe(200);
    const announced = async () => {
      const arrived = changes.next(staffChange(staffId));
      await announceSessionChange(t.database.db, { kind: 'staff', id: staffId });
      await arrived;
    };
    try {
      await t.database.exec(`update staff set status = '00X' where id = ${staffId}`);
      // Held: what is changed behind the shop's back holds within the hold, as for sessions.
      expect(await call()).toBe(200);
      await announced();
      expect(await call()).toBe(401);
      await t.database.exec(`update staff set status = '00A' where id = ${staffId}`);
      expect(await call()).toBe(200);
      const tenantId = people.colleague.tenantId;
      await t.database.exec(
        `update staff set tenant_id = ${people.otherTenant.tenantId} where id = ${staffId};
         delete from staff_tenant where staff_id = ${staffId} and tenant_id = ${tenantId}`,
      );
      await announced();
      expect(await call()).toBe(401);
    } finally {
      await t.database.exec(
        `update staff set status = '00A', tenant_id = ${people.colleague.tenantId} where id = ${staffId};
         insert into staff_tenant (staff_id, tenant_id, position)
           values (${staffId}, ${people.colleague.tenantId}, 0) on conflict do nothing`,
      );
    }
  });

  it('reads a held key again when its hold ends, so an unannounced change holds within 30 s', async () => {
    const staffId = people.colleague.staffId;
    const key = await newKey(colleague, { scopes: ['catalog:read'] });
    expect((await v1(key.secret, '/api/v1/search?q=LM358')).statusCode).toBe(200);
    await t.database.exec(`update staff set status = '00X' where id = ${staffId}`);
    t.clock.advance(31_000);
    try {
      expect((await v1(key.secret, '/api/v1/search?q=LM358')).statusCode).toBe(401);
    } finally {
      t.clock.advance(-31_000);
      await t.database.exec(`update staff set status = '00A' where id = ${staffId}`);
    }
  });

  it('spends no call of a real key for a caller without its secret', async () => {
    const key = await newKey(other, { scopes: ['catalog:read'] });
    const first = await v1(key.secret, '/api/v1/search?q=LM358');
    const wrong = `${key.secret.slice(0, -4)}AAAA`;
    for (let i = 0; i < 5; i += 1) expect((await v1(wrong, '/api/v1/search?q=LM358')).statusCode).toBe(401);
    const next = await v1(key.secret, '/api/v1/search?q=LM358');
    expect(first.headers.ratelimit).toMatch(/r=5999;/);
    expect(next.headers.ratelimit).toMatch(/r=5998;/);
  });
});
