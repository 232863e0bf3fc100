import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { HelpCategoryCode, Lang } from '@emall/contract';
import { containsPattern, type Db } from '../../platform/db.js';

import { helpArticle, helpCategory } from './help.tables.js';

export type HelpArticleDbRow = typeof helpArticle.$inferSelect;

function categoryName(lang: Lang) {
  if (lang === 'en_US') return helpCategory.nameEnUs;
  if (lang === 'zh_TW') return helpCategory.nameZhTw;
  return helpCategory.nameZhCn;
}

/** The categories with every article counted, published or not (the console sees both). */
export function listCategoriesForOps(db: Db, lang: Lang) {
  return db
    .select({ code: helpCategory.code, name: categoryName(lang), articleCount: count(helpArticle.id) })
    .from(helpCategory)
    .leftJoin(helpArticle, eq(helpArticle.categoryCode, helpCategory.code))
    .groupBy(helpCategory.code)
    .orderBy(asc(helpCategory.sort), asc(helpCategory.code));
}

export async function pageArticlesForOps(
  db: Db,
  filter: { categoryCode?: HelpCategoryCode | undefined; keyword?: string | undefined },
  pageNo: number,
  pageSize: number,
): Promise<{ rows: HelpArticleDbRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.categoryCode) conditions.push(eq(helpArticle.categoryCode, filter.categoryCode));
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    conditions.push(
      sql`(${helpArticle.titleZhCn} ilike ${pattern} or ${helpArticle.titleZhTw} ilike ${pattern}
        or ${helpArticle.titleEnUs} ilike ${pattern} or ${helpArticle.slug} ilike ${pattern})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(helpArticle)
    .innerJoin(helpCategory, eq(helpCategory.code, helpArticle.categoryCode))
    .where(where)
    .orderBy(asc(helpCategory.sort), asc(helpArticle.sort), asc(helpArticle.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(helpArticle).where(where);
  return { rows: rows.map((r) => r.help_article), total: total?.n ?? 0 };
}

export async function findArticleRow(
  db: Db,
  id: number,
  forUpdate = false,
): Promise<HelpArticleDbRow | undefined> {
  const query = db.select().from(helpArticle).where(eq(helpArticle.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function insertArticleRow(
  db: Db,
  row: typeof helpArticle.$inferInsert,
): Promise<HelpArticleDbRow> {
  const [inserted] = await db.insert(helpArticle).values(row).returning();
  if (!inserted) throw new Error('help_article insert answered no row');
  return inserted;
}

export async function updateArticleRow(
  db: Db,
  id: number,
  set: Partial<typeof helpArticle.$inferInsert>,
): Promise<HelpArticleDbRow> {
  const [row] = await db.update(helpArticle).set(set).where(eq(helpArticle.id, id)).returning();
  if (!row) throw new Error(`help_article ${id} vanished`);
  return row;
}

export async function deleteArticleRow(db: Db, id: number): Promise<void> {
  await db.delete(helpArticle).where(eq(helpArticle.id, id));
}
