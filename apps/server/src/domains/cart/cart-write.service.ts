import type { CartLine, Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import { productsForLines } from '../catalog/catalog.service.js';
import {
  countCartLines,
  deleteCartLines,
  findCartLine,
  setCartSelection,
  updateCartLine,
} from './cart.queries.js';
import { addManyToCart } from './cart-add.service.js';
import { cartOwner, priceLines, toProductId, toProductIds, type CartDeps } from './cart.service.js';
import { toCartLine } from './cart-pricing.js';
import { checkCartQuantity } from './cart-quantity.js';

/** A product any tenant may buy (the catalog is shared), priced at `quantity`; 404 when unknown or inactive. */
async function sellableProduct(deps: CartDeps, spuId: string, quantity: number, lang: Lang) {
  const product = (await productsForLines(deps, [{ spuId, quantity }], lang)).get(spuId);
  if (!product || product.isActive !== 'T') throw new AppError('PRODUCT_UNAVAILABLE');
  return product;
}

function productIdOf(spuId: string, missing: 'PRODUCT_UNAVAILABLE' | 'CART_LINE_NOT_FOUND'): number {
  const id = toProductId(spuId);
  if (id === undefined) throw new AppError(missing);
  return id;
}

/**
 * addShopCart: a new line, or more of a product already in the cart (the quantities add up, and the sum
 * must pass the quantity rules). A new line counts against the capacity; a priced one starts selected.
 * The batch of one line (cart-add.service.ts), so one add and a BOM's many follow the very same rules; its
 * refusal is thrown. The cart is locked for the transaction, so two adds at once cannot overfill it.
 */
export async function addToCart(
  deps: CartDeps,
  staff: StaffContext,
  lang: Lang,
  body: { spuId: string; quantity: number; custPn?: string | undefined },
): Promise<{ spuId: string; quantity: number; shoppingCartQty: number }> {
  const { lines, shoppingCartQty } = await addManyToCart(deps, staff, [body], lang);
  const [outcome] = lines;
  if (!outcome) throw new Error('the cart answered no outcome for its one line');
  if (!outcome.added) throw outcome.error;
  return { spuId: body.spuId, quantity: outcome.quantity, shoppingCartQty };
}

/** changeShopCart: a new quantity for one of the caller's lines, under the quantity rules; answers it repriced. */
export async function changeQuantity(
  deps: CartDeps,
  staff: StaffContext,
  lang: Lang,
  body: { spuId: string; quantity: number },
): Promise<CartLine> {
  const owner = cartOwner(staff);
  const productId = productIdOf(body.spuId, 'CART_LINE_NOT_FOUND');
  const line = await findCartLine(deps.db, owner, productId);
  if (!line) throw new AppError('CART_LINE_NOT_FOUND');
  const product = await sellableProduct(deps, body.spuId, body.quantity, lang);
  checkCartQuantity(body.quantity, product);
  // A quote is for its quantity: another quantity drops it and the catalog prices the line.
  const keepsQuote = line.enquiryLineId !== null && body.quantity === line.quantity;
  const changed = await updateCartLine(deps.db, owner, productId, {
    quantity: body.quantity,
    ...(keepsQuote ? {} : { enquiryLineId: null }),
  });
  if (changed === 0) throw new AppError('CART_LINE_NOT_FOUND');
  if (keepsQuote) {
    const [repriced] = await priceLines(deps, [line], lang, staff.tenantId);
    if (repriced) return repriced;
  }
  return toCartLine(product, { ...line, quantity: body.quantity });
}

/** delShopCart: removes the caller's lines among spuIds; 404 when none of them is in the cart. */
export async function deleteFromCart(
  deps: CartDeps,
  staff: StaffContext,
  spuIds: readonly string[],
): Promise<{ deleted: number; shoppingCartQty: number }> {
  const owner = cartOwner(staff);
  const deleted = await deleteCartLines(deps.db, owner, toProductIds(spuIds));
  if (deleted === 0) throw new AppError('CART_LINE_NOT_FOUND');
  return { deleted, shoppingCartQty: await countCartLines(deps.db, owner) };
}

/** changeShopCartMfr: the buyer's own part number for a line; an empty one clears it. */
export async function changeCustPn(
  deps: CartDeps,
  staff: StaffContext,
  body: { spuId: string; custPn: string },
): Promise<{ spuId: string; custPn: string }> {
  const productId = productIdOf(body.spuId, 'CART_LINE_NOT_FOUND');
  const changed = await updateCartLine(deps.db, cartOwner(staff), productId, { custPn: body.custPn || null });
  if (changed === 0) throw new AppError('CART_LINE_NOT_FOUND');
  return { spuId: body.spuId, custPn: body.custPn };
}

/**
 * changeStatus: selects or unselects the caller's lines among spuIds. Ids of other carts change nothing;
 * the answer says how many lines changed (a line deleted meanwhile is no error: the page re-reads the cart).
 */
export async function changeSelection(
  deps: CartDeps,
  staff: StaffContext,
  body: { spuIds: readonly string[]; isSelected: boolean },
): Promise<{ updated: number }> {
  const updated = await setCartSelection(
    deps.db,
    cartOwner(staff),
    toProductIds(body.spuIds),
    body.isSelected,
  );
  return { updated };
}
