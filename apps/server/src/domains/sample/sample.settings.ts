import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { AccountDeps } from '../account/account.settings.js';

export interface SampleDeps {
  db: Db;
  /** Catalog reads (products, prices) may go to a read replica. */
  readDb: Db;
  clock: Clock;
  /** The customer's defaults for the request form come from the account domain's service. */
  account: AccountDeps;
}

/**
 * The sample parameters beyond PAR_OMS_0003/4/5 (docs/samples.md): most requests per tenant in the
 * period, and most shipped requests a tenant may leave without feedback before requesting again.
 */
export const SAMPLE_PARAM = {
  requestTimes: 'EMALL_SAMPLE_REQUEST_TIMES',
  feedbackPending: 'EMALL_SAMPLE_FEEDBACK_PENDING',
} as const;

/** Fallbacks when a parameter is missing or not a positive number (an operator's typo must not open the gate). */
export const SAMPLE_LIMIT_DEFAULTS = {
  amount: 500,
  sku: 5,
  qty: 50,
  requestTimes: 3,
  feedbackPending: 2,
} as const;

/** The request-times limit counts the requests of this many days before now. */
export const SAMPLE_REQUEST_PERIOD_DAYS = 30;
