import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';
import { orderLine, paymentProof, purchaseOrder } from './order.tables.js';

/**
 * Whose orders a query may touch: the caller's tenant (docs/security.md, tenant isolation). Never an id
 * alone.
 */
export interface OrderOwner {
  tenantId: number;
  staffId: number;
}

/** Reads and seller steps need only the tenant: staff of one tenant share its orders. */
export type TenantScope = Pick<OrderOwner, 'tenantId'>;

export async function nextOrderId(tx: Db): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('purchase_order', 'id'))::text as id`,
  );
  return Number(row?.id);
}

export async function insertOrder(tx: Db, row: typeof purchaseOrder.$inferInsert): Promise<void> {
  await tx.insert(purchaseOrder).values(row);
}

export async function insertOrderLines(tx: Db, rows: (typeof orderLine.$inferInsert)[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(orderLine)
    .values(rows)
    .returning({ id: orderLine.id, lineNo: orderLine.lineNo });
  const byLineNo = new Map(inserted.map((r) => [r.lineNo, r.id]));
  return rows.map((r) => byLineNo.get(r.lineNo) ?? 0);
}

export type OrderRow = typeof purchaseOrder.$inferSelect;
export type OrderLineRow = typeof orderLine.$inferSelect;

/** One order of the owner's tenant, or undefined (another tenant's order is not found, never refused). */
export async function findOrder(db: Db, owner: TenantScope, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(purchaseOrder)
    .where(and(eq(purchaseOrder.id, Number(orderId)), eq(purchaseOrder.tenantId, owner.tenantId)));
  return row;
}

/** The same, locked for an update in the caller's transaction. */
export async function lockOrder(tx: Db, owner: TenantScope, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(purchaseOrder)
    .where(and(eq(purchaseOrder.id, Number(orderId)), eq(purchaseOrder.tenantId, owner.tenantId)))
    .for('update');
  return row;
}

export async function listOrderLines(db: Db, owner: TenantScope, orderId: number): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLine)
    .where(and(eq(orderLine.orderId, orderId), eq(orderLine.tenantId, owner.tenantId)))
    .orderBy(asc(orderLine.lineNo));
}

export async function setCustOrderNo(db: Db, owner: TenantScope, orderId: string, value: string | null) {
  const rows = await db
    .update(purchaseOrder)
    .set({ custOrderNo: value })
    .where(and(eq(purchaseOrder.id, Number(orderId)), eq(purchaseOrder.tenantId, owner.tenantId)))
    .returning({ id: purchaseOrder.id, custOrderNo: purchaseOrder.custOrderNo });
  return rows[0];
}

export async function setCustPn(db: Db, owner: TenantScope, orderLineId: string, value: string | null) {
  const rows = await db
    .update(orderLine)
    .set({ custPn: value })
    .where(and(eq(orderLine.id, Number(orderLineId)), eq(orderLine.tenantId, owner.tenantId)))
    .returning({ id: orderLine.id, orderId: orderLine.orderId, custPn: orderLine.custPn });
  return rows[0];
}

/** Sets line statuses and the order's derived status (the lifecycle service decides both). */
export async function writeStatuses(
  tx: Db,
  orderId: number,
  lines: readonly { id: number; status: string; shippedQty: number }[],
  orderStatus: string,
  at: Date,
): Promise<void> {
  for (const line of lines) {
    await tx
      .update(orderLine)
      .set({ status: line.status, shippedQty: line.shippedQty })
      .where(and(eq(orderLine.id, line.id), eq(orderLine.orderId, orderId)));
  }
  await tx
    .update(purchaseOrder)
    .set({ status: orderStatus, updatedAt: at })
    .where(eq(purchaseOrder.id, orderId));
}

/** Whether each order has a payment proof, for the lists. */
export async function ordersWithProof(db: Db, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: paymentProof.orderId })
    .from(paymentProof)
    .where(inArray(paymentProof.orderId, [...orderIds]));
  return new Set(rows.map((r) => r.orderId));
}
