import { z } from 'zod';
import { pageNoSchema, pageSchema, pageSizeSchema } from '../call.js';

/** The help centre's categories (docs/help-centre.md): every article belongs to one of them. */
export const HELP_CATEGORY_CODES = [
  'ordering',
  'payment',
  'delivery',
  'invoices',
  'samples',
  'bom',
  'account',
] as const;
export type HelpCategoryCode = (typeof HELP_CATEGORY_CODES)[number];

/** Articles per page of the help centre's list. */
export const HELP_ARTICLE_PAGE_SIZE = 10;
/** Longest keyword the help search takes; a question, not a document. */
export const HELP_KEYWORD_MAX = 50;

/** An article id as clients send it: a number or its digits. */
export const helpArticleIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value),
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
);

export const qryHelpArticleByPageBodySchema = z
  .object({
    /** Searched in the caller's language, in titles and bodies; blank lists every article. */
    keyword: z.string().trim().max(HELP_KEYWORD_MAX).optional(),
    categoryCode: z.enum(HELP_CATEGORY_CODES).optional(),
    pageNo: pageNoSchema.default(1),
    pageSize: pageSizeSchema(HELP_ARTICLE_PAGE_SIZE, 50),
  })
  .nullish()
  .transform((body) => body ?? { pageNo: 1, pageSize: HELP_ARTICLE_PAGE_SIZE });

export const qryHelpArticleBodySchema = z.object({ articleId: helpArticleIdSchema });

export const helpCategorySchema = z.object({
  categoryCode: z.enum(HELP_CATEGORY_CODES),
  categoryName: z.string(),
  /** Published articles of the category. */
  articleCount: z.number().int(),
});

/** One row of the article list: the body is left out, a snippet around the keyword stands in. */
export const helpArticleRowSchema = z.object({
  articleId: z.string(),
  categoryCode: z.enum(HELP_CATEGORY_CODES),
  categoryName: z.string(),
  title: z.string(),
  /** Plain text: the start of the article, or the passage around the first match of the keyword. */
  snippet: z.string(),
  updateDate: z.string(),
});
export const helpArticlePageSchema = pageSchema(helpArticleRowSchema);

export const helpArticleSchema = helpArticleRowSchema.omit({ snippet: true }).extend({
  /** The article in the help centre's Markdown subset (docs/help-centre.md); the web renders it as text. */
  body: z.string(),
});

export type HelpCategory = z.infer<typeof helpCategorySchema>;
export type HelpArticleRow = z.infer<typeof helpArticleRowSchema>;
export type HelpArticle = z.infer<typeof helpArticleSchema>;
