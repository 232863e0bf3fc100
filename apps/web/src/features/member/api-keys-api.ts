import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import type { CreateApiKeyBody } from '@emall/contract';
import { call } from '../../api/client';

const calls = contract.apiKey;
const KEYS = ['member', 'apiKeys'] as const;

export function useApiKeys() {
  return useQuery({ queryKey: KEYS, queryFn: () => call(calls.listApiKeys) });
}

/** Creates a key; the answer holds the whole key, which the screen shows once and forgets. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => call(calls.createApiKey, body, { quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEYS }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => call(calls.revokeApiKey, { keyId }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: KEYS }),
  });
}
