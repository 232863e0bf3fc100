import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { sampleCartLine } from './sample.tables.js';

/**
 * The sample cart's owner: tenant and staff ids from the session, in every read and write (docs/security.md,
 * tenant isolation).
 */
export interface SampleOwner {
  tenantId: number;
  staffId: number;
}

export interface SampleCartRow {
  productId: number;
  qty: number;
}

const columns = { productId: sampleCartLine.productId, qty: sampleCartLine.qty };

function ownedBy(owner: SampleOwner) {
  return and(eq(sampleCartLine.tenantId, owner.tenantId), eq(sampleCartLine.staffId, owner.staffId));
}

function ownedProducts(owner: SampleOwner, productIds: readonly number[]) {
  return and(ownedBy(owner), inArray(sampleCartLine.productId, [...productIds]));
}

export function listSampleCartLines(db: Db, owner: SampleOwner): Promise<SampleCartRow[]> {
  return db
    .select(columns)
    .from(sampleCartLine)
    .where(ownedBy(owner))
    .orderBy(desc(sampleCartLine.createdAt), desc(sampleCartLine.id));
}

export async function countSampleCartLines(db: Db, owner: SampleOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sampleCartLine).where(ownedBy(owner));
  return row?.n ?? 0;
}

export async function findSampleCartLine(db: Db, owner: SampleOwner, productId: number) {
  const [row] = await db
    .select(columns)
    .from(sampleCartLine)
    .where(ownedProducts(owner, [productId]));
  return row;
}

/** Serialises one owner's sample-cart writes and requests until the transaction ends. */
export async function lockSampleCart(tx: Db, owner: SampleOwner): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SAMPLE_LOCK_SPACE}, ${owner.staffId})`);
}

const SAMPLE_LOCK_SPACE = 0x5a3b1e;

/** Sets the line of a product to `qty` pieces, adding the line when the product is not in the cart yet. */
export async function upsertSampleCartLine(
  db: Db,
  owner: SampleOwner,
  productId: number,
  qty: number,
): Promise<void> {
  await db
    .insert(sampleCartLine)
    .values({ ...owner, productId, qty })
    .onConflictDoUpdate({
      target: [sampleCartLine.tenantId, sampleCartLine.staffId, sampleCartLine.productId],
      set: { qty, updatedAt: sql`now()` },
    });
}

export async function deleteSampleCartLines(
  db: Db,
  owner: SampleOwner,
  productIds: readonly number[],
): Promise<number> {
  if (productIds.length === 0) return 0;
  const rows = await db
    .delete(sampleCartLine)
    .where(ownedProducts(owner, productIds))
    .returning({ id: sampleCartLine.id });
  return rows.length;
}
