import { z } from 'zod';
import {
  BOM_LOG_PAGE_SIZE,
  CUST_PN_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  STATUS_ACTIVE,
  STATUS_REMOVED,
} from '../constants.js';
import { pageNoSchema, pageSizeSchema } from '../call.js';
import { partMatchRuleSchema, productSchema } from '../catalog/catalog.schemas.js';
import { bomJobStateSchema, bomMappingSchema } from './bom-sheet.schemas.js';
import { attritionPercentSchema, attritionSparesSchema } from './bom-attrition.schemas.js';

/** Ids are bigserial: decimal strings in answers; numbers are accepted in bodies. */
export const bomIdSchema = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{1,18}$/),
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  ])
  .transform(String);

const qtySchema = z.coerce.number().int().min(1).max(99_999_999);
const statusSchema = z.enum([STATUS_ACTIVE, STATUS_REMOVED]);

/** A product proposed for a line, with the rule that found it and how sure the match is (0 to 1). */
export const bomCandidateSchema = z.object({
  spuId: z.string(),
  mfrPartNumber: z.string(),
  brandCode: z.string(),
  brandName: z.string(),
  matchRule: partMatchRuleSchema,
  confidence: z.number(),
  /** Whether the product's brand is the manufacturer the line names; null when the line names none. */
  brandAgrees: z.boolean().nullable(),
  /** Which of the line's alternates found it (index into `alternates`); null: the line's own part. */
  alternate: z.number().int().nullable().default(null),
});

/**
 * Another part the BOM allows for a line (repeated part-number / maker / distributor-code columns), as
 * written. `spuId` is the best part matching found for it (choosing it switches the line to this
 * alternate), null when none was found.
 */
export const bomAlternateSchema = z.object({
  partText: z.string(),
  manufacturer: z.string(),
  supplierPn: z.string(),
  spuId: z.string().nullable(),
});

/**
 * Why matching left a line for the buyer to decide instead of choosing: `supplierPnVsMfrPn` the
 * distributor code names another part than the part number; `maker` the part the line identifies is made
 * by another maker than the line names; `codeNamesOther` the part number found nothing, and a distributor
 * code names a part whose number or maker is not one the line asks for.
 */
export const bomConflictKindSchema = z.enum(['supplierPnVsMfrPn', 'maker', 'codeNamesOther']);

/** Whose order code a line's supplier column holds, as read from the code's shape. */
export const distributorSchema = z.enum(['lcsc', 'digikey', 'mouser', 'other']);

/** The distributor code a `codeNamesOther` conflict is about, as the BOM writes it. */
export const bomConflictCodeSchema = z.object({
  distributor: distributorSchema,
  text: z.string().max(200),
});

/** A part the line asks for by its part number, with its maker as the BOM writes them. */
export const bomAskedPartSchema = z.object({
  partText: z.string().max(200),
  manufacturer: z.string().max(200),
});

/**
 * A conflict as stored on the line. `candidates` are product ids: for `supplierPnVsMfrPn` the part number's
 * part, then the distributor code's; for `maker` the parts found of the other maker(s); for
 * `codeNamesOther` the part the code names. `alternate` says which alternate the conflict is about (null:
 * the line's own part). `code` and `asked` (for `codeNamesOther`): the code, and the part numbers the line
 * names, which the code's part is none of.
 */
export const bomConflictSchema = z.object({
  kind: bomConflictKindSchema,
  candidates: z.array(z.string()).min(1).max(10),
  alternate: z.number().int().nullable().default(null),
  code: bomConflictCodeSchema.nullable().default(null),
  asked: z.array(bomAskedPartSchema).max(50).default([]),
});

/** A conflict as a line answers it: the parts of both sides named. */
export const bomLineConflictSchema = z.object({
  kind: bomConflictKindSchema,
  candidates: z.array(bomCandidateSchema),
  alternate: z.number().int().nullable(),
  code: bomConflictCodeSchema.nullable().default(null),
  asked: z.array(bomAskedPartSchema).default([]),
});

/**
 * One line of a BOM. `qryParam` is the part text as the BOM writes it, `brandName` its manufacturer,
 * `custProductCode` the buyer's own part number, `custJson` the original row (JSON text, header → cell).
 * `isMatch`: a part is chosen (by a selecting rule or by the buyer); `isNull`: the line names no part.
 * `ext` says how the line was matched; `product` is the chosen part priced at the line's quantity;
 * `candidates` the proposals, best first (at most 10; qryProduct4Emall with detailId answers them in full).
 */
