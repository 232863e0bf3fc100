import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { auditActor } from '../operator/audit.service.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';
import { runSellerStep } from './sample-ops-steps.service.js';
import { opsFeedbackPage, opsSampleDetail, opsSamplePage } from './sample-ops.service.js';

const calls = opsContract.opsSample;

/**
 * The operator console's sample calls (docs/operator-console.md): every tenant's requests, the seller's
 * steps, feedback.
 */
export function registerSampleOpsRoutes(
  app: FastifyInstance,
  deps: OpsRouteDeps,
  options: BindOptions,
): void {
  bindCall(app, calls.qrySampleReqByPage, ({ body, lang }) => opsSamplePage(deps, body, lang), options);
  bindCall(
    app,
    calls.qrySampleReqDetail,
    ({ body, lang }) => opsSampleDetail(deps, body.sampleReqId, lang),
    options,
  );
  bindCall(
    app,
    calls.approveSampleReq,
    ({ body, lang, operator, request }) =>
      runSellerStep(deps, auditActor(operator, request), lang, body.sampleReqId, { action: 'approve' }),
    options,
  );
  bindCall(
    app,
    calls.rejectSampleReq,
    ({ body, lang, operator, request }) =>
      runSellerStep(deps, auditActor(operator, request), lang, body.sampleReqId, {
        action: 'reject',
        reason: body.reason,
      }),
    options,
  );
  bindCall(
    app,
    calls.shipSampleReq,
    ({ body, lang, operator, request }) =>
      runSellerStep(deps, auditActor(operator, request), lang, body.sampleReqId, {
        action: 'ship',
        carrier: body.carrier,
        trackingNo: body.trackingNo,
      }),
    options,
  );
  bindCall(
    app,
    calls.requestFeedback,
    ({ body, lang, operator, request }) =>
      runSellerStep(deps, auditActor(operator, request), lang, body.sampleReqId, {
        action: 'requestFeedback',
        note: body.note,
      }),
    options,
  );
  bindCall(app, calls.qrySampleFeedbackByPage, ({ body }) => opsFeedbackPage(deps, body), options);
}
