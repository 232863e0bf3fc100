import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { registrationApplication, registrationAttempt } from './registration.tables.js';

export type ApplicationRow = typeof registrationApplication.$inferSelect;

export async function recordAttempt(db: Db, ip: string, at: Date): Promise<number> {
  const [row] = await db
    .insert(registrationAttempt)
    .values({ ip, createdAt: at })
    .returning({ id: registrationAttempt.id });
  if (!row) throw new Error('registration attempt not recorded');
  return row.id;
}

export async function countAttempts(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(registrationAttempt)
    .where(and(eq(registrationAttempt.ip, ip), gte(registrationAttempt.createdAt, since)));
  return row?.n ?? 0;
}

export async function deleteOldAttempts(db: Db, before: Date): Promise<void> {
  await db.delete(registrationAttempt).where(lt(registrationAttempt.createdAt, before));
}

/** A pending or approved application of this credit code (a rejected one may be submitted again). */
export async function liveApplicationOfCreditCode(db: Db, creditCode: string): Promise<boolean> {
  const rows = await db
    .select({ id: registrationApplication.id })
    .from(registrationApplication)
    .where(
      and(
        eq(registrationApplication.creditCode, creditCode),
        sql`${registrationApplication.status} in ('PENDING', 'APPROVED')`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function pendingApplicationOfStaffCode(db: Db, staffCode: string): Promise<boolean> {
  const rows = await db
    .select({ id: registrationApplication.id })
    .from(registrationApplication)
    .where(
      and(
        sql`lower(${registrationApplication.staffCode}) = lower(${staffCode})`,
        eq(registrationApplication.status, 'PENDING'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertApplication(
  db: Db,
  row: typeof registrationApplication.$inferInsert,
): Promise<ApplicationRow> {
  const [inserted] = await db.insert(registrationApplication).values(row).returning();
  if (!inserted) throw new Error('registration insert returned no row');
  return inserted;
}

/** The application, locked until the transaction ends: two operators cannot decide it twice. */
export async function lockApplication(db: Db, id: number): Promise<ApplicationRow | undefined> {
  const rows = await db
    .select()
    .from(registrationApplication)
    .where(eq(registrationApplication.id, id))
    .for('update');
  return rows[0];
}

export async function markDecided(
  db: Db,
  id: number,
  decision: {
    status: 'APPROVED' | 'REJECTED';
    decidedAt: Date;
    decidedBy: string;
    rejectReason?: string;
    tenantId?: number;
    staffId?: number;
  },
): Promise<void> {
  await db
    .update(registrationApplication)
    .set(decision)
    .where(and(eq(registrationApplication.id, id), eq(registrationApplication.status, 'PENDING')));
}
