import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@emall/contract';
import { AppError } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function issueXsrfToken(reply: FastifyReply, secure: boolean): string {
  const token = randomBytes(24).toString('base64url');
  // Readable by the page on purpose: the client echoes it in a header (double-submit, DESIGN §8).
  void reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false });
  return token;
}

/**
 * Double-submit CSRF protection: every answer to a client without the XSRF-TOKEN cookie sets one, and
 * every state-changing call must echo the cookie in the X-XSRF-TOKEN header.
 */
export function installCsrf(app: FastifyInstance, options: { secureCookies: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) issueXsrfToken(reply, options.secureCookies);
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new AppError('XSRF_MISMATCH');
    }
  });
}
