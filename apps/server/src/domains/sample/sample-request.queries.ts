import { and, count, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { SampleStatus } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { sampleFeedback, sampleRequest, sampleRequestLine } from './sample.tables.js';

/** SQL of sample requests. Reads take the tenant from the session: another tenant's request is not found. */
export type SampleRequestRow = typeof sampleRequest.$inferSelect;
export type SampleRequestLineRow = typeof sampleRequestLine.$inferSelect;
export type SampleFeedbackRow = typeof sampleFeedback.$inferSelect;

export async function countRequestsSince(
  db: Db,
  tenantId: number,
  since: Date,
  notCounted: readonly SampleStatus[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sampleRequest)
    .where(
      and(
        eq(sampleRequest.tenantId, tenantId),
        gte(sampleRequest.createdAt, since),
        notInArray(sampleRequest.status, [...notCounted]),
      ),
    );
  return row?.n ?? 0;
}

export async function countRequestsIn(
  db: Db,
  tenantId: number,
  statuses: readonly SampleStatus[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sampleRequest)
    .where(and(eq(sampleRequest.tenantId, tenantId), inArray(sampleRequest.status, [...statuses])));
  return row?.n ?? 0;
}

export async function findRequestByKey(db: Db, staffId: number, key: string) {
  const [row] = await db
    .select()
    .from(sampleRequest)
    .where(and(eq(sampleRequest.staffId, staffId), eq(sampleRequest.idempotencyKey, key)));
  return row;
}

/** Inserts a request; undefined when the caller's idempotency key is already taken (PostgreSQL waits first). */
export async function insertRequest(
  tx: Db,
  row: typeof sampleRequest.$inferInsert,
): Promise<number | undefined> {
  const [inserted] = await tx
    .insert(sampleRequest)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: sampleRequest.id });
  return inserted?.id;
}

export async function insertRequestLines(
  tx: Db,
  lines: (typeof sampleRequestLine.$inferInsert)[],
): Promise<void> {
  if (lines.length > 0) await tx.insert(sampleRequestLine).values(lines);
}

export async function findTenantRequest(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(sampleRequest)
    .where(and(eq(sampleRequest.tenantId, tenantId), eq(sampleRequest.id, id)));
  return row;
}

/** Moves a request from `from` to `to`; 0 when it was no longer in `from` (a concurrent change). */
export async function updateRequestStatus(
  tx: Db,
  id: number,
  from: SampleStatus,
  to: SampleStatus,
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(sampleRequest)
    .set({ status: to, updatedAt: at })
    .where(and(eq(sampleRequest.id, id), eq(sampleRequest.status, from)))
    .returning({ id: sampleRequest.id });
  return rows.length;
}

/** What a seller's step stores beside the status (sample-lifecycle.service.ts). */
export type SellerStepChange = Partial<
  Pick<
    typeof sampleRequest.$inferInsert,
    | 'approvedAt'
    | 'rejectedAt'
    | 'rejectReason'
    | 'shippedAt'
    | 'carrier'
    | 'trackingNo'
    | 'feedbackRequestedAt'
  >
>;

/** Moves a request from `from` to `to` with the step's details; the row after, or undefined when it was no longer in `from`. */
export async function applySellerStep(
  tx: Db,
  id: number,
  from: SampleStatus,
  to: SampleStatus,
  change: SellerStepChange,
  at: Date,
): Promise<SampleRequestRow | undefined> {
  const [row] = await tx
    .update(sampleRequest)
    .set({ ...change, status: to, updatedAt: at })
    .where(and(eq(sampleRequest.id, id), eq(sampleRequest.status, from)))
    .returning();
  return row;
}

export async function insertFeedback(tx: Db, row: typeof sampleFeedback.$inferInsert): Promise<void> {
  await tx.insert(sampleFeedback).values(row);
}

/** One page of the tenant's requests, newest first, and their number. */
export async function pageTenantRequests(
  db: Db,
  tenantId: number,
  status: SampleStatus | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: SampleRequestRow[]; total: number }> {
  const where = and(
    eq(sampleRequest.tenantId, tenantId),
    status === undefined ? undefined : eq(sampleRequest.status, status),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(sampleRequest)
      .where(where)
      .orderBy(desc(sampleRequest.createdAt), desc(sampleRequest.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(sampleRequest).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export function linesOfRequests(db: Db, requestIds: readonly number[]): Promise<SampleRequestLineRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(sampleRequestLine)
    .where(inArray(sampleRequestLine.requestId, [...requestIds]))
    .orderBy(sampleRequestLine.id);
}

export function feedbackOfRequests(db: Db, requestIds: readonly number[]): Promise<SampleFeedbackRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(sampleFeedback)
    .where(inArray(sampleFeedback.requestId, [...requestIds]));
}

/** Whether any request exists for the tenant (the demo seed runs once per tenant). */
export async function tenantHasRequests(db: Db, tenantId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sampleRequest.id })
    .from(sampleRequest)
    .where(eq(sampleRequest.tenantId, tenantId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Serialises the tenant's request creations until the transaction ends: the request-times and feedback limits
 * are the tenant's, so two colleagues requesting at once must not both pass the last free slot.
 */
export async function lockTenantSampleRequests(tx: Db, tenantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SAMPLE_REQUEST_LOCK_SPACE}, ${tenantId})`);
}

const SAMPLE_REQUEST_LOCK_SPACE = 0x5a3b1f;
