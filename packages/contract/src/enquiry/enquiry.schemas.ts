import { z } from 'zod';
import { pageNoSchema, pageSchema, pageSizeSchema } from '../call.js';
import { CUST_PN_MAX_LENGTH } from '../constants.js';
import { bomIdSchema } from '../bom/bom.schemas.js';
import { enquiryTexts } from '../texts/enquiry.texts.js';
import {
  checkEnquiryLine,
  ENQUIRY_BRAND_MAX,
  ENQUIRY_MAX_LINES,
  ENQUIRY_REMARKS_MAX,
  enquiryReasonText,
  isCalendarDay,
  isTargetPrice,
  parseEnquiryQuantity,
} from '../rules/enquiry-line.js';

/**
 * Enquiries (requests for quotation, /enquiry; docs/enquiry.md). An enquiry is the tenant's; the seller
 * quotes it line by line with a validity date. EXPIRED is derived when read: a QUOTED enquiry whose
 * validity has passed.
 */
export const ENQUIRY_STATUSES = ['SUBMITTED', 'QUOTED', 'EXPIRED', 'ORDERED', 'CANCELLED'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** My enquiries: 10 a page, like the orders list. */
export const ENQUIRY_PAGE_SIZE = 10;

/** Ids are bigserial: decimal strings in answers, numbers accepted in bodies. */
export const enquiryIdSchema = bomIdSchema;

function ruleIssue(reason: Parameters<typeof enquiryReasonText>[0]) {
  // The enquiry texts alone: the whole catalogue would ride along wherever the calls are imported (the web entry).
  return { params: { text: enquiryTexts[enquiryReasonText(reason)] } };
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');

/** A target unit price: empty (null), or a decimal string ≥ 0 with at most 6 decimals (kept as written). */
const targetPriceSchema = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v, ctx) => {
    const text = v === null || v === undefined ? '' : String(v).trim();
    if (text === '') return null;
    if (!isTargetPrice(text)) {
      ctx.addIssue({ code: 'custom', ...ruleIssue('priceInvalid') });
      return z.NEVER;
    }
    return text;
  });

/** A wanted delivery date: empty (null) or a calendar day 'YYYY-MM-DD' (not before today: the server's check). */
const deliveryDateSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    if (!isCalendarDay(v)) {
      ctx.addIssue({ code: 'custom', ...ruleIssue('dateInvalid') });
      return z.NEVER;
    }
    return v;
  });

/**
 * One line as the buyer sends it. The cells are checked by the shared rule (rules/enquiry-line.ts); a
 * delivery date in the past needs today, so the server checks that with its clock.
 */
export const enquiryLineInputSchema = z.object({
  mfrPartNumber: z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      const reason = checkEnquiryLine({ mfrPartNumber: v, quantity: 1 }, '').mfrPartNumber;
      if (reason) ctx.addIssue({ code: 'custom', ...ruleIssue(reason) });
    }),
  brand: optionalText(ENQUIRY_BRAND_MAX),
  quantity: z.union([z.string(), z.number()]).transform((v, ctx) => {
    const qty = parseEnquiryQuantity(v);
    if (qty === undefined) {
      ctx.addIssue({ code: 'custom', ...ruleIssue('quantityInvalid') });
      return z.NEVER;
    }
    return qty;
  }),
  targetPrice: targetPriceSchema,
  custPn: optionalText(CUST_PN_MAX_LENGTH),
  deliveryDate: deliveryDateSchema,
  remarks: optionalText(ENQUIRY_REMARKS_MAX),
});

export const createEnquiryBodySchema = z.object({
  lines: z.array(enquiryLineInputSchema).min(1).max(ENQUIRY_MAX_LINES),
  remarks: optionalText(ENQUIRY_REMARKS_MAX),
});

/**
 * One BOM line of an enquiry from a BOM: the line by id, with the buyer's target unit price and wanted
 * delivery date for it (both optional), and the quantity to enquire when it is not the sheet's (the BOM
 * costing's buy quantity at a build; absent: the line's own quantity).
 */
export const bomEnquiryLineSchema = z.object({
  detailId: bomIdSchema,
  targetPrice: targetPriceSchema,
  deliveryDate: deliveryDateSchema,
  quantity: enquiryLineInputSchema.shape.quantity.optional(),
});

