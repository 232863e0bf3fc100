import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/db.js';
import { readInParts } from './read-in-parts.js';

/** readInParts: a long list read over up to three connections at once on PostgreSQL, in one statement on PGlite. */

// Only the kind of client is looked at: a pool of PostgreSQL connections, or anything else (PGlite).
const postgres = { $client: Object.create(pg.Pool.prototype) as pg.Pool } as unknown as Db;
const pglite = { $client: {} } as unknown as Db;

async function partsOf(db: Db, count: number) {
  const items = Array.from({ length: count }, (_, i) => i);
  const parts: { offset: number; length: number }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const rows = await readInParts(db, items, async (part, offset) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    parts.push({ offset, length: part.length });
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    // Each row says where it came from, as the candidates' search index does.
    return part.map((item, i) => ({ item, at: offset + i }));
  });
  return { rows, parts, mostInFlight, items };
}

describe('readInParts', () => {
  it('reads a long list on PostgreSQL in three parts at once, every row in the list’s order', async () => {
    const { rows, parts, mostInFlight, items } = await partsOf(postgres, 1000);
    expect(parts.map((p) => p.offset).sort((a, b) => a - b)).toEqual([0, 334, 668]);
    expect(mostInFlight).toBe(3);
    expect(rows.map((r) => r.item)).toEqual(items);
    expect(rows.every((r) => r.at === r.item)).toBe(true);
  });

  it('reads a short list (one product’s 500 candidates), and any list on PGlite, in one statement', async () => {
    expect((await partsOf(postgres, 599)).parts).toEqual([{ offset: 0, length: 599 }]);
    expect((await partsOf(postgres, 600)).parts.length).toBe(2);
    expect((await partsOf(pglite, 1000)).parts).toEqual([{ offset: 0, length: 1000 }]);
  });
});
