import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { samplesKeys } from './samples-keys';

const calls = opsContract.opsSample;

export type OpsSampleListBody = CallBody<typeof calls.qrySampleReqByPage>;
export type OpsSampleFeedbackBody = CallBody<typeof calls.qrySampleFeedbackByPage>;

export function useOpsSamplePage(body: OpsSampleListBody) {
  return useQuery({
    queryKey: samplesKeys.list(body),
    queryFn: () => call(calls.qrySampleReqByPage, body),
    placeholderData: keepPreviousData,
  });
}

export function useOpsSampleDetail(sampleReqId: string | undefined) {
  return useQuery({
    queryKey: samplesKeys.detail(sampleReqId),
    queryFn: () => call(calls.qrySampleReqDetail, { sampleReqId: sampleReqId ?? '' }),
    enabled: sampleReqId !== undefined,
  });
}

export function useOpsSampleFeedback(body: OpsSampleFeedbackBody) {
  return useQuery({
    queryKey: samplesKeys.feedback(body),
    queryFn: () => call(calls.qrySampleFeedbackByPage, body),
    placeholderData: keepPreviousData,
  });
}

export type SampleStepInput =
  | { step: 'approve'; sampleReqId: string }
  | { step: 'reject'; sampleReqId: string; reason: string }
  | { step: 'ship'; sampleReqId: string; carrier: string; trackingNo: string }
  | { step: 'requestFeedback'; sampleReqId: string; note: string };

/** One seller step; afterwards everything of the area is read again (a 409 too: the screen was stale). */
export function useSampleStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SampleStepInput) => {
      switch (input.step) {
        case 'approve':
          return call(calls.approveSampleReq, { sampleReqId: input.sampleReqId });
        case 'reject':
          return call(calls.rejectSampleReq, { sampleReqId: input.sampleReqId, reason: input.reason });
        case 'ship':
          return call(calls.shipSampleReq, {
            sampleReqId: input.sampleReqId,
            carrier: input.carrier,
            trackingNo: input.trackingNo,
          });
        case 'requestFeedback':
          return call(calls.requestFeedback, {
            sampleReqId: input.sampleReqId,
            ...(input.note ? { note: input.note } : {}),
          });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: samplesKeys.all }),
  });
}
