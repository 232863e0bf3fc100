import { CART_QUANTITY_MAX, checkSearchQuantity, quantityLimits } from '@emall/contract';
import type { Product, QUANTITY_REASON_TEXT } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';

/** The error code of each refusal of the contract's quantity rule; the messages match its texts. */
const REASON_ERRORS = {
  BELOW_MINIMUM: 'QUANTITY_BELOW_MINIMUM',
  NOT_PACKAGE_MULTIPLE: 'QUANTITY_NOT_PACKAGE_MULTIPLE',
} as const satisfies Record<keyof typeof QUANTITY_REASON_TEXT, string>;

/**
 * The quantity rules (docs/orders.md, quantities and money), checked again on the server for every write: the
 * browser checked them as the buyer typed, but a request can come from anywhere. Above stock the quantity
 * must reach miniQty and be a whole multiple of miniPkg; within stock a multiple of miniPkg; never more than
 * 8 digits.
 */
export function checkCartQuantity(quantity: number, product: Product): void {
  if (quantity > CART_QUANTITY_MAX) throw new AppError('QUANTITY_TOO_LARGE', { n: CART_QUANTITY_MAX });
  const limits = quantityLimits({ miniQty: product.miniQty, miniPkg: product.miniPkg, stock: product.stock });
  const check = checkSearchQuantity(quantity, limits);
  if (check.ok) return;
  const n = check.reason === 'BELOW_MINIMUM' ? limits.miniQty : limits.miniPkg;
  throw new AppError(REASON_ERRORS[check.reason], { n });
}
