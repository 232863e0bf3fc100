import { and, asc, count, desc, eq, exists, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@emall/contract';
import type { Db } from '../../../platform/db.js';
import type { OrderLineRow, OrderOwner, OrderRow } from './order.queries.js';
import { orderLine, purchaseOrder } from './order.tables.js';

export interface OrderFilter {
  /** Orders with at least one line of this status. */
  lineStatus?: OrderStatus | undefined;
  createdFrom?: Date | undefined;
  /** Exclusive. */
  createdBefore?: Date | undefined;
  orderNo?: string | undefined;
}

function orderConditions(owner: OrderOwner, filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(purchaseOrder.tenantId, owner.tenantId)];
  if (filter.lineStatus) {
    conditions.push(
      exists(
        sql`(select 1 from ${orderLine} where ${orderLine.orderId} = ${purchaseOrder.id}
             and ${orderLine.status} = ${filter.lineStatus})`,
      ),
    );
  }
  if (filter.createdFrom) conditions.push(gte(purchaseOrder.createdAt, filter.createdFrom));
  if (filter.createdBefore) conditions.push(lt(purchaseOrder.createdAt, filter.createdBefore));
  if (filter.orderNo) conditions.push(eq(purchaseOrder.orderNo, filter.orderNo));
  return and(...conditions);
}

/** A page of the tenant's orders, newest first, with the total. */
export async function pageOrders(
  db: Db,
  owner: OrderOwner,
  filter: OrderFilter,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = orderConditions(owner, filter);
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

/** The lines of some of the tenant's orders, optionally of one status, in line order. */
export async function linesOfOrders(
  db: Db,
  owner: OrderOwner,
  orderIds: readonly number[],
  status?: OrderStatus,
): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLine)
    .where(
      and(
        eq(orderLine.tenantId, owner.tenantId),
        inArray(orderLine.orderId, [...orderIds]),
        status ? eq(orderLine.status, status) : undefined,
      ),
    )
    .orderBy(asc(orderLine.orderId), asc(orderLine.lineNo));
}

/** Number of lines per order and status. */
export async function lineStatusCounts(
  db: Db,
  owner: OrderOwner,
  orderIds: readonly number[],
): Promise<{ orderId: number; status: string; n: number }[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderLine.orderId, status: orderLine.status, n: count() })
    .from(orderLine)
    .where(and(eq(orderLine.tenantId, owner.tenantId), inArray(orderLine.orderId, [...orderIds])))
    .groupBy(orderLine.orderId, orderLine.status);
}

/** A page of one order's lines, optionally of one status. */
export async function pageOrderLines(
  db: Db,
  owner: OrderOwner,
  orderId: number,
  status: OrderStatus | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: OrderLineRow[]; total: number }> {
  const where = and(
    eq(orderLine.tenantId, owner.tenantId),
    eq(orderLine.orderId, orderId),
    status ? eq(orderLine.status, status) : undefined,
  );
  const [counted] = await db.select({ n: count() }).from(orderLine).where(where);
  const rows = await db
    .select()
    .from(orderLine)
    .where(where)
    .orderBy(asc(orderLine.lineNo))
    .limit(limit)
    .offset(offset);
  return { rows, total: counted?.n ?? 0 };
}

/** The tenant's orders per order status (the member centre's badges). */
export async function countOrdersByStatus(db: Db, owner: OrderOwner): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: purchaseOrder.status, n: count() })
    .from(purchaseOrder)
    .where(eq(purchaseOrder.tenantId, owner.tenantId))
    .groupBy(purchaseOrder.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}
