import type { CallBody } from '@emall/contract';
import type { opsContract } from '@emall/contract/ops';

/** The query keys of /ops/audit. */
export const auditKeys = {
  page: (body: CallBody<typeof opsContract.opsAuth.qryAuditLogByPage>) => ['ops', 'audit', body] as const,
};
