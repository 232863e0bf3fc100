import { compareMoney, printUnits, unitsTimes } from './money.js';
import { mergeEqualPriceBreaks, priceForQuantity, type QuantityPriceBreak } from './price-breaks.js';
import { quantityLimits, type QuantityProduct } from './quantity.js';

/**
 * What a build of a BOM needs and buys of one line (docs/bom-costing.md): the need at a number of boards with
 * its attrition, the buy quantity the shop's quantity rules accept, the price at that quantity, and a buy-up
 * to a higher price break when it costs less (or little more). Pure and exact, shared by the server's
 * costing and the web, which may show the same figures while the buyer edits.
 */

/** Decimals of a line's extended price: those of a cart line amount (docs/orders.md, quantities and money). */
export const EXTENDED_AMOUNT_DECIMALS = 6;

/** Hundredths of a percent (basis points) in 100 %. */
const BP_PER_WHOLE = 10_000n;
const BP_PER_WHOLE_NUMBER = 10_000;

/**
 * A percent carried as a number with at most two decimals, in hundredths ('2.5' → 250). Rounded, so the
 * binary fraction of 2.3 (2.2999…) still gives 230.
 */
export function percentToBp(percent: number): number {
  return Math.round(percent * 100);
}

/** Hundredths of a percent back to the percent the contract carries (250 → 2.5). */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/**
 * The pieces a build needs of a line: per-board quantity × boards, plus the attrition percent of that
 * rounded up to a whole piece, plus the spares. q × boards × bp exceeds 2^53 at the largest quantities: it is
 * computed on Numbers while every step stays a safe integer (where Numbers are exact), else on BigInt; the
 * answer itself stays a safe integer (99,999,999 × 10,000,000 × 2 + spares). 0 when the per-board quantity is
 * not positive.
 */
export function buildNeed(qtyPerBoard: number, boards: number, attritionBp: number, spares: number): number {
  if (!(qtyPerBoard > 0) || !(boards > 0)) return 0;
  const base = qtyPerBoard * boards;
  const scaled = base * attritionBp;
  if (
    Number.isSafeInteger(qtyPerBoard) &&
    Number.isSafeInteger(boards) &&
    Number.isSafeInteger(base) &&
    Number.isSafeInteger(scaled) &&
    Number.isSafeInteger(attritionBp) &&
    attritionBp >= 0 &&
    Number.isSafeInteger(spares) &&
    spares >= 0
  ) {
    // Whole numbers below 2^53: the remainder and the division of a multiple of 10,000 are exact.
    const rest = scaled % BP_PER_WHOLE_NUMBER;
    const attrition = (scaled - rest) / BP_PER_WHOLE_NUMBER + (rest > 0 ? 1 : 0);
    const need = base + attrition + spares;
    if (Number.isSafeInteger(need)) return need;
  }
  const big = BigInt(qtyPerBoard) * BigInt(boards);
  const bigScaled = big * BigInt(attritionBp);
  const bigAttrition = (bigScaled + BP_PER_WHOLE - 1n) / BP_PER_WHOLE;
  return Number(big + bigAttrition + BigInt(spares));
}

function roundUpTo(qty: number, multiple: number): number {
  return Math.ceil(qty / multiple) * multiple;
}

/**
 * The least quantity at or above `need` the shop's quantity rules accept (checkSearchQuantity): within stock
 * a multiple of miniPkg; above stock also at least miniQty. Rounding up to the package may cross the stock,
 * and the minimum then applies: stock 100, package 10, minimum 1,000 and a need of 95 buys 100 (within
 * stock), a need of 101 buys 1,000.
 */
export function buyQuantity(need: number, product: QuantityProduct): number {
  return buyQuantityWithin(need, quantityLimits(product));
}

/** buyQuantity on limits already read by quantityLimits (a line's buyer reads them once). */
function buyQuantityWithin(need: number, { miniQty, miniPkg, stock }: QuantityProduct): number {
  const least = roundUpTo(Math.max(need, 1), miniPkg);
  if (least <= stock || least >= miniQty) return least;
  return roundUpTo(miniQty, miniPkg);
}

/** A price at a quantity: the unit prices of its break and the extended amounts, tax included and not. */
export interface QuantityPrice {
  qty: number;
  unitTaxPrice: string;
  unitNotTaxPrice: string;
  extTaxAmount: string;
  extNotTaxAmount: string;
}

