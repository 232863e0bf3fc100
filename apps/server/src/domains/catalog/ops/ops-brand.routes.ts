import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../../platform/bind-call.js';
import { auditActor } from '../../operator/audit.service.js';
import type { OpsRouteDeps } from '../../operator/operator.settings.js';
import { mergeOpsBrand, opsBrandPage } from './ops-brand.service.js';

/** The operator console's brand calls: the list and the merge of two brands. */
export function registerBrandOpsRoutes(app: FastifyInstance, deps: OpsRouteDeps, options: BindOptions): void {
  const calls = opsContract.opsBrand;
  bindCall(app, calls.qryBrandByPage, async ({ body }) => opsBrandPage(deps, body), options);
  bindCall(
    app,
    calls.mergeBrand,
    async ({ body, operator, request }) => mergeOpsBrand(deps, auditActor(operator, request), body),
    options,
  );
}
