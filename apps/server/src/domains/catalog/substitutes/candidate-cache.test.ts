import { describe, expect, it } from 'vitest';
import { CandidateCache } from './candidate-cache.js';

/** The held searches (candidate-cache.ts): what a held search may answer, and for how long. */

// A search's candidates as the statement reads them: most stock first, at least the floor (here 100), bound 4.
const HELD = [
  { productId: 1, stock: 9000 },
  { productId: 2, stock: 5000 },
  { productId: 3, stock: 800 },
  { productId: 4, stock: 100 },
];

function held(now = 0) {
  const cache = new CandidateCache(60_000, 3);
  cache.set('12|c:7|3:0402', 100, 4, HELD, now);
  return cache;
}

describe('CandidateCache', () => {
  it('answers a later search of the same tags with a floor at least as high and a bound at most as high', () => {
    const cache = held();
    expect(cache.get('12|c:7|3:0402', 100, 4, 1000)).toEqual(HELD);
    // At 1,000 pieces: the held parts with that much, still most stock first.
    expect(cache.get('12|c:7|3:0402', 1000, 4, 1000)?.map((c) => c.productId)).toEqual([1, 2]);
    expect(cache.get('12|c:7|3:0402', 100, 2, 1000)?.map((c) => c.productId)).toEqual([1, 2]);
  });

  it('does not answer a lower floor, a larger bound, other tags or after its minute', () => {
    const cache = held();
    // Parts between 50 and 100 in stock were never read.
    expect(cache.get('12|c:7|3:0402', 50, 4, 1000)).toBeUndefined();
    // A fifth part may exist beyond the four read.
    expect(cache.get('12|c:7|3:0402', 100, 5, 1000)).toBeUndefined();
    expect(cache.get('12|c:7|3:0603', 100, 4, 1000)).toBeUndefined();
    expect(cache.get('12|c:7|3:0402', 100, 4, 60_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its number of searches, the oldest leaving first', () => {
    const cache = held();
    cache.set('b', 0, 4, [], 1);
    cache.set('c', 0, 4, [], 2);
    cache.set('d', 0, 4, [], 3);
    expect(cache.size).toBe(3);
    expect(cache.get('12|c:7|3:0402', 100, 4, 4)).toBeUndefined();
    expect(cache.get('b', 0, 4, 4)).toEqual([]);
  });
});
