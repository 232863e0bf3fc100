import type { Lang, SampleStatus } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { recordAudit, type AuditActor } from '../operator/audit.service.js';
import {
  approveSampleRequest,
  rejectSampleRequest,
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
  };
}

type Step =
  | { action: 'approve' }
  | { action: 'reject'; reason: string }
  | { action: 'ship'; carrier: string; trackingNo: string };

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
          after: audited(after),
        },
        now,
      ),
  };
  const { db } = deps;
  const { tenantId, id } = request;
  try {
    const status =
      step.action === 'approve'
        ? await approveSampleRequest(db, tenantId, id, now, options)
        : step.action === 'reject'
          ? await rejectSampleRequest(db, tenantId, id, now, { reason: step.reason }, options)
          : await shipSampleRequest(db, tenantId, id, now, step, options);
    return { sampleReqId: String(id), status, statusName: statusName(status, lang) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'SAMPLE_STATE_FORBIDS') {
      throw new AppError('OPS_SAMPLE_STATE_CONFLICT', error.params);
    }
    throw error;
  }
}
