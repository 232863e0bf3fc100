import { defineCall, emptyBodySchema } from '../call.js';
import { customizedRequestSchema } from '../rules/customized-request.js';
import {
  brandPageAnswerSchema,
  brandProductSchema,
  brandSiteSchema,
  customizedRequestAnswerSchema,
  qryBrandPageBodySchema,
  qryBrandProductBodySchema,
} from './brand.schemas.js';

/**
 * The Ruisa brand site (landing pages; docs/brand-site.md). Public: the pages are landing pages for
 * visitors without an account; the contact form is guarded by a honeypot and a limit per address.
 */
export const brandCalls = {
  qryBrandSite: defineCall({
    method: 'POST',
    path: '/api/emall/ess/brand/qryBrandSite',
    auth: 'public',
    body: emptyBodySchema,
    answer: brandSiteSchema,
    summary:
      'The brand home (/ruisa): its introduction, active banners, product lines and application scenes.',
  }),
  qryBrandProduct: defineCall({
    method: 'POST',
    path: '/api/emall/ess/brand/qryBrandProduct',
    auth: 'public',
    body: qryBrandProductBodySchema,
    answer: brandProductSchema,
    summary:
      'One product line (/ruisa_product/{productCode}): parameters, features, scenes, images; 404 BRAND_PRODUCT_NOT_FOUND for an unknown code.',
  }),
  qryBrandPage: defineCall({
    method: 'POST',
    path: '/api/emall/ess/brand/qryBrandPage',
    auth: 'public',
    body: qryBrandPageBodySchema,
    answer: brandPageAnswerSchema,
    summary: 'A page of free content (/gd, /ruisa_customized) with the product lines for its links and form.',
  }),
  submitCustomizedRequest: defineCall({
    method: 'POST',
    path: '/api/emall/ess/brand/submitCustomizedRequest',
    auth: 'public',
    body: customizedRequestSchema,
    answer: customizedRequestAnswerSchema,
    summary:
      'Stores a customised-solution request (lead); 429 BRAND_REQUEST_TOO_FREQUENT after 5 from one address within 60 minutes.',
  }),
} as const;
