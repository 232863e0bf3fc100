import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import { createOrder, orderPayload } from '../../testing/order-requests.js';
import { insertOrderFixture, stockOf, type OrderFixture } from './order.fixture.js';

let t: TestApp;
let people: Buyers;
let fx: OrderFixture;

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  fx = await insertOrderFixture(t.database.db);
});
afterAll(() => t.close());

async function ordersOfStaff(userCode: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from purchase_order o join staff s on s.id = o.staff_id where s.user_code = ${userCode}`,
  );
  return row?.n ?? 0;
}

describe('Idempotency-Key on createOrderList', () => {
  it('answers the same order again for the same key and body, creating and reserving it once', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    const key = randomUUID();
    const body = await orderPayload(browser, [{ spuId: fx.stm, qty: 3 }]);
    const before = await stockOf(t.database.db, fx.stm);
    const orders = await ordersOfStaff(people.buyer.staffCode);
    const first = await createOrder(browser, body, key);
    const second = await createOrder(browser, body, key);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await ordersOfStaff(people.buyer.staffCode)).toBe(orders + 1);
    expect((await stockOf(t.database.db, fx.stm)).total).toBe(before.total - 3);
  });

  it('reads the body, not its spelling: reordered keys and numbers for strings are the same request', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    const key = randomUUID();
    const body = await orderPayload(browser, [{ spuId: fx.stm, qty: 1 }]);
    const first = await createOrder(browser, body, key);
    const reordered = Object.fromEntries(Object.entries({ ...body, amount: 12.43 }).reverse());
    const again = await createOrder(browser, reordered, key);
    expect(again.body).toEqual(first.body);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body, and creates nothing', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    await browser.loginAs(people.buyer);
    const key = randomUUID();
    await createOrder(browser, await orderPayload(browser, [{ spuId: fx.stm, qty: 1 }]), key);
    const orders = await ordersOfStaff(people.buyer.staffCode);
    const other = await createOrder(browser, await orderPayload(browser, [{ spuId: fx.stm, qty: 2 }]), key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ success: false, errcode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await ordersOfStaff(people.buyer.staffCode)).toBe(orders);
  });

  it('creates one order when the same request arrives several times at once', async () => {
    const browser = t.client();
    await browser.loginAs(people.colleague);
    const key = randomUUID();
    const body = await orderPayload(browser, [{ spuId: fx.packaged, qty: 100 }]);
    const orders = await ordersOfStaff(people.colleague.staffCode);
    const answers = await Promise.all([1, 2, 3].map(() => createOrder(browser, body, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => (a.body.success ? a.body.data.orderId : '')));
    expect(ids.size).toBe(1);
    expect(await ordersOfStaff(people.colleague.staffCode)).toBe(orders + 1);
  });

  it('keeps keys per staff member: a colleague using the same key places an order of their own', async () => {
    const key = randomUUID();
    const demo = t.client();
    await demo.loginAs(people.buyer);
    const demo2 = t.client();
    await demo2.loginAs(people.colleague);
    const first = await createOrder(demo, await orderPayload(demo, [{ spuId: fx.stm, qty: 1 }]), key);
    const second = await createOrder(demo2, await orderPayload(demo2, [{ spuId: fx.stm, qty: 1 }]), key);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(
      first.body.success && second.body.success && first.body.data.orderId !== second.body.data.orderId,
    ).toBe(true);
  });

  it('does not spend a key on a refused request: the corrected retry with the same key succeeds', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    const key = randomUUID();
    const body = await orderPayload(browser, [{ spuId: fx.stm, qty: 1 }]);
    expect((await createOrder(browser, { ...body, amount: '1.00' }, key)).status).toBe(409);
    expect((await createOrder(browser, body, key)).status).toBe(200);
  });
});
