import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { auditActor } from '../operator/audit.service.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';
import { addBanner, listBanners, removeBanner, reorderBanners, updateBanner } from './content-ops-banners.js';
import {
  addDictionaryEntry,
  dictionaries,
  dictionaryEntryPage,
  sysParamPage,
  updateDictionaryEntry,
  updateSysParam,
} from './content-ops.settings.js';
import { restoreText, textPage, updateText } from './content-ops.texts.js';

const calls = opsContract.opsContent;

/**
 * The operator console's content calls (docs/operator-console.md): banners, parameters, dictionaries and
 * texts (the help articles of the same screen: help-ops.routes.ts). Reads go to the primary: an operator looks
 * at what was just saved, and a replica may lag.
 */
export function registerContentOpsRoutes(
  app: FastifyInstance,
  deps: OpsRouteDeps,
  options: BindOptions,
): void {
  const { db, clock } = deps;

  bindCall(app, calls.qryBanners, () => listBanners(db), options);
  bindCall(
    app,
    calls.addBanner,
    ({ body, operator, request }) => addBanner(db, auditActor(operator, request), body, clock.now()),
    options,
  );
  bindCall(
    app,
    calls.updateBanner,
    ({ body, operator, request }) =>
      updateBanner(db, auditActor(operator, request), body.id, body, clock.now()),
    options,
  );
  bindCall(
    app,
    calls.removeBanner,
    ({ body, operator, request }) => removeBanner(db, auditActor(operator, request), body.id, clock.now()),
    options,
  );
  bindCall(
    app,
    calls.reorderBanners,
    ({ body, operator, request }) => reorderBanners(db, auditActor(operator, request), body.ids, clock.now()),
    options,
  );

  bindCall(app, calls.qrySysParams, ({ body }) => sysParamPage(db, body), options);
  bindCall(
    app,
    calls.updateSysParam,
    ({ body, operator, request, lang }) =>
      updateSysParam(db, auditActor(operator, request), body, lang, clock.now()),
    options,
  );

  bindCall(app, calls.qryDictionaries, () => dictionaries(db), options);
  bindCall(app, calls.qryDictionaryEntries, ({ body }) => dictionaryEntryPage(db, body), options);
  bindCall(
    app,
    calls.addDictionaryEntry,
    ({ body, operator, request }) => addDictionaryEntry(db, auditActor(operator, request), body, clock.now()),
    options,
  );
  bindCall(
    app,
    calls.updateDictionaryEntry,
    ({ body, operator, request }) =>
      updateDictionaryEntry(db, auditActor(operator, request), body, clock.now()),
    options,
  );

  bindCall(app, calls.qryTexts, ({ body }) => textPage(db, body), options);
  bindCall(
    app,
    calls.updateText,
    ({ body, operator, request }) => updateText(db, auditActor(operator, request), body, clock.now()),
    options,
  );
  bindCall(
    app,
    calls.restoreText,
    ({ body, operator, request }) =>
      restoreText(db, auditActor(operator, request), body.keyValue, clock.now()),
    options,
  );
}
