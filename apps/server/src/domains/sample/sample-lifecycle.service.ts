import { DEFAULT_LANG } from '@emall/contract';
import type { SampleStatus } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { findTenantRequest, updateRequestStatus } from './sample-request.queries.js';
import { statusName } from './sample-request.service.js';
import { nextStatus } from './sample-status.js';
import { sendSampleMessage, type SampleEvent } from './sample-messages.js';

const EVENT_OF: Partial<Record<SampleStatus, SampleEvent>> = {
  APPROVED: 'approved',
  REJECTED: 'rejected',
  SHIPPED: 'shipped',
};

/**
 * The seller's steps on a request (approve, reject, ship): functions for the back office, the seed and the
 * tests, like the order lifecycle; the shop's API has no call for them. Each takes the request's tenant
 * (another tenant's request is not found), moves through the one transition table, and tells the requester
 * in the same transaction.
 */
async function moveRequest(
  db: Db,
  tenantId: number,
  sampleReqId: number,
  to: 'APPROVED' | 'REJECTED' | 'SHIPPED',
  at: Date,
): Promise<SampleStatus> {
  return db.transaction(async (tx) => {
    const request = await findTenantRequest(tx, tenantId, sampleReqId);
    if (!request) throw new AppError('NOT_FOUND');
    const from = request.status as SampleStatus;
    nextStatus(from, to, statusName(from, DEFAULT_LANG));
    if ((await updateRequestStatus(tx, request.id, from, to, at)) === 0) throw new AppError('CONFLICT');
    const event = EVENT_OF[to];
    if (event) await sendSampleMessage(tx, request, event, at);
    return to;
  });
}

export function approveSampleRequest(db: Db, tenantId: number, sampleReqId: number, at: Date) {
  return moveRequest(db, tenantId, sampleReqId, 'APPROVED', at);
}

export function rejectSampleRequest(db: Db, tenantId: number, sampleReqId: number, at: Date) {
  return moveRequest(db, tenantId, sampleReqId, 'REJECTED', at);
}

export function shipSampleRequest(db: Db, tenantId: number, sampleReqId: number, at: Date) {
  return moveRequest(db, tenantId, sampleReqId, 'SHIPPED', at);
}
