import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { catalog, product } from '../core/catalog.tables.js';

/**
 * The parameters a product may have (docs/search.md): the common ones of the fixed vocabulary
 * ('capacitance', 'package', …, named in three languages, with the unit their numbers are kept in) and the
 * others the catalog data brings ('x.' and a slug of the source name, named as the data names them).
 */
export const parameter = pgTable('parameter', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameZhCn: text('name_zh_cn').notNull(),
  nameZhTw: text('name_zh_tw').notNull(),
  /** The base unit of value_num ('F', 'Ω', 'H', 'V', 'A', 'W', 'Hz', '°C', 'm', '%'); null for text values. */
  unit: text('unit'),
  /** Filter tables list parameters by this, then by how many parts of the category have them. */
  sort: integer('sort').notNull().default(1000),
});

/**
 * One parameter of one product: the value as shown, its number in the parameter's base unit when it has one
 * (100 nF → 1e-7, six significant digits so that equal values compare equal), and its key (NFKC, upper case,
 * letters and digits only: 'LQFP-48(7x7)' → 'LQFP48') for query words and text filters.
 */
export const productParam = pgTable(
  'product_param',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameter.id),
    valueText: text('value_text').notNull(),
    valueNum: doublePrecision('value_num'),
    valueKey: text('value_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.parameterId] }),
    // Value words of a query ('100nF' → capacitance = 1e-7) and numeric range filters.
    index('product_param_num_idx').on(t.parameterId, t.valueNum, t.productId),
    // Text words of a query ('X7R', 'LQFP48') and text filters: the key first, so a word is looked up in
    // every parameter at once.
    index('product_param_key_idx').using(
      'btree',
      sql`${t.valueKey} collate "C"`,
      sql`${t.parameterId}`,
      sql`${t.productId}`,
    ),
  ],
);

/**
 * Every parameter of a product as one array of tags, so that a query of several values ('100nF 0402 X7R') is
 * one lookup in a GIN index, which intersects the parts of each word inside the index (docs/search.md, 'How a
 * query is read'). Three tags per parameter: `<parameter id>:<value key>` (a package, a text filter), `k:<value
 * key>` (a word that may be any parameter's value, like 'X7R'), and for numbers `<parameter id>#<value as 16
 * hex digits of the float8>` (a value word; the binary form, so no float-to-text setting can change a tag).
 * Written only by the triggers on product_param and product (migrations 0033, 0036): whoever writes parameters,
 * the tags follow. Beside the tags, a copy of the product's columns a search counts and orders by, so that a search
 * of value, package, brand and category words reads only this table: reading each part by id after the tag
 * lookup was two thirds of such a search (docs/performance.md).
 */
export const productTag = pgTable(
  'product_tag',
  {
    productId: bigint('product_id', { mode: 'number' })
      .primaryKey()
      .references(() => product.id, { onDelete: 'cascade' }),
    tags: text('tags').array().notNull(),
    brandId: integer('brand_id').notNull(),
    catalogId: integer('catalog_id'),
    isActive: boolean('is_active').notNull(),
    redundantStock: bigint('redundant_stock', { mode: 'number' }).notNull(),
    mfrPnKey: text('mfr_pn_key').notNull(),
  },
  (t) => [index('product_tag_tags_idx').using('gin', t.tags)],
);

/**
 * The filter table of a category without filters, counted ahead: for each parameter value, how many active
 * products of the category have it. A category of 100,000 parts would otherwise be counted on every visit;
 * rebuilt after the catalog import, the seed and the parameter fill (refreshCategoryFacets).
 */
export const categoryFacet = pgTable(
  'category_facet',
  {
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalog.id, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameter.id, { onDelete: 'cascade' }),
    valueKey: text('value_key').notNull(),
    valueText: text('value_text').notNull(),
    valueNum: doublePrecision('value_num'),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.catalogId, t.parameterId, t.valueKey] }),
    // A search's words by key in the categories it hit ('X7R', '0402': which filter each category page opens
    // with); by the primary key alone every value of those categories was read (12,000 rows for 'X7R').
    index('category_facet_key_idx').using('btree', sql`${t.valueKey} collate "C"`, sql`${t.catalogId}`),
    // A search's value words ('100nF') by number in the categories it hit: by the primary key every value of those
    // categories was read and filtered ('100nF 0402 X7R': twice the time of this index).
    index('category_facet_num_idx').on(t.valueNum, t.catalogId),
  ],
);
