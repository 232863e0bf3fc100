/**
 * The one key a login name (a shop staff code, a console login code) is known by: for the throttle's lock and
 * counts, for finding the account, and stored on the account. Folding it once, here, keeps the three in step;
 * when the database folded in its query and JavaScript folded for the lock, a spelling that one folded and the
 * other did not reached the same account through another lock.
 *
 * NFKC first (a full-width `Ａ` is `A`), then each code point's own lower case: the simple mapping that
 * PostgreSQL's lower() uses, not JavaScript's full one, which turns the dotted capital `İ` into two code points
 * (`i` and a combining dot) and a final `Σ` into `ς` depending on its neighbours. Taken per code point, no
 * neighbour and no locale changes the answer. NFKC again at the end, so folding a key gives the same key.
 */
export function loginKeyOf(name: string): string {
  const lowered = Array.from(name.normalize('NFKC'), (ch) => (ch === '\u0130' ? 'i' : ch.toLowerCase()));
  return lowered.join('').normalize('NFKC');
}
