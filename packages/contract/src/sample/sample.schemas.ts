import { z } from 'zod';
import { pageNoSchema, pageSchema, pageSizeSchema } from '../call.js';
import {
  MY_SAMPLE_PAGE_SIZE,
  SAMPLE_KEYWORD_MAX_LENGTH,
  SAMPLE_LIST_PAGE_SIZE,
  SAMPLE_RATING_DEFAULT,
  SAMPLE_TEXT_LIMIT,
} from '../constants.js';
import { productSchema } from '../catalog/catalog.schemas.js';
import { spuIdListSchema, spuIdSchema } from '../cart/cart.schemas.js';

/**
 * The life of a free-sample request (docs/samples.md). The server changes a status only through its one
 * transition table (domains/sample/sample-status.ts).
 */
export const SAMPLE_STATUSES = [
  'SUBMITTED',
  'APPROVED',
  'SHIPPED',
  'AWAITING_FEEDBACK',
  'FEEDBACK_GIVEN',
  'REJECTED',
] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];

/** A sample quantity: a whole number of pieces, digits or a number; the limits are the server's. */
export const sampleQtySchema = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-9]\d{0,7}$/.test(value.trim()) ? Number(value) : value),
  z.number().int().min(1).max(99_999_999),
);

export const qrySampleList4PageBodySchema = z
  .object({
    pageNo: pageNoSchema.default(1),
    pageSize: pageSizeSchema(SAMPLE_LIST_PAGE_SIZE, SAMPLE_LIST_PAGE_SIZE),
    productCatalogId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** /sample?spuId=…: that one product when it is open to sampling. */
    spuId: spuIdSchema.optional(),
    /**
     * Part of a part number (compared as its normalised key, so 'stm32-f103' finds STM32F103C8T6) or of a brand's
     * code or name; blank means no keyword.
     */
    keyword: z
      .string()
      .trim()
      .max(SAMPLE_KEYWORD_MAX_LENGTH)
      .optional()
      .transform((text) => text || undefined),
  })
  .nullish()
  .transform((body) => body ?? { pageNo: 1, pageSize: SAMPLE_LIST_PAGE_SIZE });

export const addSampleToCartBodySchema = z.object({ spuId: spuIdSchema, qty: sampleQtySchema });
export const changeCntByKeyBodySchema = addSampleToCartBodySchema;

/** delSampleFromCart names one spuId or several (after a request); both read as spuIds. */
export const delSampleFromCartBodySchema = z
  .object({ spuId: spuIdSchema.optional(), spuIds: spuIdListSchema.optional() })
  .refine((b) => b.spuId !== undefined || b.spuIds !== undefined, { path: ['spuId'] })
  .transform((b) => ({ spuIds: [...new Set([...(b.spuIds ?? []), ...(b.spuId ? [b.spuId] : [])])] }));

const phoneSchema = z
  .string()
  .trim()
  .regex(/^[\d+\-() ]{5,20}$/);
const regionIdSchema = z.string().trim().min(1).max(20);

/** The request form of /reqsample; spuIds picks cart lines (all of the cart when absent). */
export const createFreeSampleReqBodySchema = z.object({
  recipient: z.string().trim().min(1).max(50),
  contactPhone1: phoneSchema,
  contactPhone2: z.union([phoneSchema, z.literal('')]).nullish(),
  provinceId: regionIdSchema,
  cityId: regionIdSchema,
  districtId: regionIdSchema,
  detailAddr: z.string().trim().min(1).max(200),
  projectName: z.string().trim().max(100).nullish(),
  projectDesc: z.string().trim().max(500).nullish(),
  spuIds: spuIdListSchema.optional(),
});

export const modifyFreeSampleReqForFeedbackBodySchema = z.object({
  sampleReqId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  rating: z.coerce.number().int().min(1).max(5).default(SAMPLE_RATING_DEFAULT),
  feedbackText: z.string().trim().max(SAMPLE_TEXT_LIMIT).default(''),
});

export const qryFreeSampleForEmallBodySchema = z
  .object({
    pageNo: pageNoSchema.default(1),
    pageSize: pageSizeSchema(MY_SAMPLE_PAGE_SIZE, MY_SAMPLE_PAGE_SIZE),
    status: z.enum(SAMPLE_STATUSES).optional(),
  })
  .nullish()
  .transform((body) => body ?? { pageNo: 1, pageSize: MY_SAMPLE_PAGE_SIZE });

/** A catalog entry of the sample filter. */
export const sampleCatalogEntrySchema = z.object({
  productCatalogId: z.string(),
  i18nProductCatalogName: z.string(),
});

