import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One buyer part-number search that produced a result list (qryProduct4Emall), not each keystroke's
 * suggestions: the normalised keyword, how many products it found, the searching tenant (null for a
 * visitor) and when. The console's dashboard ranks the searches that found nothing: the catalog's gaps.
 * Rows older than SEARCH_LOG_KEEP_DAYS are pruned (search-log.service.ts).
 */
export const searchLog = pgTable(
  'search_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyword: text('keyword').notNull(),
    resultCount: integer('result_count').notNull(),
    tenantId: integer('tenant_id'),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The pruning and the "top searched" ranking read by time; the gap ranking only the misses.
    index('search_log_time_idx').on(t.searchedAt, t.keyword),
    index('search_log_miss_idx')
      .on(t.searchedAt, t.keyword)
      .where(sql`${t.resultCount} = 0`),
  ],
);
