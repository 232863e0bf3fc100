import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';
import { opsHandleLead, opsLeadDetail, opsLeadPage } from './brand-site-ops.service.js';

const calls = opsContract.opsLead;

/**
 * The operator console's brand-site lead calls (docs/operator-console.md): requests from /ruisa_customized
 * and /gd.
 */
export function registerBrandSiteOpsRoutes(
  app: FastifyInstance,
  deps: OpsRouteDeps,
  options: BindOptions,
): void {
  bindCall(app, calls.qryLeadByPage, ({ body, lang }) => opsLeadPage(deps, lang, body), options);
  bindCall(app, calls.qryLeadDetail, ({ body, lang }) => opsLeadDetail(deps, lang, body.leadId), options);
  bindCall(
    app,
    calls.handleLead,
    ({ body, lang, operator, request }) => opsHandleLead(deps, lang, body, operator, request),
    options,
  );
}
