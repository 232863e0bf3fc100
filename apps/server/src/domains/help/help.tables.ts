import { boolean, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A help-centre category (docs/help-centre.md): the shop's content, the same for every tenant, so no owner
 * columns. `code` is one of the contract's HELP_CATEGORY_CODES; `sort` orders the side list.
 */
export const helpCategory = pgTable('help_category', {
  code: text('code').primaryKey(),
  sort: integer('sort').notNull(),
  nameZhCn: text('name_zh_cn').notNull(),
  nameZhTw: text('name_zh_tw').notNull(),
  nameEnUs: text('name_en_us').notNull(),
});

/**
 * A help article, written once per language in the help centre's Markdown subset (docs/help-centre.md). `slug`
 * is the seed's stable name for it: the seed adds missing articles and never overwrites one, so an operator's
 * edit stays. An article is hidden by `published = false`, never deleted (the seed would bring it back).
 */
export const helpArticle = pgTable(
  'help_article',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryCode: text('category_code')
      .notNull()
      .references(() => helpCategory.code),
    sort: integer('sort').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    titleZhCn: text('title_zh_cn').notNull(),
    titleZhTw: text('title_zh_tw').notNull(),
    titleEnUs: text('title_en_us').notNull(),
    bodyZhCn: text('body_zh_cn').notNull(),
    bodyZhTw: text('body_zh_tw').notNull(),
    bodyEnUs: text('body_en_us').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads one category's published articles in order; search scans the few hundred rows (ILIKE).
  (t) => [index('help_article_category_idx').on(t.categoryCode, t.sort)],
);
