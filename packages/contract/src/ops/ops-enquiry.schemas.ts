import { z } from 'zod';
import { pageNoSchema, pageSchema, pageSizeSchema } from '../call.js';
import {
  ENQUIRY_STATUSES,
  enquiryDetailSchema,
  enquiryIdSchema,
  enquirySummarySchema,
} from '../enquiry/enquiry.schemas.js';
import { ENQUIRY_MAX_LINES, isTargetPrice } from '../rules/enquiry-line.js';

/** The console's enquiry list: every tenant's enquiries, 20 a page. */
export const OPS_ENQUIRY_PAGE_SIZE = 20;
/** What the seller may write to the buyer on one quoted line. */
export const OPS_QUOTE_REMARKS_MAX = 200;

export const opsEnquiryQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(OPS_ENQUIRY_PAGE_SIZE, 100),
  /** The status the buyer sees (EXPIRED is derived from QUOTED and valid-until). */
  status: z.enum(ENQUIRY_STATUSES).optional(),
  /** Part of a tenant's code or name. */
  tenant: z.string().trim().max(100).optional(),
  /** Part of the enquiry reference (EQ20261123-0001). */
  enquiryNo: z.string().trim().max(40).optional(),
  /** Submitted on these shop days (yyyy-mm-dd), inclusive. */
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
});

/** The buyer company of an enquiry (or of an application, once approved). */
export const opsTenantRefSchema = z.object({
  tenantId: z.number().int(),
  tenantCode: z.string(),
  tenantName: z.string(),
});

export const opsEnquiryRowSchema = enquirySummarySchema.extend(opsTenantRefSchema.shape);
export const opsEnquiryPageSchema = pageSchema(opsEnquiryRowSchema);
export const opsEnquiryDetailSchema = enquiryDetailSchema.extend(opsTenantRefSchema.shape);

export const opsEnquiryRefSchema = z.object({ enquiryId: enquiryIdSchema });

/** A unit price with tax: a decimal string above 0 with at most 6 decimals, never a float. */
const quotedPriceSchema = z
  .string()
  .trim()
  .refine((v) => isTargetPrice(v) && /[1-9]/.test(v));

/**
 * A quote as the console sends it: the whole quote at once. Lines left out are not quoted (the seller
 * cannot supply them), and lose an earlier quote when the enquiry is quoted again.
 */
export const opsQuoteBodySchema = z.object({
  enquiryId: enquiryIdSchema,
  /** The last shop day the quote holds; not before today (checked with the server's clock). */
  validUntil: z.iso.date(),
  lines: z
    .array(
      z.object({
        lineId: enquiryIdSchema,
        unitPrice: quotedPriceSchema,
        remarks: z.string().trim().max(OPS_QUOTE_REMARKS_MAX).optional(),
        /**
         * The catalog part (spuId) the seller quotes for this line: a part for a line the matcher left
         * unmatched, or another part than the matched one. Absent: the line's own part (or none).
         * It must exist and be on sale.
         */
        productId: z
          .string()
          .regex(/^\d{1,18}$/)
          .optional(),
      }),
    )
    .min(1)
    .max(ENQUIRY_MAX_LINES)
    // A line quoted twice in one quote is a mistake, not a choice between two prices.
    .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length),
});

export type OpsEnquiryQuery = z.infer<typeof opsEnquiryQuerySchema>;
export type OpsEnquiryRow = z.infer<typeof opsEnquiryRowSchema>;
export type OpsEnquiryDetail = z.infer<typeof opsEnquiryDetailSchema>;
export type OpsQuoteBody = z.infer<typeof opsQuoteBodySchema>;
export type OpsTenantRef = z.infer<typeof opsTenantRefSchema>;
