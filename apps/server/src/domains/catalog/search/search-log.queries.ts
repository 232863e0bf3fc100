import { lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';
import { searchLog } from './search-log.tables.js';

export type SearchLogRow = typeof searchLog.$inferInsert;

/** Several searches in one insert. */
export async function insertSearchLog(db: Db, rows: readonly SearchLogRow[]): Promise<void> {
  if (rows.length) await db.insert(searchLog).values([...rows]);
}

/** Deletes the searches made before `before` (an index range on searched_at). */
export async function deleteSearchLogBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(searchLog)
    .where(lt(searchLog.searchedAt, before))
    .returning({ id: searchLog.id });
  return deleted.length;
}

export interface KeywordCountRow {
  keyword: string;
  search_count: number;
  last_searched_at: string;
  last_result_count: number;
}

/**
 * The `limit` most searched keywords since `since` (only those that found nothing when `missesOnly`), with
 * the time and result count of each one's latest search: one grouped scan of the window, then the latest
 * row of just the ranked keywords.
 */
export async function selectTopKeywords(
  db: Db,
  since: Date,
  limit: number,
  missesOnly: boolean,
): Promise<KeywordCountRow[]> {
  const misses = missesOnly ? sql`and result_count = 0` : sql``;
  return queryRows<KeywordCountRow>(
    db,
    sql`with ranked as (
          select keyword, count(*)::int as search_count, max(searched_at) as last_searched_at
          from ${searchLog}
          where searched_at >= ${since.toISOString()}::timestamptz ${misses}
          group by keyword
          order by search_count desc, last_searched_at desc, keyword
          limit ${limit})
        select r.keyword, r.search_count,
               to_char(r.last_searched_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_searched_at,
               latest.result_count as last_result_count
        from ranked r
        cross join lateral (
          select l.result_count from ${searchLog} l
          where l.keyword = r.keyword and l.searched_at = r.last_searched_at
          limit 1) latest
        order by r.search_count desc, r.last_searched_at desc, r.keyword`,
  );
}
