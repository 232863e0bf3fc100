import type { CallBody } from '@emall/contract';
import type { opsContract } from '@emall/contract/ops';

type Calls = typeof opsContract.opsContent;

/** The query keys of /ops/content; every one starts with `all`, so any save refreshes what the tabs show. */
export const contentKeys = {
  all: ['ops', 'content'] as const,
  banners: ['ops', 'content', 'banners'] as const,
  params: (body: CallBody<Calls['qrySysParams']>) => ['ops', 'content', 'params', body] as const,
  dictionaries: ['ops', 'content', 'dictionaries'] as const,
  dictionary: (body: CallBody<Calls['qryDictionaryEntries']>) =>
    ['ops', 'content', 'dictionary', body] as const,
  texts: (body: CallBody<Calls['qryTexts']>) => ['ops', 'content', 'texts', body] as const,
  helpCategories: ['ops', 'content', 'helpCategories'] as const,
  helpArticles: (body: CallBody<Calls['qryHelpArticles']>) =>
    ['ops', 'content', 'helpArticles', body] as const,
  helpArticle: (articleId: number | null) => ['ops', 'content', 'helpArticle', articleId] as const,
};
