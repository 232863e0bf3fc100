import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailCalls } from '@emall/contract';
import type { SaveMailPrefsBody } from '@emall/contract';
import { call } from '../../api/client';

const KEYS = ['member', 'mailPrefs'] as const;

export function useMailPrefs() {
  return useQuery({ queryKey: KEYS, queryFn: () => call(mailCalls.qryMailPrefs, {}) });
}

/** Saves the changed topics; the answer is the whole new state, put in the cache at once. */
export function useSaveMailPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMailPrefsBody) => call(mailCalls.saveMailPrefs, body),
    onSuccess: (prefs) => {
      queryClient.setQueryData(KEYS, prefs);
    },
  });
}
