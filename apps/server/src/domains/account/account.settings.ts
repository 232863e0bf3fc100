import type { CheckedSessions } from '../../platform/checked-sessions.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';

/** What the account domain needs from the outside world. */
export interface AccountDeps {
  db: Db;
  clock: Clock;
  /** Idle and absolute session lifetimes, seconds. */
  sessionTtl: number;
  sessionMaxAge: number;
  /** This copy's sessions checked in the last seconds (one per server copy, shared by every request). */
  checkedSessions: CheckedSessions<StaffContext>;
  secureCookies: boolean;
  /** Fixed captcha answer for automated tests (never in production). */
  testCaptcha?: string | undefined;
  /**
   * Runs in the transaction of a password change: the mail domain, above this one, tells the staff member
   * (app.ts hands it in; docs/mail.md).
   */
  onPasswordChanged?: ((tx: Db, staffId: number, at: Date) => Promise<void>) | undefined;
}

/** Login throttling (docs/security.md): failures counted over a sliding window, per account and per address. */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;
