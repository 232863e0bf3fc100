import { CUST_PN_MAX_LENGTH } from '@emall/contract';

/**
 * Direct buy ("buy now"): a list page stores what the buyer chose and opens
 * /confirm_order, which orders those parts without the cart. Session storage, so the choice lives as long
 * as the tab and never leaks to another buyer of the same browser profile. The keys (docs/decisions.md):
 *
 * - `emall.buyNowFlag`: 'T' while a direct buy waits for confirmation;
 * - `emall.orderList`: JSON array of `{spuId, quantity, custPn?}`, one entry per part;
 * - `emall.orderRequest`: JSON `{taxFlag: 'T' | 'F'}`, how the buyer looked at the prices.
 *
 * Only ids and quantities are stored: the confirm page prices every line afresh from the catalog.
 */
export const DIRECT_BUY_KEYS = {
  flag: 'emall.buyNowFlag',
  orderList: 'emall.orderList',
  request: 'emall.orderRequest',
} as const;

export interface DirectBuyLine {
  spuId: string;
  quantity: number;
  custPn?: string;
}

export interface DirectBuy {
  lines: DirectBuyLine[];
  taxFlag: 'T' | 'F';
}

/** Stores a direct buy; the caller then navigates to /confirm_order. */
export function storeDirectBuy(lines: readonly DirectBuyLine[], taxFlag: 'T' | 'F' = 'T'): void {
  sessionStorage.setItem(DIRECT_BUY_KEYS.flag, 'T');
  sessionStorage.setItem(DIRECT_BUY_KEYS.orderList, JSON.stringify(lines));
  sessionStorage.setItem(DIRECT_BUY_KEYS.request, JSON.stringify({ taxFlag }));
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** A stored entry as the confirm page can use it, or null (storage is the user's to tamper with). */
function toLine(value: unknown): DirectBuyLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const { spuId, quantity, custPn } = value as Record<string, unknown>;
  if (typeof spuId !== 'string' || !/^\d{1,18}$/.test(spuId)) return null;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1) return null;
  if (typeof custPn === 'string' && custPn.length <= CUST_PN_MAX_LENGTH) return { spuId, quantity, custPn };
  return { spuId, quantity };
}

/** The waiting direct buy, or null when the flag is not 'T' or the stored list is unreadable or empty. */
export function readDirectBuy(): DirectBuy | null {
  if (sessionStorage.getItem(DIRECT_BUY_KEYS.flag) !== 'T') return null;
  const stored = readJson(DIRECT_BUY_KEYS.orderList);
  if (!Array.isArray(stored) || stored.length === 0) return null;
  const lines = stored.map(toLine);
  if (lines.some((line) => line === null)) return null;
  const request = readJson(DIRECT_BUY_KEYS.request);
  const taxFlag = (request as { taxFlag?: unknown } | null)?.taxFlag === 'F' ? 'F' : 'T';
  return { lines: lines.filter((line): line is DirectBuyLine => line !== null), taxFlag };
}

/** After the order is placed the stored order list, request and flag are cleared. */
export function clearDirectBuy(): void {
  for (const key of Object.values(DIRECT_BUY_KEYS)) sessionStorage.removeItem(key);
}
