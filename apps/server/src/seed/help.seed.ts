import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db.js';
import { helpArticle, helpCategory } from '../domains/help/help.tables.js';
import { HELP_CONTENT } from './help/help-content.js';

/**
 * The help centre's categories and articles: the shop's own content, so it is system data seeded on every start,
 * not demo data. Category names follow the code; an article is added when its slug is missing and never rewritten,
 * so an operator's edit (or unpublishing) survives restarts (docs/help-centre.md).
 */
export async function seedHelpContent(db: Db): Promise<void> {
  await db
    .insert(helpCategory)
    .values(
      HELP_CONTENT.map((category, i) => ({
        code: category.code,
        sort: (i + 1) * 10,
        nameZhCn: category.name.zhCn,
        nameZhTw: category.name.zhTw,
        nameEnUs: category.name.enUs,
      })),
    )
    .onConflictDoUpdate({
      target: helpCategory.code,
      set: {
        nameZhCn: sql`excluded.name_zh_cn`,
        nameZhTw: sql`excluded.name_zh_tw`,
        nameEnUs: sql`excluded.name_en_us`,
      },
    });
  const articles = HELP_CONTENT.flatMap((category) =>
    category.articles.map((article, i) => ({
      slug: article.slug,
      categoryCode: category.code,
      sort: (i + 1) * 10,
      titleZhCn: article.title.zhCn,
      titleZhTw: article.title.zhTw,
      titleEnUs: article.title.enUs,
      bodyZhCn: article.body.zhCn,
      bodyZhTw: article.body.zhTw,
      bodyEnUs: article.body.enUs,
    })),
  );
  await db.insert(helpArticle).values(articles).onConflictDoNothing({ target: helpArticle.slug });
}
