import { z } from 'zod';
import { pageNoSchema, pageSizeSchema, pageSchema } from '../call.js';
import { BREAK_PRICE_PATTERN, firstBreakProblem, isBreakPrice } from '../rules/price-break-edit.js';

/**
 * The console's catalog area (docs/operator-console.md): catalog imports run as background jobs, the
 * operator's product search and edit, the home page's hot part numbers and the supplier quotes of the
 * spot-stock page.
 */

/** The warehouses a product's stock is held in, in the order the console shows them. */
export const OPS_WAREHOUSES = ['NJHB', 'HB', 'HK', 'NJ'] as const;
export type OpsWarehouse = (typeof OPS_WAREHOUSES)[number];

/** Most price breaks a product may have (the import's limit too). */
export const OPS_MAX_PRICE_BREAKS = 20;
const MAX_INT = 2_147_483_647;

/** A message of a custom check, in the three languages: the server answers it in the caller's. */
const text = (zhCn: string, zhTw: string, enUs: string) => ({ params: { text: { zhCn, zhTw, enUs } } });

/** A tax-inclusive unit price: a plain decimal above 0, at most 12 digits before the point and 6 after. */
export const opsPriceSchema = z
  .string()
  .trim()
  .refine(
    (v) => BREAK_PRICE_PATTERN.test(v),
    text('请输入不超过6位小数的价格', '請輸入不超過6位小數的價格', 'enter a price with at most 6 decimals'),
  )
  .refine(
    (v) => !BREAK_PRICE_PATTERN.test(v) || isBreakPrice(v),
    text('价格必须大于0', '價格必須大於0', 'the price must be above 0'),
  );

/** One price break as the console edits it: from this many pieces, this tax-inclusive unit price. */
export const opsPriceBreakInputSchema = z.object({
  qtyFrom: z.coerce.number().int().min(1).max(MAX_INT),
  taxPrice: opsPriceSchema,
});
export type OpsPriceBreakInput = z.infer<typeof opsPriceBreakInputSchema>;

/** Breaks from 1 to 20, quantities strictly ascending: a clear message names the first one out of order. */
export const opsPriceBreaksSchema = z
  .array(opsPriceBreakInputSchema)
  .min(1)
  .max(OPS_MAX_PRICE_BREAKS)
  .superRefine((breaks, ctx) => {
    const found = firstBreakProblem(breaks);
    const i = found?.index ?? -1;
    const b = breaks[i];
    const previous = breaks[i - 1];
    if (found?.problem === 'notAscending' && b && previous)
      ctx.addIssue({
        code: 'custom',
        path: [i, 'qtyFrom'],
        ...text(
          `起订数量必须递增：第${i + 1}档（${b.qtyFrom}）不大于上一档（${previous.qtyFrom}）`,
          `起訂數量必須遞增：第${i + 1}檔（${b.qtyFrom}）不大於上一檔（${previous.qtyFrom}）`,
          `quantities must ascend: break ${i + 1} (${b.qtyFrom}) is not above the one before (${previous.qtyFrom})`,
        ),
      });
  });

const stockQtySchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The operator's product search: by part number (prefix of the normalised number) and brand, paged. */
export const opsProductQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 100),
  mfrPartNumber: z.string().trim().max(100).optional(),
  brandCode: z.string().trim().max(64).optional(),
  /** T: on sale only, F: off sale only; absent: both. */
  isActive: z.enum(['T', 'F']).optional(),
});

export const opsPriceBreakSchema = z.object({
  qtyFrom: z.number().int(),
  qtyTo: z.number().int().nullable(),
  taxPrice: z.string(),
  notTaxPrice: z.string(),
});

/** A product as the console shows and edits it, on sale or not. */
export const opsProductSchema = z.object({
  productId: z.string(),
  productCode: z.string(),
  mfrPartNumber: z.string(),
  brandCode: z.string(),
  brandName: z.string(),
  productDesc: z.string(),
  taxRate: z.string(),
  miniQty: z.number().int(),
  miniPkg: z.number().int(),
  isActive: z.boolean(),
  isSample: z.boolean(),
  sampleUnitLimit: z.number().int().nullable(),
  /** Sellable stock in all warehouses. */
  totalStock: z.number().int(),
  stock: z.record(z.string(), z.number().int()),
  priceBreaks: z.array(opsPriceBreakSchema),
  updatedAt: z.string(),
});
export type OpsProduct = z.infer<typeof opsProductSchema>;
export const opsProductPageSchema = pageSchema(opsProductSchema);

