import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { OpsQuoteBody } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { enquiriesKeys } from './enquiries-keys';

const calls = opsContract.opsEnquiry;

export type OpsEnquiryListBody = CallBody<typeof calls.qryOpsEnquiryByPage>;
export type OpsPartSearchBody = CallBody<typeof opsContract.opsCatalog.qryProductByPage>;

export function useOpsEnquiryPage(body: OpsEnquiryListBody) {
  return useQuery({
    queryKey: enquiriesKeys.page(body),
    queryFn: () => call(calls.qryOpsEnquiryByPage, body),
    placeholderData: keepPreviousData,
  });
}

export function useOpsEnquiryDetail(enquiryId: string | null) {
  return useQuery({
    queryKey: enquiriesKeys.enquiry(enquiryId),
    queryFn: () => call(calls.qryOpsEnquiryDetail, { enquiryId: enquiryId ?? '' }),
    enabled: enquiryId !== null,
  });
}

/** The catalog's on-sale parts for the part picker (the catalog screen's product search), while it is open. */
export function useQuotePartSearch(body: OpsPartSearchBody, enabled: boolean) {
  return useQuery({
    queryKey: enquiriesKeys.partSearch(body),
    queryFn: () => call(opsContract.opsCatalog.qryProductByPage, body),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Sends the quote; the answer is the enquiry as quoted, kept as its detail, and the lists are read again. */
export function useSendQuote(onSent: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsQuoteBody) => call(calls.quoteEnquiry, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(enquiriesKeys.enquiry(detail.enquiryId), detail);
      void queryClient.invalidateQueries({ queryKey: enquiriesKeys.lists });
      onSent();
    },
  });
}
