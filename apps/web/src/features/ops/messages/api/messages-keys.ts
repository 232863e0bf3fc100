import type { CallBody } from '@emall/contract';
import type { opsContract } from '@emall/contract/ops';

/** The query keys of /ops/messages: the sent list and the recipient pickers' searches. */
export const messagesKeys = {
  sent: ['ops', 'messages', 'sent'] as const,
  sentPage: (body: CallBody<typeof opsContract.opsMessage.qryOpsMessageByPage>) =>
    ['ops', 'messages', 'sent', body] as const,
  tenants: (keyword: string) => ['ops', 'messages', 'tenants', keyword] as const,
  staff: (tenantId: number | undefined, keyword: string) =>
    ['ops', 'messages', 'staff', tenantId, keyword] as const,
};
