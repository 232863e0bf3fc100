import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@emall/contract';

/**
 * The Ruisa brand site's content (docs/brand-site.md). Every text is one jsonb `{zhCn, zhTw, enUs}` (the
 * contract's LocalizedText), checked to hold all three, so a page is one row per item instead of one per
 * item and language, and a missing translation cannot be stored.
 */
const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
const hasThreeLanguages = (column: string) =>
  sql.raw(`jsonb_typeof(${column}) = 'object' and ${column} ?& array['zhCn','zhTw','enUs']`);

/** A page with free content: the home's introduction, /ruisa_customized, /gd. */
export const brandPage = pgTable(
  'brand_page',
  {
    pageCode: text('page_code').primaryKey(),
    title: localized('title'),
    summary: localized('summary'),
    image: text('image'),
    /** [{value, label: LocalizedText}]: short figures ("30,000 m²", "IATF 16949"). */
    facts: jsonb('facts').$type<{ value: string; label: LocalizedText }[]>().notNull().default([]),
    /** [{heading, body: LocalizedText, image}]: the page's sections in order. */
    sections: jsonb('sections')
      .$type<{ heading: LocalizedText; body: LocalizedText; image: string | null }[]>()
      .notNull()
      .default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('brand_page_title_langs', hasThreeLanguages('title')),
    check('brand_page_summary_langs', hasThreeLanguages('summary')),
  ],
);

export const brandBanner = pgTable(
  'brand_banner',
  {
    id: serial('id').primaryKey(),
    /** A stable name, so that the seed can tell its banners from an operator's. */
    bannerCode: text('banner_code').notNull().unique(),
    position: integer('position').notNull(),
    image: text('image').notNull(),
    title: localized('title'),
    subtitle: localized('subtitle'),
    link: text('link'),
    isActive: boolean('is_active').notNull().default(true),
  },
  () => [
    check('brand_banner_title_langs', hasThreeLanguages('title')),
    check('brand_banner_subtitle_langs', hasThreeLanguages('subtitle')),
  ],
);

/** One product line (family) with its own page /ruisa_product/{productCode}. */
export const brandProduct = pgTable(
  'brand_product',
  {
    id: serial('id').primaryKey(),
    productCode: text('product_code').notNull().unique(),
    position: integer('position').notNull(),
    series: text('series').notNull(),
    /** Images in page order: the first is the card's. */
    images: text('images').array().notNull(),
    name: localized('name'),
    tagline: localized('tagline'),
    summary: localized('summary'),
    searchKeywords: text('search_keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('brand_product_name_langs', hasThreeLanguages('name')),
    check('brand_product_tagline_langs', hasThreeLanguages('tagline')),
    check('brand_product_summary_langs', hasThreeLanguages('summary')),
    check('brand_product_has_image', sql`cardinality(${t.images}) > 0`),
  ],
);

/** A row of a product line's parameter table; values are localised too ("−55 °C to +125 °C" reads differently). */
export const brandProductParam = pgTable(
  'brand_product_param',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => brandProduct.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: localized('name'),
    value: localized('value'),
  },
  (t) => [
    index('brand_product_param_product_idx').on(t.productId, t.position),
    check('brand_product_param_name_langs', hasThreeLanguages('name')),
    check('brand_product_param_value_langs', hasThreeLanguages('value')),
  ],
);

export const brandProductFeature = pgTable(
  'brand_product_feature',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => brandProduct.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: localized('text'),
  },
  (t) => [
    index('brand_product_feature_product_idx').on(t.productId, t.position),
    check('brand_product_feature_text_langs', hasThreeLanguages('text')),
  ],
);

export const brandScene = pgTable(
  'brand_scene',
  {
    id: serial('id').primaryKey(),
    sceneCode: text('scene_code').notNull().unique(),
    position: integer('position').notNull(),
    image: text('image').notNull(),
    name: localized('name'),
    description: localized('description'),
  },
  () => [
    check('brand_scene_name_langs', hasThreeLanguages('name')),
    check('brand_scene_description_langs', hasThreeLanguages('description')),
  ],
);

/** A product line used in a scene, with a note on how it serves there. */
export const brandProductScene = pgTable(
  'brand_product_scene',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => brandProduct.id, { onDelete: 'cascade' }),
    sceneId: integer('scene_id')
      .notNull()
      .references(() => brandScene.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    note: localized('note'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.sceneId] }),
    check('brand_product_scene_note_langs', hasThreeLanguages('note')),
  ],
);

/**
 * A lead from the /ruisa_customized form. The address counts requests per hour (the limit); a logged-in
 * visitor's staff and tenant are kept, ids from the session only.
 */
export const brandCustomizedRequest = pgTable(
  'brand_customized_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestNo: text('request_no').notNull().unique(),
    company: text('company').notNull(),
    contact: text('contact').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    /** The product line asked about when it was chosen (null: other / not sure). */
    productCode: text('product_code'),
    annualQty: integer('annual_qty').notNull(),
    description: text('description').notNull(),
    lang: text('lang').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    staffId: integer('staff_id'),
    tenantId: integer('tenant_id'),
    /** The console's handling (docs/operator-console.md): NEW → CONTACTED → CLOSED, or NEW → CLOSED. */
    status: text('status').notNull().default('NEW'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The operator's id (operator.id) of the last handling step. */
    handledBy: integer('handled_by'),
    handlingNote: text('handling_note'),
  },
  (t) => [
    index('brand_customized_request_ip_idx').on(t.ip, t.createdAt),
    index('brand_customized_request_status_created_idx').on(t.status, t.createdAt.desc()),
    index('brand_customized_request_created_idx').on(t.createdAt.desc()),
    check('brand_customized_request_qty_positive', sql`${t.annualQty} > 0`),
    check('brand_customized_request_status', sql`${t.status} in ('NEW', 'CONTACTED', 'CLOSED')`),
    check('brand_customized_request_note_len', sql`char_length(${t.handlingNote}) <= 500`),
  ],
);
