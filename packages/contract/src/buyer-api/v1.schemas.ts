import { z } from 'zod';
import { searchReadingSchema } from '../catalog/catalog.schemas.js';
import { IDEMPOTENCY_KEY_PATTERN } from '../order/order-create.schemas.js';
import { ORDER_STATUSES } from '../rules/order-status.js';

/**
 * The buyer API's shapes (docs/api-v1.md): stable English names, ISO dates, money as decimal strings, lists as
 * `{items, nextCursor}`. They are a published contract: openapi-v1.released.json pins them, and a test refuses a
 * field removed, renamed or retyped.
 */

/** Money: a decimal string, never a number (no rounding by a client's floats). */
export const v1MoneySchema = z.string().regex(/^-?\d+(\.\d+)?$/);
const isoSchema = z.string();
const cursorSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[\w-]+$/);
const limitSchema = (def: number, max: number) => z.coerce.number().int().min(1).max(max).default(def);

/** A list page: the items and the cursor of the next page (null on the last). */
function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const v1PriceBreakSchema = z.object({
  minQuantity: z.number().int(),
  maxQuantity: z.number().int().nullable(),
  unitPrice: v1MoneySchema,
  unitPriceExcludingTax: v1MoneySchema,
});

export const v1StockSchema = z.object({
  warehouse: z.string(),
  quantity: z.number().int(),
});

export const v1ProductSchema = z.object({
  productId: z.string(),
  partNumber: z.string(),
  maker: z.string(),
  makerCode: z.string(),
  category: z.string(),
  description: z.string(),
  currency: z.string(),
  /** Price units: the unit price is for this many pieces. */
  priceUnit: z.number().int(),
  minimumQuantity: z.number().int(),
  packageQuantity: z.number().int(),
  leadTimeDays: z.number().int(),
  totalStock: z.number().int(),
  stock: z.array(v1StockSchema),
  priceBreaks: z.array(v1PriceBreakSchema),
  /** The price at the quantity asked for (or the minimum quantity); null when the part has no price. */
  quantity: z.number().int(),
  unitPrice: v1MoneySchema.nullable(),
  unitPriceExcludingTax: v1MoneySchema.nullable(),
  extendedPrice: v1MoneySchema.nullable(),
  active: z.boolean(),
});
export type V1Product = z.infer<typeof v1ProductSchema>;

export const v1SearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  quantity: z.coerce.number().int().min(1).max(99_999_999).optional(),
  inStock: z.enum(['true', 'false']).optional(),
  limit: limitSchema(20, 100),
  cursor: cursorSchema.optional(),
});
export const v1SearchAnswerSchema = listOf(v1ProductSchema).extend({
  total: z.number().int(),
  /** How the shop read the query: the categories of the matches, each word's reading, near part numbers. */
  reading: searchReadingSchema.nullable(),
});

export const v1ProductQuerySchema = z.object({
  partNumber: z.string().trim().min(1).max(200),
  maker: z.string().trim().max(64).optional(),
  quantity: z.coerce.number().int().min(1).max(99_999_999).optional(),
});
export const v1ProductsAnswerSchema = z.object({ items: z.array(v1ProductSchema) });

