import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MAIL_UNSUBSCRIBE_PATH,
  OPS_API_PREFIX,
  OPS_SESSION_COOKIE,
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@emall/contract';
import { AppError } from './app-error.js';
import { isKeyOnlyRoute } from './key-only-routes.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Two defences against a forged request from another site, both on every state-changing call:
 *
 * - The anti-forgery token (double submit): the XSRF-TOKEN cookie, readable by our pages, echoed in the
 *   X-XSRF-TOKEN header. It is bound to the session it was issued for: `nonce.mac`, the mac keyed with the
 *   session's secret token (HttpOnly, never readable by a page), so a token planted in the browser by someone
 *   who can write cookies (a sibling subdomain) is refused for the victim's session. A request whose token is
 *   not bound to its session is refused with 403 and answered a new bound token, which our client retries
 *   with once; logins and logouts hand out the new token at once.
 * - The origin: a browser names the page that sent a request in `Origin` (else `Referer`); one that is not the
 *   shop's own (PUBLIC_URL, or the scheme and host the request came to) nor an allowed origin is refused. A
 *   request naming none (a script, not a browser page) is judged by the token alone.
 */
export interface CsrfOptions {
  secureCookies: boolean;
  /** PUBLIC_URL's origin when set: the shop's own origin behind a proxy. */
  publicOrigin: string | undefined;
  /** Origins besides the shop's own whose pages may call (a separate web host in development). */
  allowedOrigins: readonly string[];
}

/** The session secret a request acts under: the console's for console calls, the shop's for the others. */
function sessionTokenOf(request: FastifyRequest): string {
  const name = request.url.startsWith(OPS_API_PREFIX) ? OPS_SESSION_COOKIE : SESSION_COOKIE;
  return request.cookies[name] ?? '';
}

function macOf(nonce: string, sessionToken: string): string {
  return createHmac('sha256', `xsrf:${sessionToken}`).update(nonce).digest('base64url').slice(0, 32);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether the token was issued for this session (none for a visitor without one). */
function boundTo(token: string, sessionToken: string): boolean {
  const [nonce, mac, extra] = token.split('.');
  return !!nonce && !!mac && extra === undefined && sameText(mac, macOf(nonce, sessionToken));
}

/** Sets a new anti-forgery token bound to `sessionToken` ('' for a visitor without a session). */
export function issueXsrfToken(reply: FastifyReply, secure: boolean, sessionToken = ''): string {
  const nonce = randomBytes(18).toString('base64url');
  const token = `${nonce}.${macOf(nonce, sessionToken)}`;
  // Readable by the page on purpose: the client echoes it in a header.
  void reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false });
  return token;
}

/** The origin of the page that sent the request: Origin, else Referer's; null when neither names one. */
function senderOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  if (origin === 'null') return 'null';
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** Whether `origin` is the shop's own: PUBLIC_URL's, the one the request came to, or an allowed one. */
export function isOwnOrigin(
  request: FastifyRequest,
  origin: string,
  options: Pick<CsrfOptions, 'publicOrigin' | 'allowedOrigins'>,
): boolean {
  // request.protocol and request.host honour X-Forwarded-* only from trusted proxies (TRUST_PROXY).
  const own = `${request.protocol}://${request.host}`;
  return origin === options.publicOrigin || origin === own || options.allowedOrigins.includes(origin);
}

export function installCsrf(app: FastifyInstance, options: CsrfOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    // The buyer API's routes authenticate by a key in a header, which no other site can make a browser send: no
    // cookie counts there, so there is nothing to forge. Marked per route (key-only-routes.ts), never by URL.
    if (isKeyOnlyRoute(request)) return;
    // The one-click unsubscribe is authorised by the signature in its address, never by a cookie.
    if (request.url.startsWith(MAIL_UNSUBSCRIBE_PATH)) return;
    const cookie = request.cookies[XSRF_COOKIE];
    const sessionToken = sessionTokenOf(request);
    if (!cookie) issueXsrfToken(reply, options.secureCookies, sessionToken);
    if (SAFE_METHODS.has(request.method)) return;
    const origin = senderOrigin(request);
    if (origin !== null && !isOwnOrigin(request, origin, options)) throw new AppError('ORIGIN_REFUSED');
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameText(cookie, header))
      throw new AppError('XSRF_MISMATCH');
    if (!boundTo(cookie, sessionToken)) {
      issueXsrfToken(reply, options.secureCookies, sessionToken);
      throw new AppError('XSRF_MISMATCH');
    }
  });
}
