import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';

/**
 * The `limit` parts ordered by the most customers (tenants) since `since`, then by the most orders, then the one
 * ordered last: one range scan of purchase_order_time_idx over the window, each order's lines by
 * order_line_order_no_uq. Cancelled lines do not count: a cancelled order shows no demand that was met.
 */
export async function selectMostOrderedProductIds(db: Db, since: Date, limit: number): Promise<string[]> {
  const rows = await queryRows<{ product_id: string }>(
    db,
    sql`select l.product_id::text as product_id
        from purchase_order o
        join order_line l on l.order_id = o.id
        where o.created_at >= ${since.toISOString()}::timestamptz
          and l.status <> 'CANCELLED'
        group by l.product_id
        order by count(distinct o.tenant_id) desc, count(distinct o.id) desc, max(o.created_at) desc,
                 l.product_id
        limit ${limit}`,
  );
  return rows.map((r) => r.product_id);
}
