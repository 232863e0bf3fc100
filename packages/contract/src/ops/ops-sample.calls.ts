import { defineCall } from '../call.js';
import {
  opsRejectSampleBodySchema,
  opsRequestSampleFeedbackBodySchema,
  opsSampleDetailSchema,
  opsSampleFeedbackPageSchema,
  opsSampleFeedbackQuerySchema,
  opsSampleListQuerySchema,
  opsSamplePageSchema,
  opsSampleReqIdBodySchema,
  opsSampleStepAnswerSchema,
  opsShipSampleBodySchema,
} from './ops-sample.schemas.js';

/**
 * The operator console's sample calls (docs/operator-console.md): every tenant's requests, the seller's
 * steps, feedback.
 */
export const opsSampleCalls = {
  qrySampleReqByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ops/sample/qrySampleReqByPage',
    auth: 'ops',
    body: opsSampleListQuerySchema,
    answer: opsSamplePageSchema,
    summary:
      "Every tenant's sample requests, newest first, 20 a page, filtered by status, tenant, number and dates; with the count of each status under the other filters.",
  }),
  qrySampleReqDetail: defineCall({
    method: 'POST',
    path: '/api/emall/ops/sample/qrySampleReqDetail',
    auth: 'ops',
    body: opsSampleReqIdBodySchema,
    answer: opsSampleDetailSchema,
    summary:
      'One request: lines with their unit limits, address, requester, timeline, rejection reason, shipment, feedback and the steps its status allows.',
  }),
  approveSampleReq: defineCall({
    method: 'POST',
    path: '/api/emall/ops/sample/approveSampleReq',
    auth: 'ops-write',
    body: opsSampleReqIdBodySchema,
    answer: opsSampleStepAnswerSchema,
    summary: 'SUBMITTED → APPROVED; tells the requester. 409 OPS_SAMPLE_STATE_CONFLICT from another status.',
  }),
  rejectSampleReq: defineCall({
    method: 'POST',
    path: '/api/emall/ops/sample/rejectSampleReq',
    auth: 'ops-write',
    body: opsRejectSampleBodySchema,
    answer: opsSampleStepAnswerSchema,
    summary:
      'SUBMITTED or APPROVED → REJECTED with a reason the buyer sees in the message and in My samples; 409 from another status.',
  }),
  shipSampleReq: defineCall({
    method: 'POST',
    path: '/api/emall/ops/sample/shipSampleReq',
    auth: 'ops-write',
    body: opsShipSampleBodySchema,
    answer: opsSampleStepAnswerSchema,
    summary:
      'APPROVED → SHIPPED with carrier and tracking number (shown to the buyer); tells the requester; 409 from another status.',
  }),
  requestFeedback: defineCall({
    method: 'POST',
    path: '/api/emall/ops/sample/requestFeedback',
    auth: 'ops-write',
    body: opsRequestSampleFeedbackBodySchema,
    answer: opsSampleStepAnswerSchema,
    summary:
      'SHIPPED → AWAITING_FEEDBACK: asks the requester to rate the samples, with an optional note (≤ 200) in the message; 409 OPS_SAMPLE_STATE_CONFLICT from another status.',
  }),
  qrySampleFeedbackByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ops/sample/qrySampleFeedbackByPage',
    auth: 'ops',
    body: opsSampleFeedbackQuerySchema,
    answer: opsSampleFeedbackPageSchema,
    summary:
      'Buyers’ ratings of their samples, newest first, filtered by rating, tenant and dates; with the average and the count of each rating.',
  }),
} as const;