/** price × quantity rounded half up as the cart rounds a line amount. */
export function extendedAmount(price: string, qty: number): string {
  return printUnits(unitsTimes(price, EXTENDED_AMOUNT_DECIMALS)(qty), EXTENDED_AMOUNT_DECIMALS);
}

/** The price of `qty` pieces at the part's breaks (repeated prices merged, as the shop reads them); undefined without breaks. */
export function priceAtQuantity(
  breaks: readonly QuantityPriceBreak[],
  qty: number,
): QuantityPrice | undefined {
  const found = priceForQuantity(mergeEqualPriceBreaks(breaks), qty);
  if (!found) return undefined;
  return {
    qty,
    unitTaxPrice: found.taxPrice,
    unitNotTaxPrice: found.notTaxPrice,
    extTaxAmount: extendedAmount(found.taxPrice, qty),
    extNotTaxAmount: extendedAmount(found.notTaxPrice, qty),
  };
}

/** A buy-up: a higher quantity at a higher break, what it saves (tax included; negative: costs more) and its extra pieces. */
export interface BuyUpOffer extends QuantityPrice {
  saving: string;
  extraPieces: number;
}

/**
 * The buy-up of a plain buy: each break starting above the plain quantity, rounded up to a quantity the rules
 * accept, priced; the one with the lowest extended price (tax included; the smaller quantity on a tie). It is
 * offered when it costs less than the plain buy, or, with a limit above 0, when it costs at most `limitBp`
 * hundredths of a percent more (0: only buy-ups that save money). Undefined: none offered.
 */
export function buyUpOffer(
  breaks: readonly QuantityPriceBreak[],
  product: QuantityProduct,
  plain: QuantityPrice,
  limitBp: number,
): BuyUpOffer | undefined {
  return lineBuyer(breaks, product).buyUp(plain, limitBp);
}

/**
 * An exact amount in units of 10^-EXTENDED_AMOUNT_DECIMALS: a Number while it is a safe integer (exact, and
 * no allocation), else a BigInt. `<` and `>` compare a Number with a BigInt exactly.
 */
export type AmountUnits = number | bigint;

/** A quantity a line's buyer priced: its break's unit prices and the extended amounts as units, unprinted. */
export interface LinePrice {
  qty: number;
  unitTaxPrice: string;
  unitNotTaxPrice: string;
  extTax: AmountUnits;
  extNotTax: AmountUnits;
}

/** A buy-up as units: what it saves (tax included; negative: costs more) and its extra pieces. */
export interface LineBuyUp extends LinePrice {
  saving: AmountUnits;
  extraPieces: number;
}

/** What a line buys at any need, with the part's ladder read once (a BOM costs thousands of lines × builds). */
export interface LineBuyer {
  /** The plain buy of a need: the least accepted quantity and its price; undefined without breaks. */
  plain(need: number): QuantityPrice | undefined;
  /** The buy-up of a plain buy (see `buyUpOffer`). */
  buyUp(plain: QuantityPrice, limitBp: number): BuyUpOffer | undefined;
  /** `plain` with the amounts as units: nothing printed until the answer is written. */
  plainUnits(need: number): LinePrice | undefined;
  /** `buyUp` of a plain buy priced by `plainUnits`, as units. */
  buyUpUnits(plain: LinePrice, limitBp: number): LineBuyUp | undefined;
}

/**
 * A break of the merged ladder with its prices read once: an extended amount is then one multiplication. The
 * units are those of a price of at most EXTENDED_AMOUNT_DECIMALS decimals, exact on a Number; undefined: any
 * other form, priced on BigInt.
 */
interface Rung {
  qtyFrom: number;
  qtyTo: number | null;
  taxPrice: string;
  notTaxPrice: string;
  taxUnits: number | undefined;
  notTaxUnits: number | undefined;
}

/** A plain decimal of at most 9 integer digits and at most EXTENDED_AMOUNT_DECIMALS decimals. */
const SMALL_AMOUNT = /^(\d{1,9})(?:\.(\d{1,6}))?$/;
const UNITS_PER_WHOLE = 10 ** EXTENDED_AMOUNT_DECIMALS;

