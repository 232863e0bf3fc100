import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallBody, HelpCategoryCode } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { Localized, OpsHelpArticle } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { contentKeys } from './content-keys';
import { useContentSave } from './use-content-save';

const calls = opsContract.opsContent;

export type OpsHelpArticlesBody = CallBody<typeof calls.qryHelpArticles>;

/** An article as the form edits it. */
export interface HelpArticleValues {
  categoryCode: HelpCategoryCode;
  sort: number;
  isPublished: boolean;
  title: Localized;
  body: Localized;
}

/** The help centre's categories with their article counts. */
export function useHelpCategories() {
  return useQuery({ queryKey: contentKeys.helpCategories, queryFn: () => call(calls.qryHelpCategories, {}) });
}

export function useHelpArticles(body: OpsHelpArticlesBody) {
  return useQuery({
    queryKey: contentKeys.helpArticles(body),
    queryFn: () => call(calls.qryHelpArticles, body),
    placeholderData: keepPreviousData,
  });
}

/** One article in full, for the editor (none for a new one); never stale, so a refetch never resets the form. */
export function useHelpArticle(articleId: number | null) {
  return useQuery({
    queryKey: contentKeys.helpArticle(articleId),
    queryFn: () => call(calls.qryHelpArticleDetail, { articleId: articleId ?? 0 }),
    enabled: articleId !== null,
    staleTime: Infinity,
  });
}

/** Writes a new article (`articleId` null) or saves the one given. */
export function useSaveHelpArticle(articleId: number | null, onSaved: () => void) {
  return useContentSave((values: HelpArticleValues): Promise<OpsHelpArticle> => {
    const { isPublished, ...fields } = values;
    return articleId === null
      ? call(calls.createHelpArticle, { ...fields, isPublished })
      : call(calls.updateHelpArticle, { ...fields, articleId });
  }, onSaved);
}

export function usePublishHelpArticle() {
  return useContentSave((vars: { articleId: number; published: boolean }) =>
    call(calls.publishHelpArticle, vars),
  );
}

export function useDeleteHelpArticle() {
  return useContentSave((articleId: number) => call(calls.deleteHelpArticle, { articleId }));
}
