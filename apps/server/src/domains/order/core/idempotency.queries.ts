import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../platform/db.js';
import type { OrderOwner } from './order.queries.js';
import { orderIdempotencyKey } from './order.tables.js';

export async function findIdempotencyKey(db: Db, owner: OrderOwner, key: string) {
  const [row] = await db
    .select()
    .from(orderIdempotencyKey)
    .where(and(eq(orderIdempotencyKey.staffId, owner.staffId), eq(orderIdempotencyKey.idempotencyKey, key)));
  return row;
}

/**
 * Claims a key in the caller's transaction: true when this request now owns it. On PostgreSQL a second
 * request with the same key waits here until the first commits (then false) or rolls back (then true).
 */
export async function insertIdempotencyKey(
  tx: Db,
  owner: OrderOwner,
  key: string,
  requestHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(orderIdempotencyKey)
    .values({
      tenantId: owner.tenantId,
      staffId: owner.staffId,
      idempotencyKey: key,
      requestHash,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ key: orderIdempotencyKey.idempotencyKey });
  return rows.length > 0;
}

export async function saveIdempotentAnswer(
  tx: Db,
  owner: OrderOwner,
  key: string,
  orderId: number,
  answer: unknown,
): Promise<void> {
  await tx
    .update(orderIdempotencyKey)
    .set({ orderId, answer })
    .where(and(eq(orderIdempotencyKey.staffId, owner.staffId), eq(orderIdempotencyKey.idempotencyKey, key)));
}

/** Forgets the caller's keys older than `before`. */
export async function deleteOldIdempotencyKeys(tx: Db, owner: OrderOwner, before: Date): Promise<void> {
  await tx
    .delete(orderIdempotencyKey)
    .where(and(eq(orderIdempotencyKey.staffId, owner.staffId), lt(orderIdempotencyKey.createdAt, before)));
}
