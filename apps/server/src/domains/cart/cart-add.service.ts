import { DEFAULT_LANG } from '@emall/contract';
import type { Lang, Product } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import { productsAtQuantities } from '../catalog/line-products.service.js';
import { countCartLines, listCartLines, lockCart, type CartLineRow } from './cart.queries.js';
import { upsertCartLines } from './cart-add.queries.js';
import { cartCapacity, cartOwner, toProductId, type CartDeps } from './cart.service.js';
import { checkCartQuantity } from './cart-quantity.js';

/** One line to add: a product and how many more of it; the buyer's part number when given. */
export interface CartAddLine {
  spuId: string;
  quantity: number;
  custPn?: string | undefined;
}

/** What became of one line: added, with the cart's quantity of that part now, or refused with the reason. */
export type CartAddOutcome =
  { spuId: string; added: true; quantity: number } | { spuId: string; added: false; error: AppError };

/** The cart as the adds so far leave it, in memory: its lines by product, how many, and which changed. */
interface CartPlan {
  lines: Map<number, CartLineRow>;
  count: number;
  capacity: number;
  changed: Set<number>;
}

/**
 * The rules of one add (addShopCart): a product still sold, the quantities of a part already in the cart (or
 * added by an earlier line) adding up and the sum passing the quantity rules, and room in the cart for a new
 * part (CART_FULL). Throws the refusal and leaves the plan as it was; else records the line in the plan and
 * answers the part's quantity now. A part added to adds nothing to the count; more of a line drops its quote
 * (a quote is for its quantity: more pieces are priced by the catalog); a priced line starts selected.
 */
function admit(plan: CartPlan, line: CartAddLine, product: Product | undefined): number {
  const productId = toProductId(line.spuId);
  if (productId === undefined || !product || product.isActive !== 'T')
    throw new AppError('PRODUCT_UNAVAILABLE');
  const held = plan.lines.get(productId);
  const quantity = (held?.quantity ?? 0) + line.quantity;
  checkCartQuantity(quantity, product);
  if (!held && plan.count >= plan.capacity) throw new AppError('CART_FULL', { n: plan.capacity });
  plan.lines.set(
    productId,
    held
      ? {
          ...held,
          quantity,
          isSelected: held.isSelected || product.isMatch,
          enquiryLineId: null,
          custPn: line.custPn || held.custPn,
        }
      : {
          productId,
          quantity,
          custPn: line.custPn || null,
          isSelected: product.isMatch,
          enquiryLineId: null,
        },
  );
  if (!held) plan.count += 1;
  plan.changed.add(productId);
  return quantity;
}

/**
 * Adds many lines to the caller's cart at once (a BOM of hundreds of lines), each under addShopCart's rules
 * as if added one after the other in the given order: two lines of one part add up, and a line the rules
 * refuse is answered with its AppError and never stops the others. The products are read in one statement,
 * the cart is locked once and read once, the rules run in memory, and the accepted lines are written in one
 * statement; anything unexpected rolls the whole batch back. Answers each line's outcome in the given order
 * and the cart's line count.
 */
export async function addManyToCart(
  deps: CartDeps,
  staff: StaffContext,
  lines: readonly CartAddLine[],
  lang: Lang = DEFAULT_LANG,
): Promise<{ lines: CartAddOutcome[]; shoppingCartQty: number }> {
  // Each product priced at its own line's quantity: whether it is priced there decides if it starts selected.
  const products = await productsAtQuantities(deps, lines, lang);
  const capacity = await cartCapacity(deps);
  const owner = cartOwner(staff);
  return deps.db.transaction(async (tx) => {
    await lockCart(tx, owner);
    const held = await listCartLines(tx, owner);
    const plan: CartPlan = {
      lines: new Map(held.map((row) => [row.productId, row])),
      count: held.length,
      capacity,
      changed: new Set(),
    };
    const outcomes = lines.map((line, i): CartAddOutcome => {
      try {
        return { spuId: line.spuId, added: true, quantity: admit(plan, line, products[i]) };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return { spuId: line.spuId, added: false, error };
      }
    });
    const written = [...plan.changed].flatMap((productId) => plan.lines.get(productId) ?? []);
    await upsertCartLines(tx, owner, written);
    return { lines: outcomes, shoppingCartQty: await countCartLines(tx, owner) };
  });
}
