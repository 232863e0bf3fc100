import pg from 'pg';
import { dataOf, type Db } from '../../../platform/db.js';

/**
 * The candidates of recent searches, per process (docs/substitutes.md, 'Speed'): a search is a category, a package
 * and defining values, read most stock first above a stock floor. A BOM asks the same 100 nF 0402 for many lines
 * and its next costing asks them all again; a buyer comparing substitutes asks the same part twice. For a minute
 * these cost nothing.
 *
 * An entry serves any later search with the same tags whose floor is at least the entry's and whose bound is at
 * most the entry's: the entry is the start of the category's stock-descending order, so its parts at or above the
 * higher floor are the start of that floor's order too. Only the candidates are kept: their values, stock and
 * prices are read fresh on every call, so a part that ran out in the minute is still dropped. A part that came
 * into stock, or was added, in the minute is seen after it.
 *
 * PostgreSQL only: PGlite is one in-process connection (development and tests), where a change of stock must be
 * seen at once and a search costs far less than on a large catalog.
 */

/** How long a search's candidates are reused. */
export const CANDIDATE_CACHE_TTL_MS = 60_000;
/** At most this many searches are held per database (each at most a few hundred ids); the oldest go first. */
export const CANDIDATE_CACHE_MAX_SEARCHES = 20_000;

export interface CachedCandidate {
  productId: number;
  stock: number;
}

interface Entry {
  at: number;
  minStock: number;
  bound: number;
  candidates: CachedCandidate[];
}

/** The held searches of one database, keyed by category and tags. */
export class CandidateCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = CANDIDATE_CACHE_TTL_MS,
    private readonly maxSearches = CANDIDATE_CACHE_MAX_SEARCHES,
  ) {}

  /** The first `bound` candidates with at least `minStock` in stock, or undefined when no held search covers it. */
  get(key: string, minStock: number, bound: number, now = Date.now()): CachedCandidate[] | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    if (minStock < entry.minStock || bound > entry.bound) return undefined;
    return entry.candidates.filter((c) => c.stock >= minStock).slice(0, bound);
  }

  /** Holds a search's candidates, read most stock first with this floor and bound. */
  set(key: string, minStock: number, bound: number, candidates: CachedCandidate[], now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { at: now, minStock, bound, candidates });
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxSearches) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<object, CandidateCache>();

/** Whether this handle runs on a pool of PostgreSQL connections (not the embedded PGlite). */
export function isPostgresPool(db: Db): boolean {
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}

/** The candidate cache of this database, or undefined on PGlite. */
export function candidateCacheOf(db: Db): CandidateCache | undefined {
  if (!isPostgresPool(db)) return undefined;
  let cache = caches.get(dataOf(db));
  if (!cache) {
    cache = new CandidateCache();
    caches.set(dataOf(db), cache);
  }
  return cache;
}

/** Forgets the held searches of this database (tests that compare a fresh read with a held one). */
export function forgetCandidates(db: Db): void {
  caches.delete(dataOf(db));
}
