import type { SampleStatus } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';

/**
 * The one table of sample-request transitions (docs/samples.md). Every status change goes through
 * `nextStatus`, so no code path can, say, rate a rejected request or ship one twice.
 */
const TRANSITIONS: Record<SampleStatus, readonly SampleStatus[]> = {
  SUBMITTED: ['APPROVED', 'REJECTED'],
  APPROVED: ['SHIPPED', 'REJECTED'],
  // Shipped parts arrive; the buyer may rate them as soon as they are shipped.
  SHIPPED: ['AWAITING_FEEDBACK', 'FEEDBACK_GIVEN'],
  AWAITING_FEEDBACK: ['FEEDBACK_GIVEN'],
  FEEDBACK_GIVEN: [],
  REJECTED: [],
};

/** The states that count against the feedback limit and accept a rating. */
export const FEEDBACK_OPEN_STATUSES: readonly SampleStatus[] = ['SHIPPED', 'AWAITING_FEEDBACK'];

/** The states that do not count against the request-times limit: a rejected request used no samples. */
export const NOT_COUNTED_STATUSES: readonly SampleStatus[] = ['REJECTED'];

export function canMove(from: SampleStatus, to: SampleStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** `to` when the table allows it from `from`; otherwise 422 SAMPLE_STATE_FORBIDS naming the current state. */
export function nextStatus(from: SampleStatus, to: SampleStatus, statusName: string): SampleStatus {
  if (!canMove(from, to)) throw new AppError('SAMPLE_STATE_FORBIDS', { status: statusName });
  return to;
}
