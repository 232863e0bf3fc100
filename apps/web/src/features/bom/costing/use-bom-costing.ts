import { useCallback, useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOM_COSTING_PAGE_SIZE, contract } from '@emall/contract';
import type {
  AddBomToCartAnswer,
  BomBuildSettings,
  BomCostingPage,
  BomCostingShow,
  BomCostLine,
} from '@emall/contract';
import { isApiError } from '../../../api/api-error';
import { refreshCartCount } from '../../../api/cart-count';
import { call, showApiError } from '../../../api/client';
import { isMaintenanceStatus } from '../../../api/error-rules';
import { downloadFile } from '../../../api/download';
import { useSessionStore } from '../../../api/session-store';

/**
 * Under the match view's key (api/use-bom-detail.ts): a change made in the match table (a part chosen, a
 * quantity, a line removed) reloads the costing too, and a change made here reloads the match table.
 */
const detailKey = (bomId: string) => ['bom', 'detail', bomId] as const;
const costingRoot = (bomId: string) => [...detailKey(bomId), 'costing'] as const;

/** The page of lines the tab shows: which lines (at which build), which page of them. */
export interface CostingView {
  page: number;
  pageSize: number;
  show: BomCostingShow;
  boards?: number;
}

const costingKey = (bomId: string, lang: string, view: CostingView) =>
  [...costingRoot(bomId), lang, view] as const;

/**
 * The BOM costed for its build quantities (qryBomCosting), one page of its lines; read once the BOM has
 * finished matching. The previous page stays on screen while the next one loads. Each read names the version of
 * the costing on screen: another page of it comes from that costing while the BOM is unchanged (the server
 * costs the BOM again once it changed), so turning pages does not cost the whole BOM each time.
 */
