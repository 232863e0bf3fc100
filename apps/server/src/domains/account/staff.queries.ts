import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { captcha, loginFailure, staff, staffTenant, tenant } from './account.tables.js';

/** The staff member a login name reaches: compared on the folded key (login-name.ts), never in SQL. */
export async function findStaffByLoginKey(db: Db, loginKey: string) {
  const rows = await db
    .select({ id: staff.id, passwordHash: staff.passwordHash, status: staff.status })
    .from(staff)
    .where(eq(staff.loginKey, loginKey))
    .limit(1);
  return rows[0];
}

export async function findStaffPasswordHash(db: Db, staffId: number): Promise<string | undefined> {
  const rows = await db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, staffId));
  return rows[0]?.hash;
}

export async function updateStaffPassword(
  db: Db,
  staffId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(staff).set({ passwordHash, passwordChangedAt: now }).where(eq(staff.id, staffId));
}

export async function updateStaffLang(db: Db, staffId: number, lang: string): Promise<void> {
  await db.update(staff).set({ lang }).where(eq(staff.id, staffId));
}

/** The staff member with the tenants they manage, in order. */
export async function findStaffProfile(db: Db, staffId: number) {
  const rows = await db
    .select({
      id: staff.id,
      userCode: staff.userCode,
      staffName: staff.staffName,
      mobileNum: staff.mobileNum,
      email: staff.email,
      homeTenantId: staff.tenantId,
    })
    .from(staff)
    .where(eq(staff.id, staffId));
  const profile = rows[0];
  if (!profile) return undefined;
  const managed = await db
    .select({ tenantId: tenant.id, tenantName: tenant.tenantName })
    .from(staffTenant)
    .innerJoin(tenant, eq(tenant.id, staffTenant.tenantId))
    .where(eq(staffTenant.staffId, staffId))
    .orderBy(asc(staffTenant.position), asc(staffTenant.tenantId));
  return { ...profile, managed };
}

export async function insertCaptcha(
  db: Db,
  row: { id: string; answerHash: string; image: string; expiresAt: Date },
): Promise<void> {
  await db.insert(captcha).values(row);
}

export async function findCaptchaImage(db: Db, id: string, now: Date): Promise<string | undefined> {
  const rows = await db
    .select({ image: captcha.image })
    .from(captcha)
    .where(and(eq(captcha.id, id), gt(captcha.expiresAt, now)));
  return rows[0]?.image;
}

/** Deletes the captcha and answers its stored hash if it was still valid: single use by construction. */
export async function takeCaptcha(db: Db, id: string, now: Date): Promise<string | undefined> {
  const rows = await db
    .delete(captcha)
    .where(eq(captcha.id, id))
    .returning({ answerHash: captcha.answerHash, expiresAt: captcha.expiresAt });
  const row = rows[0];
  return row && row.expiresAt > now ? row.answerHash : undefined;
}

export async function deleteExpiredCaptchas(db: Db, now: Date): Promise<void> {
  await db.delete(captcha).where(sql`${captcha.expiresAt} < ${now}`);
}

/**
 * A login attempt, written before its password is checked; it stays as a failure unless the login succeeds.
 * `loginKey` is null for an attempt without a solved captcha: it counts against the address only.
 */
export async function recordLoginAttempt(
  db: Db,
  loginKey: string | null,
  ip: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(loginFailure)
    .values({ staffCode: loginKey, ip, createdAt: now })
    .returning({ id: loginFailure.id });
  if (!row) throw new Error('login attempt not recorded');
  return row.id;
}

export async function deleteLoginAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginFailure).where(eq(loginFailure.id, id));
}

/** Failures in the window for the account (when a key is given) and for the address. */
export async function countLoginFailures(db: Db, loginKey: string | null, ip: string, since: Date) {
  const byAccount = loginKey === null ? sql`false` : eq(loginFailure.staffCode, loginKey);
  const rows = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${byAccount})::int`,
      byAddress: sql<number>`count(*) filter (where ${loginFailure.ip} = ${ip})::int`,
    })
    .from(loginFailure)
    .where(and(gt(loginFailure.createdAt, since), or(byAccount, eq(loginFailure.ip, ip))));
  return rows[0] ?? { byAccount: 0, byAddress: 0 };
}

export async function clearLoginFailures(db: Db, loginKey: string): Promise<void> {
  await db.delete(loginFailure).where(eq(loginFailure.staffCode, loginKey));
}

export async function deleteOldLoginFailures(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailure).where(sql`${loginFailure.createdAt} < ${before}`);
}
