import { defineCall, fileDownloadSchema } from '../call.js';
import {
  opsLogisticsEventSchema,
  opsOrderDetailSchema,
  opsOrderIdSchema,
  opsOrderPageSchema,
  opsOrderQuerySchema,
  opsOrderStepAnswerSchema,
  opsProofFileQuerySchema,
  opsRejectProofSchema,
  opsShipSchema,
} from './ops-order.schemas.js';

const BASE = '/api/emall/ops/order';

/**
 * The operator console's order calls (docs/operator-console.md): every tenant's orders, and the seller's
 * steps. Each step reuses the order lifecycle (order-lifecycle.service.ts), tells the buyer through the
 * message centre and writes an audit entry in the step's own transaction.
 */
export const opsOrderCalls = {
  qryOpsOrderByPage: defineCall({
    method: 'POST',
    path: `${BASE}/qryOrderByPage`,
    auth: 'ops',
    body: opsOrderQuerySchema,
    answer: opsOrderPageSchema,
    summary:
      "Every tenant's orders, newest first, by status, customer, order number, days or awaiting payment.",
  }),
  qryOpsOrderDetail: defineCall({
    method: 'POST',
    path: `${BASE}/qryOrderDetail`,
    auth: 'ops',
    body: opsOrderIdSchema,
    answer: opsOrderDetailSchema,
    summary:
      "One order with its lines, payment proofs, shipments with carrier events, and the operators' steps.",
  }),
  downloadOpsPaymentProof: defineCall({
    method: 'GET',
    path: `${BASE}/downloadPaymentProof`,
    auth: 'ops',
    body: opsProofFileQuerySchema,
    answer: fileDownloadSchema,
    summary: 'The stored file of one payment proof of the order (PNG, JPEG or PDF).',
  }),
  confirmOpsPayment: defineCall({
    method: 'POST',
    path: `${BASE}/confirmPayment`,
    auth: 'ops-write',
    body: opsOrderIdSchema,
    answer: opsOrderStepAnswerSchema,
    summary: 'The payment arrived: every open line becomes paid; the buyer is told.',
  }),
  rejectOpsPaymentProof: defineCall({
    method: 'POST',
    path: `${BASE}/rejectPaymentProof`,
    auth: 'ops-write',
    body: opsRejectProofSchema,
    answer: opsOrderStepAnswerSchema,
    summary: 'The proof matches no payment: the order waits for payment again; the buyer is told why.',
  }),
  shipOpsOrder: defineCall({
    method: 'POST',
    path: `${BASE}/ship`,
    auth: 'ops-write',
    body: opsShipSchema,
    answer: opsOrderStepAnswerSchema,
    summary:
      'A parcel of chosen lines and quantities left with a carrier and tracking number; the buyer is told.',
  }),
  addOpsLogisticsEvent: defineCall({
    method: 'POST',
    path: `${BASE}/addLogisticsEvent`,
    auth: 'ops-write',
    body: opsLogisticsEventSchema,
    answer: opsOrderStepAnswerSchema,
    summary: "A carrier's step for one parcel of the order; DELIVERED marks the parcel delivered.",
  }),
  completeOpsOrder: defineCall({
    method: 'POST',
    path: `${BASE}/complete`,
    auth: 'ops-write',
    body: opsOrderIdSchema,
    answer: opsOrderStepAnswerSchema,
    summary: 'The buyer received everything: shipped lines complete; the buyer is told.',
  }),
  cancelOpsOrder: defineCall({
    method: 'POST',
    path: `${BASE}/cancel`,
    auth: 'ops-write',
    body: opsOrderIdSchema,
    answer: opsOrderStepAnswerSchema,
    summary: 'Cancels an order not yet shipped; its stock goes back to the warehouses; the buyer is told.',
  }),
} as const;
