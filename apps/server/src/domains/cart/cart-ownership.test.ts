import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { CartState } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertCartFixture, type CartFixture } from './cart.fixture.js';

const calls = contract.cart;
let t: TestApp;
let people: Buyers;
let parts: CartFixture;
let demo: TestClient;
let other: TestClient;
let colleague: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  parts = await insertCartFixture(t.database.db);
  [demo, other, colleague] = [t.client(), t.client(), t.client()];
  await demo.loginAs(people.buyer);
  await other.loginAs(people.other);
  await colleague.loginAs(people.colleague);
  await demo.data(calls.addShopCart, { spuId: parts.stm, quantity: 10, custPn: 'DEMO-PN' });
  await demo.data(calls.addShopCart, { spuId: parts.packaged, quantity: 100 });
});
afterAll(() => t.close());

const cartOf = (client: TestClient) => client.data<CartState>(calls.qryShopCart);

describe('carts of other tenants and other staff', () => {
  it('lets another tenant put the same catalog product in its own cart', async () => {
    expect(await other.data(calls.addShopCart, { spuId: parts.stm, quantity: 3 })).toMatchObject({
      quantity: 3,
      shoppingCartQty: 1,
    });
    const mine = await cartOf(other);
    expect(mine.list.map((line) => [line.spuId, line.quantity, line.custPn])).toEqual([[parts.stm, 3, null]]);
    const theirs = await cartOf(demo);
    expect(theirs.list.find((line) => line.spuId === parts.stm)).toMatchObject({
      quantity: 10,
      custPn: 'DEMO-PN',
    });
  });

  it("never shows, changes, selects, exports or deletes another tenant's cart line", async () => {
    const spuId = parts.packaged;
    expect((await other.call(calls.changeShopCart, { spuId, quantity: 150 })).status).toBe(404);
    expect((await other.call(calls.changeShopCartMfr, { spuId, custPn: 'STOLEN' })).status).toBe(404);
    expect(await other.data(calls.changeStatus, { spuId, isSelected: 'F' })).toEqual({ updated: 0 });
    expect((await other.call(calls.delShopCart, { spuId })).status).toBe(404);
    expect((await other.call(calls.shopCartExport, { spuIds: [spuId] })).status).toBe(404);
    const info = await other.data<CartState>(calls.qryShopInfo, { spuIds: [spuId] });
    expect(info.list).toEqual([]);
    const line = (await cartOf(demo)).list.find((l) => l.spuId === spuId);
    expect(line).toMatchObject({ quantity: 100, custPn: null, isSelected: 'T' });
  });

  it('keeps a colleague of the same tenant out of the cart too: a cart is one staff member’s', async () => {
    expect((await cartOf(colleague)).list).toEqual([]);
    expect(await colleague.data(calls.qryMfrPnQty)).toEqual({ shoppingCartQty: 0 });
    expect((await colleague.call(calls.delShopCart, { spuIds: [parts.stm] })).status).toBe(404);
    expect((await cartOf(demo)).shoppingCartQty).toBe(2);
  });
});

describe('calls without a session', () => {
  const bodies: Record<string, unknown> = {
    addShopCart: { spuId: '1', quantity: 1 },
    changeShopCart: { spuId: '1', quantity: 1 },
    delShopCart: { spuId: '1' },
    changeShopCartMfr: { spuId: '1', custPn: 'A' },
    changeStatus: { spuId: '1', isSelected: 'T' },
    shopCartExport: { spuIds: ['1'] },
    download: { filePath: 'template/cust_pn_template_zh.xlsx' },
  };
  for (const [name, call] of Object.entries(calls)) {
    it(`${name} answers 401`, async () => {
      const answer = await t.client().call(call, bodies[name] ?? {});
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errcode: 'UNAUTHENTICATED' });
    });
  }
});