export const bomDetailSchema = z.object({
  detailId: z.string(),
  logId: z.string(),
  lineNo: z.number().int(),
  qryParam: z.string(),
  brandName: z.string(),
  custProductCode: z.string(),
  custJson: z.string(),
  qty: z.number().int(),
  designators: z.string(),
  description: z.string(),
  supplierPn: z.string(),
  status: statusSchema,
  statusTime: z.string(),
  isMatch: z.boolean(),
  isNull: z.boolean(),
  isFreeText: z.boolean(),
  /** PENDING until the matching job (or a change of the line) has matched it. */
  matchState: z.enum(['PENDING', 'DONE']),
  ext: z.object({
    matchRule: partMatchRuleSchema.nullable(),
    confidence: z.number(),
    spuId: z.string().nullable(),
    brandAgrees: z.boolean().nullable(),
    candidateCount: z.number().int(),
  }),
  product: productSchema.nullable(),
  candidates: z.array(bomCandidateSchema),
  /** The other parts the BOM allows for the line, in the sheet's order; tried after the line's own. */
  alternates: z.array(bomAlternateSchema).default([]),
  /** Which alternate the chosen part came from (index into `alternates`); null: the line's own part. */
  matchedAlternate: z.number().int().nullable().default(null),
  /** Set when the line names two different parts or another maker than its part's: the buyer decides. */
  conflict: bomLineConflictSchema.nullable().default(null),
});

export const bomCountsSchema = z.object({
  all: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
  /** Lines with a conflict and no part chosen yet (filter `conflict`). */
  conflict: z.number().int().default(0),
});

/** The lines a BOM's match view shows: all, with a chosen part, without, or with an open conflict. */
export const bomMatchFilterSchema = z.enum(['all', 'matched', 'unmatched', 'conflict']);

/** One BOM of the caller (My BOMs). */
export const bomLogSchema = z.object({
  tenantBomLogId: z.string(),
  bomName: z.string(),
  fileName: z.string(),
  status: statusSchema,
  jobState: bomJobStateSchema,
  /** Percent of the lines the matching job has done. */
  progress: z.number().int(),
  lineCount: z.number().int(),
  matchedCount: z.number().int(),
  unmatchedCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});

/** The matching job of one BOM; `matchMs` is the server time the match took once DONE. */
export const bomProgressSchema = z.object({
  tenantBomLogId: z.string(),
  jobState: bomJobStateSchema,
  progress: z.number().int(),
  lineCount: z.number().int(),
  doneCount: z.number().int(),
  matchedCount: z.number().int(),
  unmatchedCount: z.number().int(),
  matchMs: z.number().int().nullable(),
});

