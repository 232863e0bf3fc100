import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { catalogKeys } from './catalog-keys';

const calls = opsContract.opsCatalog;

export type OpsHotPartInput = CallBody<typeof calls.addHotPart>;

/** The hot part numbers of the buyer's pages, in their order. */
export function useHotParts() {
  return useQuery({ queryKey: catalogKeys.hotParts, queryFn: () => call(calls.qryHotPartList, {}) });
}

/** The changes of the hot part numbers, and `refresh`, which reads the list again after one. */
export function useHotPartChanges() {
  const client = useQueryClient();
  return {
    add: (part: OpsHotPartInput) => call(calls.addHotPart, part),
    remove: (id: number) => call(calls.removeHotPart, { id }),
    reorder: (ids: number[]) => call(calls.reorderHotParts, { ids }),
    refresh: () => client.invalidateQueries({ queryKey: catalogKeys.hotParts }),
  };
}