/**
 * The exact units of a price of at most EXTENDED_AMOUNT_DECIMALS decimals as a safe Number (below 10^15),
 * or undefined for any other form (more decimals, a sign, larger): those take the BigInt path.
 */
function smallUnits(price: string): number | undefined {
  const match = SMALL_AMOUNT.exec(price);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  return (
    Number(match[1]) * UNITS_PER_WHOLE +
    (fraction ? Number(fraction) * 10 ** (EXTENDED_AMOUNT_DECIMALS - fraction.length) : 0)
  );
}

/**
 * price × quantity rounded half up to EXTENDED_AMOUNT_DECIMALS, as units: with the price's units (no rounding
 * at these decimals) on a Number while the product is a safe integer, else on BigInt (unitsTimes).
 */
function extendedUnits(price: string, units: number | undefined, qty: number): AmountUnits {
  if (units !== undefined) {
    const amount = units * qty;
    if (Number.isSafeInteger(amount) && Number.isSafeInteger(qty)) return amount;
  }
  return unitsTimes(price, EXTENDED_AMOUNT_DECIMALS)(qty);
}

/** The units of an amount already rounded to EXTENDED_AMOUNT_DECIMALS (another form is rounded, as before). */
function amountUnits(amount: string): AmountUnits {
  return smallUnits(amount) ?? unitsTimes(amount, EXTENDED_AMOUNT_DECIMALS)(1);
}

function rungOf(b: QuantityPriceBreak): Rung {
  return {
    qtyFrom: b.qtyFrom,
    qtyTo: b.qtyTo,
    taxPrice: b.taxPrice,
    notTaxPrice: b.notTaxPrice,
    taxUnits: smallUnits(b.taxPrice),
    notTaxUnits: smallUnits(b.notTaxPrice),
  };
}

/** Whether two prices are equal: as units when both are plain, else compareMoney. */
function samePrice(a: string, aUnits: number | undefined, b: string, bUnits: number | undefined): boolean {
  if (aUnits !== undefined && bUnits !== undefined) return aUnits === bUnits;
  return a === b || compareMoney(a, b) === 0;
}

/**
 * The part's ladder as the shop reads it (mergeEqualPriceBreaks), each price read once. Breaks come in
 * ascending order from the costing's statement; a ladder with no two neighbours of equal prices merges to
 * itself, so the shop's merge (which compares every neighbour as money) only runs when one would merge.
 */
function readLadder(breaks: readonly QuantityPriceBreak[]): Rung[] {
  const rungs = breaks.map(rungOf);
  for (let i = 1; i < rungs.length; i += 1) {
    const last = rungs[i - 1];
    const next = rungs[i];
    if (!last || !next) continue;
    if (
      next.qtyFrom <= last.qtyFrom ||
      (samePrice(last.taxPrice, last.taxUnits, next.taxPrice, next.taxUnits) &&
        samePrice(last.notTaxPrice, last.notTaxUnits, next.notTaxPrice, next.notTaxUnits))
    )
      return mergeEqualPriceBreaks(breaks).map(rungOf);
  }
  return rungs;
}

/** The rung priceForQuantity chooses for `qty` on a ladder in ascending order. */
function rungAt(ladder: readonly Rung[], qty: number): Rung | undefined {
  let holding: Rung | undefined;
  let reached: Rung | undefined;
  for (const rung of ladder) {
    if (rung.qtyFrom > qty) break;
    reached = rung;
    if (rung.qtyTo === null || qty <= rung.qtyTo) holding = rung;
  }
  return holding ?? reached ?? ladder[0];
}

function printAmount(units: AmountUnits): string {
  return printAmountUnits(units, EXTENDED_AMOUNT_DECIMALS);
}

/** Units of 10^-decimals as an amount of exactly `decimals` decimals (printUnits, without a BigInt for a Number). */
export function printAmountUnits(units: AmountUnits, decimals: number): string {
  if (typeof units === 'bigint' || decimals !== EXTENDED_AMOUNT_DECIMALS || !Number.isSafeInteger(units))
    return printUnits(BigInt(units), decimals);
  const negative = units < 0;
  const digits = String(negative ? -units : units);
  const body =
    digits.length > EXTENDED_AMOUNT_DECIMALS
      ? `${digits.slice(0, -EXTENDED_AMOUNT_DECIMALS)}.${digits.slice(-EXTENDED_AMOUNT_DECIMALS)}`
      : `0.${digits.padStart(EXTENDED_AMOUNT_DECIMALS, '0')}`;
  return negative ? `-${body}` : body;
}

