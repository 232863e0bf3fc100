import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { deliveryDate } from '@emall/contract';
import type { CreatedOrder } from '@emall/contract';
import { createBuyers } from '../../testing/factories/index.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import type { Answer, TestClient } from '../../testing/test-client.js';
import { createOrder, orderPayload } from '../../testing/order-requests.js';
import { insertOrderFixture, stockOf, type OrderFixture } from './order.fixture.js';

let t: TestApp;
let fx: OrderFixture;
let buyers: TestClient[];

beforeAll(async () => {
  t = await startTestApp();
  fx = await insertOrderFixture(t.database.db);
  const people = await createBuyers(t);
  const accounts = [people.buyer, people.colleague, people.other];
  buyers = accounts.map(() => t.client());
  await Promise.all(buyers.map((b, i) => b.loginAs(accounts[i] ?? people.buyer)));
});
afterAll(() => t.close());

function created(answer: Answer<CreatedOrder>): CreatedOrder {
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

/** Puts the last 40 pieces back: 20 in NJHB, 20 in HK. */
async function restock(): Promise<void> {
  await t.database.db.execute(sql`update product set redundant_stock = 40 where id = ${fx.last}::bigint`);
  await t.database.db.execute(sql`update product_stock set qty = 20 where product_id = ${fx.last}::bigint`);
}

/**
 * Every buyer saw 40 pieces in stock and orders all 40 at the same moment. On PostgreSQL the orders run in
 * parallel transactions; on PGlite they serialise. Either way exactly one gets the stock; the others'
 * lines become shortage lines with the part's 21-day delivery.
 */
describe('buyers racing for the last pieces', () => {
  it('gives the stock to exactly one order, every round', async () => {
    for (let round = 0; round < 5; round += 1) {
      await restock();
      const bodies = await Promise.all(buyers.map((b) => orderPayload(b, [{ spuId: fx.last, qty: 40 }])));
      expect(bodies.every((b) => b.orderLineList[0]?.isShortage === 'F')).toBe(true);
      const answers = await Promise.all(buyers.map((b, i) => createOrder(b, bodies[i])));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const lines = answers.map((a) => created(a).orderLineList[0]);
      const winners = lines.filter((l) => l?.shortageFlag === 'F');
      const losers = lines.filter((l) => l?.shortageFlag === 'T');
      expect(winners).toHaveLength(1);
      expect(winners[0]?.deliveryDate).toBe(deliveryDate(t.clock.now(), 3));
      expect(losers).toHaveLength(2);
      expect(losers.every((l) => l?.deliveryDate === deliveryDate(t.clock.now(), 21))).toBe(true);
      expect(await stockOf(t.database.db, fx.last)).toEqual({ total: 0, warehouses: { NJHB: 0, HK: 0 } });
    }
  });

  it('serves two smaller orders that both fit, and makes the third wait', async () => {
    await restock();
    const bodies = await Promise.all(buyers.map((b) => orderPayload(b, [{ spuId: fx.last, qty: 20 }])));
    const answers = await Promise.all(buyers.map((b, i) => createOrder(b, bodies[i])));
    const flags = answers.map((a) => created(a).orderLineList[0]?.shortageFlag).sort();
    expect(flags).toEqual(['F', 'F', 'T']);
    expect((await stockOf(t.database.db, fx.last)).total).toBe(0);
  });
});
