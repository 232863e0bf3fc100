import type { HelpCategoryCode } from '@emall/contract';

/** What the help centre shows, as its URL holds it. */
export interface HelpLocation {
  categoryCode?: HelpCategoryCode;
  keyword: string;
  pageNo: number;
  articleId?: string;
}

/** The query of a view; defaults are left out so links stay short. */
export function helpParams(location: HelpLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (location.categoryCode) params.set('category', location.categoryCode);
  if (location.keyword) params.set('keyword', location.keyword);
  if (location.pageNo > 1) params.set('page', String(location.pageNo));
  if (location.articleId) params.set('article', location.articleId);
  return params;
}

/** The /help_center link of a view. */
export function helpPath(location: HelpLocation): string {
  const query = helpParams(location).toString();
  return query ? `/help_center?${query}` : '/help_center';
}
