/** The smallest string above every string that starts with `key` in code-point (collation "C") order. */
export function prefixUpperBound(key: string): string {
  const chars = Array.from(key);
  const last = chars.pop();
  if (last === undefined) return '';
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}
