import type { CartLine, CartState } from '@emall/contract';

/** The unit price the cart shows in the chosen tax mode (tax-inclusive or tax-exclusive). */
export function linePrice(line: CartLine, withTax: boolean): string | null {
  return withTax ? line.taxPrice : line.notTaxPrice;
}

/** The line amount in the chosen tax mode (6 decimals, computed by the server from the catalog's price). */
export function lineAmount(line: CartLine, withTax: boolean): string | null {
  return withTax ? line.amount : line.notTaxAmount;
}

/** The cart with one line replaced by its new state (a quantity or custom part number change). */
export function replaceLine(state: CartState | undefined, line: CartLine): CartState | undefined {
  if (!state) return state;
  const list = state.list.map((current) => (current.spuId === line.spuId ? line : current));
  return { ...state, list, hasShortage: list.some((current) => current.shortageFlag === 'T') };
}

/** The cart with one line's custom part number changed. */
export function withCustPn(
  state: CartState | undefined,
  spuId: string,
  custPn: string,
): CartState | undefined {
  if (!state) return state;
  const value = custPn === '' ? null : custPn;
  return {
    ...state,
    list: state.list.map((line) =>
      line.spuId === spuId ? { ...line, custPn: value, custPartNumber: value } : line,
    ),
  };
}

/** What a selection change means for the server: the keys newly selected and those unselected. */
export function selectionChanges(
  previous: readonly string[],
  next: readonly string[],
): { selected: string[]; unselected: string[] } {
  const before = new Set(previous);
  const after = new Set(next);
  return {
    selected: next.filter((key) => !before.has(key)),
    unselected: previous.filter((key) => !after.has(key)),
  };
}
