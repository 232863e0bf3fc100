import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import type { AddBomToCartAnswer, BomBuildSettings, BomCosting } from '@emall/contract';
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
const costingKey = (bomId: string, lang: string) => [...detailKey(bomId), 'costing', lang] as const;

/** The BOM costed for its build quantities (qryBomCosting); read once the BOM has finished matching. */
export function useBomCosting(bomId: string, isMatched: boolean) {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: costingKey(bomId, lang),
    queryFn: () => call(contract.bom.qryBomCosting, { tenantBomLogId: bomId }),
    enabled: isMatched,
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
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
export function useCostingActions(bomId: string) {
  const lang = useSessionStore((s) => s.lang);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const reloadAll = () => queryClient.invalidateQueries({ queryKey: detailKey(bomId) });
  const settle = (costing: BomCosting) => {
    queryClient.setQueryData(costingKey(bomId, lang), costing);
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
        const costing = await call(contract.bom.modifyBomBuild, { tenantBomLogId: bomId, ...settings });
        settle(costing);
        return costing;
      }),
    acceptAllBuyUps: (accept: boolean) =>
      running('buyUps', async () => {
        const costing = await call(contract.bom.modifyBomBuild, {
          tenantBomLogId: bomId,
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
        await queryClient.invalidateQueries({ queryKey: costingKey(bomId, lang) });
      }),
    chooseCheapest: (boards: number) =>
      running('substitutes', async () => {
        const answer = await call(contract.bom.chooseBomSubstitutes, { tenantBomLogId: bomId, boards });
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
