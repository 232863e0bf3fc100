import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { LiveHub } from '../../platform/live-channel.js';
import type { AccountDeps } from '../account/account.settings.js';

/**
 * Rate limits of feedback/submit (docs/messages.md): at most `limit` feedbacks in `minutes`; the settings
 * EMALL_FEEDBACK_* (defaults 5 in 10 minutes per user, 20 in 60 minutes per address).
 */
export interface FeedbackLimits {
  perUser: { limit: number; minutes: number };
  perAddress: { limit: number; minutes: number };
}

export interface MessageDeps {
  db: Db;
  clock: Clock;
  feedbackLimits: FeedbackLimits;
}

/** What the websocket needs beyond the calls: sessions (account domain) and this copy's live hub. */
export interface MessageSocketDeps {
  db: Db;
  account: AccountDeps;
  hub: LiveHub;
  /** Origins (scheme://host[:port]) allowed besides the server's own. */
  allowedOrigins: readonly string[];
  /** PUBLIC_URL's origin when set: the server's own origin behind a proxy. */
  publicOrigin: string | undefined;
  heartbeatMs: number;
}