/** A BOM's state: the lines of one page, the BOM, its progress and the counts of all its lines. */
export const bomStateSchema = z.object({
  list: z.array(bomDetailSchema),
  bomInfo: z.object({
    tenantBomLogId: z.string(),
    bomName: z.string(),
    fileName: z.string(),
    jobState: bomJobStateSchema,
    createTime: z.string(),
  }),
  progress: z.number().int(),
  counts: bomCountsSchema,
  /** Lines under the filter. */
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * One line of a BOM as its summary counts it: what the cart and an enquiry need of it (the chosen part, the
 * quantity, the buyer's part number) and its state: `priced` (a chosen part with a price at the line's
 * quantity), `stock` ('inStock': the chosen part's stock covers the quantity, 'short': it does not,
 * 'none': no part chosen).
 */
export const bomSummaryLineSchema = z.object({
  detailId: z.string(),
  lineNo: z.number().int(),
  qryParam: z.string(),
  brandName: z.string(),
  custProductCode: z.string(),
  qty: z.number().int(),
  spuId: z.string().nullable(),
  mfrPartNumber: z.string().nullable(),
  priced: z.boolean(),
  stock: z.enum(['inStock', 'short', 'none']),
});

/**
 * qryBomSummary: every active line of a BOM in line order (at most 10,000), and the BOM's total at the
 * lines' quantities (tax included, per currency, priced lines only) with how many lines are priced, in
 * stock and short.
 */
export const bomSummarySchema = z.object({
  tenantBomLogId: z.string(),
  lineCount: z.number().int(),
  pricedCount: z.number().int(),
  inStockCount: z.number().int(),
  shortCount: z.number().int(),
  totals: z.array(z.object({ currency: z.string(), amount: z.string() })),
  lines: z.array(bomSummaryLineSchema),
});

export const bomDetailChangeSchema = z.object({
  detail: bomDetailSchema.nullable(),
  counts: bomCountsSchema,
});

const bomNameSchema = z.string().trim().min(1).max(100);
const partTextSchema = z.string().trim().max(SEARCH_MAX_LENGTH);
const brandTextSchema = z.string().trim().max(100);
const custPnSchema = z.string().trim().max(CUST_PN_MAX_LENGTH);

export const bomLogRefBodySchema = z.object({ tenantBomLogId: bomIdSchema });

export const qryBomPreviewBodySchema = z.object({
  tenantBomLogId: bomIdSchema,
  /** A corrected mapping to preview before confirming it; absent: the stored or detected one. */
  mapping: bomMappingSchema.optional(),
});

export const confirmBomMappingBodySchema = z.object({
  tenantBomLogId: bomIdSchema,
  mapping: bomMappingSchema,
  bomName: bomNameSchema.optional(),
});

export const addBomDetailBodySchema = z.object({
  logId: bomIdSchema,
  qryParam: partTextSchema.min(1),
  brandName: brandTextSchema.default(''),
  qty: qtySchema.default(1),
  custProductCode: custPnSchema.default(''),
});

export const modifyBomDetailBodySchema = z.object({
  detailId: bomIdSchema,
  /** 00X removes the line from the BOM. */
  status: statusSchema.optional(),
  qryParam: partTextSchema.min(1).optional(),
  brandName: brandTextSchema.optional(),
  qty: qtySchema.optional(),
  custProductCode: custPnSchema.optional(),
  /**
   * The part the buyer chooses for the line (rule `manual`); null clears the choice. Choosing a candidate
   * an alternate found (an alternate's `spuId`) switches the line to that alternate.
   */
  spuId: z.union([bomIdSchema, z.null()]).optional(),
  /**
   * A drop-in substitute the buyer chooses for the line (rule `substitute`): the line remembers the part it
   * had, and null puts that part back.
   */
  substituteSpuId: z.union([bomIdSchema, z.null()]).optional(),
  /**
   * The line's own attrition; null on either returns the line to the BOM's default for its class. Null is
   * tried first: the coercing number schemas would read it as 0.
   */
  attritionPercent: z.union([z.null(), attritionPercentSchema]).optional(),
  attritionSpares: z.union([z.null(), attritionSparesSchema]).optional(),
  /** Whether this line's buy-ups are accepted (costing buys the offered higher break). */
  acceptBuyUp: z.boolean().optional(),
});

export const modifyBomLogBodySchema = z.object({
  tenantBomLogId: bomIdSchema,
  bomName: bomNameSchema.optional(),
  /** 00X removes the BOM from My BOMs. */
  status: z.literal(STATUS_REMOVED).optional(),
});

export const qryBomDetailByBomIdBodySchema = z
  .object({
    bomId: bomIdSchema.optional(),
    tenantBomLogId: bomIdSchema.optional(),
    matchFilter: bomMatchFilterSchema.default('all'),
    pageNo: pageNoSchema.default(1),
    pageSize: pageSizeSchema(BOM_LOG_PAGE_SIZE, 500),
  })
  .refine((b) => b.bomId !== undefined || b.tenantBomLogId !== undefined, {
    message: 'bomId is required',
    path: ['bomId'],
  })
  .transform(({ bomId, tenantBomLogId, ...rest }) => ({
    ...rest,
    tenantBomLogId: tenantBomLogId ?? bomId ?? '',
  }));

const dateBoundSchema = z
  .string()
  .trim()
  .max(40)
  .pipe(z.iso.date().or(z.iso.datetime({ offset: true })));

export const qryBomLogByPageBodySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(BOM_LOG_PAGE_SIZE, 100),
  jobState: bomJobStateSchema.optional(),
  bomName: z.string().trim().max(100).optional(),
  /** Created at or after (a date is its first moment, Beijing time). */
  startTime: dateBoundSchema.optional(),
  /** Created before the end of (a date is its whole day, Beijing time). */
  endTime: dateBoundSchema.optional(),
});

export const bomLogPageSchema = z.object({
  rows: z.array(bomLogSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});

export type BomCandidate = z.infer<typeof bomCandidateSchema>;
export type BomAlternate = z.infer<typeof bomAlternateSchema>;
export type BomConflictKind = z.infer<typeof bomConflictKindSchema>;
export type BomConflict = z.output<typeof bomConflictSchema>;
export type BomLineConflict = z.infer<typeof bomLineConflictSchema>;
export type Distributor = z.infer<typeof distributorSchema>;
export type BomAskedPart = z.infer<typeof bomAskedPartSchema>;
export type BomMatchFilter = z.infer<typeof bomMatchFilterSchema>;
export type BomDetail = z.infer<typeof bomDetailSchema>;
export type BomCounts = z.infer<typeof bomCountsSchema>;
export type BomLog = z.infer<typeof bomLogSchema>;
export type BomProgress = z.infer<typeof bomProgressSchema>;
export type BomState = z.infer<typeof bomStateSchema>;
export type BomDetailChange = z.infer<typeof bomDetailChangeSchema>;
export type BomLogPage = z.infer<typeof bomLogPageSchema>;
export type BomSummary = z.infer<typeof bomSummarySchema>;
export type BomSummaryLine = z.infer<typeof bomSummaryLineSchema>;
export type AddBomDetailBody = z.output<typeof addBomDetailBodySchema>;
export type ModifyBomDetailBody = z.output<typeof modifyBomDetailBodySchema>;
export type QryBomLogByPageBody = z.output<typeof qryBomLogByPageBodySchema>;
