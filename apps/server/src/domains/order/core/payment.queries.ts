import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db.js';
import type { TenantScope } from './order.queries.js';
import { paymentProof, purchaseOrder } from './order.tables.js';

export async function insertPaymentProof(tx: Db, row: typeof paymentProof.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(paymentProof).values(row).returning({ id: paymentProof.id });
  if (!inserted) throw new Error('payment proof not inserted');
  return inserted.id;
}

/**
 * The order's number and how many proofs it has: what the next proof's name is built from. Run after the
 * order row is locked, so two uploads to one order cannot take the same number.
 */
export async function proofNaming(tx: Db, orderId: number): Promise<{ orderNo: string; proofs: number }> {
  const [order] = await tx
    .select({ orderNo: purchaseOrder.orderNo })
    .from(purchaseOrder)
    .where(eq(purchaseOrder.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  const [counted] = await tx
    .select({ n: count() })
    .from(paymentProof)
    .where(eq(paymentProof.orderId, orderId));
  return { orderNo: order.orderNo, proofs: counted?.n ?? 0 };
}

const proofColumns = {
  id: paymentProof.id,
  orderId: paymentProof.orderId,
  orderNo: purchaseOrder.orderNo,
  fileName: paymentProof.fileName,
  kind: paymentProof.kind,
  size: paymentProof.size,
  createdAt: paymentProof.createdAt,
};

/** An order's proofs without their bytes, newest first. */
export async function listPaymentProofs(db: Db, tenant: TenantScope, orderId: number) {
  return db
    .select(proofColumns)
    .from(paymentProof)
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, paymentProof.orderId))
    .where(and(eq(paymentProof.orderId, orderId), eq(paymentProof.tenantId, tenant.tenantId)))
    .orderBy(desc(paymentProof.createdAt), desc(paymentProof.id));
}

export type PaymentProofRow = Awaited<ReturnType<typeof listPaymentProofs>>[number];

/** One proof with its bytes, only of the tenant's orders. */
export async function findPaymentProof(db: Db, tenant: TenantScope, proofId: string) {
  const [row] = await db
    .select({ ...proofColumns, content: paymentProof.content })
    .from(paymentProof)
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, paymentProof.orderId))
    .where(and(eq(paymentProof.id, Number(proofId)), eq(paymentProof.tenantId, tenant.tenantId)));
  return row;
}