/** a − b, exactly. */
function minusUnits(a: AmountUnits, b: AmountUnits): AmountUnits {
  if (typeof a === 'number' && typeof b === 'number') {
    // Exact whenever the difference is a safe integer (an inexact one lies beyond 2^53).
    const difference = a - b;
    if (Number.isSafeInteger(difference)) return difference;
  }
  return BigInt(a) - BigInt(b);
}

function printed(price: LinePrice): QuantityPrice {
  return {
    qty: price.qty,
    unitTaxPrice: price.unitTaxPrice,
    unitNotTaxPrice: price.unitNotTaxPrice,
    extTaxAmount: printAmount(price.extTax),
    extNotTaxAmount: printAmount(price.extNotTax),
  };
}

export function lineBuyer(breaks: readonly QuantityPriceBreak[], product: QuantityProduct): LineBuyer {
  const limits = quantityLimits(product);
  // Each break's prices read once; an extended amount is then one multiplication (a 5,000-line BOM at three
  // builds prices tens of thousands of quantities), compared as units, printed only for the answer.
  const ladder = readLadder(breaks);
  const priceAt = (qty: number): LinePrice | undefined => {
    const rung = rungAt(ladder, qty);
    if (!rung) return undefined;
    return {
      qty,
      unitTaxPrice: rung.taxPrice,
      unitNotTaxPrice: rung.notTaxPrice,
      extTax: extendedUnits(rung.taxPrice, rung.taxUnits, qty),
      extNotTax: extendedUnits(rung.notTaxPrice, rung.notTaxUnits, qty),
    };
  };
  // Every break's buy-up candidate, priced once: a build only chooses among those above its plain quantity.
  let candidates: { qtyFrom: number; priced: LinePrice }[] | undefined;
  const candidatesOf = () =>
    (candidates ??= ladder.flatMap((rung) => {
      const priced = priceAt(buyQuantityWithin(rung.qtyFrom, limits));
      return priced ? [{ qtyFrom: rung.qtyFrom, priced }] : [];
    }));
  /** The cheapest candidate above `qty` (the smaller quantity on a tie), if within the limit of `plainTax`. */
  const bestAbove = (qty: number, plainTax: AmountUnits, limitBp: number): LinePrice | undefined => {
    let best: LinePrice | undefined;
    for (const { qtyFrom, priced } of candidatesOf()) {
      if (qtyFrom <= qty) continue;
      if (!best || priced.extTax < best.extTax || (!(priced.extTax > best.extTax) && priced.qty < best.qty))
        best = priced;
    }
    return best && isWithinLimit(plainTax, best.extTax, limitBp) ? best : undefined;
  };
  const plainUnits = (need: number) => priceAt(buyQuantityWithin(need, limits));
  return {
    plainUnits,
    buyUpUnits(plain, limitBp) {
      const best = bestAbove(plain.qty, plain.extTax, limitBp);
      if (!best) return undefined;
      // Extended amounts are never negative: prices are above 0.
      return { ...best, saving: minusUnits(plain.extTax, best.extTax), extraPieces: best.qty - plain.qty };
    },
    plain(need) {
      const price = plainUnits(need);
      return price && printed(price);
    },
    buyUp(plain, limitBp) {
      const plainTax = amountUnits(plain.extTaxAmount);
      const best = bestAbove(plain.qty, plainTax, limitBp);
      if (!best) return undefined;
      return {
        ...printed(best),
        saving: printAmount(minusUnits(plainTax, best.extTax)),
        extraPieces: best.qty - plain.qty,
      };
    },
  };
}

/** Whether `offer` costs less than `plain`, or (limit above 0) at most `limitBp` hundredths of a percent more. */
function isWithinLimit(plain: AmountUnits, offer: AmountUnits, limitBp: number): boolean {
  if (offer < plain) return true;
  if (limitBp <= 0) return false;
  // offer × 10,000 ≤ plain × (10,000 + limit), exactly.
  return BigInt(offer) * BP_PER_WHOLE <= BigInt(plain) * (BP_PER_WHOLE + BigInt(limitBp));
}
