import { z } from 'zod';
import { tfFlagSchema } from '../call.js';
import { CUST_PN_MAX_LENGTH, ORDER_EXCHANGE_RATE, ORDER_SOURCE } from '../constants.js';
import { entityIdSchema, INVOICE_TITLE_FIELDS, orderStatusSchema } from './order.schemas.js';

/** The header that makes order creation idempotent (docs/orders.md, "Placing an order"): one key, one order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A key is 8 to 128 letters, digits or `-_.:` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,128}$/;
const DUPLICATE_LINE_TEXT = {
  zhCn: '同一商品只能出现一行',
  zhTw: '同一商品只能出現一行',
  enUs: 'appears on more than one line',
};

/** Most lines in one order: the cart's capacity. */
export const ORDER_MAX_LINES = 200;

/**
 * Money as the browser sends it: a decimal string ('12.430000'), or a JSON number whose shortest form is
 * a plain decimal (12.43). Exponent forms are refused, as 'the amount is too large' (docs/orders.md).
 */
export const moneyInputSchema = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^[+-]?\d{1,15}(\.\d{1,12})?$/));

/** A JSON text (the payload's shippingAddress is a JSON text or null) or the object itself. */
function jsonTextOf<T extends z.ZodType>(schema: T) {
  const parsedText = z
    .string()
    .max(8000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
  return z.union([parsedText, schema]);
}

const shortText = (max: number) => z.string().trim().max(max);

/**
 * The address the goods go to. With `addressId` the server copies that address of the buyer's address
 * book (and ignores the other fields); without it the fields are used as sent.
 */
export const shippingAddressInputSchema = z.object({
  addressId: z.coerce.number().int().positive().optional(),
  isDefault: z.enum(['T', 'F']).optional(),
  recipients: shortText(50).min(1),
  contactPhone: shortText(30).min(1),
  regionPath: shortText(200).default(''),
  detailAddr: shortText(200).min(1),
});

export const invoiceTitleInputSchema = z.object(
  Object.fromEntries(INVOICE_TITLE_FIELDS.map((f) => [f, shortText(200).optional()])) as Record<
    (typeof INVOICE_TITLE_FIELDS)[number],
    z.ZodOptional<z.ZodString>
  >,
);

/**
 * One line as the confirm page sends it (the order create payload). The server prices the line
 * again from the catalog at `qty`: price (tax included), noTaxPrice and amount must equal what it
 * computes, or the order is refused as changed (409). noTaxAmount, linePrice and taxRate are checked
 * when sent. mfrPn, brand, productCatalogName and productName are display copies the server replaces
 * with the catalog's; isShortage and deliveryDate are the buyer's view, decided again by the stock.
 */
export const orderLineInputSchema = z.object({
  spuId: entityIdSchema,
  qty: z.coerce.number().int().min(1).max(99_999_999),
  custPn: shortText(CUST_PN_MAX_LENGTH).nullish(),
  price: moneyInputSchema,
  noTaxPrice: moneyInputSchema,
  amount: moneyInputSchema,
  noTaxAmount: moneyInputSchema.optional(),
  /** The unit price shown on the line: the tax-included price when taxFlag is T, else the other. */
  linePrice: moneyInputSchema.optional(),
  priceUnit: z.coerce.number().int().min(1).max(1_000_000).optional(),
  taxRate: moneyInputSchema.optional(),
  taxFlag: z.enum(['T', 'F']).optional(),
  unit: shortText(16).optional(),
  mfrPn: shortText(200).optional(),
  brand: shortText(200).optional(),
  productCatalogName: shortText(200).optional(),
  productName: shortText(500).optional(),
  deliveryDate: shortText(40).nullish(),
  isShortage: z.enum(['T', 'F']).optional(),
  sendFactory: shortText(64).nullish(),
});

const exchangeRateSchema = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .refine((v) => /^1(\.0*)?$/.test(v), { message: `exchangeRate is fixed at ${ORDER_EXCHANGE_RATE}` })
  .optional();

/**
 * The order create payload. The customer fields (acct*, cust*, saleOrg, custSector) come from the
 * buyer's own customer record on the server: acctTenantCode, when sent, must be the caller's tenant (403
 * otherwise); billingCycle, currency and taxRate, when sent, must equal the server's (409 otherwise).
 */
export const createOrderListBodySchema = z
  .object({
    deliveryMethod: shortText(16).min(1),
    shippingAddress: jsonTextOf(shippingAddressInputSchema).nullish(),
    invoiceTitle: jsonTextOf(invoiceTitleInputSchema).nullish(),
    custOrderNo: shortText(50).nullish(),
    acctTenantCode: shortText(64).optional(),
    acctCode: shortText(64).optional(),
    acctName: shortText(200).optional(),
    custCode: shortText(64).optional(),
    custName: shortText(200).optional(),
    saleOrg: shortText(64).optional(),
    custSector: shortText(64).optional(),
    billingCycle: z.coerce.number().int().min(0).max(3650).optional(),
    exchangeRate: exchangeRateSchema,
    /** T: the buyer looked at tax-included prices; F: tax-excluded. The amount always includes tax. */
    taxFlag: z.enum(['T', 'F']).default('T'),
    taxRate: moneyInputSchema.optional(),
    currency: shortText(8).optional(),
    /** The order amount the buyer saw: the sum of the line amounts, 2 decimals, tax included. */
    amount: moneyInputSchema,
    orderSource: z.literal(ORDER_SOURCE).default(ORDER_SOURCE),
    /** T unless the buyer used buy-now: the ordered parts then leave the cart. */
    isFromCart: tfFlagSchema.default(true),
    orderLineList: z.array(orderLineInputSchema).min(1).max(ORDER_MAX_LINES),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.orderLineList.forEach((line, i) => {
      if (seen.has(line.spuId))
        ctx.addIssue({
          code: 'custom',
          path: ['orderLineList', i, 'spuId'],
          message: 'duplicate part',
          params: { text: DUPLICATE_LINE_TEXT },
        });
      seen.add(line.spuId);
    });
  });

/** What createOrderList answers; the same key answers the same again. */
export const createdOrderSchema = z.object({
  orderId: z.string(),
  dopOrderNo: z.string(),
  status: orderStatusSchema,
  currency: z.string(),
  amount: z.string(),
  lineCount: z.number().int(),
  /** Lines the stock could not serve: they wait for their delivery cycle. */
  shortageLineCount: z.number().int(),
  orderLineList: z.array(
    z.object({
      orderLineId: z.string(),
      spuId: z.string(),
      mfrPartNumber: z.string(),
      quantity: z.number().int(),
      shortageFlag: z.enum(['T', 'F']),
      deliveryDate: z.string(),
    }),
  ),
});

export type CreateOrderListBody = z.input<typeof createOrderListBodySchema>;
export type CreateOrderListInput = z.output<typeof createOrderListBodySchema>;
export type OrderLineInput = z.output<typeof orderLineInputSchema>;
export type CreatedOrder = z.infer<typeof createdOrderSchema>;
