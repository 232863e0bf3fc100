import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { CartLineRow, CartOwner } from './cart.queries.js';
import { cartLine } from './cart.tables.js';

/**
 * Rows a statement writes at most: 7 values a row stays far below PostgreSQL's 65,535 parameters, and a cart
 * holds a few hundred lines anyway.
 */
const UPSERT_CHUNK = 1000;

/**
 * Writes the owner's lines as they must now be, new ones and changed ones alike, in one statement (per
 * thousand): a line of a product already in the cart takes the given quantity, selection, part number and
 * quote. New lines are inserted in the given order, so the cart lists them as if added one by one. The
 * caller holds the cart's lock (lockCart) and read the lines it changes under it.
 */
export async function upsertCartLines(
  db: Db,
  owner: CartOwner,
  lines: readonly CartLineRow[],
): Promise<void> {
  for (let start = 0; start < lines.length; start += UPSERT_CHUNK) {
    const rows = lines.slice(start, start + UPSERT_CHUNK).map((line) => ({ ...owner, ...line }));
    await db
      .insert(cartLine)
      .values(rows)
      .onConflictDoUpdate({
        target: [cartLine.tenantId, cartLine.staffId, cartLine.productId],
        set: {
          quantity: sql`excluded.quantity`,
          custPn: sql`excluded.cust_pn`,
          isSelected: sql`excluded.is_selected`,
          enquiryLineId: sql`excluded.enquiry_line_id`,
          updatedAt: sql`now()`,
        },
      });
  }
}
