import type { FastifyInstance } from 'fastify';
import { contract } from '@emall/contract';
import type { Lang, ProductPage } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import type { StaffContext } from '../../platform/request-context.js';
import { productByPartNumber, productBySpuId, searchCatalog, suggestions } from './catalog.service.js';
import type { CatalogDeps } from './catalog.settings.js';
import {
  bannerProducts,
  directOrderInfo,
  hotPartNumbers,
  stockQuotes,
} from './spot-stock/spot-stock.service.js';
import { logCatalogSearch } from './search/search-log.service.js';
import { browseCategory } from './browse/browse.service.js';
import { catalogTreeAnswer } from './browse/tree.service.js';
import { searchHints } from './search/search-hints.service.js';
import { newParts } from './showcase/home-parts.service.js';
import { productSubstitutes } from './substitutes/substitutes.service.js';

const calls = contract.catalog;

/** The search call's answer for one BOM line: that line's candidates as a page of products. */
export type BomLineCandidates = (
  deps: CatalogDeps,
  staff: StaffContext | null,
  body: { detailId: string | number; quantity?: number | undefined; pageNo: number; pageSize: number },
  lang: Lang,
) => Promise<ProductPage>;

export interface CatalogRouteDeps extends CatalogDeps {
  /**
   * The BOM page's line detail uses the search call with a detailId. The bom domain answers it, and it sits
   * above the catalog: the app hands its function in, so the catalog never imports the bom.
   */
  bomLineCandidates: BomLineCandidates;
}

/** Catalog calls: anonymous visitors may search, as buyers do once logged in. */
export function registerCatalogRoutes(
  app: FastifyInstance,
  deps: CatalogRouteDeps,
  options: BindOptions,
): void {
  bindCall(
    app,
    calls.qryProduct4Emall,
    ({ body, lang, staff, request }) =>
      body.detailId === undefined
        ? searchCatalog(deps, body, lang).then((page) => {
            logCatalogSearch(request, body, page, staff?.tenantId ?? null);
            return page;
          })
        : deps.bomLineCandidates(deps, staff, { ...body, detailId: body.detailId }, lang),
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
  bindCall(app, calls.qryNewParts, ({ lang }) => newParts(deps, lang), options);
  bindCall(
    app,
    calls.qryProductSubstitutes,
    ({ body, lang }) => productSubstitutes(deps, body, lang),
    options,
  );
}
