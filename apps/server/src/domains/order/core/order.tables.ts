import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An order of one customer tenant, placed by one of its staff (docs/security.md, tenant isolation). Money is
 * numeric: order amounts 2 decimals, tax included in `amount`. The customer fields are copied from the tenant
 * when the order is placed, so later changes of the customer record never rewrite an order. `status` is
 * derived from the lines' statuses (rules/order-status.ts) and stored for the lists' filters and counts.
 */
export const purchaseOrder = pgTable(
  'purchase_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    /** Who placed it, as named then: colleagues of the same tenant see each other's orders. */
    staffName: text('staff_name').notNull(),
    supplyTenantCode: text('supply_tenant_code').notNull(),
    custOrderNo: text('cust_order_no'),
    status: text('status').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    shippingAddress: jsonb('shipping_address'),
    invoiceTitle: jsonb('invoice_title'),
    acctTenantCode: text('acct_tenant_code').notNull(),
    acctCode: text('acct_code').notNull(),
    acctName: text('acct_name').notNull(),
    custCode: text('cust_code').notNull(),
    custName: text('cust_name').notNull(),
    saleOrg: text('sale_org').notNull(),
    custSector: text('cust_sector').notNull(),
    billingCycle: integer('billing_cycle').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 6 }).notNull().default('1'),
    taxFlag: text('tax_flag').notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    noTaxAmount: numeric('no_tax_amount', { precision: 18, scale: 2 }).notNull(),
    orderSource: text('order_source').notNull(),
    isFromCart: boolean('is_from_cart').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The lists: a tenant's orders newest first, by time range; the counts: by status.
    index('purchase_order_tenant_time_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    index('purchase_order_tenant_status_idx').on(t.tenantId, t.status),
    // The operator console: every tenant's orders newest first, by day, and the payments waiting.
    index('purchase_order_time_idx').on(t.createdAt.desc(), t.id.desc()),
    index('purchase_order_status_time_idx').on(t.status, t.createdAt.desc()),
  ],
);

/**
 * One part of an order. Unit prices and line amounts have 6 decimals. `stockAllocation` records the
 * pieces taken from each warehouse ({"NJHB": 5}), empty for a shortage line, so a cancellation puts
 * exactly those back.
 */
export const orderLine = pgTable(
  'order_line',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    mfrPartNumber: text('mfr_part_number').notNull(),
    brandCode: text('brand_code').notNull(),
    brandName: text('brand_name').notNull(),
    productCatalogName: text('product_catalog_name').notNull(),
    productDesc: text('product_desc').notNull(),
    custPn: text('cust_pn'),
    qty: integer('qty').notNull(),
    qtyUnit: text('qty_unit').notNull(),
    priceUnit: integer('price_unit').notNull(),
    taxPrice: numeric('tax_price', { precision: 18, scale: 6 }).notNull(),
    notTaxPrice: numeric('not_tax_price', { precision: 18, scale: 6 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 6 }).notNull(),
    noTaxAmount: numeric('no_tax_amount', { precision: 18, scale: 6 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull(),
    deliveryCycle: integer('delivery_cycle').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    shortageFlag: boolean('shortage_flag').notNull(),
    stockAllocation: jsonb('stock_allocation')
      .notNull()
      .default(sql`'{}'::jsonb`),
    shippedQty: integer('shipped_qty').notNull().default(0),
    status: text('status').notNull(),
    sendFactory: text('send_factory'),
  },
  (t) => [
    unique('order_line_order_no_uq').on(t.orderId, t.lineNo),
    index('order_line_tenant_status_idx').on(t.tenantId, t.status, t.orderId),
  ],
);

/** A parcel handed to a carrier: an "express group" on the order line page. */
export const shipment = pgTable(
  'shipment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').notNull(),
    carrierCode: text('carrier_code').notNull(),
    expressNo: text('express_no').notNull(),
    status: text('status').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('shipment_order_idx').on(t.orderId),
    index('shipment_tenant_time_idx').on(t.tenantId, t.shippedAt.desc()),
  ],
);

export const shipmentLine = pgTable(
  'shipment_line',
  {
    shipmentId: bigint('shipment_id', { mode: 'number' })
      .notNull()
      .references(() => shipment.id, { onDelete: 'cascade' }),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLine.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.orderLineId] }),
    index('shipment_line_line_idx').on(t.orderLineId),
  ],
);

/** A step a carrier reported for a shipment. */
export const logisticsEvent = pgTable(
  'logistics_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shipmentId: bigint('shipment_id', { mode: 'number' })
      .notNull()
      .references(() => shipment.id, { onDelete: 'cascade' }),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
    eventCode: text('event_code').notNull(),
    location: text('location').notNull().default(''),
    detail: text('detail').notNull().default(''),
  },
  (t) => [index('logistics_event_shipment_idx').on(t.shipmentId, t.eventTime)],
);

/**
 * A payment proof (image or PDF) the buyer uploaded. The bytes live in the database, not on a disk, so
 * every server copy serves them and one backup holds them; the uploader is recorded.
 */
export const paymentProof = pgTable(
  'payment_proof',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    fileName: text('file_name').notNull(),
    kind: text('kind').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_proof_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Idempotency keys of order creation (docs/orders.md, "Placing an order"), per staff member: the hash of the
 * request and the answer it got, written in the order's own transaction.
 */
export const orderIdempotencyKey = pgTable(
  'order_idempotency_key',
  {
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.idempotencyKey] }),
    index('order_idempotency_key_time_idx').on(t.createdAt),
  ],
);
