import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsContract } from '@emall/contract/ops';
import type { OpsMailQuery } from '@emall/contract';
import { call } from '../../../../api/client';

const opsMailCalls = opsContract.opsMail;

const KEYS = ['ops', 'mail'] as const;

export function useMailPage(body: OpsMailQuery) {
  return useQuery({
    queryKey: [...KEYS, 'page', body],
    queryFn: () => call(opsMailCalls.qryMailByPage, body),
    placeholderData: keepPreviousData,
  });
}

export function useMailPreview(mailId: string | null) {
  return useQuery({
    queryKey: [...KEYS, 'preview', mailId],
    queryFn: () => call(opsMailCalls.qryMailPreview, { mailId: mailId ?? '' }),
    enabled: mailId !== null,
  });
}

/** "Send again" for a failed mail; the list is read again after it. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) => call(opsMailCalls.resendMail, { mailId }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: KEYS }),
  });
}
