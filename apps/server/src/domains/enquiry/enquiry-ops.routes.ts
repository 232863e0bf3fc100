import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';
import { opsEnquiryDetail, opsEnquiryPage, opsQuoteEnquiry } from './enquiry-ops.service.js';

const calls = opsContract.opsEnquiry;

/**
 * The operator console's enquiry calls (docs/operator-console.md): every tenant's enquiries, and quoting
 * them.
 */
export function registerEnquiryOpsRoutes(
  app: FastifyInstance,
  deps: OpsRouteDeps,
  options: BindOptions,
): void {
  bindCall(app, calls.qryOpsEnquiryByPage, ({ body, lang }) => opsEnquiryPage(deps, lang, body), options);
  bindCall(
    app,
    calls.qryOpsEnquiryDetail,
    ({ body, lang }) => opsEnquiryDetail(deps, lang, body.enquiryId),
    options,
  );
  bindCall(
    app,
    calls.quoteEnquiry,
    ({ body, lang, operator, request }) => opsQuoteEnquiry(deps, lang, body, operator, request),
    options,
  );
}
