import { describe, expect, it } from 'vitest';
import { SAMPLE_STATUSES } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { canMove, nextStatus } from './sample-status.js';

describe('sample-request transitions', () => {
  it('allows exactly the moves of docs/samples.md', () => {
    const allowed = SAMPLE_STATUSES.flatMap((from) =>
      SAMPLE_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'SUBMITTED>APPROVED',
        'SUBMITTED>REJECTED',
        'APPROVED>SHIPPED',
        'APPROVED>REJECTED',
        'SHIPPED>AWAITING_FEEDBACK',
        'SHIPPED>FEEDBACK_GIVEN',
        'AWAITING_FEEDBACK>FEEDBACK_GIVEN',
      ].sort(),
    );
  });

  it('refuses any other move with SAMPLE_STATE_FORBIDS naming the state', () => {
    expect(nextStatus('SHIPPED', 'FEEDBACK_GIVEN', 'Shipped')).toBe('FEEDBACK_GIVEN');
    expect(() => nextStatus('REJECTED', 'APPROVED', 'Rejected')).toThrow(AppError);
    expect(() => nextStatus('FEEDBACK_GIVEN', 'SHIPPED', 'Feedback given')).toThrow(
      expect.objectContaining({ code: 'SAMPLE_STATE_FORBIDS', params: { status: 'Feedback given' } }),
    );
  });
});
