import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { brand, product } from '../core/catalog.tables.js';

/**
 * A stock quote of a supplier channel: the global spot stock (the /global page). `productId` links the quote
 * to our catalog product when the part is one; `mfrPnKey` is the normalised part number as on product.
 */
export const stockQuote = pgTable(
  'stock_quote',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mfrPartNumber: text('mfr_part_number').notNull(),
    mfrPnKey: text('mfr_pn_key').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brand.id),
    productId: bigint('product_id', { mode: 'number' }).references(() => product.id, {
      onDelete: 'set null',
    }),
    channelCode: text('channel_code').notNull(),
    stockQty: bigint('stock_qty', { mode: 'number' }).notNull(),
    taxPrice: numeric('tax_price', { precision: 18, scale: 6 }).notNull(),
    currency: text('currency').notNull().default('CNY'),
    deliveryCycle: integer('delivery_cycle').notNull(),
    dateCode: text('date_code'),
    quotePriceType: text('quote_price_type').notNull().default('001'),
    quoteDate: date('quote_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('stock_quote_type_brand_idx').on(t.quotePriceType, t.brandId, t.id),
    index('stock_quote_key_c_idx').using('btree', sql`${t.mfrPnKey} collate "C"`),
    // Newest first, the page order; migration 0006 adds INCLUDE (brand_id) so a brand filter is checked in
    // the index while walking it.
    index('stock_quote_type_date_idx').on(t.quotePriceType, t.quoteDate, t.id),
    index('stock_quote_product_idx').on(t.productId),
    // The BOM costing's spot probe, index-only (migration 0046 adds INCLUDE (tax_price, delivery_cycle, id,
    // channel_code, currency)): by product, and by maker key and brand.
    index('stock_quote_product_spot_idx').on(t.productId, t.quotePriceType, t.stockQty),
    index('stock_quote_key_spot_idx').using(
      'btree',
      sql`${t.mfrPnKey} collate "C"`,
      t.brandId,
      t.quotePriceType,
      t.stockQty,
    ),
  ],
);

/** The hot part numbers shown on /global (effStatus 00A active). */
export const hotMfrPn = pgTable('hot_mfr_pn', {
  id: serial('id').primaryKey(),
  mfrPartNumber: text('mfr_part_number').notNull(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brand.id),
  productId: bigint('product_id', { mode: 'number' }).references(() => product.id, { onDelete: 'set null' }),
  sort: integer('sort').notNull().default(0),
  effStatus: text('eff_status').notNull().default('00A'),
});
