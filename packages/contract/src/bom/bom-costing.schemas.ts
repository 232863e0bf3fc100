import { z } from 'zod';
import {
  BOM_BUILD_QUANTITIES_MAX,
  BOM_BUILD_QUANTITY_MAX,
  BOM_BUY_UP_LIMIT_PERCENT_MAX,
} from '../constants.js';
import { pageNoSchema, pageSizeSchema } from '../call.js';
import { partMatchRuleSchema } from '../catalog/catalog.schemas.js';
import { bomIdSchema } from './bom.schemas.js';
import { attritionPercentSchema, attritionSparesSchema } from './bom-attrition.schemas.js';

/**
 * Costing a BOM for builds (docs/bom-costing.md): for each line and each build quantity (boards), what the
 * build needs (per-board quantity × boards plus attrition), what must be bought (rounded up by the part's
 * minimum order quantity and package multiple), what it costs at the part's price breaks, whether stock covers
 * it, and where buying up to a higher break costs less or little more.
 */

/** A number of boards to build: a whole number from 1 to BOM_BUILD_QUANTITY_MAX. */
export const bomBuildQuantitySchema = z.coerce.number().int().min(1).max(BOM_BUILD_QUANTITY_MAX);

/** Attrition of one class of parts or one line: a percent of the need and a fixed number of spares. */
export const bomAttritionSchema = z.object({
  percent: attritionPercentSchema,
  spares: attritionSparesSchema,
});

/**
 * What a BOM keeps for costing. `buildQuantities`: 1 to BOM_BUILD_QUANTITIES_MAX distinct board counts,
 * ascending. Attrition defaults per class: `chipPassive` (resistors, capacitors, inductors and ferrite beads in
 * chip packages, which a pick-and-place loses more of) and `other` (everything else); a line may override.
 * `buyUpLimitPercent`: a buy-up that costs more in total is still offered when it costs at most this percent
 * more than the plain buy (0: only buy-ups that save money).
 */
export const bomBuildSettingsSchema = z.object({
  buildQuantities: z
    .array(bomBuildQuantitySchema)
    .min(1)
    .max(BOM_BUILD_QUANTITIES_MAX)
    .refine((list) => new Set(list).size === list.length, { message: 'build quantities repeat' }),
  attrition: z.object({ chipPassive: bomAttritionSchema, other: bomAttritionSchema }),
  buyUpLimitPercent: z.coerce.number().min(0).max(BOM_BUY_UP_LIMIT_PERCENT_MAX),
});

/** An amount per currency: tax included and excluded, decimal strings. */
export const bomCostAmountSchema = z.object({
  currency: z.string(),
  taxAmount: z.string(),
  notTaxAmount: z.string(),
});

/** Stock of one warehouse (NJHB, HB, HK, NJ). */
export const warehouseStockSchema = z.object({ warehouse: z.string(), qty: z.number().int() });

/** Global spot stock (a supplier channel's quote) that can cover what our stock cannot. */
export const bomSpotOfferSchema = z.object({
  channelCode: z.string(),
  stockQty: z.number().int(),
  taxPrice: z.string(),
  currency: z.string(),
  deliveryCycle: z.number().int(),
});

/**
 * A higher quantity at a higher price break: `buyQty` pieces at `unitTaxPrice`, `extTaxAmount` in all;
 * `saving` is the plain buy's extended price minus this one (tax included; negative: it costs that much more,
 * within the BOM's buy-up limit), `extraPieces` the spares it leaves beyond the plain buy.
 */
export const bomBuyUpSchema = z.object({
  buyQty: z.number().int(),
  unitTaxPrice: z.string(),
  unitNotTaxPrice: z.string(),
  extTaxAmount: z.string(),
  extNotTaxAmount: z.string(),
  saving: z.string(),
  extraPieces: z.number().int(),
});

/**
 * Where a line's buy quantity comes from at one build quantity: `stock` our warehouses cover it; `factory` it
 * must be ordered beyond stock (the part's delivery time applies); `spot` our stock is short and the global
 * spot stock covers the rest; `none` no part is chosen, the part has no price, or it is inactive.
 */
