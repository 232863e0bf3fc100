import { pickText, ERRORS, type CartLine, type Lang } from '@emall/contract';
import type { z } from 'zod';
import type {
  v1AddCartLinesAnswerSchema,
  v1AddCartLinesBodySchema,
  v1CartLineSchema,
  v1CartSchema,
} from '@emall/contract';
import type { StaffContext } from '../../platform/request-context.js';
import { addManyToCart } from '../cart/cart-add.service.js';
import { cartState } from '../cart/cart.service.js';
import type { BuyerApiDeps } from './buyer-api.settings.js';

function cartDeps(deps: BuyerApiDeps) {
  return { db: deps.db, readDb: deps.readDb, clock: deps.clock };
}

function toV1CartLine(line: CartLine): z.input<typeof v1CartLineSchema> {
  return {
    productId: line.spuId,
    partNumber: line.mfrPartNumber,
    maker: line.brandName,
    quantity: line.quantity,
    customerPartNumber: line.custPn,
    selected: line.isSelected === 'T',
    unitPrice: line.isErrPrice ? null : line.taxPrice,
    amount: line.amount,
    totalStock: line.totalStockQty,
    shortage: line.shortageFlag === 'T',
  };
}

/** The cart of the key's staff member, as the cart page reads it. */
export async function v1Cart(
  deps: BuyerApiDeps,
  staff: StaffContext,
  lang: Lang,
): Promise<z.input<typeof v1CartSchema>> {
  const state = await cartState(cartDeps(deps), staff, lang);
  return { items: state.list.map(toV1CartLine), capacity: state.capacity, total: state.totalAmount };
}

/** Adds lines with the cart's own add (quantity rules, capacity); each line says whether it went in or why not. */
export async function v1AddCartLines(
  deps: BuyerApiDeps,
  staff: StaffContext,
  body: z.output<typeof v1AddCartLinesBodySchema>,
  lang: Lang,
): Promise<z.input<typeof v1AddCartLinesAnswerSchema>> {
  const added = await addManyToCart(
    cartDeps(deps),
    staff,
    body.lines.map((l) => ({ spuId: l.productId, quantity: l.quantity, custPn: l.customerPartNumber })),
    lang,
  );
  return {
    lines: added.lines.map((outcome) =>
      outcome.added
        ? { productId: outcome.spuId, added: true, quantity: outcome.quantity, code: null, detail: null }
        : {
            productId: outcome.spuId,
            added: false,
            quantity: null,
            code: outcome.error.code,
            detail: pickText(ERRORS[outcome.error.code].text, lang),
          },
    ),
    lineCount: added.shoppingCartQty,
  };
}
