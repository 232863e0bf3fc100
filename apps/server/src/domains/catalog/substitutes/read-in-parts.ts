import type { Db } from '../../../platform/db.js';
import { isPostgresPool } from './candidate-cache.js';

/**
 * On PostgreSQL the statements of one call run over up to this many connections of the pool at once (a BOM's
 * thousand searches in three parts); a part holds at least PARALLEL_MIN_ITEMS, so one product's call (at most
 * 500 candidates) stays one statement: split, its 400 candidates cost three statements' round trips and start-up
 * for one answer, which under fifty buyers at once is time taken from the others. PGlite has one connection:
 * always one statement.
 */
const PARALLEL_STATEMENTS = 3;
const PARALLEL_MIN_ITEMS = 300;

/** `read` over the items in up to PARALLEL_STATEMENTS parts at once (PostgreSQL), the rows in the items' order. */
export async function readInParts<T, R>(
  db: Db,
  items: readonly T[],
  read: (part: readonly T[], offset: number) => Promise<R[]>,
): Promise<R[]> {
  const parts = isPostgresPool(db)
    ? Math.max(1, Math.min(PARALLEL_STATEMENTS, Math.floor(items.length / PARALLEL_MIN_ITEMS)))
    : 1;
  if (parts === 1) return read(items, 0);
  const size = Math.ceil(items.length / parts);
  const answers = await Promise.all(
    Array.from({ length: parts }, (_, i) => read(items.slice(i * size, (i + 1) * size), i * size)),
  );
  return answers.flat();
}
