import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { cartLine } from './cart.tables.js';

/**
 * SQL of the cart. Every function takes the owner (tenant and staff ids from the session) and filters by
 * it: there is no way to read or change a cart line by product or line id alone (docs/security.md, tenant
 * isolation).
 */
export interface CartOwner {
  tenantId: number;
  staffId: number;
}

export interface CartLineRow {
  productId: number;
  quantity: number;
  custPn: string | null;
  isSelected: boolean;
  /** The enquiry line whose quote may price this line (see the enquiry domain), or null. */
  enquiryLineId: number | null;
}

const lineColumns = {
  productId: cartLine.productId,
  quantity: cartLine.quantity,
  custPn: cartLine.custPn,
  isSelected: cartLine.isSelected,
  enquiryLineId: cartLine.enquiryLineId,
};

function ownedBy(owner: CartOwner) {
  return and(eq(cartLine.tenantId, owner.tenantId), eq(cartLine.staffId, owner.staffId));
}

function ownedProducts(owner: CartOwner, productIds: readonly number[]) {
  return and(ownedBy(owner), inArray(cartLine.productId, [...productIds]));
}

/** The owner's lines, newest first (the cart shows things in the order they were added, latest on top). */
export function listCartLines(db: Db, owner: CartOwner): Promise<CartLineRow[]> {
  return db
    .select(lineColumns)
    .from(cartLine)
    .where(ownedBy(owner))
    .orderBy(desc(cartLine.createdAt), desc(cartLine.id));
}

export async function countCartLines(db: Db, owner: CartOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLine).where(ownedBy(owner));
  return row?.n ?? 0;
}

export async function findCartLine(
  db: Db,
  owner: CartOwner,
  productId: number,
): Promise<CartLineRow | undefined> {
  const [row] = await db
    .select(lineColumns)
    .from(cartLine)
    .where(ownedProducts(owner, [productId]));
  return row;
}

/**
 * Serialises the writes of one cart until the transaction ends, so two adds at once cannot both pass the
 * capacity check. The first key names the cart lock among the database's advisory locks.
 */
export async function lockCart(tx: Db, owner: CartOwner): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_SPACE}, ${owner.staffId})`);
}

const CART_LOCK_SPACE = 0x0ca27;

export async function insertCartLine(
  db: Db,
  owner: CartOwner,
  line: {
    productId: number;
    quantity: number;
    custPn: string | null;
    isSelected: boolean;
    enquiryLineId?: number | null;
  },
): Promise<void> {
  await db.insert(cartLine).values({ ...owner, ...line });
}

export async function updateCartLine(
  db: Db,
  owner: CartOwner,
  productId: number,
  changes: { quantity?: number; custPn?: string | null; isSelected?: boolean; enquiryLineId?: number | null },
): Promise<number> {
  const rows = await db
    .update(cartLine)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ownedProducts(owner, [productId]))
    .returning({ id: cartLine.id });
  return rows.length;
}

export async function setCartSelection(
  db: Db,
  owner: CartOwner,
  productIds: readonly number[],
  isSelected: boolean,
): Promise<number> {
  const rows = await db
    .update(cartLine)
    .set({ isSelected, updatedAt: sql`now()` })
    .where(ownedProducts(owner, productIds))
    .returning({ id: cartLine.id });
  return rows.length;
}

export async function deleteCartLines(
  db: Db,
  owner: CartOwner,
  productIds: readonly number[],
): Promise<number> {
  const rows = await db
    .delete(cartLine)
    .where(ownedProducts(owner, productIds))
    .returning({ id: cartLine.id });
  return rows.length;
}

/** Sets custom part numbers of several lines at once (an upload), each line its own value. */
export async function setCartCustPns(
  db: Db,
  owner: CartOwner,
  values: readonly { productId: number; custPn: string | null }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const value of values) await updateCartLine(tx, owner, value.productId, { custPn: value.custPn });
  });
}
