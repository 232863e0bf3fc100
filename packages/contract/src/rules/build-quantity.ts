import { printUnits, unitsTimes } from './money.js';
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
 * rounded up to a whole piece, plus the spares. Computed on BigInt (q × boards × bp exceeds 2^53 at the
 * largest quantities); the answer itself stays a safe integer (99,999,999 × 10,000,000 × 2 + spares).
 * 0 when the per-board quantity is not positive.
 */
export function buildNeed(qtyPerBoard: number, boards: number, attritionBp: number, spares: number): number {
  if (!(qtyPerBoard > 0) || !(boards > 0)) return 0;
  const base = BigInt(qtyPerBoard) * BigInt(boards);
  const scaled = base * BigInt(attritionBp);
  const attrition = (scaled + BP_PER_WHOLE - 1n) / BP_PER_WHOLE;
  return Number(base + attrition + BigInt(spares));
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
  const { miniQty, miniPkg, stock } = quantityLimits(product);
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

/** What a line buys at any need, with the part's ladder read once (a BOM costs thousands of lines × builds). */
export interface LineBuyer {
  /** The plain buy of a need: the least accepted quantity and its price; undefined without breaks. */
  plain(need: number): QuantityPrice | undefined;
  /** The buy-up of a plain buy (see `buyUpOffer`). */
  buyUp(plain: QuantityPrice, limitBp: number): BuyUpOffer | undefined;
}

export function lineBuyer(breaks: readonly QuantityPriceBreak[], product: QuantityProduct): LineBuyer {
  const ladder = mergeEqualPriceBreaks(breaks);
  // Each break's prices read once; an extended amount is then one BigInt multiplication (a 5,000-line BOM at
  // three builds prices tens of thousands of quantities), printed once, compared as units.
  const times = new Map(
    ladder.map((b) => [
      b,
      {
        tax: unitsTimes(b.taxPrice, EXTENDED_AMOUNT_DECIMALS),
        notTax: unitsTimes(b.notTaxPrice, EXTENDED_AMOUNT_DECIMALS),
      },
    ]),
  );
  const priceAt = (qty: number): QuantityPrice | undefined => {
    const found = priceForQuantity(ladder, qty);
    const of = found && times.get(found);
    if (!found || !of) return undefined;
    const taxUnits = of.tax(qty);
    const priced = {
      qty,
      unitTaxPrice: found.taxPrice,
      unitNotTaxPrice: found.notTaxPrice,
      extTaxAmount: printUnits(taxUnits, EXTENDED_AMOUNT_DECIMALS),
      extNotTaxAmount: printUnits(of.notTax(qty), EXTENDED_AMOUNT_DECIMALS),
    };
    extTaxUnits.set(priced, taxUnits);
    return priced;
  };
  // Every break's buy-up candidate, priced once: a build only chooses among those above its plain quantity.
  let candidates: { qtyFrom: number; priced: QuantityPrice; units: bigint }[] | undefined;
  const candidatesOf = () =>
    (candidates ??= ladder.flatMap((b) => {
      const priced = priceAt(buyQuantity(b.qtyFrom, product));
      return priced ? [{ qtyFrom: b.qtyFrom, priced, units: unitsOf(priced) }] : [];
    }));
  return {
    plain: (need) => priceAt(buyQuantity(need, product)),
    buyUp(plain, limitBp) {
      let best: { priced: QuantityPrice; units: bigint } | undefined;
      for (const candidate of candidatesOf()) {
        if (candidate.qtyFrom <= plain.qty) continue;
        if (
          !best ||
          candidate.units < best.units ||
          (candidate.units === best.units && candidate.priced.qty < best.priced.qty)
        )
          best = candidate;
      }
      const plainUnits = unitsOf(plain);
      if (!best || !isWithinLimit(plainUnits, best.units, limitBp)) return undefined;
      return {
        ...best.priced,
        // Extended amounts are never negative: prices are above 0.
        saving: printUnits(plainUnits - best.units, EXTENDED_AMOUNT_DECIMALS),
        extraPieces: best.priced.qty - plain.qty,
      };
    },
  };
}

/** The tax-included extended amounts of the prices lineBuyer made, as units (read back without parsing). */
const extTaxUnits = new WeakMap<QuantityPrice, bigint>();

function unitsOf(price: QuantityPrice): bigint {
  return extTaxUnits.get(price) ?? unitsTimes(price.extTaxAmount, EXTENDED_AMOUNT_DECIMALS)(1);
}

/** Whether `offer` costs less than `plain`, or (limit above 0) at most `limitBp` hundredths of a percent more. */
function isWithinLimit(plain: bigint, offer: bigint, limitBp: number): boolean {
  if (offer < plain) return true;
  if (limitBp <= 0) return false;
  // offer × 10,000 ≤ plain × (10,000 + limit), exactly.
  return offer * BP_PER_WHOLE <= plain * (BP_PER_WHOLE + BigInt(limitBp));
}
