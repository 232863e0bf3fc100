import { createHash } from 'node:crypto';
import {
  FIELD_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  pickText,
  type Lang,
} from '@emall/contract';
import { AppError } from './app-error.js';

/**
 * The Idempotency-Key header and the body's hash: one rule for every create call (orders, enquiries, sample
 * requests). Each domain keeps its own keys beside its own rows; only the reading of the request is shared.
 */

/** The header's key: required on the create calls (400 without or malformed). */
export function requireIdempotencyKey(header: string | string[] | undefined, lang: Lang): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (value && IDEMPOTENCY_KEY_PATTERN.test(value)) return value;
  const message = pickText(value ? FIELD_MESSAGES.invalidValue : FIELD_MESSAGES.required, lang);
  throw new AppError('VALIDATION_FAILED', {}, { [IDEMPOTENCY_KEY_HEADER]: message });
}

/** JSON with sorted keys, so the same body always hashes the same whatever its key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value === undefined ? null : value);
}

/** The hash of a validated body: numbers and numeric strings the schema normalised count as the same. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}
