/** What the product table needs of a row: its key and whether it has a price (isMatch). */
export interface SelectableRow {
  spuId: string;
  isMatch: boolean;
}

export interface SelectAllState {
  isChecked: boolean;
  isIndeterminate: boolean;
}

/** The keys of the rows that select-all takes: only priced rows, as in the cart. */
export function pricedKeys(rows: readonly SelectableRow[]): string[] {
  return rows.filter((row) => row.isMatch).map((row) => row.spuId);
}

/** Select-all is checked once every priced row is selected; partly selected rows make it indeterminate. */
export function selectAllState(rows: readonly SelectableRow[], selected: readonly string[]): SelectAllState {
  const chosen = new Set(selected);
  const priced = pricedKeys(rows);
  const isChecked = priced.length > 0 && priced.every((key) => chosen.has(key));
  const hasAny = rows.some((row) => chosen.has(row.spuId));
  return { isChecked, isIndeterminate: hasAny && !isChecked };
}

/**
 * Select-all: when every priced row is selected it clears the selection of these rows; otherwise it
 * selects every priced row, keeping what was selected elsewhere.
 */
export function toggleSelectAll(rows: readonly SelectableRow[], selected: readonly string[]): string[] {
  if (selectAllState(rows, selected).isChecked) {
    const onPage = new Set(rows.map((row) => row.spuId));
    return selected.filter((key) => !onPage.has(key));
  }
  return [...new Set([...selected, ...pricedKeys(rows)])];
}

/** One row's checkbox. */
export function toggleRow(selected: readonly string[], key: string): string[] {
  return selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key];
}
