import { and, eq, gt, sql } from 'drizzle-orm';
import { normalizeLang } from '@emall/contract';
import type { CheckedSession } from '../../platform/checked-sessions.js';
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
 * A live session with its staff context: not past its absolute expiry, seen within the idle limit, and
 * belonging to an active staff member. One round trip; the caller keeps it for a few seconds
 * (platform/checked-sessions.ts) and writes the last activity.
 */
export async function findLiveSession(
  db: Db,
  sessionKey: string,
  now: Date,
  idleSeconds: number,
): Promise<CheckedSession<StaffContext> | null> {
  const idleSince = new Date(now.getTime() - idleSeconds * 1000);
  const rows = await db
    .select({
      staffId: staff.id,
      userCode: staff.userCode,
      lang: session.lang,
      expiresAt: session.expiresAt,
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
  const context: StaffContext = {
    sessionKey,
    staffId: row.staffId,
    userCode: row.userCode,
    tenantId,
    tenantIds: row.tenantIds.map(Number),
    lang: normalizeLang(row.lang) ?? null,
  };
  return {
    context: Object.freeze(context),
    ownerId: row.staffId,
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
  };
}

export async function updateSessionLastSeen(db: Db, sessionKey: string, now: Date): Promise<void> {
  await db.update(session).set({ lastSeenAt: now }).where(eq(session.sessionKey, sessionKey));
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
