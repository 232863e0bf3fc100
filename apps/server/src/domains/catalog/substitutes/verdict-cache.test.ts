import { describe, expect, it } from 'vitest';
import { REJECTED, VerdictCache } from './verdict-cache.js';

/** The held verdicts (verdict-cache.ts): what is answered, merged, and for how long. */

describe('VerdictCache', () => {
  it('answers the verdicts held of an original, and nothing of others or past their time', () => {
    const cache = new VerdictCache(1_000, 10);
    cache.set(
      7,
      new Map([
        [30, 2],
        [10, REJECTED],
        [20, 0],
      ]),
      0,
    );
    expect([10, 20, 30, 40].map((id) => cache.get(7, id, 999))).toEqual([REJECTED, 0, 2, undefined]);
    expect(cache.get(8, 10, 0)).toBeUndefined();
    expect(cache.get(7, 10, 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('merges later verdicts of an original with those still held, keeping the older time', () => {
    const cache = new VerdictCache(1_000, 10);
    cache.set(7, new Map([[10, 1]]), 0);
    cache.set(
      7,
      new Map([
        [5, 3],
        [10, 2],
      ]),
      600,
    );
    expect([5, 10].map((id) => cache.get(7, id, 900))).toEqual([3, 2]);
    expect(cache.get(7, 5, 1_000)).toBeUndefined();
  });

  it('holds at most its bound of originals, the oldest leaving first', () => {
    const cache = new VerdictCache(1_000, 2);
    for (const original of [1, 2, 3]) cache.set(original, new Map([[99, original]]), 0);
    expect([1, 2, 3].map((original) => cache.get(original, 99, 0))).toEqual([undefined, 2, 3]);
  });
});
