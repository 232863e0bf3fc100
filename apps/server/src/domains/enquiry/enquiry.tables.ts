import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * A request for quotation of one tenant, made by one of its staff (docs/enquiry.md). `status` is stored as
 * SUBMITTED, QUOTED, ORDERED or CANCELLED; EXPIRED is derived when read (QUOTED and `validUntil`, the last
 * shop day the quote holds, has passed), so no clock job is needed. The creating call's idempotency key is
 * kept on the row, as for sample requests: a retry with the same key answers this enquiry.
 */
export const enquiry = pgTable(
  'enquiry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** EQ + shop day + '-' + that day's sequence: EQ20261123-0001. */
    enquiryNo: text('enquiry_no').notNull().unique(),
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    staffName: text('staff_name').notNull().default(''),
    status: text('status').notNull(),
    remarks: text('remarks').notNull().default(''),
    /** The BOM the lines came from, when made on the BOM match view. */
    bomLogId: bigint('bom_log_id', { mode: 'number' }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    validUntil: date('valid_until', { mode: 'string' }),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('enquiry_idempotency_uq').on(t.staffId, t.idempotencyKey),
    // My enquiries read by tenant, newest first.
    index('enquiry_tenant_idx').on(t.tenantId, t.createdAt),
    // The operator console: every tenant's enquiries of one status (waiting to be quoted), newest first.
    index('enquiry_status_time_idx').on(t.status, t.createdAt),
    check('enquiry_status_known', sql`${t.status} in ('SUBMITTED', 'QUOTED', 'ORDERED', 'CANCELLED')`),
  ],
);

/**
 * One part of an enquiry as the buyer wrote it, the catalog product it names (matched when submitted, or
 * chosen by the seller; no foreign key across domains) and the seller's quote: a unit price with and without
 * tax for `quotedQty` pieces.
 */
export const enquiryLine = pgTable(
  'enquiry_line',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enquiryId: bigint('enquiry_id', { mode: 'number' })
      .notNull()
      .references(() => enquiry.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    mfrPartNumber: text('mfr_part_number').notNull(),
    brand: text('brand').notNull().default(''),
    productId: bigint('product_id', { mode: 'number' }),
    quantity: integer('quantity').notNull(),
    targetPrice: numeric('target_price', { precision: 18, scale: 6 }),
    custPn: text('cust_pn').notNull().default(''),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    remarks: text('remarks').notNull().default(''),
    quotedUnitPrice: numeric('quoted_unit_price', { precision: 18, scale: 6 }),
    quotedNotTaxPrice: numeric('quoted_not_tax_price', { precision: 18, scale: 6 }),
    quotedQty: integer('quoted_qty'),
    sellerRemarks: text('seller_remarks').notNull().default(''),
  },
  (t) => [
    unique('enquiry_line_no_uq').on(t.enquiryId, t.lineNo),
    check('enquiry_line_quantity_positive', sql`${t.quantity} > 0`),
    check('enquiry_line_quoted_qty_positive', sql`${t.quotedQty} is null or ${t.quotedQty} > 0`),
  ],
);
