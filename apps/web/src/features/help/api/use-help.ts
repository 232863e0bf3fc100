import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract, HELP_ARTICLE_PAGE_SIZE } from '@emall/contract';
import type { HelpCategoryCode } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';

/** What the article list shows: a keyword, a category, or both; pageNo counts from 1. */
export interface HelpListFilter {
  keyword: string;
  categoryCode?: HelpCategoryCode;
  pageNo: number;
}

/** Every answer is in the caller's language, so the language is part of each key. */
export function useHelpCategories() {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: ['help', 'categories', lang],
    queryFn: () => call(contract.help.qryHelpCategoryList),
  });
}

export function useHelpArticles(filter: HelpListFilter) {
  const lang = useSessionStore((s) => s.lang);
  const body = {
    keyword: filter.keyword || undefined,
    categoryCode: filter.categoryCode,
    pageNo: filter.pageNo,
    pageSize: HELP_ARTICLE_PAGE_SIZE,
  };
  return useQuery({
    queryKey: ['help', 'articles', body, lang],
    queryFn: () => call(contract.help.qryHelpArticleByPage, body),
    placeholderData: keepPreviousData,
  });
}

/** One article; without an id (the list is shown) nothing is asked. */
export function useHelpArticle(articleId: string | undefined) {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: ['help', 'article', articleId, lang],
    queryFn: () => call(contract.help.qryHelpArticle, { articleId: articleId ?? '' }),
    enabled: articleId !== undefined,
  });
}
