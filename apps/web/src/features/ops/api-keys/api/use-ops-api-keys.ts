import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsApiKeyCalls } from '@emall/contract';
import type { CallBody } from '@emall/contract';
import { call } from '../../../../api/client';

export type OpsApiKeyListBody = CallBody<typeof opsApiKeyCalls.qryApiKeyByPage>;
const LISTS = ['ops', 'apiKeys'] as const;

export function useOpsApiKeyPage(body: OpsApiKeyListBody) {
  return useQuery({
    queryKey: [...LISTS, body],
    queryFn: () => call(opsApiKeyCalls.qryApiKeyByPage, body),
    placeholderData: keepPreviousData,
  });
}

/** Revokes any tenant's key; the list is read again whatever the answer. */
export function useOpsRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => call(opsApiKeyCalls.revokeApiKey, { keyId }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: LISTS }),
  });
}
