import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract, homePartSchema } from '@emall/contract';
import type { HomePartList } from '@emall/contract';
import { placeTestOrder } from '../../testing/order-requests.js';
import { threeBuyers } from '../../testing/factories/index.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertOrderFixture, type OrderFixture } from './order.fixture.js';

/**
 * The home page's hot parts, from orders placed through the API by buyers of two tenants. Each part's place is
 * set by the rule it proves: more customers first, then more orders; cancelled lines, orders older than 90 days
 * and parts no longer sold do not count.
 */
let t: TestApp;
let fx: OrderFixture;

async function order(buyer: TestClient, spuId: string, qty: number): Promise<string> {
  const placed = await placeTestOrder(buyer, [{ spuId, qty }]);
  return placed.orderId;
}

beforeAll(async () => {
  t = await startTestApp();
  fx = await insertOrderFixture(t.database.db);
  const { buyer: demo, colleague, other } = await threeBuyers(t);
  // Two customers: the most asked for.
  await order(demo, fx.packaged, 100);
  await order(other, fx.packaged, 100);
  // One customer (two colleagues), three orders.
  await order(demo, fx.stm, 1);
  await order(demo, fx.stm, 1);
  await order(colleague, fx.stm, 1);
  // One customer, one order.
  await order(other, fx.last, 1);
  // Would put the last pieces beside the most asked for, but the line was cancelled.
  const cancelled = await order(demo, fx.last, 1);
  await t.database.db.execute(
    sql`update order_line set status = 'CANCELLED' where order_id = ${cancelled}::bigint`,
  );
  // Would put the STM32 first, but 100 days ago.
  const old = await order(other, fx.stm, 1);
  await t.database.db.execute(
    sql`update purchase_order set created_at = created_at - interval '100 days' where id = ${old}::bigint`,
  );
  // Two customers, but no longer sold.
  await order(demo, fx.scarce, 100);
  await order(other, fx.scarce, 100);
  await t.database.db.execute(sql`update product set is_active = false where id = ${fx.scarce}::bigint`);
});
afterAll(() => t.close());

describe('qryHotParts', () => {
  it('ranks the parts sold by the most customers, then by the most orders, for anyone to see', async () => {
    const visitor = t.client();
    visitor.lang = 'en_US';
    const { rows } = await visitor.data<HomePartList>(contract.order.qryHotParts, {});
    expect(rows.map((r) => r.spuId)).toEqual([fx.packaged, fx.stm, fx.last]);
    expect(rows[0]).toMatchObject({
      mfrPartNumber: 'LM358DR',
      brandName: 'Texas Instruments',
      taxPrice: '1.000005',
      miniQty: 100,
    });
    // Only the parts leave the server: no customer, no count.
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(homePartSchema.keyof().options.slice().sort());
  });
});
