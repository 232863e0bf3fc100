import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { TenantScope } from './order.queries.js';
import { paymentProof } from './order.tables.js';

export async function insertPaymentProof(tx: Db, row: typeof paymentProof.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(paymentProof).values(row).returning({ id: paymentProof.id });
  if (!inserted) throw new Error('payment proof not inserted');
  return inserted.id;
}

const proofColumns = {
  id: paymentProof.id,
  orderId: paymentProof.orderId,
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
    .where(and(eq(paymentProof.orderId, orderId), eq(paymentProof.tenantId, tenant.tenantId)))
    .orderBy(desc(paymentProof.createdAt), desc(paymentProof.id));
}

export type PaymentProofRow = Awaited<ReturnType<typeof listPaymentProofs>>[number];

/** One proof with its bytes, only of the tenant's orders. */
export async function findPaymentProof(db: Db, tenant: TenantScope, proofId: string) {
  const [row] = await db
    .select({ ...proofColumns, content: paymentProof.content })
    .from(paymentProof)
    .where(and(eq(paymentProof.id, Number(proofId)), eq(paymentProof.tenantId, tenant.tenantId)));
  return row;
}
