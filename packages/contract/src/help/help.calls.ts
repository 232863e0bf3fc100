import { z } from 'zod';
import { defineCall, emptyBodySchema } from '../call.js';
import {
  helpArticlePageSchema,
  helpArticleSchema,
  helpCategorySchema,
  qryHelpArticleBodySchema,
  qryHelpArticleByPageBodySchema,
} from './help.schemas.js';

/**
 * The help centre (/help_center, logged-in users only; docs/help-centre.md). Articles are the shop's, the
 * same for every tenant, written in the three languages and answered in the caller's.
 */
export const helpCalls = {
  qryHelpCategoryList: defineCall({
    method: 'POST',
    path: '/api/emall/ess/help/qryHelpCategoryList',
    auth: 'session',
    body: emptyBodySchema,
    answer: z.array(helpCategorySchema),
    summary: 'The help categories in their order, named in the caller’s language, with their article counts.',
  }),
  qryHelpArticleByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ess/help/qryHelpArticleByPage',
    auth: 'session',
    body: qryHelpArticleByPageBodySchema,
    answer: helpArticlePageSchema,
    summary:
      'Published articles, 10 a page, of one category or all; a keyword searches titles and bodies in the caller’s language (title matches first) and answers a snippet around it.',
  }),
  qryHelpArticle: defineCall({
    method: 'POST',
    path: '/api/emall/ess/help/qryHelpArticle',
    auth: 'session',
    body: qryHelpArticleBodySchema,
    answer: helpArticleSchema,
    summary:
      'One published article in the caller’s language; 404 NOT_FOUND for an unknown or unpublished id.',
  }),
} as const;
