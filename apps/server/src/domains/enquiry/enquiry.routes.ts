import type { FastifyInstance } from 'fastify';
import { contract } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { createEnquiry, createEnquiryFromBom } from './enquiry-create.service.js';
import { cancelEnquiry, enquiryDetail, enquiryPage } from './enquiry-read.service.js';
import type { EnquiryDeps } from './enquiry.settings.js';

const calls = contract.enquiry;

/**
 * Enquiry calls (docs/enquiry.md): all need a session; enquiries are the caller's tenant's. addQuotedToCart
 * is bound by the cart (cart.routes.ts): the cart sits above the enquiry and takes its quoted lines.
 */
export function registerEnquiryRoutes(app: FastifyInstance, deps: EnquiryDeps, options: BindOptions): void {
  bindCall(
    app,
    calls.createEnquiry,
    ({ staff, lang, body, request }) => createEnquiry(deps, staff, lang, body, request.headers),
    options,
  );
  bindCall(
    app,
    calls.createEnquiryFromBom,
    ({ staff, lang, body, request }) => createEnquiryFromBom(deps, staff, lang, body, request.headers),
    options,
  );
  bindCall(
    app,
    calls.qryEnquiryByPage,
    ({ staff, lang, body }) => enquiryPage(deps, staff, lang, body),
    options,
  );
  bindCall(
    app,
    calls.qryEnquiryDetail,
    ({ staff, lang, body }) => enquiryDetail(deps, staff, lang, body.enquiryId),
    options,
  );
  bindCall(
    app,
    calls.cancelEnquiry,
    ({ staff, lang, body }) => cancelEnquiry(deps, staff, lang, body.enquiryId),
    options,
  );
}
