import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';
import { purchaseOrder } from './order.tables.js';

export interface OrderDayRow {
  day: string;
  order_count: number;
  amount: string;
}

/**
 * Orders placed in [from, to) grouped by shop day (UTC+8, as shopToday), cancelled ones left out, with
 * their summed amount as an exact decimal string: one grouped range scan.
 */
export function selectOrdersByShopDay(db: Db, from: Date, to: Date): Promise<OrderDayRow[]> {
  return queryRows<OrderDayRow>(
    db,
    sql`select to_char((${purchaseOrder.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
               count(*)::int as order_count,
               sum(${purchaseOrder.amount})::numeric(18, 2)::text as amount
        from ${purchaseOrder}
        where ${purchaseOrder.createdAt} >= ${from.toISOString()}::timestamptz
          and ${purchaseOrder.createdAt} < ${to.toISOString()}::timestamptz
          and ${purchaseOrder.status} <> 'CANCELLED'
        group by 1`,
  );
}

export async function countOrdersInStatus(db: Db, status: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchaseOrder)
    .where(sql`${purchaseOrder.status} = ${status}`);
  return row?.n ?? 0;
}
