import type { FastifyInstance } from 'fastify';
import { contract } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { helpArticle, helpArticlePage, helpCategories, type HelpDeps } from './help.service.js';

const calls = contract.help;

/** Help-centre calls: all need a session; the content is the shop's, answered in the caller's language. */
export function registerHelpRoutes(app: FastifyInstance, deps: HelpDeps, options: BindOptions): void {
  bindCall(app, calls.qryHelpCategoryList, ({ lang }) => helpCategories(deps, lang), options);
  bindCall(app, calls.qryHelpArticleByPage, ({ lang, body }) => helpArticlePage(deps, lang, body), options);
  bindCall(app, calls.qryHelpArticle, ({ lang, body }) => helpArticle(deps, lang, body.articleId), options);
}