/** Most parameters the console saves for one product (the richest catalog parts have about 60). */
export const OPS_MAX_PRODUCT_PARAMS = 200;
/** Longest parameter name and value the console takes (the import keeps values to 500 characters). */
export const OPS_PARAM_NAME_MAX = 200;
export const OPS_PARAM_VALUE_MAX = 500;

/** One parameter of a product as the console shows it (docs/search.md, 'Parameters of a product'). */
export const opsProductParamSchema = z.object({
  /** The vocabulary's code ('capacitance'), or 'x.' and a slug for a name the data or an operator brought. */
  code: z.string(),
  /** Its name in the caller's language. */
  name: z.string(),
  /** The value as shown ('0.1uF'). */
  value: z.string(),
  /** The base unit its number is read in ('F', 'Ω', 'V' …); null for text, counts and brought names. */
  unit: z.string().nullable(),
});
export type OpsProductParam = z.infer<typeof opsProductParamSchema>;

/** A product with its parameters: what the editor loads and what a save answers. */
export const opsProductDetailSchema = opsProductSchema.extend({
  parameters: z.array(opsProductParamSchema),
});
export type OpsProductDetail = z.infer<typeof opsProductDetailSchema>;

/**
 * One parameter as the editor saves it: a known parameter by its code, or any other by its name (a name
 * of the vocabulary in any of the three languages is that parameter; another becomes an 'x.' parameter as
 * at import), and the value as shown. The server reads the value's number the import's way.
 */
export const opsProductParamInputSchema = z
  .object({
    code: z.string().trim().max(80).optional(),
    name: z.string().trim().max(OPS_PARAM_NAME_MAX).optional(),
    value: z.string().trim().min(1).max(OPS_PARAM_VALUE_MAX),
  })
  .refine((p) => !!p.code || !!p.name, {
    path: ['name'],
    ...text('请选择或填写参数名', '請選擇或填寫參數名', 'choose or type a parameter name'),
  });
export type OpsProductParamInput = z.infer<typeof opsProductParamInputSchema>;

/** A parameter the editor offers to choose: the shared vocabulary, in the caller's language. */
export const opsParameterOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
});
export type OpsParameterOption = z.infer<typeof opsParameterOptionSchema>;
export const opsParameterOptionListSchema = z.object({ rows: z.array(opsParameterOptionSchema) });

/** What the console changes of a product; an absent field is kept. */
export const opsProductUpdateSchema = z.object({
  productId: z.coerce.string().regex(/^\d{1,18}$/),
  priceBreaks: opsPriceBreaksSchema.optional(),
  /** Pieces per warehouse; a warehouse left out keeps its stock, 0 empties it. */
  stock: z
    .object({
      NJHB: stockQtySchema.optional(),
      HB: stockQtySchema.optional(),
      HK: stockQtySchema.optional(),
      NJ: stockQtySchema.optional(),
    })
    .strict()
    .optional(),
  isSample: z.boolean().optional(),
  /** Most pieces of this product in one sample request; null: no limit of its own. */
  sampleUnitLimit: z.coerce.number().int().min(1).max(1_000_000).nullable().optional(),
  isActive: z.boolean().optional(),
  /** The product's parameters, all of them: they replace the ones it has ([] removes them all). */
  parameters: z.array(opsProductParamInputSchema).max(OPS_MAX_PRODUCT_PARAMS).optional(),
});
export type OpsProductUpdate = z.infer<typeof opsProductUpdateSchema>;

export const opsProductIdSchema = z.object({ productId: z.coerce.string().regex(/^\d{1,18}$/) });

