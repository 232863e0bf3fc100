import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PATTERN } from '@emall/contract';

/**
 * A key is `emk_<id>_<secret>`: the id (60 random bits, lowercase base36) finds the row; the secret (256 random
 * bits) proves the caller holds it. Only SHA-256 of the secret is stored: a secret of 256 random bits cannot be
 * guessed from its hash, so a slow password hash would add a cost per call and no safety (docs/decisions.md).
 */
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newKeyId(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length] ?? 'a').join('');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function newApiKey(): { id: string; secret: string; key: string; secretHash: string } {
  const id = newKeyId();
  const secret = randomBytes(32).toString('base64url');
  return { id, secret, key: `emk_${id}_${secret}`, secretHash: hashSecret(secret) };
}

/** The id and secret of a presented key, or null when it is not shaped like one. */
export function parseApiKey(key: string): { id: string; secret: string } | null {
  const match = API_KEY_PATTERN.exec(key);
  if (!match?.[1] || !match[2]) return null;
  return { id: match[1], secret: match[2] };
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
