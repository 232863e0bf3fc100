import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOM_LOG_PAGE_SIZE, contract, STATUS_REMOVED } from '@emall/contract';
import type { BomDetail, BomMatchFilter } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';

export type MatchFilter = BomMatchFilter;

/** How often a BOM still being matched is read again. */
const BOM_DETAIL_POLL_MS = 1500;

const detailKey = (bomId: string) => ['bom', 'detail', bomId] as const;

/** One page of a BOM's lines under a filter, with the BOM, its progress and counts (qryBomDetailByBomId). */
export function useBomDetail(bomId: string, matchFilter: MatchFilter, pageNo: number) {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: [...detailKey(bomId), matchFilter, pageNo, lang],
    queryFn: () =>
      call(contract.bom.qryBomDetailByBomId, {
        tenantBomLogId: bomId,
        matchFilter,
        pageNo,
        pageSize: BOM_LOG_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    gcTime: 0,
    // Opened while the job still runs (from My BOMs): the lines fill in as they are matched.
    refetchInterval: (query) => {
      const state = query.state.data?.bomInfo.jobState;
      return state === 'QUEUED' || state === 'MATCHING' ? BOM_DETAIL_POLL_MS : false;
    },
  });
}

/**
 * Every line of the BOM with its state and the BOM's total (qryBomSummary): the summary bar, selecting
 * every line of the BOM and the enquiry's confirmation read it. Under the detail key, so every change of a
 * line reloads it too.
 */
export function useBomSummary(bomId: string, isRunning: boolean) {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: [...detailKey(bomId), 'summary', lang],
    queryFn: () => call(contract.bom.qryBomSummary, { tenantBomLogId: bomId }),
    placeholderData: keepPreviousData,
    gcTime: 0,
    refetchInterval: isRunning ? BOM_DETAIL_POLL_MS : false,
  });
}

/** The catalog's parts for a search typed in a line (the home page's part search), priced at the line's quantity. */
export function useLinePartSearch(term: string, qty: number) {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: ['bom', 'line-search', term, qty, lang],
    queryFn: () =>
      call(contract.catalog.qryProduct4Emall, { qryParam: term, quantity: qty, pageNo: 1, pageSize: 8 }),
    enabled: term !== '',
  });
}

/**
 * The changes of a BOM's lines and name. Each one reloads the page shown: a change can move a line between
 * the matched, unmatched and conflict filters and changes the counts.
 */
export function useBomChanges(bomId: string) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: detailKey(bomId) });
  const modify = async (detailId: string, change: Omit<ModifyBody, 'detailId'>) => {
    const answer = await call(contract.bom.modifyBomDetail, { detailId, ...change });
    await reload();
    return answer.detail;
  };
  return {
    chooseCandidate: (line: BomDetail, spuId: string | null) => modify(line.detailId, { spuId }),
    changeQty: (line: BomDetail, qty: number) => modify(line.detailId, { qty }),
    removeLine: (line: BomDetail) => modify(line.detailId, { status: STATUS_REMOVED }),
    rename: async (bomName: string) => {
      await call(contract.bom.modifybomlog, { tenantBomLogId: bomId, bomName });
      await reload();
      await queryClient.invalidateQueries({ queryKey: ['bom', 'logs'] });
    },
  };
}

interface ModifyBody {
  detailId: string;
  status?: typeof STATUS_REMOVED;
  qty?: number;
  spuId?: string | null;
}
