/** Counts read the same in every language: digits with thousands separators, as the product lists show them. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** A count the server stopped at its cap reads "10,000+". */
export function formatTotal(n: number, isCapped: boolean): string {
  return isCapped ? `${formatCount(n)}+` : formatCount(n);
}
