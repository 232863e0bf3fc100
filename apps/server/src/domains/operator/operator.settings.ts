import type { CheckedSessions } from '../../platform/checked-sessions.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { OperatorContext } from '../../platform/request-context.js';
import type { AccountDeps } from '../account/account.settings.js';

/** What the operator domain needs: the database, time, session lifetimes and the shop's captcha. */
export interface OperatorDeps {
  db: Db;
  clock: Clock;
  /** The shop's account settings: session lifetimes, cookie security and the captcha. */
  account: AccountDeps;
  /** This copy's operator sessions checked in the last seconds. */
  checkedSessions: CheckedSessions<OperatorContext>;
}

/** Console login throttling: stricter than the shop's, an operator account can change everything. */
export const OPS_LOGIN_WINDOW_MINUTES = 15;
export const OPS_MAX_FAILURES_PER_ACCOUNT = 5;
export const OPS_MAX_FAILURES_PER_ADDRESS = 20;

/** What each domain's console routes get: both database handles, time, and the shop's account settings. */
export interface OpsRouteDeps {
  db: Db;
  readDb: Db;
  clock: Clock;
  account: AccountDeps;
}
