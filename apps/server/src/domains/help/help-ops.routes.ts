import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { auditActor } from '../operator/audit.service.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';
import {
  createHelpArticle,
  deleteHelpArticle,
  opsHelpArticle,
  opsHelpArticlePage,
  opsHelpCategories,
  publishHelpArticle,
  updateHelpArticle,
} from './help-ops.service.js';

// The help articles are part of the console's content calls; the rest of them are the system domain's.
const calls = opsContract.opsContent;

/**
 * The operator console's help article calls (docs/operator-console.md). Reads go to the primary: an operator
 * looks at what was just saved, and a replica may lag.
 */
export function registerHelpOpsRoutes(app: FastifyInstance, deps: OpsRouteDeps, options: BindOptions): void {
  const { db, clock } = deps;

  bindCall(app, calls.qryHelpCategories, ({ lang }) => opsHelpCategories(db, lang), options);
  bindCall(app, calls.qryHelpArticles, ({ body }) => opsHelpArticlePage(db, body), options);
  bindCall(app, calls.qryHelpArticleDetail, ({ body }) => opsHelpArticle(db, body.articleId), options);
  bindCall(
    app,
    calls.createHelpArticle,
    ({ body, operator, request }) => createHelpArticle(db, auditActor(operator, request), body, clock.now()),
    options,
  );
  bindCall(
    app,
    calls.updateHelpArticle,
    ({ body, operator, request }) => updateHelpArticle(db, auditActor(operator, request), body, clock.now()),
    options,
  );
  bindCall(
    app,
    calls.publishHelpArticle,
    ({ body, operator, request }) => publishHelpArticle(db, auditActor(operator, request), body, clock.now()),
    options,
  );
  bindCall(
    app,
    calls.deleteHelpArticle,
    ({ body, operator, request }) =>
      deleteHelpArticle(db, auditActor(operator, request), body.articleId, clock.now()),
    options,
  );
}
