import type { CallBody } from '@emall/contract';
import type { opsContract } from '@emall/contract/ops';

type Calls = typeof opsContract.opsSample;

/**
 * The query keys of /ops/samples; every one starts with `all`, so a step refreshes the list, the tabs and
 * the detail.
 */
export const samplesKeys = {
  all: ['ops', 'samples'] as const,
  list: (body: CallBody<Calls['qrySampleReqByPage']>) => ['ops', 'samples', 'list', body] as const,
  detail: (sampleReqId: string | undefined) => ['ops', 'samples', 'detail', sampleReqId] as const,
  feedback: (body: CallBody<Calls['qrySampleFeedbackByPage']>) =>
    ['ops', 'samples', 'feedback', body] as const,
};
