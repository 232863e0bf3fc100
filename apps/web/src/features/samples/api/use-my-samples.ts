import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract, MY_SAMPLE_PAGE_SIZE } from '@emall/contract';
import type { SampleStatus } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';

const MINE = ['samples', 'mine'] as const;

/** The tenant's sample requests, 5 a page; 'all' is sent as no status. */
export function useMySamples(pageNo: number, status: SampleStatus | 'all') {
  const lang = useSessionStore((s) => s.lang);
  const body = { pageNo, pageSize: MY_SAMPLE_PAGE_SIZE, status: status === 'all' ? undefined : status };
  return useQuery({
    queryKey: [...MINE, body, lang],
    queryFn: () => call(contract.sample.qryFreeSampleForEmall, body),
    placeholderData: keepPreviousData,
  });
}

/** Rates a request; my samples are read again afterwards, since its state and feedback changed. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return async (sampleReqId: string, rating: number, feedbackText: string) => {
    const answer = await call(contract.sample.modifyFreeSampleReqForFeedback, {
      sampleReqId: Number(sampleReqId),
      rating,
      feedbackText,
    });
    await queryClient.invalidateQueries({ queryKey: MINE });
    return answer;
  };
}
