import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The searches of many matches, answered ahead (busy-prefixes.ts): for every key at least BUSY_PREFIX_MATCHES part
 * numbers start with, or parts have as a value, the answer of its first pages as the search gave it for the key
 * typed alone (total, brands, categories, the first rows' ids in order, how the key was read). Counting 1,000 to
 * 10,000 matches per stage, brand and category costs many times an ordinary search; reading this row costs a key
 * lookup.
 * Counted again after imports and the scale seed and every BUSY_PREFIX_REFRESH_MINUTES; a product's change in the
 * console drops the keys that list it (its part number's beginnings, its values).
 */
export const searchBusyPrefix = pgTable('search_busy_prefix', {
  /** The search key (letters and digits, upper case): a part number's beginning or a value's key. */
  key: text('key').primaryKey(),
  /** BusyPrefixAnswer: { total, totalCapped, brands, categories, page: [{ id, rank }], reading }. */
  answer: jsonb('answer').notNull(),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
});
