import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import type { Lang } from '@emall/contract';
import { productsForLines } from '../catalog/catalog.service.js';
import { quotePrices, quotesOfLines, type HeldQuote } from '../enquiry/enquiry-held-quotes.service.js';
import { quotedLinesToBuy, type QuotedLine } from '../enquiry/enquiry-quoted-lines.service.js';
import {
  countCartLines,
  findCartLine,
  insertCartLine,
  listCartLines,
  lockCart,
  updateCartLine,
} from './cart.queries.js';
import { cartCapacity, cartOwner, toProductIds, type CartDeps } from './cart.service.js';
import { checkCartQuantity } from './cart-quantity.js';

/**
 * addQuotedToCart (an enquiry call, bound by the cart): the enquiry's quoted lines go into the caller's cart
 * at the quoted quantity, each carrying its enquiry line so that the cart and the order price it at the
 * quote while it holds. The enquiry decides which lines may be bought (enquiry-quoted-lines.service.ts).
 */
export async function addQuotedToCart(
  deps: CartDeps,
  staff: StaffContext,
  lang: Lang,
  body: { enquiryId: string; lineIds?: string[] | undefined },
): Promise<{ added: number; spuIds: string[]; shoppingCartQty: number }> {
  const lines = await quotedLinesToBuy(deps, staff, lang, body);
  return { added: lines.length, ...(await putQuotedLines(deps, staff, lang, lines)) };
}

/**
 * Each quoted line goes into the caller's cart at the quoted quantity, selected, carrying its enquiry line
 * (a line of the same part already in the cart takes the quote and its quantity). The quoted quantity must
 * pass the part's package rules like any cart quantity. Locked like addShopCart.
 */
async function putQuotedLines(
  deps: CartDeps,
  staff: StaffContext,
  lang: Lang,
  lines: readonly QuotedLine[],
): Promise<{ spuIds: string[]; shoppingCartQty: number }> {
  const products = await productsForLines(
    deps,
    lines.map((l) => ({ spuId: String(l.productId), quantity: l.quantity })),
    lang,
  );
  for (const line of lines) {
    const product = products.get(String(line.productId));
    if (!product || product.isActive !== 'T') throw new AppError('PRODUCT_UNAVAILABLE');
    checkCartQuantity(line.quantity, product);
  }
  const capacity = await cartCapacity(deps);
  const owner = cartOwner(staff);
  return deps.db.transaction(async (tx) => {
    await lockCart(tx, owner);
    for (const line of lines) {
      const values = { quantity: line.quantity, isSelected: true, enquiryLineId: line.enquiryLineId };
      const custPn = line.custPn ? { custPn: line.custPn } : {};
      if (await findCartLine(tx, owner, line.productId)) {
        await updateCartLine(tx, owner, line.productId, { ...values, ...custPn });
        continue;
      }
      if ((await countCartLines(tx, owner)) >= capacity) throw new AppError('CART_FULL', { n: capacity });
      await insertCartLine(tx, owner, { productId: line.productId, custPn: line.custPn || null, ...values });
    }
    return {
      spuIds: lines.map((l) => String(l.productId)),
      shoppingCartQty: await countCartLines(tx, owner),
    };
  });
}

/**
 * The quotes that price the caller's cart lines of these spuIds (createOrderList from the cart), read in
 * the order's transaction: by product id, only quotes that hold for the line's part and quantity.
 */
export async function quotesForCartOrder(
  db: Db,
  staff: StaffContext,
  spuIds: readonly string[],
  now: Date,
): Promise<Map<string, HeldQuote>> {
  const wanted = new Set(toProductIds(spuIds));
  const rows = (await listCartLines(db, cartOwner(staff))).filter(
    (row) => wanted.has(row.productId) && row.enquiryLineId !== null,
  );
  const quotes = await quotesOfLines(
    db,
    staff.tenantId,
    rows.flatMap((row) => (row.enquiryLineId === null ? [] : [row.enquiryLineId])),
    now,
  );
  const answer = new Map<string, HeldQuote>();
  for (const row of rows) {
    const quote = row.enquiryLineId === null ? undefined : quotes.get(row.enquiryLineId);
    if (quote && quotePrices(quote, row.productId, row.quantity)) answer.set(String(row.productId), quote);
  }
  return answer;
}
