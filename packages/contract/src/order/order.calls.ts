import { z } from 'zod';
import { defineCall, emptyBodySchema, fileDownloadSchema, pageSchema } from '../call.js';
import { homePartListSchema } from '../catalog/home-parts.schemas.js';
import { createdOrderSchema, createOrderListBodySchema } from './order-create.schemas.js';
import {
  orderCountsSchema,
  orderDetailSchema,
  orderIdBodySchema,
  orderLineSchema,
  orderSchema,
  qryOrderLineListBodySchema,
  qryOrderListBodySchema,
  updateCustOrderNoBodySchema,
  updateCustPnBodySchema,
} from './order.schemas.js';
import {
  deliveryInfoSchema,
  expressGroupSchema,
  getExpressGroupBodySchema,
  queryDeliveryInfoListBodySchema,
} from './shipment.schemas.js';
import {
  downloadPaymentProofQuerySchema,
  downloadSaleContractBodySchema,
  downloadSaleContractQuerySchema,
  payInfoSchema,
  uploadedPaymentProofSchema,
} from './payment.schemas.js';

/**
 * Orders (docs/orders.md). Every call acts on the orders of the caller's tenant
 * only; another tenant's order, line, shipment, proof or contract answers 404 as if it did not exist. The one
 * public call, qryHotParts, answers which parts sell most across all customers, with no customer and no count.
 */
export const orderCalls = {
  createOrderList: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/orderList/createOrderList',
    auth: 'session',
    body: createOrderListBodySchema,
    answer: createdOrderSchema,
    summary:
      'Creates an order (header `Idempotency-Key` required: same key and body answer the same order, another body 422). Prices are recomputed; a stale one answers 409 ORDER_CHANGED.',
  }),
  qryOrderListForEmall: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/order/qryOrderListForEmall',
    auth: 'session',
    body: qryOrderListBodySchema,
    answer: pageSchema(orderSchema),
    summary: "The tenant's orders, newest first, 10 a page; the status filter keeps orders with such lines.",
  }),
  qryOrderListByOrderId: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/order/qryOrderListByOrderId',
    auth: 'session',
    body: orderIdBodySchema,
    answer: orderDetailSchema,
    summary: 'One order with address, invoice title, customer fields and line counts per status.',
  }),
  qryOrderLineListByOrderIdForEmall: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/order/qryOrderLineListByOrderIdForEmall',
    auth: 'session',
    body: qryOrderLineListBodySchema,
    answer: pageSchema(orderLineSchema),
    summary: 'The lines of one order in line order, 15 a page, optionally of one status.',
  }),
  countOrderInfoByCust: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/order/countOrderInfoByCust',
    auth: 'session',
    body: emptyBodySchema,
    answer: orderCountsSchema,
    summary: 'Orders waiting for payment and orders with a payment proof awaiting confirmation.',
  }),
  queryDeliveryInfoList: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/order/queryDeliveryInfoList',
    auth: 'session',
    body: queryDeliveryInfoListBodySchema,
    answer: z.array(deliveryInfoSchema),
    summary: 'What has shipped of an order (or of one of its lines): quantity, carrier, tracking number.',
  }),
  updateCustOrderNo: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/order/updateCustOrderNo',
    auth: 'session',
    body: updateCustOrderNoBodySchema,
    answer: orderSchema.pick({ orderId: true, custOrderNo: true }),
    summary: "Sets the buyer's own order number (empty clears it); answers the new value for the list.",
  }),
  updateCustPn: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/order/updateCustPn',
    auth: 'session',
    body: updateCustPnBodySchema,
    answer: orderLineSchema.pick({ orderLineId: true, orderId: true, custPn: true }),
    summary: "Sets the buyer's own part number on an order line (empty clears it).",
  }),
  getExpressGroup: defineCall({
    method: 'POST',
    path: '/api/emall/mnc/express/getExpressGroup',
    auth: 'session',
    body: getExpressGroupBodySchema,
    answer: z.array(expressGroupSchema),
    summary:
      "Shipments of an order (orderId in body or query) with carrier, tracking number and logistics events; without orderId the caller's 20 latest.",
  }),
  qryPayInfo: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/order/qryPayInfo',
    auth: 'session',
    body: orderIdBodySchema,
    answer: payInfoSchema,
    summary: "The pay modal: amount, the seller's bank details and the payment proofs uploaded so far.",
  }),
  uploadPaymentProof: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/order/uploadPaymentProof',
    auth: 'session',
    // Multipart: the fields travel with the file, read by the handler (PAYMENT_PROOF_FIELDS).
    body: emptyBodySchema,
    answer: uploadedPaymentProofSchema,
    summary:
      'multipart/form-data: text field `orderId`, then `file` (PNG, JPEG or PDF by content, at most UPLOAD_MAX_BYTES). Moves the order to payment proof uploaded.',
  }),
  downloadPaymentProof: defineCall({
    method: 'GET',
    path: '/api/emall/ess/oms/order/downloadPaymentProof',
    auth: 'session',
    body: downloadPaymentProofQuerySchema,
    answer: fileDownloadSchema,
    summary: "The file of a payment proof of one of the caller's tenant's orders.",
  }),
  downloadSaleContract: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/contract/downloadSaleContract',
    auth: 'session',
    body: downloadSaleContractBodySchema,
    answer: fileDownloadSchema,
    summary:
      "The sale contract of an order as a PDF in the caller's language; orderId in the query string (`?orderId=`), a form or a JSON body.",
  }),
  downloadSaleContractByLink: defineCall({
    method: 'GET',
    path: '/api/emall/ess/oms/contract/downloadSaleContract',
    auth: 'session',
    body: downloadSaleContractQuerySchema,
    answer: fileDownloadSchema,
    summary: 'The same PDF for a plain link: GET `?orderId=`.',
  }),
  qryHotParts: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/order/qryHotParts',
    auth: 'public',
    body: emptyBodySchema,
    answer: homePartListSchema,
    summary:
      "The home page's hot parts: the active parts ordered by the most customers in the last 90 days (cancelled lines left out), then by the most orders; at most 8, ten minutes old at most. Names no customer and no count.",
  }),
} as const;
