import type { FastifyInstance } from 'fastify';
import { contract } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { sampleCatalogEntries } from '../catalog/sample-catalog.service.js';
import { addSample, changeSampleQty, deleteSamples, sampleCount, sampleList } from './sample-cart.service.js';
import { checkFeedbackLimit, checkRequestTimesLimit, giveFeedback } from './sample-feedback.service.js';
import { createSampleRequest } from './sample-request.service.js';
import { mySamples } from './my-samples.service.js';
import { sampleCatalogPage } from './sample-catalog-page.js';
import type { SampleDeps } from './sample.settings.js';

const calls = contract.sample;

/** Sample calls (docs/samples.md): all need a session; carts are the caller's, requests the tenant's. */
export function registerSampleRoutes(app: FastifyInstance, deps: SampleDeps, options: BindOptions): void {
  bindCall(app, calls.qrySampleParams, ({ lang }) => sampleCatalogEntries(deps, lang), options);
  bindCall(app, calls.qrySampleList4Page, ({ lang, body }) => sampleCatalogPage(deps, body, lang), options);
  bindCall(
    app,
    calls.addSampleToCart,
    ({ staff, lang, body }) => addSample(deps, staff, lang, body),
    options,
  );
  bindCall(
    app,
    calls.delSampleFromCart,
    ({ staff, body }) => deleteSamples(deps, staff, body.spuIds),
    options,
  );
  bindCall(app, calls.qrySampleList, ({ staff, lang }) => sampleList(deps, staff, lang), options);
  bindCall(app, calls.qrySampleCnt, ({ staff }) => sampleCount(deps, staff), options);
  bindCall(
    app,
    calls.changeCntByKey,
    ({ staff, lang, body }) => changeSampleQty(deps, staff, lang, body),
    options,
  );
  bindCall(
    app,
    calls.createFreeSampleReq,
    ({ staff, lang, body, request }) => createSampleRequest(deps, staff, lang, body, request.headers),
    options,
  );
  bindCall(
    app,
    calls.modifyFreeSampleReqForFeedback,
    ({ staff, lang, body }) => giveFeedback(deps, staff, lang, body),
    options,
  );
  bindCall(app, calls.checkFeedbackLimit, ({ staff }) => checkFeedbackLimit(deps, staff), options);
  bindCall(app, calls.checkRequestTimesLimit, ({ staff }) => checkRequestTimesLimit(deps, staff), options);
  bindCall(
    app,
    calls.qryFreeSampleForEmall,
    ({ staff, lang, body }) => mySamples(deps, staff, lang, body),
    options,
  );
}