export const bomCoverageSchema = z.enum(['stock', 'factory', 'spot', 'none']);

/** One line at one build quantity. Prices are null when the line has no priced part. */
export const bomLineBuildCostSchema = z.object({
  boards: z.number().int(),
  /** Per-board quantity × boards, plus attrition. */
  need: z.number().int(),
  /** The need rounded up by the part's minimum and multiple, or the accepted buy-up; 0 without a part. */
  buyQty: z.number().int(),
  /** buyQty − need. */
  excess: z.number().int(),
  unitTaxPrice: z.string().nullable(),
  unitNotTaxPrice: z.string().nullable(),
  extTaxAmount: z.string().nullable(),
  extNotTaxAmount: z.string().nullable(),
  /** Pieces of buyQty beyond our stock (0: stock covers it). */
  shortQty: z.number().int(),
  coverage: bomCoverageSchema,
  /** Delivery days: the part's, when stock covers it, else the factory's or the spot offer's. */
  deliveryDays: z.number().int().nullable(),
  /** Offered when a higher break costs less in total, or at most the BOM's buy-up limit more. */
  buyUp: bomBuyUpSchema.nullable(),
  /** Whether buyQty is the accepted buy-up. */
  buyUpApplied: z.boolean(),
  spot: bomSpotOfferSchema.nullable(),
});

/**
 * Why a line has no cost: `noPart` nothing chosen; `noPrice` the part has no price break; `inactive` the part
 * is no longer sold; `qtyZero` the line's per-board quantity is 0. Null: the line is costed.
 */
export const bomLineCostIssueSchema = z.enum(['noPart', 'noPrice', 'inactive', 'qtyZero']);

/**
 * The part a line buys, as the costing shows it. Its price breaks stay out: every build already carries the unit
 * price at its buy quantity and the buy-up worth offering, and a 5,000-line costing would carry them 5,000 times
 * (the ladder is the product's, qryProductDetail).
 */
export const bomCostPartSchema = z.object({
  spuId: z.string(),
  mfrPartNumber: z.string(),
  brandName: z.string(),
  productDesc: z.string(),
  matchRule: partMatchRuleSchema.nullable(),
  currency: z.string(),
  taxRate: z.string(),
  miniQty: z.number().int(),
  miniPkg: z.number().int(),
  deliveryCycle: z.number().int(),
  isActive: z.boolean(),
  stock: z.number().int(),
  stocks: z.array(warehouseStockSchema),
});

/** A substitute the buyer chose for a line, and what the line had before (restored when it is undone). */
export const bomLineSubstituteSchema = z.object({
  /** The part the line had before (null: none). */
  replacedSpuId: z.string().nullable(),
  replacedMfrPartNumber: z.string().nullable(),
  replacedBrandName: z.string().nullable(),
});

export const bomCostLineSchema = z.object({
  detailId: z.string(),
  lineNo: z.number().int(),
  qryParam: z.string(),
  brandName: z.string(),
  designators: z.string(),
  custProductCode: z.string(),
  /** The sheet's quantity per board. */
  qtyPerBoard: z.number().int(),
  /** The attrition that applies, and where it comes from (the line's own, or the BOM's class default). */
  attrition: bomAttritionSchema.extend({
    source: z.enum(['line', 'chipPassive', 'other']),
  }),
  /** Whether the buyer accepts this line's buy-ups (every build quantity that offers one). */
  acceptBuyUp: z.boolean(),
  part: bomCostPartSchema.nullable(),
  substitute: bomLineSubstituteSchema.nullable(),
  issue: bomLineCostIssueSchema.nullable(),
  /** One per build quantity, in the order of the BOM's build quantities. */
  builds: z.array(bomLineBuildCostSchema),
});

