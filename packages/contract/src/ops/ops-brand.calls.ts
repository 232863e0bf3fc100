import { defineCall } from '../call.js';
import {
  opsBrandMergeResultSchema,
  opsBrandMergeSchema,
  opsBrandPageSchema,
  opsBrandQuerySchema,
} from './ops-brand.schemas.js';

const path = (verb: string) => `/api/emall/ops/brand/${verb}`;

/** The console's brands: list and merge. */
export const opsBrandCalls = {
  qryBrandByPage: defineCall({
    method: 'POST',
    path: path('qryBrandByPage'),
    auth: 'ops',
    body: opsBrandQuerySchema,
    answer: opsBrandPageSchema,
    summary:
      'Brands whose code, names or aliases contain the keyword (compared as keys: case, spaces and punctuation aside), mainstream first, with their aliases and product counts.',
  }),
  mergeBrand: defineCall({
    method: 'POST',
    path: path('mergeBrand'),
    auth: 'ops-write',
    body: opsBrandMergeSchema,
    answer: opsBrandMergeResultSchema,
    summary:
      "Folds one brand into another: its products (ids kept, so carts and orders stay valid), supplier quotes and hot part numbers move to the target, its code and names become the target's aliases, and the source brand is removed; audited. Refused for the same brand twice (OPS_BRAND_MERGE_SELF), an unknown id (404) and when both brands list the same part number (OPS_BRAND_MERGE_CLASH).",
  }),
} as const;
