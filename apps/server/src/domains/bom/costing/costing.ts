import {
  DEFAULT_DELIVERY_DAYS,
  EXTENDED_AMOUNT_DECIMALS,
  bpToPercent,
  buildNeed,
  divideHalfUp,
  lineBuyer,
  roundHalfUp,
  type LineBuyer,
} from '@emall/contract';
import type {
  BomBuildSettings,
  BomBuildTotals,
  BomCostLine,
  BomCostPart,
  BomLineBuildCost,
  BomLineCostIssue,
  BomSpotOffer,
  PartMatchRule,
  QuantityPriceBreak,
} from '@emall/contract';
import { CHIP_SIZES } from '../../catalog/catalog.service.js';

/**
 * Costing a BOM for its build quantities (docs/bom-costing.md), pure: the lines as the costing query read them
 * in, the costed lines and the totals out. The only lookup that depends on the figures (the spot stock that
 * covers a short quantity) is done by the caller between `costLine` and `withSpotStock`.
 */

/** What a BOM keeps for costing, as bom_log stores it (percents in hundredths). */
export interface BuildSettingsRow {
  buildQuantities: number[];
  passiveAttritionBp: number;
  passiveSpares: number;
  otherAttritionBp: number;
  otherSpares: number;
  buyUpLimitBp: number;
}

/** The chosen part of a line with what costing needs of it. */
export interface CostingPart extends Omit<BomCostPart, 'matchRule'> {
  /** The part's price breaks: costing prices every build from them; the answer carries no ladder. */
  priceBreaks: QuantityPriceBreak[];
  mfrPnKey: string;
  brandId: number;
  /** product_parameter's kind and package: what tells a chip passive. */
  kind: string | null;
  package: string | null;
}

/** An active line of the BOM with its chosen part, in line order. */
export interface CostingLineRow {
  id: string;
  lineNo: number;
  qryParam: string;
  brandName: string;
  designators: string;
  custProductCode: string;
  qty: number;
  matchRule: PartMatchRule | null;
  attritionBp: number | null;
  attritionSpares: number | null;
  acceptBuyUp: boolean;
  /** Null: no substitute chosen. */
  replacedRule: string | null;
  replacedSpuId: string | null;
  replacedMfrPartNumber: string | null;
  replacedBrandName: string | null;
  /** Null: no part chosen, or the chosen part is gone from the catalog. */
  part: CostingPart | null;
}

/** The kinds a pick-and-place loses more of when they come in a chip package. */
const PASSIVE_KINDS = new Set(['resistor', 'capacitor', 'inductor', 'ferriteBead']);
/** Whether a part is a chip passive: a resistor, capacitor, inductor or ferrite bead in a chip package. */
export function isChipPassive(part: Pick<CostingPart, 'kind' | 'package'> | null): boolean {
  return part !== null && PASSIVE_KINDS.has(part.kind ?? '') && CHIP_SIZES.has(part.package ?? '');
}

export function toBuildSettings(row: BuildSettingsRow): BomBuildSettings {
  return {
    buildQuantities: row.buildQuantities,
    attrition: {
      chipPassive: { percent: bpToPercent(row.passiveAttritionBp), spares: row.passiveSpares },
      other: { percent: bpToPercent(row.otherAttritionBp), spares: row.otherSpares },
    },
    buyUpLimitPercent: bpToPercent(row.buyUpLimitBp),
  };
}

/** The attrition of a line: its own when it has both figures, else its class's default. */
function attritionOf(row: CostingLineRow, settings: BuildSettingsRow) {
  if (row.attritionBp !== null && row.attritionSpares !== null)
    return { bp: row.attritionBp, spares: row.attritionSpares, source: 'line' as const };
  return isChipPassive(row.part)
    ? { bp: settings.passiveAttritionBp, spares: settings.passiveSpares, source: 'chipPassive' as const }
    : { bp: settings.otherAttritionBp, spares: settings.otherSpares, source: 'other' as const };
}

function issueOf(row: CostingLineRow): BomLineCostIssue | null {
  if (row.qty <= 0) return 'qtyZero';
  if (!row.part) return 'noPart';
  if (!row.part.isActive) return 'inactive';
  if (!row.part.priceBreaks.length) return 'noPrice';
  return null;
}

