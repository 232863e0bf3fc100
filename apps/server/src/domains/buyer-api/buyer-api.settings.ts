import type { ApiKeyScope } from '@emall/contract';
import type { CheckedSessions } from '../../platform/checked-sessions.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import type { AccountDeps } from '../account/account.settings.js';

/** What the buyer API needs: both databases (the catalog's own pool too), time and the account settings. */
export interface BuyerApiDeps {
  db: Db;
  readDb: Db;
  catalogDb: Db;
  clock: Clock;
  account: AccountDeps;
  /** This copy's BOM job runner, woken when a machine uploads a BOM (the pages' uploads wake it the same way). */
  bomJobs: { wake: () => void };
  /**
   * This copy's keys checked in the last seconds (held like the sessions, forgotten by the same announcements of
   * their staff member), so that a call does not read its key and its maker again.
   */
  checkedKeys: CheckedSessions<CheckedKey>;
  /** Calls a key may make per scope and window; BUYER_API_LIMITS unless a test sets its own. */
  limits?: RateLimits;
}

/** A live key of an active staff member, as read from the database: what every call checks it against. */
export interface CheckedKey {
  keyId: string;
  /** SHA-256 of the secret: the presented secret is checked against it on every call. */
  secretHash: string;
  scopes: readonly ApiKeyScope[];
  allowedCidrs: readonly string[];
  staff: StaffContext;
}

export interface RateLimit {
  /** The policy's name in the RateLimit headers. */
  name: string;
  calls: number;
  seconds: number;
}
export type RateLimits = Record<ApiKeyScope, RateLimit>;

/**
 * Per key and scope. Reads are cheap and a machine polls; a BOM price runs the whole matching; orders create
 * records someone handles. 60 s windows, counted in the database so several copies share them.
 */
export const BUYER_API_LIMITS: RateLimits = {
  'catalog:read': { name: 'catalog', calls: 6000, seconds: 60 },
  bom: { name: 'bom', calls: 60, seconds: 60 },
  cart: { name: 'cart', calls: 600, seconds: 60 },
  'orders:read': { name: 'orders-read', calls: 1200, seconds: 60 },
  'orders:write': { name: 'orders-write', calls: 60, seconds: 60 },
};
