import { z } from 'zod';
import { pageNoSchema, pageSizeSchema } from '../call.js';
import { CUST_PN_MAX_LENGTH, ORDER_LINE_PAGE_SIZE, ORDER_LIST_PAGE_SIZE } from '../constants.js';
import { ORDER_STATUSES } from '../rules/order-status.js';

/**
 * Ids travel as digit strings (bigint columns); numbers are accepted and read the same way. At most 15
 * digits, so every id is exact as a JavaScript number.
 */
export const entityIdSchema = z
  .union([
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,14}$/),
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  ])
  .transform(String);

export const orderStatusSchema = z.enum(ORDER_STATUSES);
const tfSchema = z.enum(['T', 'F']);

/** A shipping address as stored on an order (a copy: later edits of the address book do not change it). */
export const orderAddressSchema = z.object({
  recipients: z.string(),
  contactPhone: z.string(),
  regionPath: z.string(),
  detailAddr: z.string(),
});

/** The invoice title, every field as the buyer typed it. */
export const INVOICE_TITLE_FIELDS = [
  'title',
  'taxNum',
  'bankAccount',
  'depositBank',
  'invoiceAddr',
  'invoiceDeadline',
  'invoicePhone',
  'invoiceRequire',
  'invoiceServerContent',
  'invoiceSpecTypeContent',
  'isInvoiceByOrderNO',
  'isOrderNOComments',
  'unitUseSingle',
  'invoiceReceipient',
  'invoiceSendAddr',
  'invoiceReceipientPhone',
] as const;
export const invoiceTitleSchema = z.object(
  Object.fromEntries(INVOICE_TITLE_FIELDS.map((f) => [f, z.string()])) as Record<
    (typeof INVOICE_TITLE_FIELDS)[number],
    z.ZodString
  >,
);

/**
 * An order line, with its money (decimal strings: unit prices and line amounts 6 decimals), its
 * delivery date (today + 3 days from stock, else + the part's delivery cycle) and the quantity shipped.
 */
export const orderLineSchema = z.object({
  orderLineId: z.string(),
  orderId: z.string(),
  lineNo: z.number().int(),
  status: orderStatusSchema,
  custPn: z.string().nullable(),
  spuId: z.string(),
  mfrPartNumber: z.string(),
  brandCode: z.string(),
  brandName: z.string(),
  productCatalogName: z.string(),
  productDesc: z.string(),
  quantity: z.number().int(),
  qtyUnit: z.string(),
  taxPrice: z.string(),
  notTaxPrice: z.string(),
  priceUnit: z.number().int(),
  amount: z.string(),
  noTaxAmount: z.string(),
  taxRate: z.string(),
  deliveryCycle: z.number().int(),
  deliveryDate: z.string(),
  shortageFlag: tfSchema,
  shippedQty: z.number().int(),
});

/** An order as the lists show it. Amounts: 2 decimals, tax included in `amount`. */
export const orderSummarySchema = z.object({
  orderId: z.string(),
  dopOrderNo: z.string(),
  custOrderNo: z.string().nullable(),
  supplyTenantCode: z.string(),
  status: orderStatusSchema,
  createTime: z.string(),
  staffName: z.string(),
  currency: z.string(),
  amount: z.string(),
  noTaxAmount: z.string(),
  taxAmount: z.string(),
  taxFlag: tfSchema,
  deliveryMethod: z.string(),
  deliveryMethodName: z.string(),
  billingCycle: z.number().int(),
  isFromCart: tfSchema,
  orderSource: z.string(),
  lineCount: z.number().int(),
  hasPaymentProof: z.boolean(),
});

export const orderSchema = orderSummarySchema.extend({ orderLineList: z.array(orderLineSchema) });

/** One order with everything the order line page and the pay modal show; its lines are paged apart. */
export const orderDetailSchema = orderSummarySchema.extend({
  acctTenantCode: z.string(),
  acctCode: z.string(),
  acctName: z.string(),
  custCode: z.string(),
  custName: z.string(),
  saleOrg: z.string(),
  custSector: z.string(),
  exchangeRate: z.string(),
  taxRate: z.string(),
  shippingAddress: orderAddressSchema.nullable(),
  invoiceTitle: invoiceTitleSchema.partial().nullable(),
  /** Lines per status, every status present (0 when none). */
  lineStatusCounts: z.record(orderStatusSchema, z.number().int()),
  /** The last day to pay: order day + billing cycle (the order day itself for cycle 0). */
  paymentDueDate: z.string(),
});

/** A status filter: one status, or 'all' / empty / missing for no filter. */
export const orderStatusFilterSchema = z
  .union([orderStatusSchema, z.literal('all'), z.literal('ALL'), z.literal('')])
  .optional()
  .transform((v) => (v === undefined || v === '' || v === 'all' || v === 'ALL' ? undefined : v));

/** A day ('2026-11-22', the server's calendar day) or an instant (ISO 8601 with zone). */
const timeBoundSchema = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v) || !Number.isNaN(Date.parse(v)))
  .optional();

export const qryOrderListBodySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(ORDER_LIST_PAGE_SIZE, 50),
  /** A line status: orders with at least one such line, showing only those lines. */
  status: orderStatusFilterSchema,
  /** Orders created on or after this day or instant. */
  createTimeStart: timeBoundSchema,
  /** Orders created on or before this day (the whole day) or before this instant. */
  createTimeEnd: timeBoundSchema,
  dopOrderNo: z.string().trim().max(40).optional(),
});

export const orderIdBodySchema = z.object({ orderId: entityIdSchema });

export const qryOrderLineListBodySchema = z.object({
  orderId: entityIdSchema,
  supplyTenantCode: z.string().trim().max(32).optional(),
  status: orderStatusFilterSchema,
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(ORDER_LINE_PAGE_SIZE, 100),
});

export const orderCountsSchema = z.object({
  /** Orders waiting for payment. */
  waitPayCount: z.number().int(),
  /** Orders whose payment proof is uploaded and not yet confirmed (EOP: evidence of payment). */
  hasUploadEOPCount: z.number().int(),
});

export const updateCustOrderNoBodySchema = z.object({
  orderId: entityIdSchema,
  custOrderNo: z.string().trim().max(50).nullish(),
});
export const updateCustPnBodySchema = z.object({
  orderLineId: entityIdSchema,
  custPn: z.string().trim().max(CUST_PN_MAX_LENGTH).nullish(),
});

export type OrderLine = z.infer<typeof orderLineSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type OrderAddress = z.infer<typeof orderAddressSchema>;
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;
export type OrderCounts = z.infer<typeof orderCountsSchema>;
export type QryOrderListBody = z.input<typeof qryOrderListBodySchema>;
