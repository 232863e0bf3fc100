import type { CallBody } from '@emall/contract';
import type { opsContract } from '@emall/contract/ops';

/**
 * The query keys of /ops/enquiries. An enquiry in full sits apart from the lists: a quote stores its answer
 * there and reads the lists again, not the enquiry it just received.
 */
export const enquiriesKeys = {
  lists: ['ops', 'enquiries'] as const,
  page: (body: CallBody<typeof opsContract.opsEnquiry.qryOpsEnquiryByPage>) =>
    ['ops', 'enquiries', body] as const,
  enquiry: (enquiryId: string | null) => ['ops', 'enquiry', enquiryId] as const,
  partSearch: (body: CallBody<typeof opsContract.opsCatalog.qryProductByPage>) =>
    ['ops', 'enquiries', 'part-picker', body] as const,
};
