import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { staffPickerPage, tenantPickerPage } from '../account/account-ops.service.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';
import { opsMessagePage, sendOpsMessage } from './message-ops.service.js';

const calls = opsContract.opsMessage;

/**
 * The operator console's messages and announcements (docs/operator-console.md), and the recipient pickers
 * they use.
 */
export function registerMessageOpsRoutes(
  app: FastifyInstance,
  deps: OpsRouteDeps,
  options: BindOptions,
): void {
  bindCall(
    app,
    calls.sendOpsMessage,
    ({ body, operator, request }) => sendOpsMessage(deps, operator, request, body),
    options,
  );
  bindCall(app, calls.qryOpsMessageByPage, ({ body }) => opsMessagePage(deps.db, body), options);
  bindCall(app, calls.qryRecipientTenants, ({ body }) => tenantPickerPage(deps.db, body), options);
  bindCall(app, calls.qryRecipientStaff, ({ body }) => staffPickerPage(deps.db, body), options);
}