/** A product of the sample catalog: the catalog product plus the most pieces one request may hold of it. */
export const sampleProductSchema = productSchema.extend({ sampleQtyLimit: z.number().int() });
export const samplePageSchema = pageSchema(sampleProductSchema);

/** A sample: one line of the sample cart, with what the screen shows of its product. */
export const sampleLineSchema = z.object({
  spuId: z.string(),
  qty: z.number().int(),
  mfrPartNumber: z.string(),
  brandCode: z.string(),
  brandName: z.string(),
  productCatalogId: z.string(),
  productCatalogName: z.string(),
  productPhoto: z.string().nullable(),
  taxPrice: z.string().nullable(),
  amount: z.string().nullable(),
  sampleQtyLimit: z.number().int(),
});

export const sampleLimitsSchema = z.object({
  amountLimit: z.number(),
  skuLimit: z.number().int(),
  qtyLimit: z.number().int(),
});

/** defaultInfo of the sample-request store: the customer's defaults for the form. */
export const sampleDefaultInfoSchema = z.object({
  recipients: z.string(),
  /** The default address's region path 'Province/City/District'. */
  defaultLocale: z.string(),
  detailAddr: z.string(),
  contactPhone: z.string(),
  acctName: z.string(),
});

export const sampleListAnswerSchema = z.object({
  rows: z.array(sampleLineSchema),
  sampleCnt: z.number().int(),
  totalAmount: z.string(),
  limits: sampleLimitsSchema,
  defaultInfo: sampleDefaultInfoSchema,
});

export const sampleCntSchema = z.object({ sampleCnt: z.number().int() });
export const addSampleAnswerSchema = z.object({
  spuId: z.string(),
  qty: z.number().int(),
  sampleCnt: z.number().int(),
});
export const delSampleAnswerSchema = z.object({ deleted: z.number().int(), sampleCnt: z.number().int() });

export const createdSampleReqSchema = z.object({
  sampleReqId: z.string(),
  sampleReqNo: z.string(),
  status: z.enum(SAMPLE_STATUSES),
  spuIds: z.array(z.string()),
});

export const sampleFeedbackAnswerSchema = z.object({
  sampleReqId: z.string(),
  status: z.enum(SAMPLE_STATUSES),
  rating: z.number().int(),
});

export const feedbackLimitAnswerSchema = z.object({
  allowed: z.literal(true),
  pending: z.number().int(),
  limit: z.number().int(),
});
export const requestTimesAnswerSchema = z.object({
  allowed: z.literal(true),
  used: z.number().int(),
  limit: z.number().int(),
  days: z.number().int(),
});

export const sampleReqLineSchema = z.object({
  spuId: z.string(),
  mfrPartNumber: z.string(),
  brandCode: z.string(),
  qty: z.number().int(),
  unitPrice: z.string(),
  amount: z.string(),
});

/** My sample store row: one request of the caller's tenant with its lines, state and feedback. */
export const sampleOrderSchema = z.object({
  sampleReqId: z.string(),
  sampleReqNo: z.string(),
  status: z.enum(SAMPLE_STATUSES),
  statusName: z.string(),
  createTime: z.string(),
  recipient: z.string(),
  contactPhone1: z.string(),
  contactPhone2: z.string(),
  regionPath: z.string(),
  detailAddr: z.string(),
  projectName: z.string(),
  amount: z.string(),
  lines: z.array(sampleReqLineSchema),
  feedback: z
    .object({ rating: z.number().int(), feedbackText: z.string(), createTime: z.string() })
    .nullable(),
  canFeedback: z.boolean(),
  /** The seller's reason when the request was rejected. */
  rejectReason: z.string().nullable(),
  /** The shipment, once the samples were sent. */
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
});
export const sampleOrderPageSchema = pageSchema(sampleOrderSchema);

export type SampleProduct = z.infer<typeof sampleProductSchema>;
export type SampleLine = z.infer<typeof sampleLineSchema>;
export type SampleListAnswer = z.infer<typeof sampleListAnswerSchema>;
export type SampleDefaultInfo = z.infer<typeof sampleDefaultInfoSchema>;
export type SampleLimits = z.infer<typeof sampleLimitsSchema>;
export type CreatedSampleReq = z.infer<typeof createdSampleReqSchema>;
export type SampleOrder = z.infer<typeof sampleOrderSchema>;
export type SampleReqLine = z.infer<typeof sampleReqLineSchema>;
export type CreateFreeSampleReqBody = z.output<typeof createFreeSampleReqBodySchema>;
