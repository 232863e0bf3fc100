import type { Db } from '../../platform/db.js';
import { countApplicationsInStatus } from './registration-figures.queries.js';

/** Registration applications waiting for approval (PENDING): a dashboard figure of the console. */
export function registrationsAwaitingApproval(db: Db): Promise<number> {
  return countApplicationsInStatus(db, 'PENDING');
}
