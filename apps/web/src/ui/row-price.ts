import { multiplyMoney, priceForQuantity } from '@emall/contract';
import type { Product } from '@emall/contract';

export interface RowPrice {
  taxPrice: string;
  notTaxPrice: string;
  qtyFrom: number | undefined;
}

/** The price of a row for its quantity: the matching break, else the product's own price, else none. */
export function rowPrice(product: Product, qty: number): RowPrice | undefined {
  if (!product.isMatch) return undefined;
  const found = priceForQuantity(product.priceBreaks, qty);
  if (found) return { taxPrice: found.taxPrice, notTaxPrice: found.notTaxPrice, qtyFrom: found.qtyFrom };
  if (product.taxPrice === null || product.notTaxPrice === null) return undefined;
  return { taxPrice: product.taxPrice, notTaxPrice: product.notTaxPrice, qtyFrom: undefined };
}

/** The row's amount, tax included: price × quantity. */
export function rowAmount(price: RowPrice, qty: number): string {
  return multiplyMoney(price.taxPrice, String(qty));
}
