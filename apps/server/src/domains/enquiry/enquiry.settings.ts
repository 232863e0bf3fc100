import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { AccountDeps } from '../account/account.settings.js';

export interface EnquiryDeps {
  db: Db;
  /** Catalog reads (matching, products) may go to a read replica. */
  readDb: Db;
  clock: Clock;
  /** The enquirer's name is copied from the account domain's session user. */
  account: AccountDeps;
}

/** An id from a body (digits, validated by the contract) as a number; 0 finds nothing. */
export function toId(id: string): number {
  const n = Number(id);
  return Number.isSafeInteger(n) ? n : 0;
}
