import type { HelpArticle, HelpArticleRow, HelpCategory, HelpCategoryCode, Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { snippetOf } from './help-snippet.js';
import {
  findPublishedArticle,
  listCategories,
  pageArticles,
  type HelpArticleFilter,
  type HelpArticleQueryRow,
} from './help.queries.js';

export interface HelpDeps {
  /** Help content is read-only for buyers, so every read may go to a replica. */
  readDb: Db;
}

function rowOf(row: HelpArticleQueryRow, keyword: string | undefined): HelpArticleRow {
  return {
    articleId: String(row.id),
    categoryCode: row.categoryCode as HelpCategoryCode,
    categoryName: row.categoryName,
    title: row.title,
    snippet: snippetOf(row.body, keyword),
    updateDate: row.updatedAt.toISOString(),
  };
}

export async function helpCategories(deps: HelpDeps, lang: Lang): Promise<HelpCategory[]> {
  const rows = await listCategories(deps.readDb, lang);
  return rows.map((row) => ({
    categoryCode: row.code as HelpCategoryCode,
    categoryName: row.name,
    articleCount: row.articleCount,
  }));
}

export async function helpArticlePage(deps: HelpDeps, lang: Lang, filter: HelpArticleFilter) {
  const keyword = filter.keyword === '' ? undefined : filter.keyword;
  const { rows, total } = await pageArticles(deps.readDb, lang, { ...filter, keyword });
  return {
    rows: rows.map((row) => rowOf(row, keyword)),
    total,
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
  };
}

/** An unknown or unpublished article answers 404 alike, as every domain answers an id it does not show. */
export async function helpArticle(deps: HelpDeps, lang: Lang, articleId: number): Promise<HelpArticle> {
  const row = await findPublishedArticle(deps.readDb, lang, articleId);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    articleId: String(row.id),
    categoryCode: row.categoryCode as HelpCategoryCode,
    categoryName: row.categoryName,
    title: row.title,
    updateDate: row.updatedAt.toISOString(),
    body: row.body,
  };
}