export const V1_BOM_MAX_LINES = 2000;
export const v1BomPriceBodySchema = z.object({
  lines: z
    .array(
      z.object({
        partNumber: z.string().trim().min(1).max(200),
        maker: z.string().trim().max(100).default(''),
        supplierPartNumber: z.string().trim().max(100).default(''),
        quantity: z.coerce.number().int().min(1).max(99_999_999),
        reference: z.string().trim().max(200).optional(),
      }),
    )
    .min(1)
    .max(V1_BOM_MAX_LINES),
  /** Boards to build: each line's quantity is per board. */
  buildQuantity: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export const v1BomPriceLineSchema = z.object({
  line: z.number().int(),
  reference: z.string().nullable(),
  partNumber: z.string(),
  quantity: z.number().int(),
  /** How sure the match is (0 to 1) and by which rule; no product when the shop could not choose one. */
  matchRule: z.string().nullable(),
  confidence: z.number().nullable(),
  candidates: z.number().int(),
  product: v1ProductSchema.nullable(),
  shortage: z.boolean(),
});
export const v1BomPriceAnswerSchema = z.object({
  lines: z.array(v1BomPriceLineSchema),
  matchedLines: z.number().int(),
  currency: z.string(),
  total: v1MoneySchema,
});

/** A stored BOM and how far its matching is (`state`: QUEUED, MATCHING, DONE or FAILED). */
export const v1BomSchema = z.object({
  bomId: z.string(),
  state: z.string(),
  progress: z.number().int(),
  lineCount: z.number().int(),
  matchedLines: z.number().int(),
  unmatchedLines: z.number().int(),
});
export const v1BomRefSchema = z.object({ bomId: z.string().regex(/^[1-9]\d{0,14}$/) });
export const v1BomCostingQuerySchema = z.object({
  /** Build quantities to cost at, comma-separated ('10,100,1000'); kept as the BOM's. Absent: the BOM's own. */
  buildQuantities: z
    .string()
    .trim()
    .regex(/^\d{1,7}(,\d{1,7}){0,4}$/)
    .optional(),
});
const v1CostAmountSchema = z.object({
  currency: z.string(),
  amount: v1MoneySchema,
  amountExcludingTax: v1MoneySchema,
});
export const v1BomCostingSchema = z.object({
  bomId: z.string(),
  name: z.string(),
  builds: z.array(
    z.object({
      boards: z.number().int(),
      total: z.array(v1CostAmountSchema),
      perBoard: z.array(v1CostAmountSchema),
      costedLines: z.number().int(),
      shortLines: z.number().int(),
      uncoveredLines: z.number().int(),
    }),
  ),
  lines: z.array(
    z.object({
      line: z.number().int(),
      partNumber: z.string(),
      references: z.string(),
      quantityPerBoard: z.number().int(),
      productId: z.string().nullable(),
      maker: z.string().nullable(),
      /** Why the line has no cost: noPart, noPrice, inactive, qtyZero; null when costed. */
      issue: z.string().nullable(),
      builds: z.array(
        z.object({
          boards: z.number().int(),
          need: z.number().int(),
          buyQuantity: z.number().int(),
          unitPrice: v1MoneySchema.nullable(),
          amount: v1MoneySchema.nullable(),
          shortQuantity: z.number().int(),
          /** stock, factory, spot or none. */
          coverage: z.string(),
          deliveryDays: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});

export const V1_ORDER_MAX_LINES = 200;
export const v1CreateOrderBodySchema = z.object({
  deliveryMethod: z.string().trim().min(1).max(16),
  /** An address of the tenant's address book (the member centre keeps them). */
  shippingAddressId: z.coerce.number().int().positive().optional(),
  /** Or the address itself, when no address-book entry is named. */
  shippingAddress: z
    .object({
      recipient: z.string().trim().min(1).max(50),
      phone: z.string().trim().min(1).max(30),
      region: z.string().trim().max(200).default(''),
      street: z.string().trim().min(1).max(200),
    })
    .optional(),
  customerOrderNumber: z.string().trim().max(50).optional(),
  lines: z
    .array(
      z.object({
        productId: z
          .string()
          .trim()
          .regex(/^[1-9]\d{0,14}$/),
        quantity: z.coerce.number().int().min(1).max(99_999_999),
        /** The unit price (tax included) the client priced at: a stale one refuses the order (409). */
        unitPrice: z
          .string()
          .trim()
          .regex(/^\d{1,15}(\.\d{1,12})?$/),
        /** The unit price without tax, as the product answered it beside `unitPrice`. */
        unitPriceExcludingTax: z
          .string()
          .trim()
          .regex(/^\d{1,15}(\.\d{1,12})?$/),
        customerPartNumber: z.string().trim().max(64).optional(),
      }),
    )
    .min(1)
    .max(V1_ORDER_MAX_LINES),
});
export type V1CreateOrderBody = z.output<typeof v1CreateOrderBodySchema>;
export const v1IdempotencyKeySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN);

export const v1OrderLineSchema = z.object({
  orderLineId: z.string(),
  lineNumber: z.number().int(),
  productId: z.string(),
  partNumber: z.string(),
  maker: z.string(),
  customerPartNumber: z.string().nullable(),
  quantity: z.number().int(),
  shippedQuantity: z.number().int(),
  unitPrice: v1MoneySchema,
  amount: v1MoneySchema,
  status: z.enum(ORDER_STATUSES),
  deliveryDate: z.string(),
});
export const v1OrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  customerOrderNumber: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  createdAt: isoSchema,
  currency: z.string(),
  amount: v1MoneySchema,
  amountExcludingTax: v1MoneySchema,
  deliveryMethod: z.string(),
  lineCount: z.number().int(),
});
export const v1CreatedOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  amount: v1MoneySchema,
  lineCount: z.number().int(),
  shortageLineCount: z.number().int(),
});
export const v1OrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  limit: limitSchema(20, 50),
  cursor: cursorSchema.optional(),
});
export const v1OrderListSchema = listOf(v1OrderSchema);
export const v1OrderRefSchema = z.object({ orderId: z.string().regex(/^[1-9]\d{0,14}$/) });
export const v1OrderLinesQuerySchema = z.object({
  limit: limitSchema(50, 200),
  cursor: cursorSchema.optional(),
});
export const v1OrderLineListSchema = listOf(v1OrderLineSchema);

export const v1ShipmentSchema = z.object({
  shipmentId: z.string(),
  orderId: z.string(),
  carrier: z.string(),
  carrierName: z.string(),
  trackingNumber: z.string(),
  status: z.string(),
  shippedAt: isoSchema,
  deliveredAt: isoSchema.nullable(),
  lines: z.array(z.object({ orderLineId: z.string(), quantity: z.number().int() })),
  events: z.array(z.object({ at: isoSchema, description: z.string() })),
});
export const v1ShipmentListSchema = z.object({ items: z.array(v1ShipmentSchema) });

export const v1CartLineSchema = z.object({
  productId: z.string(),
  partNumber: z.string(),
  maker: z.string(),
  quantity: z.number().int(),
  customerPartNumber: z.string().nullable(),
  /** Selected lines are what the member centre's checkout orders. */
  selected: z.boolean(),
  unitPrice: v1MoneySchema.nullable(),
  amount: v1MoneySchema.nullable(),
  totalStock: z.number().int(),
  shortage: z.boolean(),
});
export const v1CartSchema = z.object({
  items: z.array(v1CartLineSchema),
  capacity: z.number().int(),
  /** The selected priced lines' total, tax included. */
  total: v1MoneySchema,
});
export const v1AddCartLinesBodySchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z
          .string()
          .trim()
          .regex(/^[1-9]\d{0,14}$/),
        quantity: z.coerce.number().int().min(1).max(99_999_999),
        customerPartNumber: z.string().trim().max(64).optional(),
      }),
    )
    .min(1)
    .max(200),
});
export const v1AddCartLinesAnswerSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.string(),
      added: z.boolean(),
      /** The line's quantity in the cart now (when added). */
      quantity: z.number().int().nullable(),
      /** Why not (when not added): the shop's error code and its text. */
      code: z.string().nullable(),
      detail: z.string().nullable(),
    }),
  ),
  lineCount: z.number().int(),
});

