import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { normalizePartNumber, type ProductPage } from '@emall/contract';
import type { SearchedKeyword } from '@emall/contract/ops';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db.js';
import type { SearchInput } from './search.service.js';
import {
  deleteSearchLogBefore,
  insertSearchLog,
  selectTopKeywords,
  type SearchLogRow,
} from './search-log.queries.js';

/** How long searches are kept: the dashboard reads at most 90 days. */
export const SEARCH_LOG_KEEP_DAYS = 90;
/** Pruning runs at most this often per server copy, on the back of a search. */
const PRUNE_INTERVAL_MS = 3600_000;
const DAY_MS = 24 * 3600_000;

export interface SearchLogDeps {
  /** The primary: catalog reads may go to a replica, but the log is written. */
  db: Db;
  clock: Clock;
}

/** One search as the buyer made it: the keyword as typed, what it found, and the tenant (null: a visitor). */
export interface SearchMade {
  qryParam: string;
  resultCount: number;
  tenantId: number | null;
}

/** Searches are written together at most this long after they were made, or as soon as this many wait. */
const FLUSH_AFTER_MS = 1000;
const FLUSH_AT_ROWS = 200;

/**
 * Records buyers' searches without ever slowing or failing them: searches are gathered and written a second
 * later as one insert (one commit for many searches instead of a commit per search, which cost a search more
 * database time than its own read; docs/performance.md), a failure is logged, not thrown. A crash loses at most
 * the last second's searches: the log is statistics, not a record anyone relies on. Old rows are pruned now and
 * then on the back of a write.
 */
export class SearchLogWriter {
  private readonly pending = new Set<Promise<void>>();
  private waiting: { row: SearchLogRow; log: FastifyBaseLogger }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private lastPrunedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly deps: SearchLogDeps) {}

  record(search: SearchMade, log: FastifyBaseLogger): void {
    const keyword = normalizePartNumber(search.qryParam);
    if (!keyword) return;
    this.waiting.push({
      row: {
        keyword: keyword.slice(0, 200),
        resultCount: search.resultCount,
        tenantId: search.tenantId,
        searchedAt: this.deps.clock.now(),
      },
      log,
    });
    if (this.waiting.length >= FLUSH_AT_ROWS) this.flush();
    else
      this.timer ??= setTimeout(() => {
        this.flush();
      }, FLUSH_AFTER_MS).unref();
  }

  /** Writes what waits and waits for every write under way: before the database closes, and in tests. */
  async settled(): Promise<void> {
    this.flush();
    await Promise.all([...this.pending]);
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting;
    this.waiting = [];
    if (!batch.length) return;
    const write = this.write(batch.map((b) => b.row))
      .catch((err: unknown) => {
        batch[0]?.log.warn({ err, searches: batch.length }, 'search log: could not record searches');
      })
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  private async write(rows: SearchLogRow[]): Promise<void> {
    await insertSearchLog(this.deps.db, rows);
    const now = this.deps.clock.now();
    if (now.getTime() - this.lastPrunedAt >= PRUNE_INTERVAL_MS) {
      this.lastPrunedAt = now.getTime();
      await pruneSearchLog(this.deps.db, now);
    }
  }
}

/** Deletes searches older than SEARCH_LOG_KEEP_DAYS; answers how many. */
export function pruneSearchLog(db: Db, now: Date): Promise<number> {
  return deleteSearchLogBefore(db, new Date(now.getTime() - SEARCH_LOG_KEEP_DAYS * DAY_MS));
}

/**
 * The search log's writer belongs to the app that holds the primary database: app.ts installs it, the catalog's
 * routes (which get only the read handle) find it through the request's server.
 */
const writers = new WeakMap<FastifyInstance, SearchLogWriter>();

export function installSearchLog(app: FastifyInstance, deps: SearchLogDeps): SearchLogWriter {
  const writer = new SearchLogWriter(deps);
  writers.set(app, writer);
  app.addHook('onClose', () => writer.settled());
  return writer;
}

export function searchLogOf(app: FastifyInstance): SearchLogWriter | undefined {
  return writers.get(app);
}

/**
 * Logs a part-number search as the buyer typed it: the first page without brand or stock filters (paging
 * and narrowing a result list are not new searches), with its unfiltered result count. A search answered only
 * by leaving words out counts 0: the operators' ranking of misses is where a word the shop should know shows up.
 */
export function logCatalogSearch(
  request: FastifyRequest,
  input: SearchInput,
  page: Pick<ProductPage, 'total' | 'ext'>,
  tenantId: number | null,
): void {
  if (input.pageNo !== 1 || input.brandName || input.brandCodes?.length || input.hasStock) return;
  const resultCount = (page.ext.reading?.ignored.length ?? 0) > 0 ? 0 : page.total;
  searchLogOf(request.server)?.record({ qryParam: input.qryParam, resultCount, tenantId }, request.log);
}

function toKeyword(row: {
  keyword: string;
  search_count: number;
  last_searched_at: string;
  last_result_count: number;
}): SearchedKeyword {
  return {
    keyword: row.keyword,
    searchCount: row.search_count,
    lastSearchedAt: row.last_searched_at,
    lastResultCount: row.last_result_count,
  };
}

/** The most searched keywords of the last `days` days: those that found nothing, and all. */
export async function searchRanking(
  db: Db,
  now: Date,
  days: number,
  limit: number,
): Promise<{ noResult: SearchedKeyword[]; top: SearchedKeyword[] }> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const [noResult, top] = await Promise.all([
    selectTopKeywords(db, since, limit, true),
    selectTopKeywords(db, since, limit, false),
  ]);
  return { noResult: noResult.map(toKeyword), top: top.map(toKeyword) };
}
