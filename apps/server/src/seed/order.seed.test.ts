import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@emall/contract';
import { queryRows } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import { openTestDatabase } from '../testing/test-database.js';
import { seedDemoCatalog, seedDemoData, seedSystemData } from './index.js';
import { seedDemoOrders } from './order.seed.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.database);
  await seedSystemData(database.database.db);
  await seedDemoData(database.database.db);
  await seedDemoCatalog(database.database.db);
}, 180_000);
afterAll(() => database.drop());

describe('seedDemoOrders', () => {
  it('gives both demo tenants an order in every state, with shipments and logistics events', async () => {
    const rows = await queryRows<{ tenant_code: string; status: string; n: number }>(
      database.database.db,
      sql`select t.tenant_code, o.status, count(*)::int as n from purchase_order o join tenant t on t.id = o.tenant_id
          group by t.tenant_code, o.status`,
    );
    for (const code of ['T10001', 'T10002']) {
      const states = rows.filter((r) => r.tenant_code === code).map((r) => r.status);
      expect(states.sort(), code).toEqual([...ORDER_STATUSES].sort());
    }
    const [counts] = await queryRows<{ shipments: number; events: number; proofs: number; shortage: number }>(
      database.database.db,
      sql`select (select count(*)::int from shipment) as shipments, (select count(*)::int from logistics_event) as events,
                 (select count(*)::int from payment_proof) as proofs,
                 (select count(*)::int from order_line where shortage_flag) as shortage`,
    );
    expect(counts?.shipments).toBeGreaterThanOrEqual(6);
    expect(counts?.events).toBeGreaterThanOrEqual(15);
    expect(counts?.proofs).toBeGreaterThanOrEqual(6);
    expect(counts?.shortage).toBeGreaterThanOrEqual(1);
  });

  it('keeps the stock consistent: each product’s sellable stock is still the sum of its warehouses', async () => {
    const [off] = await queryRows<{ n: number }>(
      database.database.db,
      sql`select count(*)::int as n from product p
          where p.redundant_stock <> coalesce((select sum(s.qty) from product_stock s where s.product_id = p.id), 0)`,
    );
    expect(off?.n).toBe(0);
  });

  it('runs once: a second run adds nothing', async () => {
    expect(await seedDemoOrders(database.database.db)).toBe(0);
    expect(await seedDemoCatalog(database.database.db)).toMatchObject({ products: 0 });
  });
});
