import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';
import { opsFeedbackPage, opsHandleFeedback } from './feedback-ops.service.js';

const calls = opsContract.opsLead;

/**
 * The operator console's feedback calls (docs/operator-console.md): what buyers and visitors sent through
 * feedback/submit.
 */
export function registerFeedbackOpsRoutes(
  app: FastifyInstance,
  deps: OpsRouteDeps,
  options: BindOptions,
): void {
  bindCall(app, calls.qryFeedbackByPage, ({ body, lang }) => opsFeedbackPage(deps, lang, body), options);
  bindCall(
    app,
    calls.handleFeedback,
    ({ body, lang, operator, request }) => opsHandleFeedback(deps, lang, body, operator, request),
    options,
  );
}
