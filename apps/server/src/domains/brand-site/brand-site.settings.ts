import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';

export interface BrandSiteDeps {
  db: Db;
  /** The pages are read-only content: a replica may serve them. */
  readDb: Db;
  clock: Clock;
}

/**
 * The contact form's guard (docs/brand-site.md): at most this many stored requests from one client address
 * within the window. Enough for a purchasing office behind one address; a script is stopped after a handful.
 */
export const CUSTOMIZED_REQUEST_LIMIT = { perAddress: 5, windowMinutes: 60 } as const;
