import { defineCall } from '../call.js';
import {
  addQuotedToCartAnswerSchema,
  addQuotedToCartBodySchema,
  createdEnquirySchema,
  createEnquiryBodySchema,
  createEnquiryFromBomBodySchema,
  enquiryDetailSchema,
  enquiryPageSchema,
  enquiryRefBodySchema,
  qryEnquiryByPageBodySchema,
} from './enquiry.schemas.js';

/**
 * Enquiries (/enquiry; paths in the style of the other calls; docs/enquiry.md). Every call needs a
 * session and reads or writes only the caller's tenant's enquiries: another tenant's id answers 404.
 */
export const enquiryCalls = {
  createEnquiry: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/enquiry/createEnquiry',
    auth: 'session',
    body: createEnquiryBodySchema,
    answer: createdEnquirySchema,
    summary:
      'Submits the enquiry table (1 to 200 lines) with a reference EQyyyymmdd-nnnn; needs an Idempotency-Key header.',
  }),
  createEnquiryFromBom: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/enquiry/createEnquiryFromBom',
    auth: 'session',
    body: createEnquiryFromBomBodySchema,
    answer: createdEnquirySchema,
    summary:
      "Enquires the caller's BOM lines named in lines (1 to 200, each with an optional target price and delivery date) with part, maker, quantity and custPn; needs an Idempotency-Key header.",
  }),
  qryEnquiryByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/enquiry/qryEnquiryByPage',
    auth: 'session',
    body: qryEnquiryByPageBodySchema,
    answer: enquiryPageSchema,
    summary: "The tenant's enquiries, newest first, 10 a page, optionally of one status.",
  }),
  qryEnquiryDetail: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/enquiry/qryEnquiryDetail',
    auth: 'session',
    body: enquiryRefBodySchema,
    answer: enquiryDetailSchema,
    summary: 'One enquiry of the tenant with its lines and the quoted prices.',
  }),
  cancelEnquiry: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/enquiry/cancelEnquiry',
    auth: 'session',
    body: enquiryRefBodySchema,
    answer: enquiryDetailSchema,
    summary: 'Cancels a submitted or quoted enquiry (422 once ordered, expired or cancelled).',
  }),
  addQuotedToCart: defineCall({
    method: 'POST',
    path: '/api/emall/ess/oms/enquiry/addQuotedToCart',
    auth: 'session',
    body: addQuotedToCartBodySchema,
    answer: addQuotedToCartAnswerSchema,
    summary:
      'Puts quoted lines (all, or lineIds) into the cart at the quoted price and quantity while the quote is valid.',
  }),
} as const;
