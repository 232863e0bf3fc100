import { useState } from 'react';
import { useLocation } from 'react-router';
import { readDirectBuy } from '../../api/direct-buy';
import type { DirectBuyLine } from '../../api/direct-buy';

/**
 * Where the lines to confirm come from: a stored direct buy (flag 'T'), else the cart. The cart
 * page hands over the keys the buyer selected as navigation state `{spuIds, taxFlag}`; without it (a
 * reload, a bookmark) the server's own selection is used.
 */
export type ConfirmSource =
  | { kind: 'direct'; lines: DirectBuyLine[]; taxFlag: 'T' | 'F' }
  | { kind: 'cart'; spuIds: string[] | null; taxFlag: 'T' | 'F' };

interface CartHandOver {
  spuIds?: unknown;
  taxFlag?: unknown;
}

function readHandOver(state: unknown): { spuIds: string[] | null; taxFlag: 'T' | 'F' } {
  const handOver = (typeof state === 'object' && state !== null ? state : {}) as CartHandOver;
  const spuIds =
    Array.isArray(handOver.spuIds) && handOver.spuIds.every((id) => typeof id === 'string')
      ? handOver.spuIds
      : null;
  return { spuIds: spuIds?.length ? spuIds : null, taxFlag: handOver.taxFlag === 'F' ? 'F' : 'T' };
}

/** Read once when the page opens: the source must not change under the buyer's feet. */
export function useConfirmSource(): ConfirmSource {
  const location = useLocation();
  const [source] = useState<ConfirmSource>(() => {
    const direct = readDirectBuy();
    if (direct) return { kind: 'direct', ...direct };
    return { kind: 'cart', ...readHandOver(location.state) };
  });
  return source;
}
