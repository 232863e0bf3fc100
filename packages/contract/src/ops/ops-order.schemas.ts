import { z } from 'zod';
import { pageNoSchema, pageSizeSchema, pageSchema } from '../call.js';
import {
  entityIdSchema,
  orderDetailSchema,
  orderLineSchema,
  orderStatusSchema,
} from '../order/order.schemas.js';
import { paymentProofSchema } from '../order/payment.schemas.js';
import { CARRIER_CODES, expressGroupSchema, LOGISTICS_EVENT_CODES } from '../order/shipment.schemas.js';
import { auditEntrySchema } from './ops-auth.schemas.js';

/** The console's order list: every tenant's orders, newest first, 20 a page. */
export const opsOrderQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 100),
  status: orderStatusSchema.optional(),
  /** Part of the customer's tenant code, account or company name. */
  tenant: z.string().trim().max(80).optional(),
  /** Part of the order number, or the order's id. */
  orderNo: z.string().trim().max(40).optional(),
  /** ISO dates (yyyy-mm-dd), shop day, inclusive. */
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
  /** Only orders whose payment proof waits for the seller (uploaded, not yet confirmed). */
  awaitingPayment: z.boolean().optional(),
});
export type OpsOrderQuery = z.infer<typeof opsOrderQuerySchema>;

export const opsOrderRowSchema = z.object({
  orderId: z.string(),
  dopOrderNo: z.string(),
  tenantCode: z.string(),
  custName: z.string(),
  staffName: z.string(),
  status: orderStatusSchema,
  currency: z.string(),
  /** Tax included, 2 decimals. */
  amount: z.string(),
  createTime: z.string(),
  hasPaymentProof: z.boolean(),
});
export type OpsOrderRow = z.infer<typeof opsOrderRowSchema>;
export const opsOrderPageSchema = pageSchema(opsOrderRowSchema);

export const opsOrderIdSchema = z.object({ orderId: entityIdSchema });

/** One order as the operator sees it: head, every line, proofs, parcels and the operators' steps. */
export const opsOrderDetailSchema = z.object({
  order: orderDetailSchema,
  lines: z.array(orderLineSchema),
  /** `downloadUrl` points at the console's own proof call. */
  proofs: z.array(paymentProofSchema),
  shipments: z.array(expressGroupSchema),
  /** The operators' steps on this order, newest first (the audit log). */
  history: z.array(auditEntrySchema),
});
export type OpsOrderDetail = z.infer<typeof opsOrderDetailSchema>;

export const opsProofFileQuerySchema = z.object({ orderId: entityIdSchema, proofId: entityIdSchema });

export const OPS_REJECT_REASON_MAX = 200;
export const opsRejectProofSchema = z.object({
  orderId: entityIdSchema,
  /** Told to the buyer in their message. */
  reason: z.string().trim().min(1).max(OPS_REJECT_REASON_MAX),
});

export const EXPRESS_NO_MAX = 40;
export const opsShipSchema = z.object({
  orderId: entityIdSchema,
  carrierCode: z.enum(CARRIER_CODES),
  expressNo: z
    .string()
    .trim()
    .min(1)
    .max(EXPRESS_NO_MAX)
    .regex(/^[A-Za-z0-9-]+$/),
  /** Pieces of each chosen line in this parcel; each line once. */
  lines: z
    .array(z.object({ orderLineId: entityIdSchema, qty: z.number().int().positive() }))
    .min(1)
    .max(500)
    .refine((lines) => new Set(lines.map((l) => l.orderLineId)).size === lines.length),
});
export type OpsShipInput = z.infer<typeof opsShipSchema>;

export const opsLogisticsEventSchema = z.object({
  orderId: entityIdSchema,
  shipmentId: entityIdSchema,
  eventCode: z.enum(LOGISTICS_EVENT_CODES),
  /** When the carrier saw it (ISO instant); now when left out. */
  eventTime: z.iso.datetime({ offset: true }).optional(),
  location: z.string().trim().max(80).default(''),
  detail: z.string().trim().max(200).default(''),
});
export type OpsLogisticsEventInput = z.infer<typeof opsLogisticsEventSchema>;

/** What a step answers: the order's status after it (and the new parcel's id after shipping). */
export const opsOrderStepAnswerSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  shipmentId: z.string().optional(),
});
export type OpsOrderStepAnswer = z.infer<typeof opsOrderStepAnswerSchema>;
