import { and, eq, gt, sql } from 'drizzle-orm';
import { normalizeLang } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { session, staff, staffTenant } from './account.tables.js';

export interface NewSession {
  sessionKey: string;
  createdAt: Date;
  lastSeenAt: Date;
  staffId: number;
  lang: string | null;
  expiresAt: Date;
  ip: string;
  userAgent: string;
}

export async function insertSession(db: Db, row: NewSession): Promise<void> {
  await db.insert(session).values(row);
}

/**
 * The staff context of a live session: not past its absolute expiry, seen within the idle limit, and
 * belonging to an active staff member. One round trip; the last-seen time is refreshed at most once a minute.
 */
export async function findLiveSession(
  db: Db,
  sessionKey: string,
  now: Date,
  idleSeconds: number,
  /** false: only look (the live channel's checks must not keep an idle session alive). */
  touch = true,
): Promise<StaffContext | null> {
  const idleSince = new Date(now.getTime() - idleSeconds * 1000);
  const rows = await db
    .select({
      staffId: staff.id,
      userCode: staff.userCode,
      lang: session.lang,
      lastSeenAt: session.lastSeenAt,
      tenantIds: sql<
        number[]
      >`coalesce((select array_agg(${staffTenant.tenantId} order by ${staffTenant.position}, ${staffTenant.tenantId}) from ${staffTenant} where ${staffTenant.staffId} = ${staff.id}), array[${staff.tenantId}])`,
    })
    .from(session)
    .innerJoin(staff, eq(staff.id, session.staffId))
    .where(
      and(
        eq(session.sessionKey, sessionKey),
        gt(session.expiresAt, now),
        gt(session.lastSeenAt, idleSince),
        eq(staff.status, '00A'),
      ),
    )
    .limit(1);
  const row = rows[0];
  const tenantId = row?.tenantIds[0];
  if (!row || tenantId === undefined) return null;
  if (touch && now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(session).set({ lastSeenAt: now }).where(eq(session.sessionKey, sessionKey));
  }
  return {
    sessionKey,
    staffId: row.staffId,
    userCode: row.userCode,
    tenantId,
    tenantIds: row.tenantIds.map(Number),
    lang: normalizeLang(row.lang) ?? null,
  };
}

export async function deleteSession(db: Db, sessionKey: string): Promise<void> {
  await db.delete(session).where(eq(session.sessionKey, sessionKey));
}

export async function deleteStaffSessions(db: Db, staffId: number): Promise<void> {
  await db.delete(session).where(eq(session.staffId, staffId));
}

export async function deleteExpiredSessions(db: Db, now: Date, idleSeconds: number): Promise<void> {
  const idleSince = new Date(now.getTime() - idleSeconds * 1000);
  await db.delete(session).where(sql`${session.expiresAt} < ${now} or ${session.lastSeenAt} < ${idleSince}`);
}

export async function updateSessionLang(db: Db, sessionKey: string, lang: string): Promise<void> {
  await db.update(session).set({ lang }).where(eq(session.sessionKey, sessionKey));
}

export async function countStaffSessions(db: Db, staffId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(session)
    .where(eq(session.staffId, staffId));
  return rows[0]?.n ?? 0;
}
