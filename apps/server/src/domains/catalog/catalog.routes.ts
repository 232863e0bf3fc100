import type { FastifyInstance } from 'fastify';
import { contract } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import {
  productByPartNumber,
  productBySpuId,
  searchCatalog,
  suggestions,
  type CatalogDeps,
} from './catalog.service.js';
import { bannerProducts, directOrderInfo, hotPartNumbers, stockQuotes } from './spot-stock.service.js';
import { bomLineCandidates } from '../bom/bom-candidates.service.js';
import { logCatalogSearch } from './search-log.service.js';
import { browseCategory } from './catalog-browse.service.js';
import { catalogTreeAnswer } from './catalog-tree.service.js';
import { searchHints } from './search-hints.service.js';

const calls = contract.catalog;

/** Catalog calls: anonymous visitors may search, as buyers do once logged in. */
export function registerCatalogRoutes(app: FastifyInstance, deps: CatalogDeps, options: BindOptions): void {
  // With a detailId the call answers that BOM line's candidates (the BOM page's line detail uses the same call).
  bindCall(
    app,
    calls.qryProduct4Emall,
    ({ body, lang, staff, request }) =>
      body.detailId === undefined
        ? searchCatalog(deps, body, lang).then((page) => {
            logCatalogSearch(request, body, page.total, staff?.tenantId ?? null);
            return page;
          })
        : bomLineCandidates(deps, staff, { ...body, detailId: body.detailId }, lang),
    options,
  );
  bindCall(
    app,
    calls.qryProductByKey,
    ({ body, lang }) => productBySpuId(deps, body.spuId, lang, body.quantity),
    options,
  );
  bindCall(
    app,
    calls.qryDigitProductByKey,
    ({ body, lang }) => productByPartNumber(deps, body, lang),
    options,
  );
  bindCall(app, calls.qryEmallMfrPartNumber, ({ body }) => suggestions(deps, body.code), options);
  bindCall(app, calls.qryEmallMfrPartNumberEss, ({ body }) => suggestions(deps, body.code), options);
  bindCall(app, calls.qrySearchHints, ({ body, lang }) => searchHints(deps.readDb, body.code, lang), options);
  bindCall(app, calls.qryCatalogTree, ({ lang }) => catalogTreeAnswer(deps.readDb, lang), options);
  bindCall(
    app,
    calls.qryCatalogProducts,
    ({ body, lang }) => browseCategory(deps.readDb, body, lang),
    options,
  );
  bindCall(app, calls.qryProduct4EmallBanner, ({ body, lang }) => bannerProducts(deps, body, lang), options);
  bindCall(
    app,
    calls.qryDirectOrderMfrListInfo,
    ({ body, lang }) => directOrderInfo(deps, body.mfrPartNumbers, lang),
    options,
  );
  bindCall(app, calls.getStockFromQuoteByPage, ({ body, lang }) => stockQuotes(deps, body, lang), options);
  bindCall(
    app,
    calls.queryHotMfrPnListByPage4Emall,
    ({ body, lang }) => hotPartNumbers(deps, body, lang),
    options,
  );
}
