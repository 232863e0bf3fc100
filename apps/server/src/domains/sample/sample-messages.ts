import type { Db } from '../../platform/db.js';
import { sendMessage } from '../message/message.service.js';

/** The sample steps the requester is told about; each is a text `message.sample.<event>` (docs/messages.md). */
export type SampleEvent =
  | 'submitted'
  | 'approved'
  | 'rejected'
  | 'shipped'
  // The console's steps with their details: the reason of a rejection, the shipment's carrier and number.
  | 'rejectedWithReason'
  | 'shippedWithTracking'
  // The seller asks for the rating (SHIPPED → AWAITING_FEEDBACK), with or without a note.
  | 'feedbackRequested'
  | 'feedbackRequestedWithNote';

/** Tells the staff member who made the request, in the caller's transaction, linking to My samples. */
export function sendSampleMessage(
  tx: Db,
  request: { tenantId: number; staffId: number; requestNo: string },
  event: SampleEvent,
  at: Date,
  params: Record<string, string> = {},
): Promise<void> {
  return sendMessage(
    tx,
    {
      tenantId: request.tenantId,
      staffId: request.staffId,
      group: 'sample',
      textKey: `message.sample.${event}`,
      params: { ...params, sampleReqNo: request.requestNo },
      link: '/my_EMall?activeKey=3',
    },
    at,
  );
}
