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
