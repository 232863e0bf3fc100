import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { auditPage } from './audit.service.js';
import { opsLogin, opsLogout, opsSessionUser } from './operator-auth.service.js';
import type { OperatorDeps } from './operator.settings.js';

const calls = opsContract.opsAuth;

export function registerOperatorRoutes(app: FastifyInstance, deps: OperatorDeps, options: BindOptions): void {
  bindCall(
    app,
    calls.opsLogin,
    ({ body, request, reply }) =>
      opsLogin(deps, body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, reply),
    options,
  );
  bindCall(app, calls.opsLogout, ({ operator, reply }) => opsLogout(deps, operator, reply), options);
  bindCall(
    app,
    calls.opsSessionInfo,
    async ({ operator, lang }) => (operator ? opsSessionUser(deps, operator, lang) : null),
    options,
  );
  bindCall(app, calls.qryAuditLogByPage, ({ body }) => auditPage(deps.db, body, deps.clock.now()), options);
}
