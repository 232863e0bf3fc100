import { z } from 'zod';
import { pageNoSchema, pageSchema, pageSizeSchema } from '../call.js';
import { bomIdSchema } from '../bom/bom.schemas.js';

/** The console's lead and feedback lists: 20 a page, at most 50. */
export const OPS_LEAD_PAGE_SIZE = 20;
export const OPS_LEAD_PAGE_SIZE_MAX = 50;
/** The longest handling note an operator can write, in characters. */
export const HANDLING_NOTE_MAX = 500;

/** A brand-site lead's handling: NEW → CONTACTED → CLOSED, or NEW → CLOSED (spam, no need). */
export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'CLOSED'] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof leadStatusSchema>;
/** The steps each lead status allows. */
export const LEAD_NEXT: Record<LeadStatus, readonly LeadStatus[]> = {
  NEW: ['CONTACTED', 'CLOSED'],
  CONTACTED: ['CLOSED'],
  CLOSED: [],
};

/** A feedback's handling: NEW → HANDLED. */
export const FEEDBACK_STATUSES = ['NEW', 'HANDLED'] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

const handlingNoteSchema = z.string().trim().min(1).max(HANDLING_NOTE_MAX);

/** Filters both lists share: a keyword and shop days (yyyy-mm-dd, Asia/Shanghai, inclusive). */
const listFilters = {
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(OPS_LEAD_PAGE_SIZE, OPS_LEAD_PAGE_SIZE_MAX),
  keyword: z.string().trim().max(100).optional(),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
};

export const opsLeadQuerySchema = z.object({
  ...listFilters,
  status: leadStatusSchema.optional(),
});
export type OpsLeadQuery = z.infer<typeof opsLeadQuerySchema>;

/** Ids are bigserial: decimal strings in answers; numbers are accepted in bodies. */
export const opsLeadRefSchema = z.object({ leadId: bomIdSchema });

export const opsLeadRowSchema = z.object({
  leadId: z.string(),
  requestNo: z.string(),
  status: leadStatusSchema,
  statusName: z.string(),
  company: z.string(),
  contact: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** The product line asked about (null: other / not sure) and its name in the caller's language. */
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  annualQty: z.number().int(),
  /** The logged-in sender's customer, when the form was sent logged in. */
  tenantName: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** The name of the operator who handled it last. */
  handledBy: z.string().nullable(),
});
export type OpsLeadRow = z.infer<typeof opsLeadRowSchema>;
export const opsLeadPageSchema = pageSchema(opsLeadRowSchema);

export const opsLeadDetailSchema = opsLeadRowSchema.extend({
  /** Plain text as the visitor typed it (line breaks kept); never HTML. */
  description: z.string(),
  lang: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  staffId: z.number().int().nullable(),
  tenantId: z.number().int().nullable(),
  handlingNote: z.string().nullable(),
  /** The steps the lead's status allows now. */
  nextStatuses: z.array(leadStatusSchema),
});
export type OpsLeadDetail = z.infer<typeof opsLeadDetailSchema>;

export const opsHandleLeadBodySchema = z.object({
  leadId: bomIdSchema,
  status: z.enum(['CONTACTED', 'CLOSED']),
  note: handlingNoteSchema,
});
export type OpsHandleLeadBody = z.infer<typeof opsHandleLeadBodySchema>;

export const opsFeedbackQuerySchema = z.object({
  ...listFilters,
  status: feedbackStatusSchema.optional(),
});
export type OpsFeedbackQuery = z.infer<typeof opsFeedbackQuerySchema>;

export const opsFeedbackRowSchema = z.object({
  feedbackId: z.string(),
  status: feedbackStatusSchema,
  statusName: z.string(),
  /** The whole text as sent (plain text, line breaks kept). */
  content: z.string(),
  /** The company the sender typed in the form. */
  companyName: z.string(),
  tel: z.string(),
  email: z.string(),
  /** The logged-in sender's customer, when known. */
  tenantName: z.string().nullable(),
  tenantId: z.number().int().nullable(),
  staffId: z.number().int().nullable(),
  lang: z.string(),
  clientIp: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  handlingNote: z.string().nullable(),
});
export type OpsFeedbackRow = z.infer<typeof opsFeedbackRowSchema>;
export const opsFeedbackPageSchema = pageSchema(opsFeedbackRowSchema);

export const opsHandleFeedbackBodySchema = z.object({
  feedbackId: bomIdSchema,
  note: handlingNoteSchema,
});
export type OpsHandleFeedbackBody = z.infer<typeof opsHandleFeedbackBodySchema>;