function uncosted(boards: number, need: number): BomLineBuildCost {
  return {
    boards,
    need,
    buyQty: 0,
    excess: 0,
    unitTaxPrice: null,
    unitNotTaxPrice: null,
    extTaxAmount: null,
    extNotTaxAmount: null,
    shortQty: 0,
    coverage: 'none',
    deliveryDays: null,
    buyUp: null,
    buyUpApplied: false,
    spot: null,
  };
}

function costBuild(
  row: CostingLineRow,
  part: CostingPart,
  buyer: LineBuyer,
  boards: number,
  attrition: { bp: number; spares: number },
  limitBp: number,
): BomLineBuildCost {
  const need = buildNeed(row.qty, boards, attrition.bp, attrition.spares);
  const plain = buyer.plain(need);
  if (!plain) return uncosted(boards, need);
  const offer = buyer.buyUp(plain, limitBp) ?? null;
  const applied = row.acceptBuyUp && offer !== null;
  const bought = applied ? offer : plain;
  const shortQty = Math.max(0, bought.qty - part.stock);
  return {
    boards,
    need,
    buyQty: bought.qty,
    excess: bought.qty - need,
    unitTaxPrice: bought.unitTaxPrice,
    unitNotTaxPrice: bought.unitNotTaxPrice,
    extTaxAmount: bought.extTaxAmount,
    extNotTaxAmount: bought.extNotTaxAmount,
    shortQty,
    coverage: shortQty === 0 ? 'stock' : 'factory',
    deliveryDays: shortQty === 0 ? DEFAULT_DELIVERY_DAYS : part.deliveryCycle,
    buyUp: offer && {
      buyQty: offer.qty,
      unitTaxPrice: offer.unitTaxPrice,
      unitNotTaxPrice: offer.unitNotTaxPrice,
      extTaxAmount: offer.extTaxAmount,
      extNotTaxAmount: offer.extNotTaxAmount,
      saving: offer.saving,
      extraPieces: offer.extraPieces,
    },
    buyUpApplied: applied,
    spot: null,
  };
}

/** One line at every build quantity; a short build is `factory` until `withSpotStock` finds spot stock for it. */
export function costLine(row: CostingLineRow, settings: BuildSettingsRow): BomCostLine {
  const attrition = attritionOf(row, settings);
  const issue = issueOf(row);
  const { part } = row;
  const buyer =
    part && lineBuyer(part.priceBreaks, { miniQty: part.miniQty, miniPkg: part.miniPkg, stock: part.stock });
  const builds = settings.buildQuantities.map((boards) =>
    issue === null && part && buyer
      ? costBuild(row, part, buyer, boards, attrition, settings.buyUpLimitBp)
      : uncosted(boards, buildNeed(row.qty, boards, attrition.bp, attrition.spares)),
  );
  return {
    detailId: row.id,
    lineNo: row.lineNo,
    qryParam: row.qryParam,
    brandName: row.brandName,
    designators: row.designators,
    custProductCode: row.custProductCode,
    qtyPerBoard: row.qty,
    attrition: { percent: bpToPercent(attrition.bp), spares: attrition.spares, source: attrition.source },
    acceptBuyUp: row.acceptBuyUp,
    part: part && publicPart(part, row.matchRule),
    substitute:
      row.replacedRule === null
        ? null
        : {
            replacedSpuId: row.replacedSpuId,
            replacedMfrPartNumber: row.replacedMfrPartNumber,
            replacedBrandName: row.replacedBrandName,
          },
    issue,
    builds,
  };
}

function publicPart(part: CostingPart, matchRule: PartMatchRule | null): BomCostPart {
  return {
    spuId: part.spuId,
    mfrPartNumber: part.mfrPartNumber,
    brandName: part.brandName,
    productDesc: part.productDesc,
    matchRule,
    currency: part.currency,
    taxRate: part.taxRate,
    miniQty: part.miniQty,
    miniPkg: part.miniPkg,
    deliveryCycle: part.deliveryCycle,
    isActive: part.isActive,
    stock: part.stock,
    stocks: part.stocks,
  };
}

/** A short build's spot-stock question: the line's part and the pieces our stock lacks. */
export interface SpotNeed {
  line: number;
  build: number;
  productId: string;
  brandId: number;
  mfrPnKey: string;
  shortQty: number;
}

