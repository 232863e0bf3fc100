import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  LANG_COOKIE,
  LANG_HEADER,
  SESSION_COOKIE,
  langFromAcceptLanguage,
  normalizeLang,
  DEFAULT_LANG,
  OPS_API_PREFIX,
} from '@emall/contract';
import { issueXsrfToken } from './csrf.js';
import { isKeyOnlyRoute } from './key-only-routes.js';
import type { StaffContext } from './request-context.js';

/** A new session token: 256 random bits. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  secure: boolean,
): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: maxAgeSeconds,
  });
  // The anti-forgery token follows the session it protects (csrf.ts).
  issueXsrfToken(reply, secure, token);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  issueXsrfToken(reply, secure);
}

export type SessionResolver = (sessionKey: string) => Promise<StaffContext | null>;

/**
 * Resolves the session cookie into `request.staff` (the resolver, from the account domain, checks expiry
 * and that the staff member is still active) and the caller's language into `request.lang`.
 */
export function installSessionContext(app: FastifyInstance, resolve: SessionResolver): void {
  app.decorateRequest('staff', null);
  app.decorateRequest('lang', DEFAULT_LANG);
  app.addHook('onRequest', async (request) => {
    // Pages and assets need no session: only API calls pay for the lookup. The console's calls take the
    // operator's session instead (ops-session-cookie.ts): a buyer's session means nothing there.
    // The buyer API's routes take a key only (key-only-routes.ts): a session cookie means nothing there either.
    const isShopCall =
      request.url.startsWith('/api/') && !request.url.startsWith(OPS_API_PREFIX) && !isKeyOnlyRoute(request);
    const token = isShopCall ? request.cookies[SESSION_COOKIE] : undefined;
    request.staff = token && token.length <= 128 ? await resolve(sessionKeyOf(token)) : null;
    const header = request.headers[LANG_HEADER];
    request.lang =
      normalizeLang(typeof header === 'string' ? header : undefined) ??
      request.staff?.lang ??
      normalizeLang(request.cookies[LANG_COOKIE]) ??
      langFromAcceptLanguage(request.headers['accept-language']) ??
      DEFAULT_LANG;
  });
}
