import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * One product in one staff member's sample cart (docs/samples.md), like cart_line: owner ids from the
 * session; `productId` names a catalog product without a foreign key across domains.
 */
export const sampleCartLine = pgTable(
  'sample_cart_line',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    qty: integer('qty').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sample_cart_line_owner_product_uq').on(t.tenantId, t.staffId, t.productId),
    check('sample_cart_line_qty_positive', sql`${t.qty} > 0`),
  ],
);

/**
 * A free-sample request of one tenant, made by one of its staff. The address is copied as typed (region ids
 * and their names at the time); `status` moves only through domains/sample/sample-status.ts. The
 * idempotency key of the creating call is kept on the row: a retry with the same key answers this request.
 */
export const sampleRequest = pgTable(
  'sample_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestNo: text('request_no').notNull().unique(),
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    status: text('status').notNull(),
    recipient: text('recipient').notNull(),
    contactPhone1: text('contact_phone1').notNull(),
    contactPhone2: text('contact_phone2').notNull().default(''),
    provinceId: text('province_id').notNull(),
    cityId: text('city_id').notNull(),
    districtId: text('district_id').notNull(),
    regionPath: text('region_path').notNull(),
    detailAddr: text('detail_addr').notNull(),
    projectName: text('project_name').notNull().default(''),
    projectDesc: text('project_desc').notNull().default(''),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    // The seller's steps (operator console): when each happened, the reason told the buyer of a rejection,
    // and the shipment the buyer can track. Null until the step is taken.
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    // When the seller asked the buyer to rate the samples (SHIPPED → AWAITING_FEEDBACK).
    feedbackRequestedAt: timestamp('feedback_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sample_request_idempotency_uq').on(t.staffId, t.idempotencyKey),
    // My samples (newest first) and both limits (recent requests, requests awaiting feedback) read by tenant.
    index('sample_request_tenant_idx').on(t.tenantId, t.createdAt),
    // The console's list of every tenant's requests, newest first, by status tab.
    index('sample_request_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** The parts of a request, priced when requested: the amount limit is checked against these. */
export const sampleRequestLine = pgTable(
  'sample_request_line',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => sampleRequest.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    mfrPartNumber: text('mfr_part_number').notNull(),
    brandCode: text('brand_code').notNull(),
    qty: integer('qty').notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    index('sample_request_line_request_idx').on(t.requestId),
    check('sample_request_line_qty_positive', sql`${t.qty} > 0`),
  ],
);

/** The buyer's rating of a request (/samplerate): one per request. */
export const sampleFeedback = pgTable(
  'sample_feedback',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .primaryKey()
      .references(() => sampleRequest.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    rating: integer('rating').notNull().default(3),
    feedbackText: text('feedback_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sample_feedback_rating_range', sql`${t.rating} between 1 and 5`),
    check('sample_feedback_text_length', sql`char_length(${t.feedbackText}) <= 500`),
  ],
);
