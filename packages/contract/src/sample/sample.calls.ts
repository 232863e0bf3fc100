import { z } from 'zod';
import { defineCall, emptyBodySchema } from '../call.js';
import {
  addSampleAnswerSchema,
  addSampleToCartBodySchema,
  changeCntByKeyBodySchema,
  createdSampleReqSchema,
  createFreeSampleReqBodySchema,
  delSampleAnswerSchema,
  delSampleFromCartBodySchema,
  feedbackLimitAnswerSchema,
  modifyFreeSampleReqForFeedbackBodySchema,
  qryFreeSampleForEmallBodySchema,
  qrySampleList4PageBodySchema,
  requestTimesAnswerSchema,
  sampleCatalogEntrySchema,
  sampleCntSchema,
  sampleFeedbackAnswerSchema,
  sampleLineSchema,
  sampleListAnswerSchema,
  sampleOrderPageSchema,
  samplePageSchema,
} from './sample.schemas.js';

/**
 * Free samples (docs/samples.md). The sample cart belongs to one staff member
 * acting for their first managed tenant; requests and their limits belong to the tenant.
 */
export const sampleCalls = {
  qrySampleParams: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/sample/qrySampleParams',
    auth: 'session',
    body: emptyBodySchema,
    answer: z.array(sampleCatalogEntrySchema),
    summary: 'The catalog entries that hold products open to sampling (the sample page filter).',
  }),
  qrySampleList4Page: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/sample/qrySampleList4Page',
    auth: 'session',
    body: qrySampleList4PageBodySchema,
    answer: samplePageSchema,
    summary:
      'Products open to sampling, 10 a page, optionally of one catalog entry or one spuId, or matching a keyword (part of a part number or a brand).',
  }),
  addSampleToCart: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/sample/addSampleToCart',
    auth: 'session',
    body: addSampleToCartBodySchema,
    answer: addSampleAnswerSchema,
    summary:
      'Adds pieces of a sample product (added to any already in the sample cart) within its per-line limit.',
  }),
  delSampleFromCart: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/sample/delSampleFromCart',
    auth: 'session',
    body: delSampleFromCartBodySchema,
    answer: delSampleAnswerSchema,
    summary: "Removes the caller's sample lines of spuId (or spuIds); 404 when none is in the sample cart.",
  }),
  qrySampleList: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/sample/qrySampleList',
    auth: 'session',
    body: emptyBodySchema,
    answer: sampleListAnswerSchema,
    summary:
      "The caller's sample cart (newest first), its amount, the request limits and the request form's defaults.",
  }),
  qrySampleCnt: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/sample/qrySampleCnt',
    auth: 'session',
    body: emptyBodySchema,
    answer: sampleCntSchema,
    summary: 'The number of lines in the sample cart.',
  }),
  changeCntByKey: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/sample/changeCntByKey',
    auth: 'session',
    body: changeCntByKeyBodySchema,
    answer: sampleLineSchema,
    summary: "Sets the quantity of one of the caller's sample lines within its limit; answers the line.",
  }),
  createFreeSampleReq: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/freesamplereq/createFreeSampleReq',
    auth: 'session',
    body: createFreeSampleReqBodySchema,
    answer: createdSampleReqSchema,
    summary:
      'Requests the sample cart (or its spuIds) under every limit, in one transaction; needs an Idempotency-Key header; the requested lines leave the sample cart.',
  }),
  modifyFreeSampleReqForFeedback: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/freesamplereq/modifyFreeSampleReqForFeedback',
    auth: 'session',
    body: modifyFreeSampleReqForFeedbackBodySchema,
    answer: sampleFeedbackAnswerSchema,
    summary: "Rates (1–5, default 3) one of the tenant's shipped requests with at most 500 characters.",
  }),
  checkFeedbackLimit: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/freesamplereq/checkFeedbackLimit',
    auth: 'session',
    body: emptyBodySchema,
    answer: feedbackLimitAnswerSchema,
    summary: 'allowed, or 422 SAMPLE_FEEDBACK_PENDING when too many shipped requests still await feedback.',
  }),
  checkRequestTimesLimit: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/freesamplereq/checkRequestTimesLimit',
    auth: 'session',
    body: emptyBodySchema,
    answer: requestTimesAnswerSchema,
    summary: 'allowed, or 422 SAMPLE_REQUEST_TIMES_LIMIT when the tenant used its requests of the period.',
  }),
  qryFreeSampleForEmall: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/freesample/qryFreeSampleForEmall',
    auth: 'session',
    body: qryFreeSampleForEmallBodySchema,
    answer: sampleOrderPageSchema,
    summary: "The tenant's sample requests, newest first, 5 a page, with lines, state and feedback.",
  }),
} as const;
