import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * One product in one staff member's shopping cart. The cart belongs to the staff member
 * acting for a tenant (their first managed tenant): every read and write names both ids, taken from the
 * session, never from a request. `productId` names a catalog product (shared by every tenant); the catalog
 * owns that table, so there is no foreign key across domains: a line whose product is gone is not shown.
 */
export const cartLine = pgTable(
  'cart_line',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The buyer's own part number for this product (at most 35 characters); null when none. */
    custPn: text('cust_pn'),
    isSelected: boolean('is_selected').notNull().default(false),
    /**
     * The enquiry line whose quote prices this line (addQuotedToCart); the enquiry domain says whether the
     * quote still holds. Null for a line priced by the catalog.
     */
    enquiryLineId: bigint('enquiry_line_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per product per cart; it also serves every read, which starts from (tenant, staff): a cart
    // holds at most a few hundred lines, so ordering them needs no index of its own.
    unique('cart_line_owner_product_uq').on(t.tenantId, t.staffId, t.productId),
    check('cart_line_quantity_positive', sql`${t.quantity} > 0`),
    check('cart_line_cust_pn_length', sql`char_length(${t.custPn}) <= 35`),
  ],
);