/** A catalog import's state: RUNNING while the server works, then DONE, or FAILED (with its reason). */
export const opsImportStateSchema = z.enum(['RUNNING', 'DONE', 'FAILED']);
export type OpsImportState = z.infer<typeof opsImportStateSchema>;

export const opsImportJobSchema = z.object({
  jobId: z.number().int(),
  fileName: z.string(),
  state: opsImportStateSchema,
  /** Data rows in the file (known at the start) and the counts so far. */
  rowCount: z.number().int(),
  readCount: z.number().int(),
  importedCount: z.number().int(),
  rejectedCount: z.number().int(),
  /** Why the job failed, in the caller's language; null unless FAILED. */
  failure: z.string().nullable(),
  operatorName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type OpsImportJob = z.infer<typeof opsImportJobSchema>;
export const opsImportJobPageSchema = pageSchema(opsImportJobSchema);

export const opsImportQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(10, 100),
});
export const opsImportJobIdSchema = z.object({ jobId: z.coerce.number().int().positive() });

/** One refused row: its line in the file, the column to blame (when one is), and why. */
export const opsImportRejectionSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  reason: z.string(),
});
export type OpsImportRejection = z.infer<typeof opsImportRejectionSchema>;
export const opsImportRejectionPageSchema = pageSchema(opsImportRejectionSchema);
export const opsImportRejectionQuerySchema = z.object({
  jobId: z.coerce.number().int().positive(),
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 200),
});
/** The rejected-rows report as a file (a form post: downloads are). */
export const opsImportReportSchema = z.object({
  jobId: z.coerce.number().int().positive(),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});

const partNumberSchema = z.string().trim().min(1).max(100);
const brandCodeSchema = z.string().trim().min(1).max(64);

/** A hot part number of the home page / spot-stock page, in display order. */
export const opsHotPartSchema = z.object({
  id: z.number().int(),
  mfrPartNumber: z.string(),
  brandCode: z.string(),
  brandName: z.string(),
  /** The catalog product it links to, when the part is one. */
  productId: z.string().nullable(),
  sort: z.number().int(),
});
export type OpsHotPart = z.infer<typeof opsHotPartSchema>;
export const opsHotPartListSchema = z.object({ rows: z.array(opsHotPartSchema) });
export const opsHotPartAddSchema = z.object({ mfrPartNumber: partNumberSchema, brandCode: brandCodeSchema });
export const opsHotPartIdSchema = z.object({ id: z.coerce.number().int().positive() });
/** The whole list's ids in their new order. */
export const opsHotPartOrderSchema = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(500),
});

/** A supplier's stock quote (stock_quote). */
export const opsQuoteSchema = z.object({
  quoteId: z.number().int(),
  mfrPartNumber: z.string(),
  brandCode: z.string(),
  brandName: z.string(),
  productId: z.string().nullable(),
  channelCode: z.string(),
  stockQty: z.number().int(),
  taxPrice: z.string(),
  currency: z.string(),
  deliveryCycle: z.number().int(),
  dateCode: z.string().nullable(),
  quoteDate: z.string(),
});
export type OpsQuote = z.infer<typeof opsQuoteSchema>;
export const opsQuotePageSchema = pageSchema(opsQuoteSchema);
export const opsQuoteQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 100),
  /** The part number (prefix of the normalised number); empty: every quote, newest first. */
  mfrPartNumber: z.string().trim().max(100).optional(),
});
export const opsQuoteInputSchema = z.object({
  mfrPartNumber: partNumberSchema,
  brandCode: brandCodeSchema,
  channelCode: z.string().trim().min(1).max(32),
  stockQty: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  taxPrice: opsPriceSchema,
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((v) => v.toUpperCase())
    .default('CNY'),
  deliveryCycle: z.coerce.number().int().min(0).max(3650),
  dateCode: z.string().trim().max(32).nullish(),
  quoteDate: z.iso.date(),
});
export type OpsQuoteInput = z.infer<typeof opsQuoteInputSchema>;
export const opsQuoteUpdateSchema = opsQuoteInputSchema.extend({
  quoteId: z.coerce.number().int().positive(),
});
export const opsQuoteIdSchema = z.object({ quoteId: z.coerce.number().int().positive() });
