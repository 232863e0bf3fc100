import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_UNSUBSCRIBE_PATH } from '@emall/contract';
import type { MailTopic } from './mail-kinds.js';

/** The path of the one-click unsubscribe (RFC 8058): GET shows a confirmation, POST turns the topic off. */
export const UNSUBSCRIBE_PATH = MAIL_UNSUBSCRIBE_PATH;

function signature(secret: string, staffId: number, topic: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${staffId}:${topic}`).digest('base64url');
}

/**
 * The signed unsubscribe address of one staff member's topic: it needs no login and carries no session or
 * password, only who and what, signed with the shop's key so nobody can turn off another person's mail.
 */
export function unsubscribeUrl(base: string, secret: string, staffId: number, topic: MailTopic): string {
  const url = new URL(UNSUBSCRIBE_PATH, base);
  url.searchParams.set('s', String(staffId));
  url.searchParams.set('t', topic);
  url.searchParams.set('sig', signature(secret, staffId, topic));
  return url.toString();
}

export function isSignatureValid(secret: string, staffId: number, topic: string, sig: string): boolean {
  const expected = Buffer.from(signature(secret, staffId, topic));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