function useBomCosting(bomId: string, isMatched: boolean, view: CostingView) {
  const lang = useSessionStore((s) => s.lang);
  const shown = useRef<string | undefined>(undefined);
  const query = useQuery({
    queryKey: costingKey(bomId, lang, view),
    queryFn: () =>
      call(contract.bom.qryBomCosting, {
        tenantBomLogId: bomId,
        ...view,
        ...(shown.current ? { version: shown.current } : {}),
      }),
    enabled: isMatched,
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  const version = query.data?.version;
  useEffect(() => {
    shown.current = version;
  }, [version]);
  return query;
}

/** The page of lines the tab shows (its first page of all lines at first) and the costing at that page. */
export function useCostingPage(bomId: string, isMatched: boolean) {
  const [view, setView] = useState<CostingView>({ page: 1, pageSize: BOM_COSTING_PAGE_SIZE, show: 'all' });
  const query = useBomCosting(bomId, isMatched, view);
  const toPage = useCallback((page: number) => {
    setView((current) => ({ ...current, page }));
  }, []);
  useLastPageHeld(query.data, toPage);
  return { ...query, view, setView };
}

/**
 * Back to the last page holding lines when the page shown emptied (its lines left the filter: substitutes chosen
 * for short lines, lines removed).
 */
function useLastPageHeld(costing: BomCostingPage | undefined, onPage: (page: number) => void) {
  const emptied = costing !== undefined && costing.lines.length === 0 && costing.page > 1;
  const last = costing ? Math.max(1, Math.ceil(costing.lineCount / costing.pageSize)) : 1;
  useEffect(() => {
    if (emptied) onPage(last);
  }, [emptied, last, onPage]);
}

/**
 * The lines an enquiry from the costing offers at one build: those nothing covers and the ticked ones that are
 * short (on any page), fetched when the dialog opens. An enquiry takes at most 200 lines: the first 200 of each.
 */
export async function fetchEnquiryLines(
  bomId: string,
  boards: number,
  selectedIds: readonly string[],
): Promise<BomCostLine[][]> {
  const page = { page: 1, pageSize: 200, boards };
  return Promise.all([
    call(contract.bom.qryBomCosting, { tenantBomLogId: bomId, ...page, show: 'uncovered' }).then(
      (a) => a.lines,
    ),
    selectedIds.length === 0
      ? []
      : call(contract.bom.qryBomCosting, {
          tenantBomLogId: bomId,
          ...page,
          show: 'short',
          detailIds: [...selectedIds],
        }).then((a) => a.lines),
  ]);
}

export type LineChange =
  | { substituteSpuId: string | null }
  | { attritionPercent: number | null; attritionSpares: number | null }
  | { acceptBuyUp: boolean };

/** What adding to the cart came to: the cart's answer, or the BOM changed since the costing shown. */
export type CartOutcome =
  { kind: 'done'; answer: AddBomToCartAnswer } | { kind: 'changed' } | { kind: 'failed' };

/**
 * The writes of the costing tab. Those that answer a costing (build settings, buy-ups, substitutes) put it in
 * place at once, then reload the match view's queries; a line's change reloads both.
 */
export function useCostingActions(bomId: string, view: CostingView) {
  const lang = useSessionStore((s) => s.lang);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const reloadAll = () => queryClient.invalidateQueries({ queryKey: detailKey(bomId) });
  const settle = (costing: BomCostingPage) => {
    queryClient.setQueryData(costingKey(bomId, lang, view), costing);
    // Everything under the BOM's key but the costing just answered (its lines and summary), in the
    // background: the tab shows the answer at once, not after the match view's reload.
    void queryClient.invalidateQueries({
      queryKey: detailKey(bomId),
      predicate: (query) => query.queryKey[3] !== 'costing',
    });
  };
  const running = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    setBusy(name);
    try {
      return await work();
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    saveBuild: (settings: BomBuildSettings) =>
      running('build', async () => {
        const costing = await call(contract.bom.modifyBomBuild, {
          tenantBomLogId: bomId,
          ...view,
          ...settings,
        });
        settle(costing);
        return costing;
      }),
    acceptAllBuyUps: (accept: boolean) =>
      running('buyUps', async () => {
        const costing = await call(contract.bom.modifyBomBuild, {
          tenantBomLogId: bomId,
          ...view,
          acceptAllBuyUps: accept,
        });
        settle(costing);
        return costing;
      }),
    changeLine: (detailId: string, change: LineChange) =>
      running(`line:${detailId}`, async () => {
        await call(contract.bom.modifyBomDetail, { detailId, ...change });
        // The costing is waited for (the line shows the change); the match view reloads behind it.
        void queryClient.invalidateQueries({
          queryKey: detailKey(bomId),
          predicate: (query) => query.queryKey[3] !== 'costing',
        });
        await queryClient.invalidateQueries({ queryKey: costingRoot(bomId) });
      }),
    chooseCheapest: (boards: number) =>
      running('substitutes', async () => {
        const answer = await call(contract.bom.chooseBomSubstitutes, {
          tenantBomLogId: bomId,
          ...view,
          boards,
        });
        settle(answer.costing);
        return answer;
      }),
    addToCart: (boards: number, version: string, detailIds?: string[]) =>
      running('cart', async (): Promise<CartOutcome> => {
        try {
          const answer = await call(
            contract.bom.addBomToCart,
            { tenantBomLogId: bomId, boards, version, ...(detailIds ? { detailIds } : {}) },
            { quiet: true },
          );
          if (answer.added.length > 0) await refreshCartCount();
          return { kind: 'done', answer };
        } catch (error) {
          if (!isApiError(error)) throw error;
          if (error.errcode === 'BOM_CHANGED') {
            await reloadAll();
            return { kind: 'changed' };
          }
          // Quiet for the one refusal the tab explains itself; any other is shown as the client would.
          if (error.status !== 401 && !isMaintenanceStatus(error.status)) showApiError(error);
          return { kind: 'failed' };
        }
      }),
    exportSheet: (format: 'xlsx' | 'csv') =>
      running(`export:${format}`, () =>
        downloadFile({
          method: 'POST',
          path: contract.bom.exportBomCosting.path,
          form: { tenantBomLogId: bomId, format },
          extension: format,
        }),
      ),
  };
}
