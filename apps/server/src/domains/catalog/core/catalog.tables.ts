import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** A manufacturer. `aliases` hold other spellings buyers and BOMs use ('TI', '德州仪器'), normalised. */
export const brand = pgTable('brand', {
  id: serial('id').primaryKey(),
  brandCode: text('brand_code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameZhCn: text('name_zh_cn').notNull(),
  nameZhTw: text('name_zh_tw').notNull(),
  aliases: text('aliases')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** One of the 45 mainstream brands the spot-stock service names. */
  isMainstream: boolean('is_mainstream').notNull().default(false),
  sort: integer('sort').notNull().default(1000),
});

/** The catalog tree: top category (level 1) and subcategory (level 2). */
export const catalog = pgTable(
  'catalog',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    catalogCode: text('catalog_code').notNull().unique(),
    level: integer('level').notNull(),
    nameEn: text('name_en').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    /** Ids from the root, '/3/17/'. */
    idPath: text('id_path').notNull(),
  },
  (t) => [index('catalog_parent_idx').on(t.parentId)],
);

/**
 * A catalog node folded into another (a top category the source names two ways, and its subcategories:
 * category-renamings.ts): its old id answers with the node it was folded into, so links to it keep working.
 */
export const catalogAlias = pgTable('catalog_alias', {
  oldId: integer('old_id').primaryKey(),
  catalogId: integer('catalog_id')
    .notNull()
    .references(() => catalog.id, { onDelete: 'cascade' }),
});

/**
 * A sellable product (SPU). `mfrPnKey` is the normalised part number (NFKC, upper case, letters and digits
 * only) searched by exact and prefix (B-tree, collation C) and contains (trigram GIN on the key's tail). `redundantStock`
 * mirrors the stock rows' sellable total for the stock filter and sort.
 */
export const product = pgTable(
  'product',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productCode: text('product_code').notNull().unique(),
    mfrPartNumber: text('mfr_part_number').notNull(),
    mfrPnKey: text('mfr_pn_key').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brand.id),
    catalogId: integer('catalog_id').references(() => catalog.id),
    productDesc: text('product_desc').notNull().default(''),
    specDesc: text('spec_desc').notNull().default(''),
    productPhoto: text('product_photo'),
    detailSpecFile: text('detail_spec_file'),
    i18nProductSpec: jsonb('i18n_product_spec')
      .notNull()
      .default(sql`'[]'::jsonb`),
    agentCert: jsonb('agent_cert')
      .notNull()
      .default(sql`'[]'::jsonb`),
    currency: text('currency').notNull().default('CNY'),
    taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull().default('1.13'),
    tariff: numeric('tariff', { precision: 6, scale: 4 }),
    priceUnit: integer('price_unit').notNull().default(1),
    qtyUnit: text('qty_unit').notNull().default('PCS'),
    miniQty: integer('mini_qty').notNull().default(1),
    miniPkg: integer('mini_pkg').notNull().default(1),
    deliveryCycle: integer('delivery_cycle').notNull().default(7),
    isSample: boolean('is_sample').notNull().default(false),
    sampleUnitLimit: integer('sample_unit_limit'),
    mpnLevel: text('mpn_level'),
    productLineCode: text('product_line_code'),
    productLineName: text('product_line_name'),
    productDeptName: text('product_dept_name'),
    supplierCode: text('supplier_code'),
    supplierName: text('supplier_name'),
    supplierMfrPn: text('supplier_mfr_pn'),
    isActive: boolean('is_active').notNull().default(true),
    redundantStock: bigint('redundant_stock', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('product_brand_mpn_uq').on(t.brandId, t.mfrPartNumber),
    // Migration 0003 adds INCLUDE (redundant_stock, brand_id, is_active, id) for index-only search stages.
    index('product_key_c_idx').using('btree', sql`${t.mfrPnKey} collate "C"`),
    // Contains matches that are not prefixes: the key from its second character on (decision 26), so the
    // contains stage never fetches the heap rows of prefix matches only to throw them away.
    index('product_key_tail_trgm_idx').using('gin', sql`substr(${t.mfrPnKey}, 2) gin_trgm_ops`),
    index('product_brand_idx').on(t.brandId),
    // Stock order with id as the tie-break: a browse without a key pages straight from this index; migration
    // 0008 adds INCLUDE (mfr_pn_key, is_active, brand_id) so a broad prefix is filtered inside it.
    index('product_stock_idx').on(t.redundantStock, t.id),
    // A category page in stock order, and the product count of each category; migration 0027 adds
    // INCLUDE (brand_id, is_active) so brand counts of a large category are read from the index alone.
    index('product_catalog_stock_idx').on(t.catalogId, t.redundantStock, t.id),
    // Plain words of a query looked up in the description (docs/search.md).
    index('product_desc_trgm_idx').using('gin', sql`${t.productDesc} gin_trgm_ops`),
    // The home page's new parts: the active parts written last, read backwards from the newest end; migration
    // 0038 adds INCLUDE (redundant_stock) so parts without stock are passed over inside the index.
    index('product_updated_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.isActive}`),
  ],
);

/** Quantity price breaks of a product. */
export const priceBreak = pgTable(
  'price_break',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    qtyFrom: integer('qty_from').notNull(),
    qtyTo: integer('qty_to'),
    taxPrice: numeric('tax_price', { precision: 18, scale: 6 }).notNull(),
    notTaxPrice: numeric('not_tax_price', { precision: 18, scale: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.qtyFrom] })],
);

/**
 * The price breaks of a product as the quantities each one prices: a part's unit price at quantity q is the
 * tier with qty_lo <= q < qty_hi (qty_hi null: no end), the minimum order already folded in. Kept by triggers on
 * price_break and product (migration 0030), so every writer keeps it; a category page sorted by price at a
 * quantity walks it in price order per category instead of pricing every part (docs/search.md).
 */
export const priceTier = pgTable(
  'price_tier',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    qtyLo: integer('qty_lo').notNull(),
    qtyHi: integer('qty_hi'),
    catalogId: integer('catalog_id'),
    taxPrice: numeric('tax_price', { precision: 18, scale: 6 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.qtyLo] }),
    // Migration 0030 adds INCLUDE (qty_lo, qty_hi): the walk checks the quantity inside the index.
    index('price_tier_catalog_price_idx').on(t.catalogId, t.taxPrice, t.productId),
  ],
);

/** Stock of a product per warehouse: NJHB, HB, HK, NJ. */
export const productStock = pgTable(
  'product_stock',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    warehouse: text('warehouse').notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warehouse] })],
);
