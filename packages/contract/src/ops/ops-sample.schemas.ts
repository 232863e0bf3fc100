import { z } from 'zod';
import { pageNoSchema, pageSchema, pageSizeSchema } from '../call.js';
import { SAMPLE_STATUSES } from '../sample/sample.schemas.js';

/** The console's page of sample requests and of feedback: 20 rows, at most 100. */
export const OPS_SAMPLE_PAGE_SIZE = 20;

const sampleReqIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A tenant filter: its code or part of its name. */
const tenantFilterSchema = z.string().trim().max(100).optional();
const shopDateSchema = z.iso.date().optional();

export const opsSampleListQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(OPS_SAMPLE_PAGE_SIZE, 100),
  status: z.enum(SAMPLE_STATUSES).optional(),
  tenant: tenantFilterSchema,
  /** Part of the request number. */
  sampleReqNo: z.string().trim().max(40).optional(),
  /** Requested on or after / before the end of these shop days (yyyy-mm-dd, inclusive). */
  dateFrom: shopDateSchema,
  dateTo: shopDateSchema,
});
export type OpsSampleListQuery = z.output<typeof opsSampleListQuerySchema>;

/** One request in the console's list. */
export const opsSampleRowSchema = z.object({
  sampleReqId: z.string(),
  sampleReqNo: z.string(),
  status: z.enum(SAMPLE_STATUSES),
  statusName: z.string(),
  tenantId: z.number().int(),
  tenantCode: z.string(),
  tenantName: z.string(),
  requesterName: z.string(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
  amount: z.string(),
  createTime: z.string(),
  /** The buyer's rating once given. */
  rating: z.number().int().nullable(),
});
export type OpsSampleRow = z.infer<typeof opsSampleRowSchema>;

/** How many requests each status holds under the other filters: the counts of the status tabs. */
export const sampleStatusCountsSchema = z.record(z.enum(SAMPLE_STATUSES), z.number().int());

export const opsSamplePageSchema = pageSchema(opsSampleRowSchema).extend({
  statusCounts: sampleStatusCountsSchema,
});
export type OpsSamplePage = z.infer<typeof opsSamplePageSchema>;

export const opsSampleReqIdBodySchema = z.object({ sampleReqId: sampleReqIdSchema });

/** The seller's steps the console offers; which of them the request's status allows. */
export const OPS_SAMPLE_STEPS = ['approve', 'reject', 'ship', 'requestFeedback'] as const;
export type OpsSampleStep = (typeof OPS_SAMPLE_STEPS)[number];

export const opsSampleTimelineEntrySchema = z.object({
  status: z.enum(SAMPLE_STATUSES),
  statusName: z.string(),
  at: z.string(),
});

export const opsSampleFeedbackSchema = z.object({
  rating: z.number().int(),
  feedbackText: z.string(),
  createTime: z.string(),
  staffName: z.string(),
});

export const opsSampleDetailSchema = opsSampleRowSchema.extend({
  recipient: z.string(),
  contactPhone1: z.string(),
  contactPhone2: z.string(),
  regionPath: z.string(),
  detailAddr: z.string(),
  projectName: z.string(),
  projectDesc: z.string(),
  lines: z.array(
    z.object({
      spuId: z.string(),
      mfrPartNumber: z.string(),
      brandCode: z.string(),
      qty: z.number().int(),
      /** The most pieces of this part one request may hold today (the product's limit or PAR_OMS_0005). */
      unitLimit: z.number().int().nullable(),
      unitPrice: z.string(),
      amount: z.string(),
    }),
  ),
  rejectReason: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  timeline: z.array(opsSampleTimelineEntrySchema),
  feedback: opsSampleFeedbackSchema.nullable(),
  steps: z.array(z.enum(OPS_SAMPLE_STEPS)),
});
export type OpsSampleDetail = z.infer<typeof opsSampleDetailSchema>;

export const opsRejectSampleBodySchema = z.object({
  sampleReqId: sampleReqIdSchema,
  /** Told to the buyer in the message and in My samples. */
  reason: z.string().trim().min(1).max(200),
});

export const opsShipSampleBodySchema = z.object({
  sampleReqId: sampleReqIdSchema,
  carrier: z.string().trim().min(1).max(50),
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/),
});

/** The most characters of the note that comes with a request for feedback. */
export const OPS_SAMPLE_FEEDBACK_NOTE_MAX = 200;

export const opsRequestSampleFeedbackBodySchema = z.object({
  sampleReqId: sampleReqIdSchema,
  /** Optional words to the buyer, told in the message (e.g. "please tell us how the parts fit"). */
  note: z.string().trim().max(OPS_SAMPLE_FEEDBACK_NOTE_MAX).optional(),
});

/** What a step answers: the request's new status. */
export const opsSampleStepAnswerSchema = z.object({
  sampleReqId: z.string(),
  status: z.enum(SAMPLE_STATUSES),
  statusName: z.string(),
});

export const opsSampleFeedbackQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(OPS_SAMPLE_PAGE_SIZE, 100),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  tenant: tenantFilterSchema,
  dateFrom: shopDateSchema,
  dateTo: shopDateSchema,
});
export type OpsSampleFeedbackQuery = z.output<typeof opsSampleFeedbackQuerySchema>;

export const opsSampleFeedbackRowSchema = z.object({
  sampleReqId: z.string(),
  sampleReqNo: z.string(),
  tenantCode: z.string(),
  tenantName: z.string(),
  staffName: z.string(),
  rating: z.number().int(),
  feedbackText: z.string(),
  /** The parts of the request, by manufacturer part number. */
  parts: z.array(z.string()),
  createTime: z.string(),
});
export type OpsSampleFeedbackRow = z.infer<typeof opsSampleFeedbackRowSchema>;

export const opsSampleFeedbackPageSchema = pageSchema(opsSampleFeedbackRowSchema).extend({
  /** Over every rating under the tenant and date filters (not the rating filter): 2 decimals, null when none. */
  averageRating: z.string().nullable(),
  ratedCount: z.number().int(),
  /** How many ratings of 1 … 5 (keys '1' … '5'). */
  ratingCounts: z.record(z.string(), z.number().int()),
});
export type OpsSampleFeedbackPage = z.infer<typeof opsSampleFeedbackPageSchema>;
