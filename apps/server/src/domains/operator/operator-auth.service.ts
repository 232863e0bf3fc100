import type { FastifyReply } from 'fastify';
import { normalizeLang } from '@emall/contract';
import type { OperatorUser } from '@emall/contract/ops';
import { AppError } from '../../platform/app-error.js';
import { checkSession } from '../../platform/checked-sessions.js';
import { clearOpsSessionCookie, setOpsSessionCookie } from '../../platform/ops-session-cookie.js';
import type { OperatorContext } from '../../platform/request-context.js';
import { announceSessionChange } from '../../platform/session-changes.js';
import { newSessionToken, sessionKeyOf } from '../../platform/session-cookie.js';
import { spendCaptcha } from '../account/captcha.service.js';
import { loginKeyOf } from '../../platform/login-name.js';
import { admitAttempt } from '../../platform/attempt-window.js';
import { burnPasswordCheck, unlessBusy, verifyPassword } from '../../platform/password-hash.js';
import {
  OPS_LOGIN_WINDOW_MINUTES,
  OPS_MAX_FAILURES_PER_ACCOUNT,
  OPS_MAX_FAILURES_PER_ADDRESS,
  type OperatorDeps,
} from './operator.settings.js';
import {
  clearOperatorLoginFailures,
  countOperatorLoginFailures,
  deleteExpiredOperatorSessions,
  deleteOperatorSession,
  findLiveOperatorSession,
  findOperatorByLoginKey,
  findOperatorById,
  insertOperatorSession,
  recordOperatorLoginAttempt,
  deleteOperatorLoginAttempt,
  updateOperatorLang,
  updateOperatorSessionLang,
  updateOperatorSessionLastSeen,
} from './operator.queries.js';

export interface OpsLoginInput {
  loginCode: string;
  password: string;
  captchaId: string;
  captchaCode: string;
  lang?: string | undefined;
}

/** The operator of a live console session, from this copy's cache of checked sessions or the database. */
export function resolveOperatorSession(
  deps: OperatorDeps,
  sessionKey: string,
): Promise<OperatorContext | null> {
  const now = deps.clock.now();
  return checkSession({
    sessions: deps.checkedSessions,
    key: sessionKey,
    now,
    idleSeconds: deps.account.sessionTtl,
    touch: true,
    read: () => findLiveOperatorSession(deps.db, sessionKey, now, deps.account.sessionTtl),
    writeLastSeen: () => updateOperatorSessionLastSeen(deps.db, sessionKey, now),
  });
}

/** After a write that ended or changed an operator's sessions: forgotten here at once, told to the other copies. */
async function operatorSessionsChanged(deps: OperatorDeps, operatorId: number): Promise<void> {
  deps.checkedSessions.forgetOwner(operatorId);
  await announceSessionChange(deps.db, { kind: 'operator', id: operatorId });
}

/**
 * Logs an operator in: the shop's captcha (spent on every attempt), the shop's password hashing, the
 * shop's session lifetimes; every attempt is counted per login code and per address before its password is
 * checked (platform/attempt-window.ts) and stays counted unless it succeeds; failures answer 401. As in the
 * shop, an attempt without a solved captcha counts against its address only, never against the login code.
 */
export async function opsLogin(
  deps: OperatorDeps,
  input: OpsLoginInput,
  client: { ip: string; userAgent: string },
  reply: FastifyReply,
): Promise<OperatorUser> {
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - OPS_LOGIN_WINDOW_MINUTES * 60_000);
  const captchaOk = await spendCaptcha(deps.account, input.captchaId, input.captchaCode);
  const loginKey = loginKeyOf(input.loginCode);
  const countedKey = captchaOk ? loginKey : null;
  const attemptId = await admitAttempt(deps.db, {
    keys: countedKey === null ? [`address:${client.ip}`] : [`operator:${countedKey}`, `address:${client.ip}`],
    atLimit: async (tx) => {
      const tried = await countOperatorLoginFailures(tx, countedKey, client.ip, windowStart);
      return (
        tried.byAccount >= OPS_MAX_FAILURES_PER_ACCOUNT || tried.byAddress >= OPS_MAX_FAILURES_PER_ADDRESS
      );
    },
    record: (tx) => recordOperatorLoginAttempt(tx, countedKey, client.ip, now),
  });
  if (attemptId === null) throw new AppError('TOO_MANY_ATTEMPTS', { minutes: OPS_LOGIN_WINDOW_MINUTES });
  // The attempt is already counted: a failure only has to answer.
  const fail = (code: 'CAPTCHA_INVALID' | 'LOGIN_FAILED' | 'ACCOUNT_DISABLED'): Promise<never> =>
    Promise.reject(new AppError(code));
  if (!captchaOk) return fail('CAPTCHA_INVALID');
  const found = await findOperatorByLoginKey(deps.db, loginKey);
  if (!found) {
    await unlessBusy(burnPasswordCheck(input.password), () => deleteOperatorLoginAttempt(deps.db, attemptId));
    return fail('LOGIN_FAILED');
  }
  const matches = verifyPassword(input.password, found.passwordHash);
  if (!(await unlessBusy(matches, () => deleteOperatorLoginAttempt(deps.db, attemptId))))
    return fail('LOGIN_FAILED');
  if (found.status !== '00A') return fail('ACCOUNT_DISABLED');

  await clearOperatorLoginFailures(deps.db, loginKey, windowStart);
  await deleteExpiredOperatorSessions(deps.db, now, deps.account.sessionTtl);
  const lang = normalizeLang(input.lang) ?? normalizeLang(found.lang) ?? null;
  const token = newSessionToken();
  await insertOperatorSession(deps.db, {
    sessionKey: sessionKeyOf(token),
    operatorId: found.id,
    lang,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + deps.account.sessionMaxAge * 1000),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
  });
  if (lang) await updateOperatorLang(deps.db, found.id, lang);
  setOpsSessionCookie(reply, token, deps.account.sessionMaxAge, deps.account.secureCookies);
  return {
    operatorId: found.id,
    loginCode: found.loginCode,
    operatorName: found.operatorName,
    role: found.role,
    lang: lang ?? 'zh_CN',
  };
}

export async function opsLogout(
  deps: OperatorDeps,
  operator: OperatorContext | null,
  reply: FastifyReply,
): Promise<null> {
  if (operator) {
    await deleteOperatorSession(deps.db, operator.sessionKey);
    await operatorSessionsChanged(deps, operator.operatorId);
  }
  clearOpsSessionCookie(reply, deps.account.secureCookies);
  return null;
}

/** The logged-in operator in the language of this request; a language sent with it is remembered. */
export async function opsSessionUser(
  deps: OperatorDeps,
  operator: OperatorContext,
  lang: string,
): Promise<OperatorUser | null> {
  const found = await findOperatorById(deps.db, operator.operatorId);
  if (!found) return null;
  if (operator.lang !== lang) {
    await updateOperatorSessionLang(deps.db, operator.sessionKey, lang);
    await updateOperatorLang(deps.db, found.id, lang);
    await operatorSessionsChanged(deps, found.id);
  }
  return {
    operatorId: found.id,
    loginCode: found.loginCode,
    operatorName: found.operatorName,
    role: found.role,
    lang,
  };
}
