import type { Db } from '../../platform/db.js';
import { countSampleRequestsInStatus } from './sample-figures.queries.js';

/** Sample requests waiting for the seller's review (SUBMITTED): a dashboard figure of the console. */
export function samplesAwaitingReview(db: Db): Promise<number> {
  return countSampleRequestsInStatus(db, 'SUBMITTED');
}
