import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { AccountDeps } from '../account/account.settings.js';

export interface RegistrationDeps {
  db: Db;
  clock: Clock;
  /** The captcha and the password hash are the account domain's. */
  account: AccountDeps;
}

/**
 * Submissions per client address (successful or not) within a sliding window: a company registers once,
 * so 10 an hour leaves room for typos and a shared office address while stopping scripted floods.
 */
export const REGISTRATION_WINDOW_MINUTES = 60;
export const MAX_REGISTRATIONS_PER_ADDRESS = 10;

/** What a newly approved tenant gets until the operator says otherwise (the console may pass its own). */
export const NEW_TENANT_DEFAULTS = { saleOrg: 'SO-ONLINE', custSector: 'Unclassified' } as const;

/** `licence-<applicationNo>`: the stem of a stored licence's name (the uploader's name is never kept). */
export function licenceStem(applicationNo: string): string {
  return `licence-${applicationNo}`;
}