export const v1ProductRefSchema = z.object({ productId: z.string().regex(/^[1-9]\d{0,14}$/) });
export const v1SubstitutesQuerySchema = z.object({
  quantity: z.coerce.number().int().min(1).max(99_999_999).optional(),
  inStock: z.enum(['true', 'false']).optional(),
  limit: limitSchema(10, 50),
});
export const v1SubstitutesSchema = z.object({
  productId: z.string(),
  /** False when the part lacks what a drop-in is judged by (category, package, defining values). */
  searchable: z.boolean(),
  items: z.array(
    z.object({
      product: v1ProductSchema,
      differences: z.array(
        z.object({
          parameter: z.string(),
          name: z.string(),
          original: z.string().nullable(),
          substitute: z.string().nullable(),
          verdict: z.string(),
        }),
      ),
    }),
  ),
});

export const v1QuoteListQuerySchema = z.object({
  limit: limitSchema(20, 50),
  cursor: cursorSchema.optional(),
});
export const v1QuoteSummarySchema = z.object({
  quoteId: z.string(),
  enquiryNumber: z.string(),
  status: z.string(),
  createdAt: isoSchema,
  quotedAt: isoSchema.nullable(),
  /** The last day (shop's day, YYYY-MM-DD) the quote holds. */
  validUntil: z.string().nullable(),
  lineCount: z.number().int(),
  quotedLineCount: z.number().int(),
});
export const v1QuoteListSchema = listOf(v1QuoteSummarySchema);
export const v1QuoteRefSchema = z.object({ quoteId: z.string().regex(/^[1-9]\d{0,14}$/) });
export const v1QuoteSchema = v1QuoteSummarySchema.extend({
  lines: z.array(
    z.object({
      lineId: z.string(),
      partNumber: z.string(),
      maker: z.string(),
      quantity: z.number().int(),
      productId: z.string().nullable(),
      quotedUnitPrice: v1MoneySchema.nullable(),
      quotedUnitPriceExcludingTax: v1MoneySchema.nullable(),
      quotedQuantity: z.number().int().nullable(),
      sellerRemarks: z.string(),
    }),
  ),
});

/** RFC 9457 problem details, with the shop's error code and, for a refused body, each field's message. */
export const v1ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  instance: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type V1Problem = z.infer<typeof v1ProblemSchema>;