/**
 * The BOM match view's 'enquire' dialog: the server reads the caller's own BOM lines named in `lines` (the
 * ones the buyer ticked in the dialog, each named once) and makes them an enquiry.
 */
export const createEnquiryFromBomBodySchema = z.object({
  tenantBomLogId: bomIdSchema,
  lines: z
    .array(bomEnquiryLineSchema)
    .min(1)
    .max(ENQUIRY_MAX_LINES)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, i) => {
        const id = String(Number(line.detailId)); // '07' and '7' name one line
        const text = enquiryTexts['rules.enquiry.lineRepeated'];
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [i, 'detailId'], params: { text } });
        seen.add(id);
      });
    }),
});

export const qryEnquiryByPageBodySchema = z
  .object({
    pageNo: pageNoSchema.default(1),
    pageSize: pageSizeSchema(ENQUIRY_PAGE_SIZE, 50),
    status: z.enum(ENQUIRY_STATUSES).optional(),
  })
  .nullish()
  .transform((body) => body ?? { pageNo: 1, pageSize: ENQUIRY_PAGE_SIZE });

export const enquiryRefBodySchema = z.object({ enquiryId: enquiryIdSchema });

/** Adds the enquiry's valid quoted lines (or those of lineIds) to the cart at the quoted price. */
export const addQuotedToCartBodySchema = z.object({
  enquiryId: enquiryIdSchema,
  lineIds: z.array(enquiryIdSchema).min(1).max(ENQUIRY_MAX_LINES).optional(),
});

export const createdEnquirySchema = z.object({
  enquiryId: z.string(),
  enquiryNo: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  lineCount: z.number().int(),
});

/** A row of my enquiries. */
export const enquirySummarySchema = z.object({
  enquiryId: z.string(),
  enquiryNo: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  statusName: z.string(),
  staffName: z.string(),
  remarks: z.string(),
  lineCount: z.number().int(),
  quotedLineCount: z.number().int(),
  createTime: z.string(),
  quotedTime: z.string().nullable(),
  /** The last day the quote holds ('YYYY-MM-DD', shop's day), null until quoted. */
  validUntil: z.string().nullable(),
});
export const enquiryPageSchema = pageSchema(enquirySummarySchema);

/** One line with what the seller quoted; prices are per piece, tax included (notTax without). */
export const enquiryLineSchema = z.object({
  lineId: z.string(),
  lineNo: z.number().int(),
  mfrPartNumber: z.string(),
  brand: z.string(),
  quantity: z.number().int(),
  targetPrice: z.string().nullable(),
  custPn: z.string(),
  deliveryDate: z.string().nullable(),
  remarks: z.string(),
  /** The catalog part the line names (matched when submitted, or chosen by the seller). */
  spuId: z.string().nullable(),
  matchedPartNumber: z.string().nullable(),
  matchedBrandCode: z.string().nullable(),
  quotedUnitPrice: z.string().nullable(),
  quotedNotTaxPrice: z.string().nullable(),
  quotedQty: z.number().int().nullable(),
  quotedAmount: z.string().nullable(),
  sellerRemarks: z.string(),
  /** A valid quote with a catalog part: it can go to the cart at the quoted price. */
  canAddToCart: z.boolean(),
});

export const enquiryDetailSchema = enquirySummarySchema.extend({ lines: z.array(enquiryLineSchema) });

export const addQuotedToCartAnswerSchema = z.object({
  added: z.number().int(),
  spuIds: z.array(z.string()),
  shoppingCartQty: z.number().int(),
});

export type EnquiryLineInput = z.infer<typeof enquiryLineInputSchema>;
export type CreateEnquiryBody = z.infer<typeof createEnquiryBodySchema>;
export type CreateEnquiryFromBomBody = z.output<typeof createEnquiryFromBomBodySchema>;
export type BomEnquiryLine = z.output<typeof bomEnquiryLineSchema>;
export type CreatedEnquiry = z.infer<typeof createdEnquirySchema>;
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;
export type EnquiryLine = z.infer<typeof enquiryLineSchema>;
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;
