import type { FastifyInstance } from 'fastify';
import { contract } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import {
  dictionariesByCodes,
  dictionaryValues,
  paramInfo,
  paramPage,
  paramValues,
  recordAction,
  regions,
  translations,
  type SystemDeps,
} from './system.service.js';

const calls = contract.system;

export function registerSystemRoutes(app: FastifyInstance, deps: SystemDeps, options: BindOptions): void {
  bindCall(app, calls.qryI18nTexts, () => translations(deps), options);
  bindCall(
    app,
    calls.getDicByCodes,
    ({ body, lang }) => dictionariesByCodes(deps, body.dicCodes, lang),
    options,
  );
  bindCall(
    app,
    calls.qryDataDicValueGroup,
    ({ body, lang }) => dictionaryValues(deps, body.dicCode, lang),
    options,
  );
  bindCall(app, calls.qrySysParamList4Page, ({ body }) => paramPage(deps, body), options);
  bindCall(app, calls.qrySysParamInfo, ({ body }) => paramInfo(deps, body.paramCode), options);
  bindCall(app, calls.getParamValue, ({ body }) => paramValues(deps, body.paramCodes), options);
  bindCall(app, calls.qryChinaRegion, ({ body }) => regions(deps, body), options);
  bindCall(
    app,
    calls.addActionLog,
    ({ body, staff, request }) => recordAction(deps, staff, body, request.ip),
    options,
  );
}
