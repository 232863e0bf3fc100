import type { Db } from '../../../platform/db.js';
import { CANDIDATE_CACHE_TTL_MS, candidateCacheOf, type CandidateCache } from './candidate-cache.js';

/**
 * The rule's verdicts on recent candidates, per original, per process (docs/substitutes.md, 'Speed'): whether a
 * candidate is a drop-in substitute of an original, and how many of the original's parameters it states the same,
 * depend only on the two parts' parameter values, which only a catalog import or an operator's edit changes. Held
 * for as long as the held searches (candidate-cache.ts) and with the same reasoning: a product page asked again,
 * or a BOM's short lines costed again, then read no candidate's values at all. Stock and prices, which the ranking
 * and the in-stock filter use, are read fresh on every call. PostgreSQL only, as the held searches.
 */

/** At most this many originals' verdicts are held per database; the oldest go first. */
export const VERDICT_CACHE_MAX_ORIGINALS = 10_000;

/** A verdict: the count of parameters stated the same, or REJECTED. */
export const REJECTED = -1;

interface Entry {
  at: number;
  /** Candidate ids, ascending, and their verdicts at the same index. */
  ids: Float64Array;
  verdicts: Int16Array;
}

export class VerdictCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly ttlMs = CANDIDATE_CACHE_TTL_MS,
    private readonly maxOriginals = VERDICT_CACHE_MAX_ORIGINALS,
  ) {}

  /** The held verdict on a candidate of this original, or undefined when none is held. */
  get(originalId: number, candidateId: number, now = Date.now()): number | undefined {
    const entry = this.entries.get(originalId);
    if (!entry) return undefined;
    if (now - entry.at >= this.ttlMs) {
      this.entries.delete(originalId);
      return undefined;
    }
    let lo = 0;
    let hi = entry.ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const id = entry.ids[mid] as number;
      if (id === candidateId) return entry.verdicts[mid];
      if (id < candidateId) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  /**
   * Holds an original's verdicts on the candidates just judged, beside those still held of it (a later search
   * with a lower stock floor judges more of the same order); the entry's age is that of its oldest verdicts.
   */
  set(originalId: number, verdicts: ReadonlyMap<number, number>, now = Date.now()): void {
    if (!verdicts.size) return;
    const before = this.entries.get(originalId);
    const merged = new Map<number, number>();
    let at = now;
    if (before && now - before.at < this.ttlMs) {
      before.ids.forEach((id, i) => merged.set(id, before.verdicts[i] as number));
      at = before.at;
    }
    for (const [id, verdict] of verdicts) merged.set(id, verdict);
    const ids = Float64Array.from([...merged.keys()].sort((a, b) => a - b));
    const entry: Entry = { at, ids, verdicts: Int16Array.from(ids, (id) => merged.get(id) ?? REJECTED) };
    this.entries.delete(originalId);
    this.entries.set(originalId, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxOriginals) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Kept beside the held searches they judged: forgetting those (forgetCandidates) forgets these too. */
const caches = new WeakMap<CandidateCache, VerdictCache>();

/** The verdict cache of this database, or undefined on PGlite. */
export function verdictCacheOf(db: Db): VerdictCache | undefined {
  const searches = candidateCacheOf(db);
  if (!searches) return undefined;
  let cache = caches.get(searches);
  if (!cache) {
    cache = new VerdictCache();
    caches.set(searches, cache);
  }
  return cache;
}
