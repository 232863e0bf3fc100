import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { opsMailPage, opsMailPreview, opsResendMail } from './mail-ops.service.js';
import type { MailDeps } from './mail.settings.js';

const opsMailCalls = opsContract.opsMail;

/** The operator console's outbox (docs/mail.md): the list, a mail's preview, "send again" for a failed one. */
export function registerMailOpsRoutes(app: FastifyInstance, deps: MailDeps, options: BindOptions): void {
  bindCall(app, opsMailCalls.qryMailByPage, ({ body }) => opsMailPage(deps, body), options);
  bindCall(app, opsMailCalls.qryMailPreview, ({ body }) => opsMailPreview(deps, body.mailId), options);
  bindCall(
    app,
    opsMailCalls.resendMail,
    ({ body, operator, request }) => opsResendMail(deps, body.mailId, operator, request),
    options,
  );
}
