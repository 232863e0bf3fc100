import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import { normalizeLang } from '@emall/contract';
import type { CheckedSession } from '../../platform/checked-sessions.js';
import type { Db } from '../../platform/db.js';
import type { OperatorContext } from '../../platform/request-context.js';
import { loginKeyOf } from '../../platform/login-name.js';
import { operator, operatorLoginFailure, operatorSession } from './operator.tables.js';

export interface OperatorRow {
  id: number;
  loginCode: string;
  operatorName: string;
  role: 'OPERATOR' | 'AUDITOR';
  passwordHash: string;
  status: string;
  lang: string | null;
}

function asRole(role: string): 'OPERATOR' | 'AUDITOR' {
  // Anything but a known writer reads only: a mistyped role never grants changes.
  return role === 'OPERATOR' ? 'OPERATOR' : 'AUDITOR';
}

/** The operator a login code reaches: compared on the folded key (account/login-name.ts), never in SQL. */
export async function findOperatorByLoginKey(db: Db, loginKey: string): Promise<OperatorRow | undefined> {
  const rows = await db.select().from(operator).where(eq(operator.loginKey, loginKey)).limit(1);
  const row = rows[0];
  return row && { ...row, role: asRole(row.role) };
}

export async function findOperatorById(db: Db, id: number): Promise<OperatorRow | undefined> {
  const rows = await db.select().from(operator).where(eq(operator.id, id)).limit(1);
  const row = rows[0];
  return row && { ...row, role: asRole(row.role) };
}

export async function insertOperator(
  db: Db,
  row: { loginCode: string; operatorName: string; role: 'OPERATOR' | 'AUDITOR'; passwordHash: string },
): Promise<void> {
  await db
    .insert(operator)
    .values({ ...row, loginKey: loginKeyOf(row.loginCode) })
    .onConflictDoNothing();
}

export async function updateOperatorLang(db: Db, id: number, lang: string): Promise<void> {
  await db.update(operator).set({ lang }).where(eq(operator.id, id));
}

export async function insertOperatorSession(db: Db, row: typeof operatorSession.$inferInsert): Promise<void> {
  await db.insert(operatorSession).values(row);
}

/** A live session with its operator: within both lifetimes, and still an active operator. */
export async function findLiveOperatorSession(
  db: Db,
  sessionKey: string,
  now: Date,
  idleSeconds: number,
): Promise<CheckedSession<OperatorContext> | null> {
  const idleSince = new Date(now.getTime() - idleSeconds * 1000);
  const rows = await db
    .select({
      operatorId: operator.id,
      loginCode: operator.loginCode,
      operatorName: operator.operatorName,
      role: operator.role,
      lang: operatorSession.lang,
      expiresAt: operatorSession.expiresAt,
      lastSeenAt: operatorSession.lastSeenAt,
    })
    .from(operatorSession)
    .innerJoin(operator, eq(operator.id, operatorSession.operatorId))
    .where(
      and(
        eq(operatorSession.sessionKey, sessionKey),
        gt(operatorSession.expiresAt, now),
        gt(operatorSession.lastSeenAt, idleSince),
        eq(operator.status, '00A'),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const context: OperatorContext = {
    sessionKey,
    operatorId: row.operatorId,
    loginCode: row.loginCode,
    operatorName: row.operatorName,
    role: asRole(row.role),
    lang: normalizeLang(row.lang) ?? null,
  };
  return {
    context: Object.freeze(context),
    ownerId: row.operatorId,
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
  };
}

export async function updateOperatorSessionLastSeen(db: Db, sessionKey: string, now: Date): Promise<void> {
  await db.update(operatorSession).set({ lastSeenAt: now }).where(eq(operatorSession.sessionKey, sessionKey));
}

export async function updateOperatorSessionLang(db: Db, sessionKey: string, lang: string): Promise<void> {
  await db.update(operatorSession).set({ lang }).where(eq(operatorSession.sessionKey, sessionKey));
}

export async function deleteOperatorSession(db: Db, sessionKey: string): Promise<void> {
  await db.delete(operatorSession).where(eq(operatorSession.sessionKey, sessionKey));
}

export async function deleteExpiredOperatorSessions(db: Db, now: Date, idleSeconds: number): Promise<void> {
  const idleSince = new Date(now.getTime() - idleSeconds * 1000);
  await db
    .delete(operatorSession)
    .where(or(lt(operatorSession.expiresAt, now), lt(operatorSession.lastSeenAt, idleSince)));
}

/** Failures in the window for the login key (when one is given) and for the address. */
export async function countOperatorLoginFailures(
  db: Db,
  loginKey: string | null,
  ip: string,
  since: Date,
): Promise<{ byAccount: number; byAddress: number }> {
  const [byAccount] =
    loginKey === null
      ? [{ n: 0 }]
      : await db
          .select({ n: count() })
          .from(operatorLoginFailure)
          .where(and(eq(operatorLoginFailure.loginCode, loginKey), gt(operatorLoginFailure.failedAt, since)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(operatorLoginFailure)
    .where(and(eq(operatorLoginFailure.ip, ip), gt(operatorLoginFailure.failedAt, since)));
  return { byAccount: byAccount?.n ?? 0, byAddress: byAddress?.n ?? 0 };
}

/**
 * A console login attempt, written before its password is checked; it stays as a failure unless it succeeds.
 * `loginKey` is null for an attempt without a solved captcha: it counts against the address only.
 */
export async function recordOperatorLoginAttempt(
  db: Db,
  loginKey: string | null,
  ip: string,
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(operatorLoginFailure)
    .values({ loginCode: loginKey, ip, failedAt: at })
    .returning({ id: operatorLoginFailure.id });
  if (!row) throw new Error('console login attempt not recorded');
  return row.id;
}

export async function deleteOperatorLoginAttempt(db: Db, id: number): Promise<void> {
  await db.delete(operatorLoginFailure).where(eq(operatorLoginFailure.id, id));
}

export async function clearOperatorLoginFailures(db: Db, loginKey: string, before: Date): Promise<void> {
  await db
    .delete(operatorLoginFailure)
    .where(or(eq(operatorLoginFailure.loginCode, loginKey), lt(operatorLoginFailure.failedAt, before)));
}

export async function updateOperatorAccount(
  db: Db,
  id: number,
  row: { operatorName: string; role: 'OPERATOR' | 'AUDITOR'; passwordHash: string },
): Promise<void> {
  await db
    .update(operator)
    .set({ ...row, status: '00A' })
    .where(eq(operator.id, id));
}
