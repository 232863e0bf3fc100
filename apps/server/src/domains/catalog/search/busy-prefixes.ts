import type { Db } from '../../../platform/db.js';
import { parameterVocabulary } from '../parameters/parameter-cache.js';
import {
  BUSY_PREFIX_ROWS,
  findBusyPrefixes,
  findBusyValueKeys,
  lastBusyPrefixCount,
  reloadBusyKeys,
  replaceBusyPrefixes,
  type BusyPrefixAnswer,
} from './busy-prefix.queries.js';
import { loadSearchDictionary } from './search-dictionary.js';
import { readQuery } from './search-query.js';
import { withParameterIds } from './search-word-parameters.js';
import { searchSense } from './search-sense.js';
import { readingOf, searchProductsLive } from './search.queries.js';

/**
 * Searches of many matches, answered ahead (docs/search.md, "Busy keys"). A key that 1,000 to 10,000 part numbers
 * start with ('CL10', 'RC06', 'STM32'), or a package or value typed alone ('0402', '50V'), costs many times an
 * ordinary search to count per stage, brand and category at a million parts, every time a buyer types it; there are a few hundred such keys,
 * so they are counted ahead, each by the same search a buyer's request runs, and a buyer's search that reads the
 * same reads the held answer by its key.
 */

/** A key at least this many active part numbers start with, or active parts have as a value, is answered ahead. */
export const BUSY_PREFIX_MATCHES = 1_000;

/**
 * How old held answers may grow before a copy counts them again. Imports count at once; a product's change in
 * the console drops the keys that list it at once; what else moves (stock taken by orders, which orders the
 * first pages) shows within this time.
 */
export const BUSY_PREFIX_REFRESH_MINUTES = 15;

/**
 * Counts every busy key's answer and replaces the held ones; answers how many keys are held. A busy key is the
 * beginning of many part numbers, or the key of a value many parts have ('0402', '100NF'); each is counted as the
 * search reads it typed alone (a package, a value, or a part number), with the same function a buyer's search runs.
 */
export async function countBusyPrefixes(
  db: Db,
  options: { minMatches?: number; now?: Date } = {},
): Promise<number> {
  const minMatches = options.minMatches ?? BUSY_PREFIX_MATCHES;
  const prefixes = new Set(await findBusyPrefixes(db, minMatches));
  const valueKeys = await findBusyValueKeys(db, minMatches);
  const [dictionary, vocabulary] = await Promise.all([loadSearchDictionary(db), parameterVocabulary(db)]);
  const answers: { key: string; answer: BusyPrefixAnswer }[] = [];
  for (const key of new Set([...prefixes, ...valueKeys])) {
    const words = withParameterIds(readQuery(key, dictionary), vocabulary);
    // A key read as several words is a query of its own, not one typed alone; a value key read as plain text
    // ('YES', '3D3V') is not what a buyer types, unless part numbers start with it.
    const [word] = words;
    if (words.length !== 1 || !word || (word.kind === 'text' && !prefixes.has(key))) continue;
    const sense = await searchSense(db, words);
    const result = await searchProductsLive(
      db,
      { key, words, brandCodes: [], hasStock: false, limit: BUSY_PREFIX_ROWS, offset: 0 },
      sense,
    );
    answers.push({
      key,
      answer: {
        total: result.total,
        totalCapped: result.totalCapped,
        brands: result.brands,
        categories: result.categories,
        page: result.rows.map((r) => ({ id: r.id, rank: r.match_rank ?? 0 })),
        reading: readingOf(key, words, sense),
      },
    });
  }
  await replaceBusyPrefixes(db, answers, options.now ?? new Date());
  await reloadBusyKeys(db);
  return answers.length;
}

/** Counts again when the held answers are older than BUSY_PREFIX_REFRESH_MINUTES (or none are held); else null. */
export async function countBusyPrefixesWhenDue(
  db: Db,
  now: Date,
  options: { minMatches?: number } = {},
): Promise<number | null> {
  const last = await lastBusyPrefixCount(db);
  if (last && now.getTime() - last.getTime() < BUSY_PREFIX_REFRESH_MINUTES * 60_000) return null;
  return countBusyPrefixes(db, { ...options, now });
}
