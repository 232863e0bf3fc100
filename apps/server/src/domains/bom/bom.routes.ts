import type { FastifyInstance } from 'fastify';
import { contract } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { readUploadedFile } from '../../platform/uploads.js';
import { modifyBomBuild, qryBomCosting } from './bom-costing.service.js';
import { addBomDetail, bomState, modifyBomDetail } from './bom-detail.service.js';
import { BomJobRunner } from './matching/job.js';
import { bomLogPage, bomProgress, modifyBomLog } from './bom-log.service.js';
import { bomSummary } from './bom-summary.service.js';
import { confirmBomMapping, previewBom, uploadBom } from './bom-upload.service.js';
import type { BomDeps } from './bom.settings.js';

const calls = contract.bom;

/**
 * BOM calls (docs/api.md, docs/bom-matching.md), and the matching job runner of this process: it starts when
 * the server is ready (resuming unfinished jobs) and stops, after the chunk in hand, when the server closes.
 */
export function registerBomRoutes(
  app: FastifyInstance,
  base: { db: Db; readDb: Db; clock: Clock },
  options: BindOptions,
): BomJobRunner {
  const jobs = new BomJobRunner({ ...base, log: app.log });
  const deps: BomDeps = { ...base, jobs };
  app.addHook('onReady', (done) => {
    jobs.start();
    done();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });

  bindCall(
    app,
    calls.uploadBom,
    async ({ staff, request }) =>
      uploadBom(deps, staff, await readUploadedFile(request, { emptyAllowed: true })),
    options,
  );
  bindCall(app, calls.qryBomPreview, ({ staff, body, lang }) => previewBom(deps, staff, body, lang), options);
  bindCall(
    app,
    calls.confirmBomMapping,
    ({ staff, body, lang }) => confirmBomMapping(deps, staff, body, lang),
    options,
  );
  bindCall(
    app,
    calls.qryBomProgress,
    ({ staff, body }) => bomProgress(deps, staff, body.tenantBomLogId),
    options,
  );
  bindCall(
    app,
    calls.addBomDetail,
    ({ staff, body, lang }) => addBomDetail(deps, staff, body, lang),
    options,
  );
  bindCall(
    app,
    calls.modifyBomDetail,
    ({ staff, body, lang }) => modifyBomDetail(deps, staff, body, lang),
    options,
  );
  bindCall(app, calls.modifybomlog, ({ staff, body }) => modifyBomLog(deps, staff, body), options);
  bindCall(
    app,
    calls.qryBomDetailByBomId,
    ({ staff, body, lang }) => bomState(deps, staff, body, lang),
    options,
  );
  bindCall(
    app,
    calls.qryBomSummary,
    ({ staff, body, lang }) => bomSummary(deps, staff, body.tenantBomLogId, lang),
    options,
  );
  bindCall(
    app,
    calls.qryBomCosting,
    ({ staff, body, lang }) => qryBomCosting(deps, staff, body, lang),
    options,
  );
  bindCall(
    app,
    calls.modifyBomBuild,
    ({ staff, body, lang }) => modifyBomBuild(deps, staff, body, lang),
    options,
  );
  bindCall(app, calls.qryBomLogByPage, ({ staff, body }) => bomLogPage(deps, staff, body), options);
  return jobs;
}
