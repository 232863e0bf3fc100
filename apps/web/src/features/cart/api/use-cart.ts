import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import type { CartLine, CartState, CustPnImportAnswer, Lang } from '@emall/contract';
import { refreshCartCount } from '../../../api/cart-count';
import { call, uploadFile } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';
import { replaceLine, withCustPn } from '../cart-lines';

/** The cart's cache key: per language, since the server answers brand and category names in it. */
function cartQueryKey(lang: Lang) {
  return ['cart', 'lines', lang] as const;
}

/**
 * The cart (qryShopCart). Nothing is kept once the page is left (gcTime 0): the cart state resets
 * when the buyer leaves, and the next visit reads it afresh.
 */
export function useCart() {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: cartQueryKey(lang),
    queryFn: () => call(contract.cart.qryShopCart, {}),
    gcTime: 0,
  });
}

/** The cart's changes; each keeps the shown cart and the badge in step with the server. */
export function useCartChanges() {
  const queryClient = useQueryClient();
  const key = cartQueryKey(useSessionStore((s) => s.lang));

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: key });
    await refreshCartCount();
  };

  return {
    reload,
    /** changeShopCart; a refusal shows the server's message (failed calls: docs/architecture.md) and throws. */
    changeQuantity: async (spuId: string, quantity: number): Promise<CartLine> => {
      const line = await call(contract.cart.changeShopCart, { spuId, quantity });
      queryClient.setQueryData<CartState>(key, (state) => replaceLine(state, line));
      return line;
    },
    /** changeShopCartMfr; an empty value clears the custom part number. */
    changeCustPn: async (spuId: string, custPn: string): Promise<void> => {
      const answer = await call(contract.cart.changeShopCartMfr, { spuId, custPn });
      queryClient.setQueryData<CartState>(key, (state) => withCustPn(state, spuId, answer.custPn));
    },
    /** delShopCart, quiet: the page says 'delete succeeded' or 'delete failed' itself. */
    deleteLines: async (spuIds: readonly string[]): Promise<void> => {
      await call(contract.cart.delShopCart, { spuIds: [...spuIds] }, { quiet: true });
      await reload();
    },
    /** changeStatus: the selection is kept on the server, for the order confirmation. */
    pushSelection: async (spuIds: readonly string[], isSelected: boolean): Promise<void> => {
      await call(contract.cart.changeStatus, { spuIds: [...spuIds], isSelected: isSelected ? 'T' : 'F' });
    },
    /** batchImportCustPns, quiet: the page words the failure with the file name. */
    importCustPns: async (file: File): Promise<CustPnImportAnswer> => {
      const answer = await uploadFile(contract.cart.batchImportCustPns, file, file.name, { quiet: true });
      await reload();
      return answer;
    },
  };
}
