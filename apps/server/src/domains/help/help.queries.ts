import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { HelpCategoryCode, Lang } from '@emall/contract';
import { containsPattern, type Db } from '../../platform/db.js';
import { helpArticle, helpCategory } from './help.tables.js';

/** The title and body columns of one language: search and answers read only the caller's. */
function langColumns(lang: Lang) {
  if (lang === 'en_US') return { title: helpArticle.titleEnUs, body: helpArticle.bodyEnUs };
  if (lang === 'zh_TW') return { title: helpArticle.titleZhTw, body: helpArticle.bodyZhTw };
  return { title: helpArticle.titleZhCn, body: helpArticle.bodyZhCn };
}

function categoryName(lang: Lang) {
  if (lang === 'en_US') return helpCategory.nameEnUs;
  if (lang === 'zh_TW') return helpCategory.nameZhTw;
  return helpCategory.nameZhCn;
}

export interface HelpCategoryRow {
  code: string;
  name: string;
  articleCount: number;
}

export async function listCategories(db: Db, lang: Lang): Promise<HelpCategoryRow[]> {
  return db
    .select({ code: helpCategory.code, name: categoryName(lang), articleCount: count(helpArticle.id) })
    .from(helpCategory)
    .leftJoin(
      helpArticle,
      and(eq(helpArticle.categoryCode, helpCategory.code), eq(helpArticle.isPublished, true)),
    )
    .groupBy(helpCategory.code)
    .orderBy(asc(helpCategory.sort), asc(helpCategory.code));
}

export interface HelpArticleFilter {
  keyword?: string;
  categoryCode?: HelpCategoryCode;
  pageNo: number;
  pageSize: number;
}

export interface HelpArticleQueryRow {
  id: number;
  categoryCode: string;
  categoryName: string;
  title: string;
  body: string;
  updatedAt: Date;
}

/**
 * One page of published articles in the caller's language. A keyword is matched case-insensitively in the title
 * or the body (ILIKE over a few hundred rows: no index is worth it); articles whose title matches come first,
 * then the category and article order.
 */
export async function pageArticles(
  db: Db,
  lang: Lang,
  filter: HelpArticleFilter,
): Promise<{ rows: HelpArticleQueryRow[]; total: number }> {
  const { title, body } = langColumns(lang);
  const conditions: SQL[] = [eq(helpArticle.isPublished, true)];
  if (filter.categoryCode) conditions.push(eq(helpArticle.categoryCode, filter.categoryCode));
  // Title matches first when searching (a constant would read as a column position in ORDER BY).
  const order: SQL[] = [];
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    conditions.push(sql`(${title} ilike ${pattern} or ${body} ilike ${pattern})`);
    order.push(sql`case when ${title} ilike ${pattern} then 0 else 1 end`);
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ n: count() }).from(helpArticle).where(where);
  const rows = await db
    .select({
      id: helpArticle.id,
      categoryCode: helpArticle.categoryCode,
      categoryName: categoryName(lang),
      title,
      body,
      updatedAt: helpArticle.updatedAt,
    })
    .from(helpArticle)
    .innerJoin(helpCategory, eq(helpCategory.code, helpArticle.categoryCode))
    .where(where)
    .orderBy(...order, asc(helpCategory.sort), asc(helpArticle.sort), asc(helpArticle.id))
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findPublishedArticle(
  db: Db,
  lang: Lang,
  id: number,
): Promise<HelpArticleQueryRow | undefined> {
  const { title, body } = langColumns(lang);
  const [row] = await db
    .select({
      id: helpArticle.id,
      categoryCode: helpArticle.categoryCode,
      categoryName: categoryName(lang),
      title,
      body,
      updatedAt: helpArticle.updatedAt,
    })
    .from(helpArticle)
    .innerJoin(helpCategory, eq(helpCategory.code, helpArticle.categoryCode))
    .where(and(eq(helpArticle.id, id), eq(helpArticle.isPublished, true)));
  return row;
}
