import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../../platform/bind-call.js';
import { readUploadedFile } from '../../../platform/uploads.js';
import { auditActor } from '../../operator/audit.service.js';
import type { OpsRouteDeps } from '../../operator/operator.settings.js';
import { CatalogImportJobs, readCatalogUpload, type ImportJobOptions } from '../import/import-job.js';
import {
  importJob,
  importJobPage,
  rejectionFile,
  rejectionPage,
  toImportJob,
} from '../import/import-report.js';
import { parameterOptions } from './ops-params.js';
import { opsProduct, opsProductPage, updateOpsProduct } from './ops.service.js';
import {
  addOpsHotPart,
  addOpsQuote,
  deleteOpsQuote,
  opsHotParts,
  opsQuotePage,
  removeOpsHotPart,
  reorderOpsHotParts,
  updateOpsQuote,
} from './ops-spot.service.js';

/**
 * The operator console's catalog calls (docs/operator-console.md). Answers the import jobs of this server, which start
 * with it (lapsed jobs of a previous run are marked failed) and stop with it.
 */
export function registerCatalogOpsRoutes(
  app: FastifyInstance,
  deps: OpsRouteDeps,
  options: BindOptions,
  jobOptions?: ImportJobOptions,
): CatalogImportJobs {
  const calls = opsContract.opsCatalog;
  const jobs = new CatalogImportJobs({ db: deps.db, clock: deps.clock, log: app.log }, jobOptions);
  app.addHook('onReady', async () => {
    await jobs.sweep();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });

  bindCall(
    app,
    calls.startCatalogImport,
    async ({ operator, request, lang }) => {
      const file = await readUploadedFile(request);
      const rows = await readCatalogUpload(file);
      const actor = { ...auditActor(operator, request), operatorName: operator.operatorName };
      return toImportJob(await jobs.start(actor, file.filename, rows), lang);
    },
    options,
  );
  bindCall(
    app,
    calls.qryCatalogImportByPage,
    async ({ body, lang }) => {
      await jobs.sweep();
      return importJobPage(deps.db, body, lang);
    },
    options,
  );
  bindCall(
    app,
    calls.qryCatalogImport,
    async ({ body, lang }) => {
      await jobs.sweep();
      return importJob(deps.db, body.jobId, lang);
    },
    options,
  );
  bindCall(
    app,
    calls.qryImportRejectionByPage,
    async ({ body, lang }) => rejectionPage(deps.readDb, body, lang),
    options,
  );
  bindCall(
    app,
    calls.exportImportRejections,
    async ({ body, lang }) => rejectionFile(deps.readDb, body, lang),
    options,
  );

  bindCall(app, calls.qryProductByPage, async ({ body, lang }) => opsProductPage(deps, body, lang), options);
  bindCall(app, calls.qryProduct, async ({ body, lang }) => opsProduct(deps, body.productId, lang), options);
  bindCall(
    app,
    calls.updateProduct,
    async ({ body, lang, operator, request }) =>
      updateOpsProduct(deps, auditActor(operator, request), body, lang),
    options,
  );
  bindCall(app, calls.qryParameterList, ({ lang }) => Promise.resolve(parameterOptions(lang)), options);

  bindCall(app, calls.qryHotPartList, async ({ lang }) => opsHotParts(deps, lang), options);
  bindCall(
    app,
    calls.addHotPart,
    async ({ body, lang, operator, request }) =>
      addOpsHotPart(deps, auditActor(operator, request), body, lang),
    options,
  );
  bindCall(
    app,
    calls.removeHotPart,
    async ({ body, lang, operator, request }) =>
      removeOpsHotPart(deps, auditActor(operator, request), body.id, lang),
    options,
  );
  bindCall(
    app,
    calls.reorderHotParts,
    async ({ body, lang, operator, request }) =>
      reorderOpsHotParts(deps, auditActor(operator, request), body.ids, lang),
    options,
  );

  bindCall(app, calls.qryQuoteByPage, async ({ body, lang }) => opsQuotePage(deps, body, lang), options);
  bindCall(
    app,
    calls.addQuote,
    async ({ body, lang, operator, request }) => addOpsQuote(deps, auditActor(operator, request), body, lang),
    options,
  );
  bindCall(
    app,
    calls.updateQuote,
    async ({ body, lang, operator, request }) =>
      updateOpsQuote(deps, auditActor(operator, request), body, lang),
    options,
  );
  bindCall(
    app,
    calls.deleteQuote,
    async ({ body, lang, operator, request }) =>
      deleteOpsQuote(deps, auditActor(operator, request), body.quoteId, lang),
    options,
  );
  return jobs;
}