/** The totals of one build quantity, per currency (a BOM's parts may be priced in several). */
export const bomBuildTotalsSchema = z.object({
  boards: z.number().int(),
  /** Sum of the costed lines' extended prices. */
  total: z.array(bomCostAmountSchema),
  /** The total divided by the boards, to the shop's unit-price decimals. */
  perBoard: z.array(bomCostAmountSchema),
  /** What accepting every offered buy-up would save (tax included; negative: cost more). */
  buyUpSaving: z.array(z.object({ currency: z.string(), amount: z.string() })),
  costedCount: z.number().int(),
  /** Lines whose buy quantity our stock does not fully cover. */
  shortCount: z.number().int(),
  /** Lines neither stock, the factory nor spot stock covers (no part, no price, inactive). */
  uncoveredCount: z.number().int(),
  buyUpCount: z.number().int(),
});

/**
 * A BOM's full costing (in-process: export, add to cart, substitutes, the buyer API): the BOM's settings,
 * every active line costed at every build quantity, and the totals.
 * `version` changes whenever a line or the settings change: writes that act on a costing (add to cart) send
 * it back and are refused with BOM_CHANGED when the BOM changed since.
 */
export const bomCostingSchema = z.object({
  tenantBomLogId: z.string(),
  bomName: z.string(),
  version: z.string(),
  settings: bomBuildSettingsSchema,
  builds: z.array(bomBuildTotalsSchema),
  lines: z.array(bomCostLineSchema),
});

/** Lines a costing page answers by default, and at most. */
export const BOM_COSTING_PAGE_SIZE = 50;
export const BOM_COSTING_PAGE_SIZE_MAX = 200;

/**
 * Which lines a costing page holds, at the build quantity `boards`: `all`; `short` costed lines our stock does
 * not fully cover (the build's shortCount); `uncovered` lines nothing covers, no part, no price or inactive (its
 * uncoveredCount); `buyUp` costed lines offered a buy-up, accepted or not.
 */
export const bomCostingShowSchema = z.enum(['all', 'short', 'uncovered', 'buyUp']);

/**
 * The page of lines a costing answer carries (the totals are always over every line): `boards` the build
 * quantity the filter looks at (the BOM's first when absent or not one of its build quantities).
 */
export const bomCostingViewSchema = z.object({
  page: pageNoSchema.default(1),
  pageSize: pageSizeSchema(BOM_COSTING_PAGE_SIZE, BOM_COSTING_PAGE_SIZE_MAX),
  show: bomCostingShowSchema.default('all'),
  boards: bomBuildQuantitySchema.optional(),
});

/**
 * qryBomCosting: a page of the costed lines; `detailIds` narrows it to those lines (the enquiry dialog asks for
 * the short lines the buyer ticked on any page). `version` is the costing whose pages the caller turns: while
 * the BOM is unchanged since, the page comes from that costing (its prices and stock of that moment, the same
 * totals); without it, or once the BOM changed, the BOM is costed afresh.
 */
export const qryBomCostingBodySchema = bomCostingViewSchema.extend({
  tenantBomLogId: bomIdSchema,
  detailIds: z.array(bomIdSchema).max(10_000).optional(),
  version: z.string().min(1).max(100).optional(),
});

/**
 * A costing as the calls answer it: the settings, the version and the totals of every build over all lines,
 * and one page of lines. `lineCount` the lines the filter holds (all pages), `lineTotal` every active line,
 * `anyBuyUpAccepted` whether any line accepts its buy-ups (the "accept all" button's state).
 */
export const bomCostingPageSchema = bomCostingSchema.extend({
  page: z.number().int(),
  pageSize: z.number().int(),
  show: bomCostingShowSchema,
  boards: z.number().int(),
  lineCount: z.number().int(),
  lineTotal: z.number().int(),
  anyBuyUpAccepted: z.boolean(),
});

export const modifyBomBuildBodySchema = bomCostingViewSchema.extend({
  tenantBomLogId: bomIdSchema,
  buildQuantities: bomBuildSettingsSchema.shape.buildQuantities.optional(),
  attrition: bomBuildSettingsSchema.shape.attrition.optional(),
  buyUpLimitPercent: bomBuildSettingsSchema.shape.buyUpLimitPercent.optional(),
  /** Accept (true) or decline (false) the buy-ups of every line that offers one. */
  acceptAllBuyUps: z.boolean().optional(),
});

