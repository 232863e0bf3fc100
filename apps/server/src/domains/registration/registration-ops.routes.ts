import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';
import {
  opsApprove,
  opsLicenceFile,
  opsRegistrationDetail,
  opsRegistrationPage,
  opsReject,
} from './registration-ops.service.js';

const calls = opsContract.opsRegistration;

/**
 * The operator console's registration calls (docs/operator-console.md): reviewing applications from
 * /register.
 */
export function registerRegistrationOpsRoutes(
  app: FastifyInstance,
  deps: OpsRouteDeps,
  options: BindOptions,
): void {
  bindCall(
    app,
    calls.qryOpsRegistrationByPage,
    ({ body, lang }) => opsRegistrationPage(deps, lang, body),
    options,
  );
  bindCall(
    app,
    calls.qryOpsRegistrationDetail,
    ({ body, lang }) => opsRegistrationDetail(deps, lang, body.applicationId),
    options,
  );
  bindCall(app, calls.downloadLicence, ({ body }) => opsLicenceFile(deps, body.applicationId), options);
  bindCall(
    app,
    calls.approveRegistration,
    ({ body, lang, operator, request }) => opsApprove(deps, lang, body, operator, request),
    options,
  );
  bindCall(
    app,
    calls.rejectRegistration,
    ({ body, lang, operator, request }) => opsReject(deps, lang, body, operator, request),
    options,
  );
}
