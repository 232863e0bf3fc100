import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import { isApiError } from '../../../api/api-error';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';

const CART_KEY = ['samples', 'cart'] as const;

/** The sample cart with its limits and the request form's defaults (qrySampleList). */
export function useSampleCart() {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: [...CART_KEY, lang],
    queryFn: () => call(contract.sample.qrySampleList),
  });
}

/**
 * The sample cart's changes. After every change the list is read again, whatever the call answered,
 * so the amount and the lines are always the server's.
 */
export function useSampleCartChanges() {
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: CART_KEY });
  const afterwards = async <T>(change: Promise<T>): Promise<T> => {
    try {
      return await change;
    } finally {
      await reread();
    }
  };
  return {
    add: (spuId: string, qty: number) => afterwards(call(contract.sample.addSampleToCart, { spuId, qty })),
    change: (spuId: string, qty: number) => afterwards(call(contract.sample.changeCntByKey, { spuId, qty })),
    remove: (spuId: string) => afterwards(call(contract.sample.delSampleFromCart, { spuId })),
    reread,
  };
}

/**
 * The two gates before /reqsample, in this order: request times, then pending feedback. Each answers allowed or
 * a 422 whose message the client's shared handler already shows; true only when both pass.
 */
export async function checkRequestLimits(): Promise<boolean> {
  try {
    await call(contract.sample.checkRequestTimesLimit);
    await call(contract.sample.checkFeedbackLimit);
    return true;
  } catch (error) {
    if (!isApiError(error)) throw error;
    return false;
  }
}
