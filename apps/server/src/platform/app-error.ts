import type { ErrorCode } from '@emall/contract';

/**
 * The one error type of the server. `code` picks status and message from the contract's closed list;
 * `params` fill the message's placeholders; `fields` carry per-field messages already in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
