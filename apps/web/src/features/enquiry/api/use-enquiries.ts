import { useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract, ENQUIRY_PAGE_SIZE, IDEMPOTENCY_KEY_HEADER } from '@emall/contract';
import type { CreateEnquiryBody, CreatedEnquiry, EnquiryStatus } from '@emall/contract';
import { refreshCartCount } from '../../../api/cart-count';
import { call } from '../../../api/client';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { useSessionStore } from '../../../api/session-store';

const ENQUIRIES = ['enquiries'] as const;

/** My enquiries, 10 a page; 'all' is sent as no status. */
export function useEnquiryPage(pageNo: number, status: EnquiryStatus | 'all') {
  const lang = useSessionStore((s) => s.lang);
  const body = { pageNo, pageSize: ENQUIRY_PAGE_SIZE, status: status === 'all' ? undefined : status };
  return useQuery({
    queryKey: [...ENQUIRIES, 'page', body, lang],
    queryFn: () => call(contract.enquiry.qryEnquiryByPage, body),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiryDetail(enquiryId: string | null) {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: [...ENQUIRIES, 'detail', enquiryId, lang],
    queryFn: () => call(contract.enquiry.qryEnquiryDetail, { enquiryId: enquiryId ?? '' }),
    enabled: enquiryId !== null,
  });
}

/**
 * createEnquiry with its Idempotency-Key, as order creation (decision 44): the same body sent again (a retry
 * after a time-out) keeps its key, so the server answers the first enquiry; a changed body takes a new key.
 * Failures are the page's to show (per-cell messages).
 */
export function useCreateEnquiry() {
  const queryClient = useQueryClient();
  const lastSubmission = useRef<{ body: string; key: string } | null>(null);
  return async (body: CreateEnquiryBody): Promise<CreatedEnquiry> => {
    const json = JSON.stringify(body);
    if (lastSubmission.current?.body !== json)
      lastSubmission.current = { body: json, key: newIdempotencyKey() };
    const headers = { [IDEMPOTENCY_KEY_HEADER]: lastSubmission.current.key };
    const created = await call(contract.enquiry.createEnquiry, body, { quiet: true, headers });
    await queryClient.invalidateQueries({ queryKey: ENQUIRIES });
    return created;
  };
}

/** Cancels an enquiry; the lists and the detail are read again. */
export function useCancelEnquiry() {
  const queryClient = useQueryClient();
  return async (enquiryId: string) => {
    await call(contract.enquiry.cancelEnquiry, { enquiryId });
    await queryClient.invalidateQueries({ queryKey: ENQUIRIES });
  };
}

/** Quoted lines into the cart at the quoted price; the cart badge is refreshed. */
export function useAddQuotedToCart() {
  const queryClient = useQueryClient();
  return async (enquiryId: string, lineIds?: string[]) => {
    const answer = await call(contract.enquiry.addQuotedToCart, { enquiryId, lineIds });
    await Promise.all([refreshCartCount(), queryClient.invalidateQueries({ queryKey: ['cart'] })]);
    return answer;
  };
}
