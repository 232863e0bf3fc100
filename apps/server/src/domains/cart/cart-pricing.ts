import { compareMoney, multiplyMoney, roundHalfUp, sumMoney } from '@emall/contract';
import type { CartLine, CartLineQuote, CartState, Product } from '@emall/contract';

/** Decimals of a line amount and of an order amount or total (docs/orders.md, quantities and money). */
export const LINE_AMOUNT_DECIMALS = 6;
export const ORDER_AMOUNT_DECIMALS = 2;

/** What the cart keeps of a line; the price and everything else come from the catalog. */
export interface StoredLine {
  quantity: number;
  custPn: string | null;
  isSelected: boolean;
}

/** price × quantity, rounded half up to the line amount's 6 decimals; exact, never a float. */
export function lineAmount(price: string, quantity: number): string {
  return roundHalfUp(multiplyMoney(price, String(quantity)), LINE_AMOUNT_DECIMALS);
}

/**
 * A cart line: the product (already priced by the catalog at the line's quantity break) with the buyer's
 * custPn, the selection and the amounts with and without tax. A product without a price has no amounts.
 */
export function toCartLine(
  product: Product,
  stored: StoredLine,
  quote: CartLineQuote | null = null,
): CartLine {
  const isPriced = product.isMatch && product.taxPrice !== null && product.notTaxPrice !== null;
  return {
    ...product,
    custPn: stored.custPn,
    custPartNumber: stored.custPn,
    isSelected: stored.isSelected ? 'T' : 'F',
    amount: isPriced && product.taxPrice !== null ? lineAmount(product.taxPrice, stored.quantity) : null,
    notTaxAmount:
      isPriced && product.notTaxPrice !== null ? lineAmount(product.notTaxPrice, stored.quantity) : null,
    quote,
  };
}

/**
 * An order total: the exact sum of the 6-decimal line amounts, rounded half up to 2 decimals (rounding each
 * line first would let the total drift by a cent per line); '0.00' when not positive (docs/orders.md,
 * quantities and money).
 */
export function orderTotal(amounts: readonly (string | null)[]): string {
  const total = sumMoney(amounts.filter((a): a is string => a !== null));
  return compareMoney(total, '0') > 0 ? roundHalfUp(total, ORDER_AMOUNT_DECIMALS) : '0.00';
}

/** The cart state of some lines; the totals count the selected lines. */
export function toCartState(list: CartLine[], capacity: number): CartState {
  const selected = list.filter((line) => line.isSelected === 'T');
  return {
    list,
    hasShortage: list.some((line) => line.shortageFlag === 'T'),
    shoppingCartQty: list.length,
    capacity,
    selectedQty: selected.length,
    totalAmount: orderTotal(selected.map((line) => line.amount)),
    notTaxTotalAmount: orderTotal(selected.map((line) => line.notTaxAmount)),
  };
}
