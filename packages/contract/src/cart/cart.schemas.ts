import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors.js';
import { CUST_PN_MAX_LENGTH, QUANTITY_INPUT_MAX_LENGTH } from '../constants.js';
import { tfFlagSchema } from '../call.js';
import { productSchema } from '../catalog/catalog.schemas.js';

/** The cart capacity when the EMALL_SHOP_CART_CAPACITY parameter is missing or not a positive number. */
export const CART_CAPACITY_DEFAULT = 200;
/** The largest quantity the 8-character quantity box can hold (docs/orders.md, quantities and money). */
export const CART_QUANTITY_MAX = 10 ** QUANTITY_INPUT_MAX_LENGTH - 1;
/** Most spuIds one call may name: more than any cart holds. */
export const CART_SPU_IDS_MAX = 1000;
/** Most data rows one custom-part-number upload may hold. */
export const CUST_PN_IMPORT_MAX_ROWS = 1000;

/** The custom-part-number templates behind GET upload/download?filePath=… (docs/api.md), by language. */
export const CUST_PN_TEMPLATES = {
  zh: 'template/cust_pn_template_zh.xlsx',
  en: 'template/cust_pn_template_en.xlsx',
} as const;

/** The columns shopCartExport can write (docs/api.md), in the order it writes them. */
export const CART_EXPORT_COLUMNS = [
  'brand',
  'mfrPartNumber',
  'custPn',
  'price',
  'quantity',
  'amount',
] as const;
export type CartExportColumn = (typeof CART_EXPORT_COLUMNS)[number];

/** A product id: digits, as a string or a whole number. */
export const spuIdSchema = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{1,18}$/),
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  ])
  .transform(String);

/** Form posts send lists as 'a,b,c' or as repeated fields; JSON sends arrays. All read the same. */
function listOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return text === '' ? [] : text.split(',').map((item) => item.trim());
}

export const spuIdListSchema = z.preprocess(listOf, z.array(spuIdSchema).min(1).max(CART_SPU_IDS_MAX));

/**
 * A cart quantity: a whole number from 1 to 99,999,999 (the 8-character box, docs/orders.md), as a number or as
 * digits without leading zero. The package and minimum rules need the product; the service checks them.
 */
export const cartQuantitySchema = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-9]\d*$/.test(value.trim()) ? Number(value) : value),
  z.number().int().min(1).max(CART_QUANTITY_MAX),
);

/** A custom part number (at most 35 characters); blank or null clears it. */
export const custPnSchema = z
  .string()
  .trim()
  .max(CUST_PN_MAX_LENGTH)
  .nullish()
  .transform((value) => value ?? '');

/** The selection call names a single spuId; several at once are a list. Both are read as `spuIds`. */
const spuIdsFields = { spuId: spuIdSchema.optional(), spuIds: spuIdListSchema.optional() };

function hasSpuIds(body: { spuId?: string | undefined; spuIds?: string[] | undefined }): boolean {
  return body.spuId !== undefined || body.spuIds !== undefined;
}

const spuIdsRequired = { path: ['spuIds'], params: { text: FIELD_MESSAGES.required } };

function mergeSpuIds(body: { spuId?: string | undefined; spuIds?: string[] | undefined }): string[] {
  return [...new Set([...(body.spuIds ?? []), ...(body.spuId === undefined ? [] : [body.spuId])])];
}

export const addShopCartBodySchema = z.object({
  spuId: spuIdSchema,
  quantity: cartQuantitySchema,
  custPn: custPnSchema.optional(),
});

export const changeShopCartBodySchema = z.object({ spuId: spuIdSchema, quantity: cartQuantitySchema });

export const delShopCartBodySchema = z
  .object(spuIdsFields)
  .refine(hasSpuIds, spuIdsRequired)
  .transform((body) => ({ spuIds: mergeSpuIds(body) }));

export const changeShopCartMfrBodySchema = z.object({ spuId: spuIdSchema, custPn: custPnSchema });

export const changeStatusBodySchema = z
  .object({ ...spuIdsFields, isSelected: tfFlagSchema })
  .refine(hasSpuIds, spuIdsRequired)
  .transform((body) => ({ isSelected: body.isSelected, spuIds: mergeSpuIds(body) }));

export const qryShopInfoBodySchema = z.object({ spuIds: spuIdListSchema.optional() }).nullish();

const exportColumnsSchema = z.preprocess(listOf, z.array(z.enum(CART_EXPORT_COLUMNS)).min(1).max(20));

/** A form post of cols, taxFlag and spuIds (JSON works too); T prices include tax. */
export const shopCartExportBodySchema = z.object({
  cols: exportColumnsSchema.optional(),
  taxFlag: tfFlagSchema.default(true),
  spuIds: spuIdListSchema,
});

export const downloadBodySchema = z.object({ filePath: z.string().trim().min(1).max(200) });

/**
 * The enquiry quote a line was added with (addQuotedToCart): while `isValid`, the line's prices are the
 * quote's; after `validUntil` (or for another quantity) the catalog prices it again.
 */
export const cartLineQuoteSchema = z.object({
  enquiryId: z.string(),
  enquiryNo: z.string(),
  validUntil: z.string(),
  isValid: z.boolean(),
});

/**
 * A cart line, with the product it names: the product priced at the line's quantity
 * break, the buyer's custPn, the selection flag and the line amounts with and without tax (6 decimals;
 * null without a price).
 */
export const cartLineSchema = productSchema.extend({
  isSelected: z.enum(['T', 'F']),
  amount: z.string().nullable(),
  notTaxAmount: z.string().nullable(),
  quote: cartLineQuoteSchema.nullable().optional(),
});

/**
 * The cart state: the lines (newest first), whether any is short of stock, the number of lines and
 * the capacity; the totals are of the selected priced lines, 2 decimals.
 */
export const cartStateSchema = z.object({
  list: z.array(cartLineSchema),
  hasShortage: z.boolean(),
  shoppingCartQty: z.number().int(),
  capacity: z.number().int(),
  selectedQty: z.number().int(),
  totalAmount: z.string(),
  notTaxTotalAmount: z.string(),
});

export const cartCountSchema = z.object({ shoppingCartQty: z.number().int() });

export const addShopCartAnswerSchema = z.object({
  spuId: z.string(),
  quantity: z.number().int(),
  shoppingCartQty: z.number().int(),
});

export const delShopCartAnswerSchema = z.object({
  deleted: z.number().int(),
  shoppingCartQty: z.number().int(),
});

export const custPnAnswerSchema = z.object({ spuId: z.string(), custPn: z.string() });

export const changeStatusAnswerSchema = z.object({ updated: z.number().int() });

/** One row of an uploaded sheet: what it named, and the cart lines (spuIds) it set the custPn of. */
export const custPnImportRowSchema = z.object({
  rowNo: z.number().int(),
  brand: z.string(),
  mfrPartNumber: z.string(),
  custPn: z.string(),
  isMatch: z.boolean(),
  spuIds: z.array(z.string()),
});

export const custPnImportAnswerSchema = z.object({
  list: z.array(custPnImportRowSchema),
  allMatch: z.boolean(),
});

export type CartLine = z.infer<typeof cartLineSchema>;
export type CartLineQuote = z.infer<typeof cartLineQuoteSchema>;
export type CartState = z.infer<typeof cartStateSchema>;
export type CustPnImportRow = z.infer<typeof custPnImportRowSchema>;
export type CustPnImportAnswer = z.infer<typeof custPnImportAnswerSchema>;