/** Every short build of the costed lines, to look up in the spot stock. */
export function spotNeeds(lines: readonly BomCostLine[], parts: readonly (CostingPart | null)[]): SpotNeed[] {
  return lines.flatMap((line, i) => {
    const part = parts[i];
    if (!part) return [];
    return line.builds.flatMap((build, b) =>
      build.coverage === 'factory'
        ? [
            {
              line: i,
              build: b,
              productId: part.spuId,
              brandId: part.brandId,
              mfrPnKey: part.mfrPnKey,
              shortQty: build.shortQty,
            },
          ]
        : [],
    );
  });
}

/** The lines with the spot offers found: a short build whose shortage spot stock covers is `spot`. */
export function withSpotStock(
  lines: readonly BomCostLine[],
  offers: ReadonlyMap<string, BomSpotOffer>,
): BomCostLine[] {
  return lines.map((line, i) => {
    if (!line.builds.some((_, b) => offers.has(spotKey(i, b)))) return line;
    return {
      ...line,
      builds: line.builds.map((build, b) => {
        const spot = offers.get(spotKey(i, b));
        return spot ? { ...build, coverage: 'spot' as const, spot, deliveryDays: spot.deliveryCycle } : build;
      }),
    };
  });
}

export function spotKey(line: number, build: number): string {
  return `${line}:${build}`;
}

/** Decimals of a build's total (an order total's) and of its price per board (a unit price's). */
export const TOTAL_DECIMALS = 2;
export const PER_BOARD_DECIMALS = EXTENDED_AMOUNT_DECIMALS;

/** The totals of each build quantity, per currency in the order the lines first name them. */
export function buildTotals(lines: readonly BomCostLine[], boardsList: readonly number[]): BomBuildTotals[] {
  return boardsList.map((boards, b) => {
    const tax = new Map<string, string[]>();
    const notTax = new Map<string, string[]>();
    const saving = new Map<string, string[]>();
    let costedCount = 0;
    let shortCount = 0;
    let uncoveredCount = 0;
    let buyUpCount = 0;
    for (const line of lines) {
      const build = line.builds[b];
      if (!build) continue;
      if (build.coverage === 'none' || !line.part) {
        uncoveredCount += 1;
        continue;
      }
      const { currency } = line.part;
      costedCount += 1;
      if (build.shortQty > 0) shortCount += 1;
      push(tax, currency, build.extTaxAmount);
      push(notTax, currency, build.extNotTaxAmount);
      if (build.buyUp && !build.buyUpApplied) {
        buyUpCount += 1;
        push(saving, currency, build.buyUp.saving);
      }
    }
    const currencies = [...tax.keys()];
    const exact = (map: Map<string, string[]>, currency: string) => sumSixDecimals(map.get(currency) ?? []);
    return {
      boards,
      total: currencies.map((currency) => ({
        currency,
        taxAmount: roundHalfUp(exact(tax, currency), TOTAL_DECIMALS),
        notTaxAmount: roundHalfUp(exact(notTax, currency), TOTAL_DECIMALS),
      })),
      perBoard: currencies.map((currency) => ({
        currency,
        taxAmount: divideHalfUp(exact(tax, currency), String(boards), PER_BOARD_DECIMALS),
        notTaxAmount: divideHalfUp(exact(notTax, currency), String(boards), PER_BOARD_DECIMALS),
      })),
      buyUpSaving: [...saving.keys()].map((currency) => ({
        currency,
        amount: roundHalfUp(exact(saving, currency), EXTENDED_AMOUNT_DECIMALS),
      })),
      costedCount,
      shortCount,
      uncoveredCount,
      buyUpCount,
    };
  });
}

/**
 * The exact sum of amounts of exactly EXTENDED_AMOUNT_DECIMALS decimals (every extended price and saving is
 * rounded to them): one BigInt addition each, where sumMoney would parse and print the running sum 15,000 times.
 */
function sumSixDecimals(values: readonly string[]): string {
  let units = 0n;
  for (const value of values) {
    const at = value.length - EXTENDED_AMOUNT_DECIMALS - 1;
    if (value[at] !== '.') throw new TypeError(`Not an amount of 6 decimals: ${value}`);
    units += BigInt(value.slice(0, at) + value.slice(at + 1));
  }
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(EXTENDED_AMOUNT_DECIMALS + 1, '0');
  const cut = digits.length - EXTENDED_AMOUNT_DECIMALS;
  return `${negative ? '-' : ''}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

function push(map: Map<string, string[]>, key: string, value: string | null): void {
  if (value === null) return;
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
