import { z } from 'zod';
import { SEARCH_MAX_LENGTH, STATUS_ACTIVE, STOCK_QUOTE_PAGE_SIZE } from '../constants.js';
import { pageNoSchema, pageSizeSchema } from '../call.js';
import { brandOptionSchema } from './catalog.schemas.js';

const codeListSchema = z
  .union([z.string().max(2000), z.array(z.string().max(64)).max(100)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((c) => c.trim()).filter(Boolean));

/** Banner products: the products behind a brand banner (brandCode) or a part-number banner (mfrPn). */
export const qryProduct4EmallBannerBodySchema = z.object({
  type: z.enum(['brand', 'mfrPn']),
  brandCode: z.string().trim().max(64).optional(),
  mfrPn: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 100),
});

/**
 * Direct order (designed here, docs/api.md): for a list of part numbers, which product of each can be
 * ordered right now from stock, and how many pieces.
 */
export const qryDirectOrderMfrListInfoBodySchema = z.object({
  mfrPartNumbers: z.array(z.string().trim().min(1).max(SEARCH_MAX_LENGTH)).min(1).max(200),
});
export const directOrderInfoSchema = z.object({
  mfrPartNumber: z.string(),
  isOrderable: z.boolean(),
  spuId: z.string().nullable(),
  brandCode: z.string().nullable(),
  brandName: z.string().nullable(),
  availableQty: z.number().int(),
  miniQty: z.number().int().nullable(),
  miniPkg: z.number().int().nullable(),
  taxPrice: z.string().nullable(),
  deliveryCycle: z.number().int().nullable(),
});

/** The global spot stock of supplier channels (the /global stock quote page). */
export const getStockFromQuoteByPageBodySchema = z.object({
  /** Quotes whose part number starts with this (normalised). */
  qryParam: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  brandCodes: codeListSchema.optional(),
  quotePriceType: z.literal('001').default('001'),
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(STOCK_QUOTE_PAGE_SIZE, 100),
});
export const stockQuoteSchema = z.object({
  quoteId: z.string(),
  mfrPartNumber: z.string(),
  brandCode: z.string(),
  brandName: z.string(),
  /** The supplier channel, shown as a code: buyers deal with the shop, not the channel. */
  channelCode: z.string(),
  stockQty: z.number().int(),
  taxPrice: z.string(),
  currency: z.string(),
  deliveryCycle: z.number().int(),
  dateCode: z.string().nullable(),
  quoteDate: z.string(),
  spuId: z.string().nullable(),
});
export const stockQuotePageSchema = z.object({
  rows: z.array(stockQuoteSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  ext: z.object({
    brands: z.array(brandOptionSchema),
    /** The quotes reached the count cap (10,000): `total` means "at least". */
    totalCapped: z.boolean(),
  }),
});

/** pageNo -1 and pageSize -1 ask for the whole list; effStatus 00A the active entries. */
export const queryHotMfrPnListBodySchema = z.object({
  pageNo: z.coerce.number().int().min(-1).max(100000).default(-1),
  pageSize: z.coerce.number().int().min(-1).max(200).default(-1),
  effStatus: z.string().trim().max(8).default(STATUS_ACTIVE),
});
export const hotMfrPnSchema = z.object({
  mfrPartNumber: z.string(),
  brandCode: z.string(),
  brandName: z.string(),
  spuId: z.string().nullable(),
  sort: z.number().int(),
});
export const hotMfrPnPageSchema = z.object({ rows: z.array(hotMfrPnSchema), total: z.number().int() });

export type DirectOrderInfo = z.infer<typeof directOrderInfoSchema>;
export type StockQuote = z.infer<typeof stockQuoteSchema>;
export type StockQuotePage = z.infer<typeof stockQuotePageSchema>;
export type HotMfrPn = z.infer<typeof hotMfrPnSchema>;
