import { divideHalfUp, roundHalfUp } from '@emall/contract';

/** Most price breaks one product may have in the file. */
export const MAX_PRICE_BREAKS = 20;
/** price_break.qty_from is an integer column. */
const MAX_QUANTITY = 2_147_483_647;
/** price_break prices are numeric(18, 6): at most 12 digits before the point. */
const MAX_PRICE_DIGITS = 12;

/** A break as the file gives it: from this many pieces, this tax-inclusive unit price (6 decimals). */
export interface ImportedBreak {
  qtyFrom: number;
  taxPrice: string;
}

/**
 * Reads `1:0.52;10:0.48;100:0.41` (quantity from : tax-inclusive unit price), spaces allowed around the
 * separators and a ';' at the end. Quantities are whole numbers ≥ 1 and must increase; prices are plain
 * decimals above 0, rounded half up to 6 decimals. Answers the breaks, or why the text is refused.
 */
export function parsePriceBreaks(text: string): { breaks: ImportedBreak[] } | { reason: string } {
  const items = text
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) return { reason: `price_breaks: '${clip(text)}' holds no break` };
  if (items.length > MAX_PRICE_BREAKS)
    return { reason: `price_breaks: ${items.length} breaks (at most ${MAX_PRICE_BREAKS})` };
  const breaks: ImportedBreak[] = [];
  for (const item of items) {
    const match = /^([+-]?\d+)\s*:\s*([+-]?\d+(?:\.\d+)?)$/.exec(item);
    if (!match?.[1] || !match[2])
      return { reason: `price_breaks: '${clip(item)}' is not quantity:price (as 10:0.48)` };
    const qtyFrom = Number(match[1]);
    const price = match[2];
    if (!(qtyFrom >= 1 && qtyFrom <= MAX_QUANTITY))
      return { reason: `price_breaks: quantity ${match[1]} is not a whole number from 1 to ${MAX_QUANTITY}` };
    if (price.startsWith('-')) return { reason: `price_breaks: the price ${price} is negative` };
    const taxPrice = roundHalfUp(price.replace(/^\+/, ''), 6);
    if (/^0\.0+$/.test(taxPrice)) return { reason: `price_breaks: the price ${price} is not above 0` };
    if (taxPrice.indexOf('.') > MAX_PRICE_DIGITS)
      return { reason: `price_breaks: the price ${price} is too large` };
    const previous = breaks[breaks.length - 1];
    if (previous && qtyFrom <= previous.qtyFrom)
      return {
        reason: `price_breaks: quantities must increase (${qtyFrom} comes after ${previous.qtyFrom})`,
      };
    breaks.push({ qtyFrom, taxPrice });
  }
  return { breaks };
}

/** The price before tax of a tax-inclusive price: taxPrice ÷ taxRate, half up to 6 decimals. */
export function notTaxPrice(taxPrice: string, taxRate: string): string {
  return divideHalfUp(taxPrice, taxRate, 6);
}

/** The breaks as price_break rows: each runs to one below the next; the last has no upper bound. */
export function breakRows(
  productId: number,
  breaks: readonly ImportedBreak[],
  taxRate: string,
): { productId: number; qtyFrom: number; qtyTo: number | null; taxPrice: string; notTaxPrice: string }[] {
  return breaks.map((b, i) => {
    const next = breaks[i + 1];
    return {
      productId,
      qtyFrom: b.qtyFrom,
      qtyTo: next ? next.qtyFrom - 1 : null,
      taxPrice: b.taxPrice,
      notTaxPrice: notTaxPrice(b.taxPrice, taxRate),
    };
  });
}

/** A cell value short enough to quote in a reason. */
export function clip(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
