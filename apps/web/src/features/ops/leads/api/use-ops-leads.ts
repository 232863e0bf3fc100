import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { LeadStatus } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { leadsKeys } from './leads-keys';

const calls = opsContract.opsLead;

export type OpsLeadListBody = CallBody<typeof calls.qryLeadByPage>;
export type OpsFeedbackListBody = CallBody<typeof calls.qryFeedbackByPage>;

/** A lead's handling step (a lead is never set back to new). */
export type LeadStep = Exclude<LeadStatus, 'NEW'>;

export function useLeadPage(body: OpsLeadListBody) {
  return useQuery({
    queryKey: leadsKeys.leadPage(body),
    queryFn: () => call(calls.qryLeadByPage, body),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackPage(body: OpsFeedbackListBody) {
  return useQuery({
    queryKey: leadsKeys.feedbackPage(body),
    queryFn: () => call(calls.qryFeedbackByPage, body),
    placeholderData: keepPreviousData,
  });
}

export function useLeadDetail(leadId: string | null) {
  return useQuery({
    queryKey: leadsKeys.lead(leadId),
    queryFn: () => call(calls.qryLeadDetail, { leadId: leadId ?? '' }),
    enabled: leadId !== null,
  });
}

/**
 * A lead's next step with its note; afterwards (a 409 too: the screen was stale) the lead and the lists are
 * read again.
 */
export function useHandleLead(leadId: string | null, onHandled: () => void) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: leadsKeys.lead(leadId) });
    void queryClient.invalidateQueries({ queryKey: leadsKeys.lists });
  };
  return useMutation({
    mutationFn: ({ status, note }: { status: LeadStep; note: string }) =>
      call(calls.handleLead, { leadId: leadId ?? '', status, note }),
    onSuccess: () => {
      onHandled();
      refresh();
    },
    onError: refresh,
  });
}

/** Marks a feedback handled with a note; the feedback list is read again whatever the answer. */
export function useHandleFeedback(feedbackId: string | undefined, onHandled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => call(calls.handleFeedback, { feedbackId: feedbackId ?? '', note }),
    onSuccess: onHandled,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: leadsKeys.feedback });
    },
  });
}
