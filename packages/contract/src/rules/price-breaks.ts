import { compareMoney } from './money.js';

/**
 * Quantity price breaks: a part is cheaper per piece when bought in larger quantities, so the price of a
 * cart or order line depends on which break its quantity falls in. The server prices every order from
 * these breaks (a price from the browser is never trusted), and the browser shows the same.
 */

/** One break: from qtyFrom to qtyTo pieces inclusive (null: no upper bound), prices as decimal strings. */
export interface QuantityPriceBreak {
  qtyFrom: number;
  qtyTo: number | null;
  taxPrice: string;
  notTaxPrice: string;
}

/**
 * The break for a quantity. Breaks may come in any order. Among the breaks whose range holds the quantity
 * the one starting highest wins (so where ranges touch, as 1–10 and 10–∞, the quantity 10 gets the larger
 * break). A quantity no range holds (a gap between ranges, or beyond the last bounded range) gets the
 * highest break starting at or below it; one below every break gets the first (lowest) break. Answers
 * undefined only when there are no breaks.
 */
export function priceForQuantity<T extends QuantityPriceBreak>(
  breaks: readonly T[],
  qty: number,
): T | undefined {
  const ordered = [...breaks].sort((a, b) => a.qtyFrom - b.qtyFrom);
  let holding: T | undefined;
  let reached: T | undefined;
  for (const candidate of ordered) {
    if (candidate.qtyFrom > qty) break;
    reached = candidate;
    if (candidate.qtyTo === null || qty <= candidate.qtyTo) holding = candidate;
  }
  return holding ?? reached ?? ordered[0];
}

/**
 * The ladder a buyer reads: breaks sorted by qtyFrom, each run of neighbours with the same price (tax included
 * and excluded, compared as amounts: '0.0152' is '0.015200') whose ranges touch or overlap made one break from
 * the first one's qtyFrom to the furthest qtyTo (null if any is open). Suppliers' ladders repeat a price
 * ('50,000–50,199 ¥0.015244', '50,200+ ¥0.015244'); merged, they say the same once. Only neighbours whose
 * ranges join are merged, so the merged range covers exactly the quantities the two did: `priceForQuantity`
 * gives every quantity the same price from either ladder.
 */
export function mergeEqualPriceBreaks<T extends QuantityPriceBreak>(breaks: readonly T[]): T[] {
  const ordered = [...breaks].sort((a, b) => a.qtyFrom - b.qtyFrom);
  const merged: T[] = [];
  for (const next of ordered) {
    const last = merged.at(-1);
    const joins = last !== undefined && (last.qtyTo === null || next.qtyFrom <= last.qtyTo + 1);
    const samePrice =
      last !== undefined &&
      compareMoney(last.taxPrice, next.taxPrice) === 0 &&
      compareMoney(last.notTaxPrice, next.notTaxPrice) === 0;
    if (last && joins && samePrice) {
      const qtyTo = last.qtyTo === null || next.qtyTo === null ? null : Math.max(last.qtyTo, next.qtyTo);
      merged[merged.length - 1] = { ...last, qtyTo };
    } else {
      merged.push(next);
    }
  }
  return merged;
}
