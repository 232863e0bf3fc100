import type { Lang, SampleStatus } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import { feedbackAllowance, requestTimesAllowance, sampleLimits } from './sample-limits.js';
import { findTenantRequest, insertFeedback, updateRequestStatus } from './sample-request.queries.js';
import { statusName } from './sample-request.service.js';
import { FEEDBACK_OPEN_STATUSES, nextStatus } from './sample-status.js';
import type { SampleDeps } from './sample.settings.js';

/**
 * modifyFreeSampleReqForFeedback: rates one of the tenant's shipped (or awaiting-feedback) requests once.
 * Another tenant's request answers 404, as if it did not exist (decision 35).
 */
export async function giveFeedback(
  deps: SampleDeps,
  staff: StaffContext,
  lang: Lang,
  body: { sampleReqId: number; rating: number; feedbackText: string },
): Promise<{ sampleReqId: string; status: SampleStatus; rating: number }> {
  const request = await findTenantRequest(deps.db, staff.tenantId, body.sampleReqId);
  if (!request) throw new AppError('NOT_FOUND');
  const from = request.status as SampleStatus;
  const label = statusName(from, lang);
  if (!FEEDBACK_OPEN_STATUSES.includes(from)) throw new AppError('SAMPLE_STATE_FORBIDS', { status: label });
  const to = nextStatus(from, 'FEEDBACK_GIVEN', label);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Guarded by the status it was read in: two ratings at once cannot both land.
    if ((await updateRequestStatus(tx, request.id, from, to, now)) === 0) throw new AppError('CONFLICT');
    await insertFeedback(tx, {
      requestId: request.id,
      tenantId: staff.tenantId,
      staffId: staff.staffId,
      rating: body.rating,
      feedbackText: body.feedbackText,
      createdAt: now,
    });
  });
  return { sampleReqId: String(request.id), status: to, rating: body.rating };
}

export async function checkFeedbackLimit(deps: SampleDeps, staff: StaffContext) {
  return feedbackAllowance(deps.db, staff.tenantId, await sampleLimits(deps));
}

export async function checkRequestTimesLimit(deps: SampleDeps, staff: StaffContext) {
  return requestTimesAllowance(deps.db, staff.tenantId, deps.clock.now(), await sampleLimits(deps));
}
