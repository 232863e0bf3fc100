import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@emall/contract';
import { containsPattern, type Db } from '../../../platform/db.js';
import type { OrderRow } from './order.queries.js';
import { purchaseOrder } from './order.tables.js';

/**
 * The operator console's order reads: across every tenant, which no shop query may do (the shop's queries
 * always carry the caller's tenant). Once an order is found, the steps go on with its own tenant.
 */

export interface OpsOrderFilter {
  status?: OrderStatus | undefined;
  /** Part of the tenant code, the account or the customer name. */
  tenant?: string | undefined;
  /** Part of the order number, or the order's id. */
  orderNo?: string | undefined;
  createdFrom?: Date | undefined;
  /** Exclusive. */
  createdBefore?: Date | undefined;
}

function conditions(filter: OpsOrderFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.status) where.push(eq(purchaseOrder.status, filter.status));
  if (filter.tenant) {
    const like = containsPattern(filter.tenant);
    where.push(
      or(
        ilike(purchaseOrder.acctTenantCode, like),
        ilike(purchaseOrder.custName, like),
        ilike(purchaseOrder.acctName, like),
        ilike(purchaseOrder.custCode, like),
      ),
    );
  }
  if (filter.orderNo) {
    const byNo = ilike(purchaseOrder.orderNo, containsPattern(filter.orderNo));
    // An id of at most 15 digits (entity ids) may be typed instead of the order number.
    where.push(
      /^\d{1,15}$/.test(filter.orderNo) ? or(byNo, eq(purchaseOrder.id, Number(filter.orderNo))) : byNo,
    );
  }
  if (filter.createdFrom) where.push(gte(purchaseOrder.createdAt, filter.createdFrom));
  if (filter.createdBefore) where.push(lt(purchaseOrder.createdAt, filter.createdBefore));
  return and(...where);
}

/** A page of every tenant's orders, newest first, with the total. */
export async function pageAllOrders(
  db: Db,
  filter: OpsOrderFilter,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = conditions(filter);
  const [counted] = await db.select({ n: count() }).from(purchaseOrder).where(where);
  const total = counted?.n ?? 0;
  if (total === 0 || offset >= total) return { rows: [], total };
  const rows = await db
    .select()
    .from(purchaseOrder)
    .where(where)
    .orderBy(desc(purchaseOrder.createdAt), desc(purchaseOrder.id))
    .limit(limit)
    .offset(offset);
  return { rows, total };
}

/** One order of any tenant, by id. */
export async function findAnyOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(purchaseOrder)
    .where(eq(purchaseOrder.id, Number(orderId)));
  return row;
}
