import { defineCall, emptyBodySchema } from '../call.js';
import {
  productDetailsSchema,
  productPageSchema,
  qryDigitProductByKeyBodySchema,
  qryProduct4EmallBodySchema,
  qryProductByKeyBodySchema,
  suggestionAnswerSchema,
  suggestionBodySchema,
} from './catalog.schemas.js';
import { productSubstitutesSchema, qryProductSubstitutesBodySchema } from './substitutes.schemas.js';
import {
  directOrderInfoSchema,
  getStockFromQuoteByPageBodySchema,
  hotMfrPnPageSchema,
  qryDirectOrderMfrListInfoBodySchema,
  qryProduct4EmallBannerBodySchema,
  queryHotMfrPnListBodySchema,
  stockQuotePageSchema,
} from './spot-stock.schemas.js';
import {
  catalogPageSchema,
  catalogTreeSchema,
  qryCatalogProductsBodySchema,
  qrySearchHintsBodySchema,
  searchHintsSchema,
} from './parametric.schemas.js';
import { homePartListSchema } from './home-parts.schemas.js';
import { z } from 'zod';

export const catalogCalls = {
  qryProductSubstitutes: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/product/qryProductSubstitutes',
    auth: 'public',
    body: qryProductSubstitutesBodySchema,
    answer: productSubstitutesSchema,
    summary:
      "A product's drop-in substitutes: same category and package, defining values equal, ratings at least and tolerances at most the original's; best first (most parameters the same, then stock, then price at the quantity), each with its differences parameter by parameter.",
  }),
  qryProduct4Emall: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/product/qryProduct4Emall',
    auth: 'public',
    body: qryProduct4EmallBodySchema,
    answer: productPageSchema,
    summary:
      'Search: part numbers (exact, then prefix, then contains on the normalised key), then the parts whose parameters, brand and category match every word of the query (values with units, packages, brands, category words), then description text; stock orders each stage. Sorted instead by stock or by unit price at a quantity (as category pages). Brand and stock filters; ext.reading says how the query was read and which categories it hit.',
  }),
  qrySearchHints: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/product/qrySearchHints',
    auth: 'public',
    body: qrySearchHintsBodySchema,
    answer: searchHintsSchema,
    summary:
      'Suggestions while typing with categories and brands: part numbers as qryEmallMfrPartNumber, plus the categories and brands whose names (three languages, aliases) the text starts.',
  }),
  qryCatalogTree: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/catalog/qryCatalogTree',
    auth: 'public',
    body: z.object({}),
    answer: catalogTreeSchema,
    summary: 'The category tree with the number of active products in each node.',
  }),
  qryCatalogProducts: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/catalog/qryCatalogProducts',
    auth: 'public',
    body: qryCatalogProductsBodySchema,
    answer: catalogPageSchema,
    summary:
      "One category's products narrowed by parameter filters (values or numeric ranges), brands and stock, sorted by stock, unit price at a quantity or part number; with the filter table: each parameter's values and their counts among the filtered parts.",
  }),
  qryProductByKey: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/product/qryProductByKey',
    auth: 'public',
    body: qryProductByKeyBodySchema,
    answer: productDetailsSchema,
    summary: "One product by spuId, with its parameters named in the caller's language.",
  }),
  qryDigitProductByKey: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/product/qryDigitProductByKey',
    auth: 'public',
    body: qryDigitProductByKeyBodySchema,
    answer: productDetailsSchema,
    summary:
      "One product by manufacturer part number and brand code, with its parameters named in the caller's language.",
  }),
  qryEmallMfrPartNumber: defineCall({
    method: 'POST',
    path: '/api/emall/psm/product/qryEmallMfrPartNumber',
    auth: 'public',
    body: suggestionBodySchema,
    answer: suggestionAnswerSchema,
    summary: 'Suggestions while typing: prefix matches first, then contains, distinct part numbers, top 10.',
  }),
  qryEmallMfrPartNumberEss: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/product/qryEmallMfrPartNumber',
    auth: 'public',
    body: suggestionBodySchema,
    answer: suggestionAnswerSchema,
    summary: 'The same suggestions under the second path prefix, /api/emall/ess/.',
  }),
  qryProduct4EmallBanner: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/product/qryProduct4EmallBanner',
    auth: 'public',
    body: qryProduct4EmallBannerBodySchema,
    answer: productPageSchema,
    summary: 'The products behind a brand banner (brandCode) or a part-number banner (mfrPn).',
  }),
  qryDirectOrderMfrListInfo: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/product/qryDirectOrderMfrListInfo',
    auth: 'public',
    body: qryDirectOrderMfrListInfoBodySchema,
    answer: z.object({ rows: z.array(directOrderInfoSchema) }),
    summary: 'For each part number: the product orderable now from stock, and how many pieces.',
  }),
  getStockFromQuoteByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ess/smt/quoteprice/getStockFromQuoteByPage',
    auth: 'public',
    body: getStockFromQuoteByPageBodySchema,
    answer: stockQuotePageSchema,
    summary: 'Global spot stock from supplier channels, a page at a time (size 20), with the brand list.',
  }),
  queryHotMfrPnListByPage4Emall: defineCall({
    method: 'POST',
    path: '/api/emall/ess/hotmfrpn/queryHotMfrPnListByPage4Emall',
    auth: 'public',
    body: queryHotMfrPnListBodySchema,
    answer: hotMfrPnPageSchema,
    summary: 'The hot part numbers; pageNo and pageSize -1 answer the whole list.',
  }),
  qryNewParts: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/product/qryNewParts',
    auth: 'public',
    body: emptyBodySchema,
    answer: homePartListSchema,
    summary:
      "The home page's new parts: the active parts added or changed last that have stock and a price, newest first (at most 8; a minute old at most).",
  }),
} as const;
