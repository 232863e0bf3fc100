import { defineCall } from '../call.js';
import {
  productPageSchema,
  productSchema,
  qryDigitProductByKeyBodySchema,
  qryProduct4EmallBodySchema,
  qryProductByKeyBodySchema,
  suggestionAnswerSchema,
  suggestionBodySchema,
} from './catalog.schemas.js';
import {
  directOrderInfoSchema,
  getStockFromQuoteByPageBodySchema,
  hotMfrPnPageSchema,
  qryDirectOrderMfrListInfoBodySchema,
  qryProduct4EmallBannerBodySchema,
  queryHotMfrPnListBodySchema,
  stockQuotePageSchema,
} from './spot-stock.schemas.js';
import { z } from 'zod';

export const catalogCalls = {
  qryProduct4Emall: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/product/qryProduct4Emall',
    auth: 'public',
    body: qryProduct4EmallBodySchema,
    answer: productPageSchema,
    summary:
      'Part-number search: exact, then prefix, then contains on the normalised key, then stock; brand and stock filters.',
  }),
  qryProductByKey: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/product/qryProductByKey',
    auth: 'public',
    body: qryProductByKeyBodySchema,
    answer: productSchema,
    summary: 'One product by spuId.',
  }),
  qryDigitProductByKey: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/product/qryDigitProductByKey',
    auth: 'public',
    body: qryDigitProductByKeyBodySchema,
    answer: productSchema,
    summary: 'One product by manufacturer part number and brand code.',
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
    summary: 'The same suggestions under the second path prefix SPEC names.',
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
} as const;
