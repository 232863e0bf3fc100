import { useQuery } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';

/** Lists change at most every minute on the server; the page keeps them as long. */
const HOME_LIST_STALE_MS = 60_000;

/** The parts added or changed last that can be bought now (qryNewParts). */
export function useNewParts() {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: ['home', 'newParts', lang],
    queryFn: () => call(contract.catalog.qryNewParts, {}, { quiet: true }),
    staleTime: HOME_LIST_STALE_MS,
  });
}

/** The parts ordered by the most customers lately (qryHotParts). */
export function useHotParts() {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: ['home', 'hotParts', lang],
    queryFn: () => call(contract.order.qryHotParts, {}, { quiet: true }),
    staleTime: HOME_LIST_STALE_MS,
  });
}
