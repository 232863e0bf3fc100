import type { CallBody } from '@emall/contract';
import type { opsContract } from '@emall/contract/ops';

type Calls = typeof opsContract.opsLead;

/** The query keys of /ops/leads. A lead in full sits apart from the lists, so a feedback step leaves it be. */
export const leadsKeys = {
  /** Both lists. */
  lists: ['ops', 'leads'] as const,
  leadPage: (body: CallBody<Calls['qryLeadByPage']>) => ['ops', 'leads', 'leads', body] as const,
  feedback: ['ops', 'leads', 'feedback'] as const,
  feedbackPage: (body: CallBody<Calls['qryFeedbackByPage']>) => ['ops', 'leads', 'feedback', body] as const,
  lead: (leadId: string | null) => ['ops', 'lead', leadId] as const,
};
