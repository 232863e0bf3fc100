import {
  DEFAULT_DELIVERY_DAYS,
  EXTENDED_AMOUNT_DECIMALS,
  bpToPercent,
  buildNeed,
  buyQuantity,
  divideHalfUp,
  lineBuyer,
  printAmountUnits,
  roundHalfUp,
  type AmountUnits,
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
 * covers a short quantity) is asked by the caller from `spotProbes` before the lines are priced, and answered
 * into them by `withSpotStock`. Money stays in units (`AmountUnits`) from pricing to the totals; only the
 * answer's amounts are printed.
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

/**
 * The exact amounts of a costing's builds as units, for the totals (the answer's amounts are their printed
 * form): three per build, line by line and build by build: the extended price with and without tax, and the
 * saving of a buy-up offered and not applied (null: none).
 */
export type CostingAmounts = (AmountUnits | null)[];

/** Amounts per build of `amounts` (tax, not tax, open saving). */
const AMOUNTS_PER_BUILD = 3;

function printAmount(units: AmountUnits): string {
  return printAmountUnits(units, EXTENDED_AMOUNT_DECIMALS);
}

function costBuild(
  row: CostingLineRow,
  part: CostingPart,
  buyer: LineBuyer,
  boards: number,
  attrition: { bp: number; spares: number },
  limitBp: number,
  amounts: CostingAmounts,
): BomLineBuildCost {
  const need = buildNeed(row.qty, boards, attrition.bp, attrition.spares);
  const plain = buyer.plainUnits(need);
  if (!plain) {
    amounts.push(null, null, null);
    return uncosted(boards, need);
  }
  const offer = buyer.buyUpUnits(plain, limitBp);
  const applied = row.acceptBuyUp && offer !== undefined;
  const bought = applied ? offer : plain;
  const shortQty = Math.max(0, bought.qty - part.stock);
  amounts.push(bought.extTax, bought.extNotTax, offer && !applied ? offer.saving : null);
  const extTaxAmount = printAmount(bought.extTax);
  const extNotTaxAmount = printAmount(bought.extNotTax);
  return {
    boards,
    need,
    buyQty: bought.qty,
    excess: bought.qty - need,
    unitTaxPrice: bought.unitTaxPrice,
    unitNotTaxPrice: bought.unitNotTaxPrice,
    extTaxAmount,
    extNotTaxAmount,
    shortQty,
    coverage: shortQty === 0 ? 'stock' : 'factory',
    deliveryDays: shortQty === 0 ? DEFAULT_DELIVERY_DAYS : part.deliveryCycle,
    buyUp: offer
      ? {
          buyQty: offer.qty,
          unitTaxPrice: offer.unitTaxPrice,
          unitNotTaxPrice: offer.unitNotTaxPrice,
          // An applied offer's amounts are the build's, printed once.
          extTaxAmount: applied ? extTaxAmount : printAmount(offer.extTax),
          extNotTaxAmount: applied ? extNotTaxAmount : printAmount(offer.extNotTax),
          saving: printAmount(offer.saving),
          extraPieces: offer.extraPieces,
        }
      : null,
    buyUpApplied: applied,
    spot: null,
  };
}

/**
 * One line at every build quantity, its builds' amounts appended to `amounts`; a short build is `factory` until
 * `withSpotStock` finds spot stock for it.
 */
