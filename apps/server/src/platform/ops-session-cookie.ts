import type { FastifyInstance, FastifyReply } from 'fastify';
import { OPS_API_PREFIX, OPS_SESSION_COOKIE } from '@emall/contract';
import { issueXsrfToken } from './csrf.js';
import type { OperatorContext } from './request-context.js';
import { sessionKeyOf } from './session-cookie.js';

/** The cookie's path: browsers send it to the console's calls only, never to the shop's (decision 60). */
const OPS_COOKIE_PATH = OPS_API_PREFIX.replace(/\/$/, '');

export function setOpsSessionCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  secure: boolean,
): void {
  void reply.setCookie(OPS_SESSION_COOKIE, token, {
    path: OPS_COOKIE_PATH,
    httpOnly: true,
    // Strict: a link from another site never arrives with the operator's session.
    sameSite: 'strict',
    secure,
    maxAge: maxAgeSeconds,
  });
  // The anti-forgery token follows the session it protects (csrf.ts).
  issueXsrfToken(reply, secure, token);
}

export function clearOpsSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(OPS_SESSION_COOKIE, {
    path: OPS_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
  issueXsrfToken(reply, secure);
}

export type OperatorResolver = (sessionKey: string) => Promise<OperatorContext | null>;

/**
 * Resolves the operator session cookie into `request.operator`, on the console's calls only. Runs after the
 * buyer's session context, so an operator's language falls back to the operator's own choice.
 */
export function installOpsSessionContext(app: FastifyInstance, resolve: OperatorResolver): void {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(OPS_API_PREFIX)) return;
    const token = request.cookies[OPS_SESSION_COOKIE];
    request.operator = token && token.length <= 128 ? await resolve(sessionKeyOf(token)) : null;
    if (request.operator?.lang && !request.headers['x-lang']) request.lang = request.operator.lang;
  });
}
