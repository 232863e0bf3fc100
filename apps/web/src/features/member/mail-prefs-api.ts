import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailCalls } from '@emall/contract';
import type { SaveMailPrefsBody, SaveTenantMailCopyBody } from '@emall/contract';
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

const COPY_KEYS = ['member', 'tenantMailCopy'] as const;

export function useTenantMailCopy() {
  return useQuery({ queryKey: COPY_KEYS, queryFn: () => call(mailCalls.qryTenantMailCopy, {}) });
}

/** Sets or clears the tenant's shared purchasing address; field errors are the form's to show. */
export function useSaveTenantMailCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTenantMailCopyBody) => call(mailCalls.saveTenantMailCopy, body, { quiet: true }),
    onSuccess: (copy) => {
      queryClient.setQueryData(COPY_KEYS, copy);
    },
  });
}