export function costLine(
  row: CostingLineRow,
  settings: BuildSettingsRow,
  amounts: CostingAmounts,
): BomCostLine {
  const attrition = attritionOf(row, settings);
  const issue = issueOf(row);
  const { part } = row;
  const buyer =
    issue === null && part
      ? lineBuyer(part.priceBreaks, { miniQty: part.miniQty, miniPkg: part.miniPkg, stock: part.stock })
      : null;
  const builds = settings.buildQuantities.map((boards) => {
    if (part && buyer) return costBuild(row, part, buyer, boards, attrition, settings.buyUpLimitBp, amounts);
    amounts.push(null, null, null);
    return uncosted(boards, buildNeed(row.qty, boards, attrition.bp, attrition.spares));
  });
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

/**
 * A part to look up in the spot stock, and the shortages its builds may have: from `least` to `most` pieces
 * (`most` null: any number).
 */
export interface SpotProbe {
  productId: string;
  brandId: number;
  mfrPnKey: string;
  least: number;
  most: number | null;
}

/**
 * The spot stock to ask for before the lines are priced, so the statement runs while they are: every part a
 * build may be short of. A line that takes no buy-up buys the plain quantity, known without a price
 * (`buyQuantity`, as its buyer rounds it), so its shortage is exact; a line that accepts buy-ups may buy more
 * than that, so its part is asked for any shortage. The lines' real shortages are then answered from these
 * quotes, and any one outside what was asked is asked again (`offersFor` in costing.queries.ts): the probe
 * only moves the statement earlier, it never decides an offer.
 */
export function spotProbes(rows: readonly CostingLineRow[], settings: BuildSettingsRow): SpotProbe[] {
  const probes = new Map<string, SpotProbe>();
  for (const row of rows) {
    const { part } = row;
    if (!part || issueOf(row) !== null) continue;
    const attrition = attritionOf(row, settings);
    const widen = (least: number, most: number | null) => {
      const probe = probes.get(part.spuId);
      if (!probe) {
        probes.set(part.spuId, {
          productId: part.spuId,
          brandId: part.brandId,
          mfrPnKey: part.mfrPnKey,
          least,
          most,
        });
        return;
      }
      probe.least = Math.min(probe.least, least);
      probe.most = probe.most === null || most === null ? null : Math.max(probe.most, most);
    };
    if (row.acceptBuyUp) {
      widen(1, null);
      continue;
    }
    for (const boards of settings.buildQuantities) {
      const need = buildNeed(row.qty, boards, attrition.bp, attrition.spares);
      const shortQty = buyQuantity(need, part) - part.stock;
      if (shortQty > 0) widen(shortQty, shortQty);
    }
  }
  return [...probes.values()];
}

/** Every short build of the costed lines, to look up in the spot stock. */
export function spotNeeds(lines: readonly BomCostLine[], parts: readonly (CostingPart | null)[]): SpotNeed[] {
  const needs: SpotNeed[] = [];
  lines.forEach((line, i) => {
    const part = parts[i];
    if (!part) return;
    line.builds.forEach((build, b) => {
      if (build.coverage === 'factory')
        needs.push({
          line: i,
          build: b,
          productId: part.spuId,
          brandId: part.brandId,
          mfrPnKey: part.mfrPnKey,
          shortQty: build.shortQty,
        });
    });
  });
  return needs;
}

/**
 * Marks the short builds whose shortage spot stock covers as `spot`, in place: the lines are the costing's
 * own, just built, and copying 5,000 of them for a few hundred offers is garbage. `offers` is keyed by the
 * index of the need in `needs`.
 */
export function withSpotStock(
  lines: readonly BomCostLine[],
  needs: readonly SpotNeed[],
  offers: ReadonlyMap<number, BomSpotOffer>,
): void {
  for (const [i, spot] of offers) {
    const need = needs[i];
    const build = need && lines[need.line]?.builds[need.build];
    if (!build) continue;
    build.coverage = 'spot';
    build.spot = spot;
    build.deliveryDays = spot.deliveryCycle;
  }
}

/** Decimals of a build's total (an order total's) and of its price per board (a unit price's). */
export const TOTAL_DECIMALS = 2;
export const PER_BOARD_DECIMALS = EXTENDED_AMOUNT_DECIMALS;

/** An exact running sum of units: on a Number while it stays a safe integer, the rest on a BigInt. */
class UnitsSum {
  private small = 0;
  private big = 0n;

  add(units: AmountUnits): void {
    if (typeof units === 'bigint') {
      this.big += units;
      return;
    }
    const sum = this.small + units;
    if (Number.isSafeInteger(sum)) this.small = sum;
    else this.big += BigInt(units);
  }

  /** The sum, printed to EXTENDED_AMOUNT_DECIMALS. */
  printed(): string {
    return printAmount(this.big === 0n ? this.small : this.big + BigInt(this.small));
  }
}

function sumOf(sums: Map<string, UnitsSum>, currency: string): UnitsSum {
  let sum = sums.get(currency);
  if (!sum) {
    sum = new UnitsSum();
    sums.set(currency, sum);
  }
  return sum;
}

/**
 * The totals of each build quantity, per currency in the order the lines first name them, from the exact
 * amounts `costLine` kept as units (nothing parsed back from the printed amounts).
 */
export function buildTotals(
  lines: readonly BomCostLine[],
  boardsList: readonly number[],
  amounts: CostingAmounts,
): BomBuildTotals[] {
  const perLine = boardsList.length * AMOUNTS_PER_BUILD;
  return boardsList.map((boards, b) => {
    const tax = new Map<string, UnitsSum>();
    const notTax = new Map<string, UnitsSum>();
    const saving = new Map<string, UnitsSum>();
    let costedCount = 0;
    let shortCount = 0;
    let uncoveredCount = 0;
    let buyUpCount = 0;
    lines.forEach((line, i) => {
      const build = line.builds[b];
      if (!build) return;
      if (build.coverage === 'none' || !line.part) {
        uncoveredCount += 1;
        return;
      }
      const { currency } = line.part;
      const at = i * perLine + b * AMOUNTS_PER_BUILD;
      costedCount += 1;
      if (build.shortQty > 0) shortCount += 1;
      const taxUnits = amounts[at];
      const notTaxUnits = amounts[at + 1];
      const savingUnits = amounts[at + 2];
      if (taxUnits !== null && taxUnits !== undefined) sumOf(tax, currency).add(taxUnits);
      if (notTaxUnits !== null && notTaxUnits !== undefined) sumOf(notTax, currency).add(notTaxUnits);
      if (savingUnits !== null && savingUnits !== undefined) {
        buyUpCount += 1;
        sumOf(saving, currency).add(savingUnits);
      }
    });
    const currencies = [...tax.keys()];
    const exact = (sums: Map<string, UnitsSum>, currency: string) =>
      sums.get(currency)?.printed() ?? '0.000000';
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
