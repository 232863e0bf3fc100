import { CART_CAPACITY_DEFAULT, SYS_PARAM } from '@emall/contract';
import type { CartLine, CartState, Lang } from '@emall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { productsForLines } from '../catalog/catalog.service.js';
import { positiveIntParam } from '../system/system.service.js';
import {
  countCartLines,
  deleteCartLines,
  listCartLines,
  type CartLineRow,
  type CartOwner,
} from './cart.queries.js';
import { toCartLine, toCartState } from './cart-pricing.js';
import {
  quotePrices,
  quotesOfLines,
  withQuotedPrice,
  type HeldQuote,
} from '../enquiry/enquiry-held-quotes.service.js';

export interface CartDeps {
  db: Db;
  /** Catalog reads (prices, stock) may go to a read replica. */
  readDb: Db;
  clock: Clock;
}

/** The cart a request may touch: the session's staff member, acting for their first managed tenant. */
export function cartOwner(staff: StaffContext): CartOwner {
  return { tenantId: staff.tenantId, staffId: staff.staffId };
}

/** A spuId as the product id the cart stores, or undefined when no product can have it. */
export function toProductId(spuId: string): number | undefined {
  const id = Number(spuId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function toProductIds(spuIds: readonly string[]): number[] {
  return spuIds.flatMap((spuId) => toProductId(spuId) ?? []);
}

/** EMALL_SHOP_CART_CAPACITY: most lines in one cart. */
export function cartCapacity(deps: CartDeps): Promise<number> {
  return positiveIntParam(deps, SYS_PARAM.shopCartCapacity, CART_CAPACITY_DEFAULT);
}

/**
 * Stored lines as cart lines, each priced by the catalog at its own quantity; lines of vanished products drop
 * out. With the owner's tenant, a line carrying an enquiry quote that still holds (for this part and
 * quantity) is priced at the quote instead (docs/enquiry.md); once it lapses the catalog prices it again.
 */
export async function priceLines(
  deps: CartDeps,
  rows: readonly CartLineRow[],
  lang: Lang,
  tenantId?: number,
): Promise<CartLine[]> {
  const products = await productsForLines(
    deps,
    rows.map((row) => ({ spuId: String(row.productId), quantity: row.quantity })),
    lang,
  );
  const quoted = rows.flatMap((row) => (row.enquiryLineId === null ? [] : [row.enquiryLineId]));
  const quotes =
    tenantId === undefined || quoted.length === 0
      ? new Map<number, HeldQuote>()
      : await quotesOfLines(deps.db, tenantId, quoted, deps.clock.now());
  return rows.flatMap((row) => {
    const product = products.get(String(row.productId));
    if (!product) return [];
    const quote = row.enquiryLineId === null ? undefined : quotes.get(row.enquiryLineId);
    if (!quote) return [toCartLine(product, row)];
    const applies = quotePrices(quote, row.productId, row.quantity);
    return [
      toCartLine(applies ? withQuotedPrice(product, quote) : product, row, {
        enquiryId: String(quote.enquiryId),
        enquiryNo: quote.enquiryNo,
        validUntil: quote.validUntil,
        isValid: applies,
      }),
    ];
  });
}

/** qryShopCart: the whole cart. */
export async function cartState(deps: CartDeps, staff: StaffContext, lang: Lang): Promise<CartState> {
  const [rows, capacity] = await Promise.all([listCartLines(deps.db, cartOwner(staff)), cartCapacity(deps)]);
  return toCartState(await priceLines(deps, rows, lang, staff.tenantId), capacity);
}

/**
 * The lines an order confirmation shows and an order is made of: the lines of spuIds when given (those in
 * the caller's cart), else the selected lines. The order domain calls this rather than trusting the browser.
 */
export async function cartLinesForOrder(
  deps: CartDeps,
  staff: StaffContext,
  lang: Lang,
  spuIds?: readonly string[],
): Promise<CartLine[]> {
  const rows = await listCartLines(deps.db, cartOwner(staff));
  const wanted = spuIds ? new Set(toProductIds(spuIds)) : undefined;
  const chosen = rows.filter((row) => (wanted ? wanted.has(row.productId) : row.isSelected));
  return priceLines(deps, chosen, lang, staff.tenantId);
}

/** qryShopInfo: the order confirmation's lines as a cart state (hasShortage and totals of these lines). */
export async function shopInfo(
  deps: CartDeps,
  staff: StaffContext,
  lang: Lang,
  spuIds?: readonly string[],
): Promise<CartState> {
  const [lines, capacity] = await Promise.all([
    cartLinesForOrder(deps, staff, lang, spuIds),
    cartCapacity(deps),
  ]);
  // Lines named by spuIds count as chosen even when unselected: the totals are of what is being ordered.
  const chosen = spuIds ? lines.map((line) => ({ ...line, isSelected: 'T' as const })) : lines;
  return toCartState(chosen, capacity);
}

/** qryMfrPnQty: the cart badge. */
export async function cartCount(deps: CartDeps, staff: StaffContext): Promise<{ shoppingCartQty: number }> {
  return { shoppingCartQty: await countCartLines(deps.db, cartOwner(staff)) };
}

/**
 * Takes ordered lines out of the cart. `db` may be the order's transaction, so the order and the cart
 * change together; answers how many lines went.
 */
export function removeCartLines(db: Db, staff: StaffContext, spuIds: readonly string[]): Promise<number> {
  return deleteCartLines(db, cartOwner(staff), toProductIds(spuIds));
}
