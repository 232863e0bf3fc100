import { checkSearchQuantity, exceedsStockNow, QUANTITY_REASON_TEXT, quantityLimits } from '@emall/contract';
import type { QuantityProduct } from '@emall/contract';

export type QuantityDecision =
  { kind: 'refuse'; textKey: string; n: number } | { kind: 'accept'; exceedsStock: boolean };

/**
 * Quantity in search (docs/orders.md, quantities and money): a refused quantity names its reason (with
 * miniQty or miniPkg) and changes nothing; an accepted one tells whether it has just gone above stock, the
 * moment for the info dialog.
 */
export function decideQuantity(product: QuantityProduct, previous: number, next: number): QuantityDecision {
  const check = checkSearchQuantity(next, product);
  if (!check.ok) {
    const limits = quantityLimits(product);
    const n = check.reason === 'BELOW_MINIMUM' ? limits.miniQty : limits.miniPkg;
    return { kind: 'refuse', textKey: QUANTITY_REASON_TEXT[check.reason], n };
  }
  return { kind: 'accept', exceedsStock: exceedsStockNow(previous, next, product.stock) };
}
