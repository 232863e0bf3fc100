import type { Lang, SampleStatus } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { recordAudit, type AuditActor } from '../operator/audit.service.js';
import {
  approveSampleRequest,
  rejectSampleRequest,
  requestSampleFeedback,
  shipSampleRequest,
  type SellerStepOptions,
} from './sample-lifecycle.service.js';
import { findRequestById } from './sample-ops.queries.js';
import type { SampleRequestRow } from './sample-request.queries.js';
import { statusName } from './sample-request.service.js';
import type { SampleDeps } from './sample.settings.js';

/** The console's view of a step's target in the audit log: the status and what the steps store. */
function audited(row: SampleRequestRow) {
  return {
    status: row.status,
    rejectReason: row.rejectReason,
    carrier: row.carrier,
    trackingNo: row.trackingNo,
    feedbackRequestedAt: row.feedbackRequestedAt?.toISOString() ?? null,
  };
}

type Step =
  | { action: 'approve' }
  | { action: 'reject'; reason: string }
  | { action: 'ship'; carrier: string; trackingNo: string }
  | { action: 'requestFeedback'; note?: string | undefined };

function runStep(
  db: SampleDeps['db'],
  tenantId: number,
  id: number,
  now: Date,
  step: Step,
  options: SellerStepOptions,
): Promise<SampleStatus> {
  switch (step.action) {
    case 'approve':
      return approveSampleRequest(db, tenantId, id, now, options);
    case 'reject':
      return rejectSampleRequest(db, tenantId, id, now, { reason: step.reason }, options);
    case 'ship':
      return shipSampleRequest(db, tenantId, id, now, step, options);
    case 'requestFeedback':
      return requestSampleFeedback(db, tenantId, id, now, { note: step.note }, options);
  }
}

/**
 * One seller step from the console, through the sample lifecycle (its transition table, its message to
 * the requester), with the audit entry written in the step's own transaction. A status that no longer
 * allows the step answers 409 in the caller's language: the operator's screen was out of date.
 */
export async function runSellerStep(
  deps: SampleDeps,
  actor: AuditActor,
  lang: Lang,
  sampleReqId: number,
  step: Step,
): Promise<{ sampleReqId: string; status: SampleStatus; statusName: string }> {
  const request = await findRequestById(deps.db, sampleReqId);
  if (!request) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  const options: SellerStepOptions = {
    lang,
    inTransaction: (tx, before, after) =>
      recordAudit(
        tx,
        actor,
        {
          action: `sample.${step.action}`,
          targetType: 'sampleRequest',
          targetId: before.requestNo,
          before: audited(before),
          // The note of a request for feedback lives only in the message; the record keeps it too.
          after:
            step.action === 'requestFeedback'
              ? { ...audited(after), note: step.note?.trim() || null }
              : audited(after),
        },
        now,
      ),
  };
  const { tenantId, id } = request;
  try {
    const status = await runStep(deps.db, tenantId, id, now, step, options);
    return { sampleReqId: String(id), status, statusName: statusName(status, lang) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'SAMPLE_STATE_FORBIDS') {
      throw new AppError('OPS_SAMPLE_STATE_CONFLICT', error.params);
    }
    throw error;
  }
}
