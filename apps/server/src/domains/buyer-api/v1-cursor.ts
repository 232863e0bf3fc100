import { FIELD_MESSAGES, pickText, type Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';

/**
 * A list's cursor: opaque to clients (base64url of `o:<offset>`), so the server may later move to keyset cursors
 * without a client noticing.
 */
export function cursorOf(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

export function offsetOf(cursor: string | undefined, lang: Lang): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match?.[1])
    throw new AppError('VALIDATION_FAILED', {}, { cursor: pickText(FIELD_MESSAGES.invalidValue, lang) });
  return Number(match[1]);
}
