import { defineCall } from '../call.js';
import {
  opsEnquiryDetailSchema,
  opsEnquiryPageSchema,
  opsEnquiryQuerySchema,
  opsEnquiryRefSchema,
  opsQuoteBodySchema,
} from './ops-enquiry.schemas.js';

/** The operator console's enquiry calls: every tenant's enquiries, and quoting them. */
export const opsEnquiryCalls = {
  qryOpsEnquiryByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ops/enquiry/qryEnquiryByPage',
    auth: 'ops',
    body: opsEnquiryQuerySchema,
    answer: opsEnquiryPageSchema,
    summary:
      "All tenants' enquiries, newest first, filtered by the status the buyer sees, tenant code or name, reference and submission days.",
  }),
  qryOpsEnquiryDetail: defineCall({
    method: 'POST',
    path: '/api/emall/ops/enquiry/qryEnquiryDetail',
    auth: 'ops',
    body: opsEnquiryRefSchema,
    answer: opsEnquiryDetailSchema,
    summary:
      'One enquiry with its tenant and lines: part, brand, quantity, target price, delivery date, matched part and quote.',
  }),
  quoteEnquiry: defineCall({
    method: 'POST',
    path: '/api/emall/ops/enquiry/quoteEnquiry',
    auth: 'ops-write',
    body: opsQuoteBodySchema,
    answer: opsEnquiryDetailSchema,
    summary:
      'Quotes a submitted enquiry or quotes a quoted (or expired) one again: tax-inclusive unit prices per line, valid until a shop day not in the past; lines left out are not quoted. A line may name the catalog part quoted (productId: for an unmatched line, or replacing the matched part); a part that does not exist or is not on sale answers 400 on lines.N.productId. Tells the buyer in the message centre; 422 for an ordered or cancelled enquiry.',
  }),
} as const;
