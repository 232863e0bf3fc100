import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { normalizePartNumber } from '@emall/contract';
import { queryRows, type Database } from '../../../platform/db.js';
import { openDemoCatalogDatabase } from '../../../testing/test-database.js';
import {
  findBusyPrefixes,
  findBusyValueKeys,
  forgetBusyKeysOf,
  lastBusyPrefixCount,
  readBusyPrefix,
} from './busy-prefix.queries.js';
import { countBusyPrefixes, countBusyPrefixesWhenDue } from './busy-prefixes.js';
import { searchWordsOf } from './search-word-parameters.js';
import { readingOf, searchProducts, searchProductsLive, type SearchFilter } from './search.queries.js';

/** Part-number searches answered ahead, on the demo catalog (1,969 real parts) with a low threshold. */

const MIN_MATCHES = 40;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openDemoCatalogDatabase());
});
afterAll(() => drop());

/** A search as the service makes it for a query typed alone: its key, and its words as the search reads them. */
async function typed(query: string, overrides: Partial<SearchFilter> = {}): Promise<SearchFilter> {
  return {
    key: normalizePartNumber(query),
    words: await searchWordsOf(database.db, query),
    brandCodes: [],
    hasStock: false,
    limit: 20,
    offset: 0,
    ...overrides,
  };
}

function filter(overrides: Partial<SearchFilter>): SearchFilter {
  return { key: '', brandCodes: [], hasStock: false, limit: 20, offset: 0, ...overrides };
}

/** What a buyer sees of a result: the rows in order with their stage, the total, the brand and category lists. */
function shown(result: Awaited<ReturnType<typeof searchProducts>>) {
  return {
    rows: result.rows.map((r) => [r.mfr_part_number, r.match_rank, r.redundant_stock]),
    total: result.total,
    totalCapped: result.totalCapped,
    brands: result.brands,
    categories: result.categories,
  };
}

