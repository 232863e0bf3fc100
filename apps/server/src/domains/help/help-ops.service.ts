import { randomUUID } from 'node:crypto';
import type { HelpCategoryCode, Lang } from '@emall/contract';
import { OPS_HELP_SLUG_PREFIX } from '@emall/contract/ops';
import type { OpsHelpArticle, OpsHelpArticleRow } from '@emall/contract/ops';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { recordAudit, type AuditActor } from '../operator/audit.service.js';
import {
  deleteArticleRow,
  findArticleRow,
  insertArticleRow,
  listCategoriesForOps,
  pageArticlesForOps,
  updateArticleRow,
  type HelpArticleDbRow,
} from './help-ops.queries.js';

/**
 * The console's help-article calls (docs/operator-console.md): every article, published or not, in all three
 * languages.
 */
type Texts = { zhCn: string; zhTw: string; enUs: string };

export interface HelpArticleFields {
  categoryCode: HelpCategoryCode;
  sort: number;
  title: Texts;
  body: Texts;
}

function rowOf(row: HelpArticleDbRow): OpsHelpArticleRow {
  return {
    articleId: row.id,
    slug: row.slug,
    categoryCode: row.categoryCode as HelpCategoryCode,
    sort: row.sort,
    isPublished: row.isPublished,
    // Seeded articles come back at the next start when deleted (the seed adds missing slugs): they are hidden instead.
    deletable: row.slug.startsWith(OPS_HELP_SLUG_PREFIX),
    title: { zhCn: row.titleZhCn, zhTw: row.titleZhTw, enUs: row.titleEnUs },
    updatedAt: row.updatedAt.toISOString(),
  };
}

function articleOf(row: HelpArticleDbRow): OpsHelpArticle {
  return { ...rowOf(row), body: { zhCn: row.bodyZhCn, zhTw: row.bodyZhTw, enUs: row.bodyEnUs } };
}

function columnsOf(fields: HelpArticleFields) {
  return {
    categoryCode: fields.categoryCode,
    sort: fields.sort,
    titleZhCn: fields.title.zhCn,
    titleZhTw: fields.title.zhTw,
    titleEnUs: fields.title.enUs,
    bodyZhCn: fields.body.zhCn,
    bodyZhTw: fields.body.zhTw,
    bodyEnUs: fields.body.enUs,
  };
}

export async function opsHelpCategories(db: Db, lang: Lang) {
  const rows = await listCategoriesForOps(db, lang);
  return rows.map((row) => ({
    categoryCode: row.code as HelpCategoryCode,
    categoryName: row.name,
    articleCount: row.articleCount,
  }));
}

export async function opsHelpArticlePage(
  db: Db,
  query: {
    categoryCode?: HelpCategoryCode | undefined;
    keyword?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
) {
  const page = await pageArticlesForOps(
    db,
    { categoryCode: query.categoryCode, keyword: query.keyword || undefined },
    query.pageNo,
    query.pageSize,
  );
  return { rows: page.rows.map(rowOf), total: page.total, pageNo: query.pageNo, pageSize: query.pageSize };
}

export async function opsHelpArticle(db: Db, articleId: number): Promise<OpsHelpArticle> {
  const row = await findArticleRow(db, articleId);
  if (!row) throw new AppError('NOT_FOUND');
  return articleOf(row);
}

async function lockedArticle(tx: Db, articleId: number): Promise<HelpArticleDbRow> {
  const row = await findArticleRow(tx, articleId, true);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function createHelpArticle(
  db: Db,
  actor: AuditActor,
  input: HelpArticleFields & { isPublished: boolean },
  now: Date,
): Promise<OpsHelpArticle> {
  return db.transaction(async (tx) => {
    const row = await insertArticleRow(tx, {
      slug: `${OPS_HELP_SLUG_PREFIX}${randomUUID()}`,
      isPublished: input.isPublished,
      updatedAt: now,
      ...columnsOf(input),
    });
    const article = articleOf(row);
    await recordAudit(
      tx,
      actor,
      {
        action: 'content.help.create',
        targetType: 'helpArticle',
        targetId: row.id,
        before: null,
        after: article,
      },
      now,
    );
    return article;
  });
}

export async function updateHelpArticle(
  db: Db,
  actor: AuditActor,
  input: HelpArticleFields & { articleId: number },
  now: Date,
): Promise<OpsHelpArticle> {
  return db.transaction(async (tx) => {
    const before = await lockedArticle(tx, input.articleId);
    const after = articleOf(
      await updateArticleRow(tx, input.articleId, { ...columnsOf(input), updatedAt: now }),
    );
    await recordAudit(
      tx,
      actor,
      {
        action: 'content.help.update',
        targetType: 'helpArticle',
        targetId: input.articleId,
        before: articleOf(before),
        after,
      },
      now,
    );
    return after;
  });
}

export async function publishHelpArticle(
  db: Db,
  actor: AuditActor,
  input: { articleId: number; published: boolean },
  now: Date,
): Promise<OpsHelpArticle> {
  return db.transaction(async (tx) => {
    const before = await lockedArticle(tx, input.articleId);
    const after = articleOf(
      await updateArticleRow(tx, input.articleId, { isPublished: input.published, updatedAt: now }),
    );
    await recordAudit(
      tx,
      actor,
      {
        action: input.published ? 'content.help.publish' : 'content.help.unpublish',
        targetType: 'helpArticle',
        targetId: input.articleId,
        before: { isPublished: before.isPublished },
        after: { isPublished: after.isPublished },
      },
      now,
    );
    return after;
  });
}

/** Deletes an article written in the console; the shop's seeded ones answer 409 (they are unpublished instead). */
export async function deleteHelpArticle(
  db: Db,
  actor: AuditActor,
  articleId: number,
  now: Date,
): Promise<null> {
  await db.transaction(async (tx) => {
    const before = await lockedArticle(tx, articleId);
    if (!before.slug.startsWith(OPS_HELP_SLUG_PREFIX)) throw new AppError('OPS_CONTENT_HELP_SEEDED');
    await deleteArticleRow(tx, articleId);
    await recordAudit(
      tx,
      actor,
      {
        action: 'content.help.delete',
        targetType: 'helpArticle',
        targetId: articleId,
        before: articleOf(before),
        after: null,
      },
      now,
    );
  });
  return null;
}
