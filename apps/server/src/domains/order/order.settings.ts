import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { AccountDeps } from '../account/account.settings.js';

/** What the order domain needs from the outside world. */
export interface OrderDeps {
  /** Orders are read from the primary: a buyer must see the order just placed. */
  db: Db;
  /** Catalog names for display may come from a replica. */
  readDb: Db;
  clock: Clock;
  /** The customer record (account type, billing cycle, addresses) through the account service. */
  account: AccountDeps;
}
