import { QUANTITY_INPUT_MAX_LENGTH } from '../constants.js';

/**
 * Quantity rules of the cart, the lists and the search results (docs/orders.md, quantities and money). A part
 * is sold in packages (miniPkg) with a minimum order quantity (miniQty) that applies when it must be ordered
 * from the factory rather than taken from stock; the browser checks them as the buyer types and the server
 * again on every write.
 */

/** What the quantity rules need of a product. */
export interface QuantityProduct {
  miniQty: number;
  miniPkg: number;
  stock: number;
}

/** A reason a quantity is refused in search (docs/orders.md, quantities and money). */
export type QuantityReason = 'BELOW_MINIMUM' | 'NOT_PACKAGE_MULTIPLE';

export type QuantityCheck = { ok: true } | { ok: false; reason: QuantityReason };

/** The text key of each reason; fill `{n}` with miniQty or miniPkg (see `quantityLimits`). */
export const QUANTITY_REASON_TEXT = {
  BELOW_MINIMUM: 'rules.quantity.belowMinimum',
  NOT_PACKAGE_MULTIPLE: 'rules.quantity.notPackageMultiple',
} as const satisfies Record<QuantityReason, string>;

/** The text key of the info dialog shown when a quantity is raised above stock. */
export const QUANTITY_EXCEEDS_STOCK_TEXT = 'rules.quantity.exceedsStock';

/**
 * The product's limits as the rules use them: a miniQty or miniPkg that is not a positive whole number
 * (missing or bad data) counts as 1; a stock that is not a positive number counts as 0 (empty).
 */
export function quantityLimits(product: QuantityProduct): QuantityProduct {
  const positiveInteger = (n: number) => (Number.isSafeInteger(n) && n > 0 ? n : 1);
  return {
    miniQty: positiveInteger(product.miniQty),
    miniPkg: positiveInteger(product.miniPkg),
    stock: Number.isFinite(product.stock) && product.stock > 0 ? product.stock : 0,
  };
}

const QUANTITY_PATTERN = /^[1-9]\d*$/;

/**
 * Reads the quantity box (docs/orders.md, quantities and money): a positive integer written without leading
 * zero, sign, spaces or exponent, at most QUANTITY_INPUT_MAX_LENGTH characters. Anything else resets to the
 * product's miniQty. It checks only the form of the input: minimum and package rules are `minimumQuantity`
 * and `checkSearchQuantity`.
 */
export function parseQuantityInput(
  raw: string | number | null | undefined,
  product: QuantityProduct,
): number {
  const text = raw === null || raw === undefined ? '' : String(raw);
  if (text.length <= QUANTITY_INPUT_MAX_LENGTH && QUANTITY_PATTERN.test(text)) return Number(text);
  return quantityLimits(product).miniQty;
}

/**
 * The least quantity the box accepts (docs/orders.md, quantities and money): one package (miniPkg) when stock
 * can serve it; miniQty when the stock is empty or below one package, because the part must then be ordered.
 */
export function minimumQuantity(product: QuantityProduct): number {
  const { miniQty, miniPkg, stock } = quantityLimits(product);
  return stock <= 0 || stock < miniPkg ? miniQty : miniPkg;
}

/**
 * Checks a quantity chosen in the search results (docs/orders.md, quantities and money). Above stock it must
 * be at least miniQty and a whole multiple of miniPkg; within stock a multiple of miniPkg. A quantity below 1
 * (or not a number) is `BELOW_MINIMUM`; a fractional one is `NOT_PACKAGE_MULTIPLE`. On refusal the caller
 * shows the reason's text and leaves the quantity unchanged.
 */
export function checkSearchQuantity(qty: number, product: QuantityProduct): QuantityCheck {
  const { miniQty, miniPkg, stock } = quantityLimits(product);
  if (!(qty >= 1)) return { ok: false, reason: 'BELOW_MINIMUM' };
  if (qty > stock && qty < miniQty) return { ok: false, reason: 'BELOW_MINIMUM' };
  if (!Number.isInteger(qty) || qty % miniPkg !== 0) return { ok: false, reason: 'NOT_PACKAGE_MULTIPLE' };
  return { ok: true };
}

/**
 * True when a change raises the quantity above stock from at or below it (docs/orders.md, quantities and
 * money): the moment to tell the buyer the rest must be ordered and to check the delivery date. Raising it
 * again while already above stock does not repeat the dialog. A missing or negative stock counts as 0.
 */
export function exceedsStockNow(previousQty: number, nextQty: number, stock: number): boolean {
  const available = Number.isFinite(stock) && stock > 0 ? stock : 0;
  return previousQty <= available && nextQty > available;
}
