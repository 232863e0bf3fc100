import { minimumQuantity, QUANTITY_INPUT_MAX_LENGTH, quantityLimits } from '@emall/contract';
import type { QuantityProduct } from '@emall/contract';

/** The largest quantity the box takes: as many nines as it has characters. */
const MAX_QUANTITY = 10 ** QUANTITY_INPUT_MAX_LENGTH - 1;

/**
 * The quantity the product page buys for what the buyer asked: the shop's quantity rules
 * (docs/orders.md, quantities and money) applied by rounding up rather than refusing, as a distributor's
 * page does: up to a whole number of packages, at least the least quantity, and above stock at least the
 * factory's minimum order. 2,495 in packages of 10 becomes 2,500. Never more than the box can hold.
 */
export function validQuantity(asked: number, product: QuantityProduct): number {
  const { miniQty, miniPkg, stock } = quantityLimits(product);
  const packages = (n: number) => Math.ceil(n / miniPkg) * miniPkg;
  let qty = packages(Math.max(Number.isFinite(asked) ? asked : 0, minimumQuantity(product)));
  if (qty > stock && qty < miniQty) qty = packages(miniQty);
  const largest = Math.floor(MAX_QUANTITY / miniPkg) * miniPkg;
  return Math.min(qty, largest);
}

/** The rules as they apply to one product, for the sentence under the quantity box. */
export interface QuantityRules {
  /** The least quantity the box offers. */
  minimum: number;
  /** The package: every quantity is a whole number of them. */
  multiple: number;
  /**
   * Set when more than the stock must be ordered from the factory and the factory's minimum order is more than
   * the least quantity: the stock and that minimum.
   */
  beyondStock: { stock: number; minimum: number } | undefined;
}

export function quantityRules(product: QuantityProduct): QuantityRules {
  const { miniQty, miniPkg, stock } = quantityLimits(product);
  const minimum = minimumQuantity(product);
  return {
    minimum,
    multiple: miniPkg,
    beyondStock: miniQty > minimum ? { stock, minimum: miniQty } : undefined,
  };
}
