import type { FastifyReply } from 'fastify';
import { normalizeLang } from '@emall/contract';
import type { Lang, SessionUser } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import {
  clearSessionCookie,
  newSessionToken,
  sessionKeyOf,
  setSessionCookie,
} from '../../platform/session-cookie.js';
import type { StaffContext } from '../../platform/request-context.js';
import {
  LOGIN_WINDOW_MINUTES,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  type AccountDeps,
} from './account.settings.js';
import { spendCaptcha } from './captcha.service.js';
import { loginKeyOf } from '../../platform/login-name.js';
import { admitAttempt } from '../../platform/attempt-window.js';
import { burnPasswordCheck, unlessBusy, hashPassword, verifyPassword } from '../../platform/password-hash.js';
import { staffSessionsChanged } from './session-check.service.js';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteStaffSessions,
  insertSession,
  updateSessionLang,
} from './session.queries.js';
import {
  clearLoginFailures,
  countLoginFailures,
  deleteLoginAttempt,
  deleteOldLoginFailures,
  findStaffByLoginKey,
  findStaffPasswordHash,
  findStaffProfile,
  recordLoginAttempt,
  updateStaffLang,
  updateStaffPassword,
} from './staff.queries.js';

export interface LoginInput {
  staffCode: string;
  password: string;
  captchaId: string;
  captchaCode: string;
  lang?: string | undefined;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/**
 * Logs a staff member in. The captcha is spent on every attempt, and every attempt is counted before its password
 * is checked; it stays counted as a failure unless it succeeds (401 on failure, 429 once the window holds more
 * attempts than the limits). An attempt without a solved captcha counts against its address only: an account is
 * locked only by wrong passwords behind solved captchas, so knowing a staff code is not enough to lock it.
 */
export async function login(
  deps: AccountDeps,
  input: LoginInput,
  client: ClientInfo,
  reply: FastifyReply,
): Promise<SessionUser> {
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);
  const captchaOk = await spendCaptcha(deps, input.captchaId, input.captchaCode);
  const loginKey = loginKeyOf(input.staffCode);
  const countedKey = captchaOk ? loginKey : null;
  const attemptId = await admitAttempt(deps.db, {
    keys: countedKey === null ? [`address:${client.ip}`] : [`staff:${countedKey}`, `address:${client.ip}`],
    atLimit: async (tx) => {
      const tried = await countLoginFailures(tx, countedKey, client.ip, windowStart);
      return tried.byAccount >= MAX_FAILURES_PER_ACCOUNT || tried.byAddress >= MAX_FAILURES_PER_ADDRESS;
    },
    record: (tx) => recordLoginAttempt(tx, countedKey, client.ip, now),
  });
  if (attemptId === null) throw new AppError('TOO_MANY_ATTEMPTS', { minutes: LOGIN_WINDOW_MINUTES });
  // The attempt is already counted: a failure only has to answer.
  const fail = (code: 'CAPTCHA_INVALID' | 'LOGIN_FAILED' | 'ACCOUNT_DISABLED'): Promise<never> =>
    Promise.reject(new AppError(code));
  if (!captchaOk) return fail('CAPTCHA_INVALID');

  const found = await findStaffByLoginKey(deps.db, loginKey);
  if (!found) {
    await unlessBusy(burnPasswordCheck(input.password), () => deleteLoginAttempt(deps.db, attemptId));
    return fail('LOGIN_FAILED');
  }
  const matches = verifyPassword(input.password, found.passwordHash);
  if (!(await unlessBusy(matches, () => deleteLoginAttempt(deps.db, attemptId)))) return fail('LOGIN_FAILED');
  if (found.status !== '00A') return fail('ACCOUNT_DISABLED');

  await clearLoginFailures(deps.db, loginKey);
  await deleteOldLoginFailures(deps.db, windowStart);
  await deleteExpiredSessions(deps.db, now, deps.sessionTtl);
  const lang = normalizeLang(input.lang) ?? null;
  const token = newSessionToken();
  await insertSession(deps.db, {
    sessionKey: sessionKeyOf(token),
    createdAt: now,
    lastSeenAt: now,
    staffId: found.id,
    lang,
    expiresAt: new Date(now.getTime() + deps.sessionMaxAge * 1000),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
  });
  if (lang) await updateStaffLang(deps.db, found.id, lang);
  setSessionCookie(reply, token, deps.sessionMaxAge, deps.secureCookies);
  return sessionUser(deps, found.id, lang ?? 'zh_CN');
}

export async function logout(
  deps: AccountDeps,
  staff: StaffContext | null,
  reply: FastifyReply,
): Promise<null> {
  if (staff) {
    await deleteSession(deps.db, staff.sessionKey);
    await staffSessionsChanged(deps, staff.staffId);
  }
  clearSessionCookie(reply, deps.secureCookies);
  return null;
}

/** The session user: who is logged in and the tenants they manage, the first being the one they act for. */
export async function sessionUser(deps: AccountDeps, staffId: number, lang: string): Promise<SessionUser> {
  const profile = await findStaffProfile(deps.db, staffId);
  if (!profile) throw new AppError('UNAUTHENTICATED');
  const managed = profile.managed.length
    ? profile.managed
    : [{ tenantId: profile.homeTenantId, tenantName: '' }];
  const first = managed[0];
  if (!first) throw new AppError('UNAUTHENTICATED');
  return {
    userId: profile.id,
    userCode: profile.userCode,
    tenantId: first.tenantId,
    staffRole: { tenantName: first.tenantName, mgrTenantIdList: managed.map((m) => m.tenantId) },
    staffPo: { staffName: profile.staffName, mobileNum: profile.mobileNum, email: profile.email },
    lang,
  };
}

/** Changes the password (the staff member is mailed of it); every session of theirs ends, this one included. */
export async function modifyPassword(
  deps: AccountDeps,
  staff: StaffContext,
  input: { oldPassword: string; newPassword: string },
  reply: FastifyReply,
): Promise<null> {
  const stored = await findStaffPasswordHash(deps.db, staff.staffId);
  if (!stored || !(await verifyPassword(input.oldPassword, stored))) throw new AppError('OLD_PASSWORD_WRONG');
  if (input.oldPassword === input.newPassword) throw new AppError('PASSWORD_UNCHANGED');
  const hash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateStaffPassword(tx, staff.staffId, hash, now);
    await deps.onPasswordChanged?.(tx, staff.staffId, now);
  });
  await deleteStaffSessions(deps.db, staff.staffId);
  await staffSessionsChanged(deps, staff.staffId);
  clearSessionCookie(reply, deps.secureCookies);
  return null;
}

/** Stores a language choice on the session and the staff member (the browser keeps its own cookie). */
export async function changeSessionLang(
  deps: AccountDeps,
  staff: StaffContext | null,
  lang: Lang,
): Promise<void> {
  if (!staff) return;
  await updateSessionLang(deps.db, staff.sessionKey, lang);
  await updateStaffLang(deps.db, staff.staffId, lang);
  // The language is part of the kept session: the next request must see the new one.
  await staffSessionsChanged(deps, staff.staffId);
}
