import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contract, entityIdSchema, FIELD_MESSAGES, IDEMPOTENCY_KEY_HEADER, pickText } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { fieldMessages } from '../../platform/validation-messages.js';
import { createOrderList } from './order-create.service.js';
import { hotParts } from './hot-parts.service.js';
import { updateCustOrderNo, updateCustPn } from './order-edit.service.js';
import { listOrders, orderCounts, orderDetail, orderLinePage } from './order-read.service.js';
import type { OrderDeps } from './order.settings.js';
import { payInfo, paymentProofFile, uploadPaymentProof } from './payment.service.js';
import { saleContract } from './sale-contract.service.js';
import { deliveryInfo, expressGroups } from './shipment.service.js';

const calls = contract.order;
const queryOrderIdSchema = z.object({ orderId: entityIdSchema.optional() });

/** Some POST paths carry the orderId in the query string (`downloadSaleContract?orderId=`). */
function queryOrderId(request: FastifyRequest, lang: Lang): string | undefined {
  const raw = request.query;
  const parsed = queryOrderIdSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', {}, fieldMessages(parsed.error, lang, raw));
  return parsed.data.orderId;
}

function requiredOrderId(bodyOrderId: string | undefined, request: FastifyRequest, lang: Lang): string {
  const orderId = bodyOrderId ?? queryOrderId(request, lang);
  if (orderId) return orderId;
  throw new AppError('VALIDATION_FAILED', {}, { orderId: pickText(FIELD_MESSAGES.required, lang) });
}

export function registerOrderRoutes(app: FastifyInstance, deps: OrderDeps, options: BindOptions): void {
  bindCall(
    app,
    calls.createOrderList,
    ({ staff, body, lang, request }) =>
      createOrderList(deps, staff, body, request.headers[IDEMPOTENCY_KEY_HEADER], lang),
    options,
  );
  bindCall(
    app,
    calls.qryOrderListForEmall,
    ({ staff, body, lang }) => listOrders(deps, staff, body, lang),
    options,
  );
  bindCall(
    app,
    calls.qryOrderListByOrderId,
    ({ staff, body, lang }) => orderDetail(deps, staff, body.orderId, lang),
    options,
  );
  bindCall(
    app,
    calls.qryOrderLineListByOrderIdForEmall,
    ({ staff, body, lang }) => orderLinePage(deps, staff, body, lang),
    options,
  );
  bindCall(app, calls.countOrderInfoByCust, ({ staff }) => orderCounts(deps, staff), options);
  bindCall(app, calls.qryHotParts, ({ lang }) => hotParts(deps, lang), options);
  bindCall(
    app,
    calls.queryDeliveryInfoList,
    ({ staff, body, lang }) => deliveryInfo(deps, staff, body, lang),
    options,
  );
  bindCall(app, calls.updateCustOrderNo, ({ staff, body }) => updateCustOrderNo(deps, staff, body), options);
  bindCall(app, calls.updateCustPn, ({ staff, body }) => updateCustPn(deps, staff, body), options);
  bindCall(
    app,
    calls.getExpressGroup,
    ({ staff, body, lang, request }) =>
      expressGroups(deps, staff, body?.orderId ?? queryOrderId(request, lang), lang),
    options,
  );
  bindCall(app, calls.qryPayInfo, ({ staff, body }) => payInfo(deps, staff, body.orderId), options);
  bindCall(
    app,
    calls.uploadPaymentProof,
    ({ staff, request, lang }) => uploadPaymentProof(deps, staff, request, lang),
    options,
  );
  bindCall(
    app,
    calls.downloadPaymentProof,
    ({ staff, body }) => paymentProofFile(deps, staff, body.proofId),
    options,
  );
  bindCall(
    app,
    calls.downloadSaleContract,
    ({ staff, body, lang, request }) =>
      saleContract(deps, staff, requiredOrderId(body?.orderId, request, lang), lang),
    options,
  );
  bindCall(
    app,
    calls.downloadSaleContractByLink,
    ({ staff, body, lang }) => saleContract(deps, staff, body.orderId, lang),
    options,
  );
}
