import type { Db } from '../../platform/db.js';
import { countEnquiriesInStatus } from './enquiry-figures.queries.js';

/** Enquiries waiting for the seller's quote (SUBMITTED): a dashboard figure of the console. */
export function enquiriesAwaitingQuote(db: Db): Promise<number> {
  return countEnquiriesInStatus(db, 'SUBMITTED');
}
