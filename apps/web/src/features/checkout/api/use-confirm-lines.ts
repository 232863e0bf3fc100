import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';
import { toConfirmLine } from '../order-draft';
import type { ConfirmLine } from '../order-draft';
import type { ConfirmSource } from '../confirm-source';

export interface ConfirmLines {
  lines: ConfirmLine[];
  /** How many lines the buyer chose; a different number of orderable lines means the order changed. */
  expectedCount: number;
}

function isPresent<T>(value: T | null): value is T {
  return value !== null;
}

/** Direct buy: each stored part read afresh from the catalog and priced at its quantity. */
async function directLines(source: Extract<ConfirmSource, { kind: 'direct' }>, today: Date) {
  const products = await Promise.all(
    source.lines.map((line) =>
      // A part that is gone answers 404; it drops out, and the count tells the buyer the order changed.
      call(contract.catalog.qryProductByKey, { spuId: line.spuId }, { quiet: true }).catch(() => null),
    ),
  );
  const lines = source.lines.map((line, i) => {
    const product = products[i];
    return product ? toConfirmLine(product, line.quantity, line.custPn ?? null, today) : null;
  });
  return { lines: lines.filter(isPresent), expectedCount: source.lines.length };
}

/** From the cart: the chosen lines re-queried (qryShopInfo), as the cart prices them now. */
async function cartLines(source: Extract<ConfirmSource, { kind: 'cart' }>, today: Date) {
  const body = source.spuIds ? { spuIds: source.spuIds } : {};
  const state = await call(contract.cart.qryShopInfo, body);
  const lines = state.list.map((line) => toConfirmLine(line, line.quantity, line.custPn, today));
  return { lines: lines.filter(isPresent), expectedCount: source.spuIds?.length ?? state.list.length };
}

/**
 * The lines to confirm. Kept only while the page is open (gcTime 0): coming back
 * prices everything again. The language is part of the key because brand and category names follow it.
 */
export function useConfirmLines(source: ConfirmSource) {
  const lang = useSessionStore((s) => s.lang);
  const [today] = useState(() => new Date());
  return useQuery({
    queryKey: ['checkout', 'lines', source, lang],
    queryFn: (): Promise<ConfirmLines> =>
      source.kind === 'direct' ? directLines(source, today) : cartLines(source, today),
    gcTime: 0,
  });
}
