/**
 * Price breaks as the operator console edits them (docs/operator-console.md): from this many pieces, this
 * tax-inclusive unit price. One rule for the console's form and the server's check.
 */

/** A tax-inclusive unit price: a plain decimal, at most 12 digits before the point and 6 after. */
export const BREAK_PRICE_PATTERN = /^\d{1,12}(\.\d{1,6})?$/;

/** A price the console accepts: the decimal form above, and above 0. */
export function isBreakPrice(value: string): boolean {
  const v = value.trim();
  return BREAK_PRICE_PATTERN.test(v) && /[1-9]/.test(v);
}

export type BreakProblem = 'qtyMissing' | 'priceBad' | 'notAscending';

/**
 * The first problem of a list of breaks and the index of the break it is in, or null when they can be saved:
 * each break needs a quantity of at least 1 and a price, and quantities must strictly ascend.
 */
export function firstBreakProblem(
  breaks: readonly { qtyFrom: number | null; taxPrice: string }[],
): { problem: BreakProblem; index: number } | null {
  for (const [index, b] of breaks.entries()) {
    if (b.qtyFrom === null || b.qtyFrom < 1) return { problem: 'qtyMissing', index };
    if (!isBreakPrice(b.taxPrice)) return { problem: 'priceBad', index };
    const previous = breaks[index - 1]?.qtyFrom;
    if (previous != null && b.qtyFrom <= previous) return { problem: 'notAscending', index };
  }
  return null;
}
