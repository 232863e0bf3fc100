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
} as const;