async function countOf(key: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from product where is_active and mfr_pn_key like ${`${key}%`}`,
  );
  return row?.n ?? 0;
}

describe('busy prefixes', () => {
  it('are the keys that many active part numbers start with, at every length', async () => {
    const keys = await findBusyPrefixes(database.db, MIN_MATCHES);
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.some((k) => k.length === 1) && keys.some((k) => k.length >= 3)).toBe(true);
    for (const key of keys) expect(await countOf(key)).toBeGreaterThanOrEqual(MIN_MATCHES);
    // A longer key of a busy one that is not busy itself is not held.
    const [notBusy] = await queryRows<{ key: string }>(
      database.db,
      sql`select left(mfr_pn_key, 4) as key from product where is_active and length(mfr_pn_key) >= 4
          group by 1 having count(*) < ${MIN_MATCHES} limit 1`,
    );
    expect(keys).not.toContain(notBusy?.key);
  });

  it('answer the first pages exactly as the search counted as it comes, however the key is typed', async () => {
    const held = await countBusyPrefixes(database.db, { minMatches: MIN_MATCHES });
    const keys = await findBusyPrefixes(database.db, MIN_MATCHES);
    expect(held).toBeGreaterThanOrEqual(keys.length);
    let heldUsed = 0;
    for (const key of keys) {
      expect(await readBusyPrefix(database.db, key)).toBeDefined();
      for (const page of [
        filter({ key }),
        await typed(key.toLowerCase(), { offset: 20 }),
        await typed(key, { limit: 50, offset: 50 }),
      ])
        expect(shown(await searchProducts(database.db, page))).toEqual(
          shown(await searchProductsLive(database.db, page)),
        );
      if ((await readBusyPrefix(database.db, key))?.reading === readingOf(key, (await typed(key)).words))
        heldUsed += 1;
    }
    // Most busy prefixes read as part numbers typed alone; a few read as something else ('0' as a value).
    expect(heldUsed).toBeGreaterThan(keys.length / 2);
  });

  it('hold a value or package typed alone that many parts have, for a search that reads it the same', async () => {
    await countBusyPrefixes(database.db, { minMatches: MIN_MATCHES });
    expect(await findBusyValueKeys(database.db, MIN_MATCHES)).toEqual(
      expect.arrayContaining(['0402', '50V', 'YES']),
    );
    expect(await readBusyPrefix(database.db, '0402')).toBeDefined();
    // Only keys read as a value, package or dielectric are worth holding: nobody searches for 'YES' alone.
    expect(await readBusyPrefix(database.db, 'YES')).toBeUndefined();
    await database.db.execute(
      sql`update search_busy_prefix set answer = jsonb_set(answer, '{total}', '999999') where key = '50V'`,
    );
    expect((await searchProducts(database.db, await typed('50v'))).total).toBe(999999);
    // '50.0V' is the same value under the key '500V': not the held answer, and the same parts.
    const other = await searchProducts(database.db, await typed('50.0V'));
    expect(other.total).not.toBe(999999);
    expect(other.total).toBe((await searchProductsLive(database.db, await typed('50V'))).total);
  });

  it('stand only for what they cover: a stock or brand filter, a sort or a later page is counted', async () => {
    const [key] = await findBusyPrefixes(database.db, MIN_MATCHES);
    if (!key) throw new Error('no busy prefix in the demo catalog');
    await database.db.execute(
      sql`update search_busy_prefix set answer = jsonb_set(answer, '{total}', '999999') where key = ${key}`,
    );
    expect((await searchProducts(database.db, filter({ key }))).total).toBe(999999);
    const live = (await searchProductsLive(database.db, filter({ key }))).total;
    for (const other of [
      filter({ key, hasStock: true }),
      filter({ key, sortOrder: 'desc' }),
      filter({ key, offset: 100 }),
      filter({ key, brandCodes: ['NOSUCHBRAND'] }),
    ])
      expect((await searchProducts(database.db, other)).total).not.toBe(999999);
    expect(live).not.toBe(999999);
  });

  it('leave out a part taken off the list since they were counted, and forget the keys that list a product on request', async () => {
    await countBusyPrefixes(database.db, { minMatches: MIN_MATCHES });
    const [key] = await findBusyPrefixes(database.db, MIN_MATCHES);
    const first = (await searchProducts(database.db, filter({ key }))).rows[0];
    if (!key || !first) throw new Error('no busy prefix in the demo catalog');
    await database.db.execute(sql`update product set is_active = false where id = ${first.id}`);
    const after = await searchProducts(database.db, filter({ key }));
    expect(after.rows.map((r) => r.id)).not.toContain(first.id);

    const [row] = await queryRows<{ mfr_pn_key: string }>(
      database.db,
      sql`select mfr_pn_key from product where id = ${first.id}`,
    );
    expect(await readBusyPrefix(database.db, '0402')).toBeDefined();
    // A product of the package 0402 (C60474, 100 nF 0402) is listed by the held '0402' too.
    const [part] = await queryRows<{ id: string; mfr_pn_key: string }>(
      database.db,
      sql`select id::text as id, mfr_pn_key from product where product_code = 'C60474'`,
    );
    await forgetBusyKeysOf(database.db, { id: part?.id ?? 0, partNumberKey: part?.mfr_pn_key ?? '' });
    expect(await readBusyPrefix(database.db, '0402')).toBeUndefined();
    expect(await readBusyPrefix(database.db, key)).toBeDefined();
    await forgetBusyKeysOf(database.db, { id: first.id, partNumberKey: row?.mfr_pn_key ?? '' });
    expect(await readBusyPrefix(database.db, key)).toBeUndefined();
    expect(shown(await searchProducts(database.db, filter({ key })))).toEqual(
      shown(await searchProductsLive(database.db, filter({ key }))),
    );
    await database.db.execute(sql`update product set is_active = true where id = ${first.id}`);
  });

  it('are counted again once they are older than the refresh time, not before', async () => {
    const counted = new Date('2026-01-01T00:00:00Z');
    await countBusyPrefixes(database.db, { minMatches: MIN_MATCHES, now: counted });
    expect(
      await countBusyPrefixesWhenDue(database.db, new Date('2026-01-01T00:10:00Z'), {
        minMatches: MIN_MATCHES,
      }),
    ).toBeNull();
    expect(await lastBusyPrefixCount(database.db)).toEqual(counted);
    const later = new Date('2026-01-01T00:16:00Z');
    expect(await countBusyPrefixesWhenDue(database.db, later, { minMatches: MIN_MATCHES })).toBeGreaterThan(
      5,
    );
    expect(await lastBusyPrefixCount(database.db)).toEqual(later);
  });
});
