import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallBody } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { auditKeys } from './audit-keys';

export type OpsAuditLogBody = CallBody<typeof opsContract.opsAuth.qryAuditLogByPage>;

/** One page of the audit log, newest first; the page shown stays while the next loads. */
export function useAuditLogPage(body: OpsAuditLogBody) {
  return useQuery({
    queryKey: auditKeys.page(body),
    queryFn: () => call(opsContract.opsAuth.qryAuditLogByPage, body),
    placeholderData: keepPreviousData,
  });
}
