import { DEFAULT_LANG } from '@emall/contract';
import type { Lang, SampleStatus } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import {
  applySellerStep,
  findTenantRequest,
  type SampleRequestRow,
  type SellerStepChange,
} from './sample-request.queries.js';
import { statusName } from './sample-request.service.js';
import { nextStatus } from './sample-status.js';
import { sendSampleMessage, type SampleEvent } from './sample-messages.js';

/** What a seller's step may store beside the status: the reason of a rejection, the shipment. */
export interface RejectDetails {
  reason?: string | undefined;
}
export interface ShipDetails {
  carrier?: string | undefined;
  trackingNo?: string | undefined;
}

export interface SellerStepOptions {
  /** The caller's language for a refusal (the status named in it); the shop's default otherwise. */
  lang?: Lang;
  /**
   * Runs inside the step's transaction once the request has moved (the console writes its audit entry
   * here), so the change, the buyer's message and the record commit together or not at all.
   */
  inTransaction?: (tx: Db, before: SampleRequestRow, after: SampleRequestRow) => Promise<void>;
}

type SellerTarget = 'APPROVED' | 'REJECTED' | 'SHIPPED' | 'AWAITING_FEEDBACK';

/**
 * The seller's steps on a request (approve, reject, ship, ask for feedback): functions for the back office, the seed and the
 * tests, like the order lifecycle; the shop's API has no call for them. Each takes the request's tenant
 * (another tenant's request is not found), moves through the one transition table, stores when (and the
 * step's details), and tells the requester in the same transaction.
 */
async function moveRequest(
  db: Db,
  tenantId: number,
  sampleReqId: number,
  to: SellerTarget,
  at: Date,
  change: SellerStepChange,
  event: { name: SampleEvent; params: Record<string, string> },
  options: SellerStepOptions,
): Promise<SampleStatus> {
  return db.transaction(async (tx) => {
    const request = await findTenantRequest(tx, tenantId, sampleReqId);
    if (!request) throw new AppError('NOT_FOUND');
    const from = request.status as SampleStatus;
    nextStatus(from, to, statusName(from, options.lang ?? DEFAULT_LANG));
    // Guarded by the status it was read in: a concurrent step makes this one a 409, not a double move.
    const after = await applySellerStep(tx, request.id, from, to, change, at);
    if (!after) throw new AppError('CONFLICT');
    await sendSampleMessage(tx, request, event.name, at, event.params);
    if (options.inTransaction) await options.inTransaction(tx, request, after);
    return to;
  });
}

export function approveSampleRequest(
  db: Db,
  tenantId: number,
  sampleReqId: number,
  at: Date,
  options: SellerStepOptions = {},
) {
  return moveRequest(
    db,
    tenantId,
    sampleReqId,
    'APPROVED',
    at,
    { approvedAt: at },
    { name: 'approved', params: {} },
    options,
  );
}

/** With a reason, the buyer's message and My samples say why. */
export function rejectSampleRequest(
  db: Db,
  tenantId: number,
  sampleReqId: number,
  at: Date,
  details: RejectDetails = {},
  options: SellerStepOptions = {},
) {
  const reason = details.reason?.trim() || null;
  return moveRequest(
    db,
    tenantId,
    sampleReqId,
    'REJECTED',
    at,
    { rejectedAt: at, rejectReason: reason },
    reason ? { name: 'rejectedWithReason', params: { reason } } : { name: 'rejected', params: {} },
    options,
  );
}

/** With carrier and tracking number, the buyer's message and My samples name the shipment. */
export function shipSampleRequest(
  db: Db,
  tenantId: number,
  sampleReqId: number,
  at: Date,
  details: ShipDetails = {},
  options: SellerStepOptions = {},
) {
  const carrier = details.carrier?.trim() || null;
  const trackingNo = details.trackingNo?.trim() || null;
  return moveRequest(
    db,
    tenantId,
    sampleReqId,
    'SHIPPED',
    at,
    { shippedAt: at, carrier, trackingNo },
    carrier && trackingNo
      ? { name: 'shippedWithTracking', params: { carrier, trackingNo } }
      : { name: 'shipped', params: {} },
    options,
  );
}

/**
 * Asks the requester to rate the shipped samples (SHIPPED → AWAITING_FEEDBACK), e.g. once they arrived;
 * with a note, the message carries it. The buyer rates either state the same way.
 */
export function requestSampleFeedback(
  db: Db,
  tenantId: number,
  sampleReqId: number,
  at: Date,
  details: { note?: string | undefined } = {},
  options: SellerStepOptions = {},
) {
  const note = details.note?.trim() || null;
  return moveRequest(
    db,
    tenantId,
    sampleReqId,
    'AWAITING_FEEDBACK',
    at,
    { feedbackRequestedAt: at },
    note
      ? { name: 'feedbackRequestedWithNote', params: { note } }
      : { name: 'feedbackRequested', params: {} },
    options,
  );
}
