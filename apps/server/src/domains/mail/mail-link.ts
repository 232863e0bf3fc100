import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_UNSUBSCRIBE_PATH } from '@emall/contract';
import type { MailTopic } from './mail-kinds.js';

/** The path of the one-click unsubscribe (RFC 8058): GET shows a confirmation, POST turns the topic off. */
export const UNSUBSCRIBE_PATH = MAIL_UNSUBSCRIBE_PATH;

function signature(secret: string, staffId: number, topic: string): string {
  return sign(secret, `unsubscribe:${staffId}:${topic}`);
}

function sign(secret: string, subject: string): string {
  return createHmac('sha256', secret).update(subject).digest('base64url');
}

function isEqualSignature(expectedSig: string, sig: string): boolean {
  const expected = Buffer.from(expectedSig);
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
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
  return isEqualSignature(signature(secret, staffId, topic), sig);
}

/**
 * The signed unsubscribe address of a tenant's shared purchasing address (`c`: the tenant): it turns the copies
 * off for the tenant, and signs a subject of its own, so a staff member's link never passes for it.
 */
export function tenantCopyUnsubscribeUrl(base: string, secret: string, tenantId: number): string {
  const url = new URL(UNSUBSCRIBE_PATH, base);
  url.searchParams.set('c', String(tenantId));
  url.searchParams.set('sig', sign(secret, `unsubscribe-copy:${tenantId}`));
  return url.toString();
}

export function isCopySignatureValid(secret: string, tenantId: number, sig: string): boolean {
  return isEqualSignature(sign(secret, `unsubscribe-copy:${tenantId}`), sig);
}