/**
 * addBomToCart: the chosen parts of the given lines (all costed lines when absent) at their buy quantities of
 * one build quantity. `version` is the costing's; the cart's rules apply to each line.
 */
export const addBomToCartBodySchema = z.object({
  tenantBomLogId: bomIdSchema,
  boards: bomBuildQuantitySchema,
  detailIds: z.array(bomIdSchema).max(10_000).optional(),
  version: z.string().max(100),
});

/** A line the cart took or refused, with the reason in the caller's language. */
export const addBomToCartAnswerSchema = z.object({
  added: z.array(z.object({ detailId: z.string(), spuId: z.string(), quantity: z.number().int() })),
  refused: z.array(
    z.object({ detailId: z.string(), lineNo: z.number().int(), code: z.string(), message: z.string() }),
  ),
});

/**
 * chooseBomSubstitutes: for every line of the BOM that is short at `boards` (its part's stock does not cover
 * the buy quantity, or the part is inactive), or for the given lines, choose the cheapest in-stock drop-in
 * substitute at that line's need; lines without one keep their part. Answers the new costing and which lines
 * changed.
 */
export const chooseBomSubstitutesBodySchema = bomCostingViewSchema.omit({ boards: true }).extend({
  tenantBomLogId: bomIdSchema,
  /** The build the substitutes are chosen at, and the one the answer's page filters at. */
  boards: bomBuildQuantitySchema,
  detailIds: z.array(bomIdSchema).max(10_000).optional(),
});

/** `changed` names each changed line and the part it now buys, whichever page it is on. */
export const chooseBomSubstitutesAnswerSchema = z.object({
  changed: z.array(
    z.object({
      detailId: z.string(),
      lineNo: z.number().int(),
      spuId: z.string(),
      mfrPartNumber: z.string(),
    }),
  ),
  unchanged: z.array(z.object({ detailId: z.string(), reason: z.enum(['noSubstitute', 'notShort']) })),
  costing: bomCostingPageSchema,
});

export const exportBomCostingBodySchema = z.object({
  tenantBomLogId: bomIdSchema,
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});

export type BomBuildSettings = z.output<typeof bomBuildSettingsSchema>;
export type BomAttrition = z.output<typeof bomAttritionSchema>;
export type BomCostAmount = z.infer<typeof bomCostAmountSchema>;
export type BomSpotOffer = z.infer<typeof bomSpotOfferSchema>;
export type BomBuyUp = z.infer<typeof bomBuyUpSchema>;
export type BomCoverage = z.infer<typeof bomCoverageSchema>;
export type BomLineBuildCost = z.infer<typeof bomLineBuildCostSchema>;
export type BomLineCostIssue = z.infer<typeof bomLineCostIssueSchema>;
export type BomCostPart = z.infer<typeof bomCostPartSchema>;
export type BomCostLine = z.infer<typeof bomCostLineSchema>;
export type BomBuildTotals = z.infer<typeof bomBuildTotalsSchema>;
export type BomCosting = z.infer<typeof bomCostingSchema>;
export type BomCostingShow = z.infer<typeof bomCostingShowSchema>;
export type BomCostingView = z.output<typeof bomCostingViewSchema>;
export type BomCostingPage = z.infer<typeof bomCostingPageSchema>;
export type QryBomCostingBody = z.output<typeof qryBomCostingBodySchema>;
export type ModifyBomBuildBody = z.output<typeof modifyBomBuildBodySchema>;
export type AddBomToCartBody = z.output<typeof addBomToCartBodySchema>;
export type AddBomToCartAnswer = z.infer<typeof addBomToCartAnswerSchema>;
export type ChooseBomSubstitutesBody = z.output<typeof chooseBomSubstitutesBodySchema>;
export type ChooseBomSubstitutesAnswer = z.infer<typeof chooseBomSubstitutesAnswerSchema>;
export type ExportBomCostingBody = z.output<typeof exportBomCostingBodySchema>;
