import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';
import { auditActor } from '../operator/audit.service.js';
import {
  opsAddLogisticsEvent,
  opsCancelOrder,
  opsCompleteOrder,
  opsConfirmPayment,
  opsOrderDetail,
  opsOrderPage,
  opsProofFile,
  opsRejectPaymentProof,
  opsShipOrder,
} from './order-ops.service.js';

const calls = opsContract.opsOrder;

/**
 * The operator console's order calls (docs/operator-console.md): reads for any operator, steps for operators
 * only.
 */
export function registerOrderOpsRoutes(app: FastifyInstance, deps: OpsRouteDeps, options: BindOptions): void {
  bindCall(app, calls.qryOpsOrderByPage, ({ body }) => opsOrderPage(deps, body), options);
  bindCall(
    app,
    calls.qryOpsOrderDetail,
    ({ body, lang }) => opsOrderDetail(deps, body.orderId, lang),
    options,
  );
  bindCall(
    app,
    calls.downloadOpsPaymentProof,
    ({ body }) => opsProofFile(deps, body.orderId, body.proofId),
    options,
  );
  bindCall(
    app,
    calls.confirmOpsPayment,
    ({ body, lang, operator, request }) =>
      opsConfirmPayment(deps, auditActor(operator, request), body.orderId, lang),
    options,
  );
  bindCall(
    app,
    calls.rejectOpsPaymentProof,
    ({ body, lang, operator, request }) =>
      opsRejectPaymentProof(deps, auditActor(operator, request), body, lang),
    options,
  );
  bindCall(
    app,
    calls.shipOpsOrder,
    ({ body, lang, operator, request }) => opsShipOrder(deps, auditActor(operator, request), body, lang),
    options,
  );
  bindCall(
    app,
    calls.addOpsLogisticsEvent,
    ({ body, lang, operator, request }) =>
      opsAddLogisticsEvent(deps, auditActor(operator, request), body, lang),
    options,
  );
  bindCall(
    app,
    calls.completeOpsOrder,
    ({ body, lang, operator, request }) =>
      opsCompleteOrder(deps, auditActor(operator, request), body.orderId, lang),
    options,
  );
  bindCall(
    app,
    calls.cancelOpsOrder,
    ({ body, lang, operator, request }) =>
      opsCancelOrder(deps, auditActor(operator, request), body.orderId, lang),
    options,
  );
}
