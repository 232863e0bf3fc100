import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { insertCatalogFixture } from '../catalog.fixture.js';
import { prefixUpperBound } from '../core/prefix-bound.js';
import { searchProducts, type SearchFilter } from './search.queries.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await insertCatalogFixture(t.database.db);
});
afterAll(() => t.close());

function filter(overrides: Partial<SearchFilter>): SearchFilter {
  return { key: '', brandCodes: [], hasStock: false, limit: 20, offset: 0, ...overrides };
}

const names = (rows: { mfr_part_number: string }[]) => rows.map((r) => r.mfr_part_number);

describe('staged search', () => {
  it('bounds a prefix range by the next code point, for letters of every script', () => {
    expect(prefixUpperBound('STM32')).toBe('STM33');
    expect(prefixUpperBound('LM35Z')).toBe('LM35[');
    expect(prefixUpperBound('M3螺')).toBe('M3螻');
    expect(prefixUpperBound('')).toBe('');
  });

  it('pages across the exact, prefix and contains stages one row at a time', async () => {
    const pages = [];
    for (let offset = 0; offset < 4; offset += 1) {
      const found = await searchProducts(t.database.db, filter({ key: 'STM32F103C8T6', limit: 1, offset }));
      expect(found.total).toBe(3);
      pages.push(found.rows.map((r) => [r.mfr_part_number, r.match_rank]));
    }
    expect(pages).toEqual([[['STM32F103C8T6', 0]], [['STM32F103C8T6TR', 1]], [['XSTM32F103C8T6', 2]], []]);
  });

  it('looks for a key inside part numbers from three characters on, where the trigram index can', async () => {
    // 'M32' is inside the STM32 parts; 'M3' is too, but two characters would read every part number.
    const three = await searchProducts(t.database.db, filter({ key: 'M32' }));
    expect(names(three.rows)).toContain('STM32F103C8T6');
    expect(three.rows.every((r) => r.match_rank === 2)).toBe(true);
    const two = await searchProducts(t.database.db, filter({ key: 'M3' }));
    expect(two.rows.filter((r) => r.match_rank === 2)).toEqual([]);
  });

  it('stops counting at the cap and says the total is capped', async () => {
    const capped = await searchProducts(t.database.db, filter({ key: 'STM32', matchCap: 2 }));
    expect(capped).toMatchObject({ total: 2, totalCapped: true });
    expect(names(capped.rows)).toEqual(['STM32F103C8T6', 'STM32F103C8T6TR']);
    const full = await searchProducts(t.database.db, filter({ key: 'STM32' }));
    expect(full).toMatchObject({ total: 3, totalCapped: false });
  });

  it('browses every active product by stock when there is no key', async () => {
    const found = await searchProducts(t.database.db, filter({ key: '', limit: 3 }));
    expect(found.total).toBe(6);
    expect(names(found.rows)).toEqual(['LM358DR', 'STM32F103C8T6', 'XSTM32F103C8T6']);
  });

  it('lists the brands of the result without the brand filter, and filters the rows by it', async () => {
    const found = await searchProducts(t.database.db, filter({ key: '', brandCodes: ['st'] }));
    expect(names(found.rows).every((n) => n.includes('STM32'))).toBe(true);
    expect(found.brands.map((b) => [b.brand_code, b.n])).toEqual([
      ['ST', 3],
      ['TI', 3],
    ]);
  });

  it('sorts by stock over every counted match, across stages, and past the cap over the counted ones', async () => {
    const ranked = (rows: { mfr_part_number: string; match_rank?: number }[]) =>
      rows.map((r) => [r.mfr_part_number, r.match_rank]);
    const down = await searchProducts(t.database.db, filter({ key: 'STM32F103C8T6', sortOrder: 'desc' }));
    expect(ranked(down.rows)).toEqual([
      ['STM32F103C8T6', 0],
      ['XSTM32F103C8T6', 2],
      ['STM32F103C8T6TR', 1],
    ]);
    const up = await searchProducts(
      t.database.db,
      filter({ key: 'STM32F103C8T6', sortOrder: 'asc', offset: 1 }),
    );
    expect(names(up.rows)).toEqual(['XSTM32F103C8T6', 'STM32F103C8T6']);
    // Capped at the two prefix matches: the contains match is not counted, so not sorted in.
    const capped = await searchProducts(
      t.database.db,
      filter({ key: 'STM32', matchCap: 2, sortOrder: 'asc' }),
    );
    expect(names(capped.rows)).toEqual(['STM32F103C8T6TR', 'STM32F103C8T6']);
  });

  it('reads a selective word beside a brand as its part numbers, parameters and descriptions', async () => {
    const [ti] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from brand where brand_code = 'TI'`,
    );
    await t.database.db
      .execute(sql`insert into product (product_code, mfr_part_number, mfr_pn_key, brand_id, product_desc)
      values ('SET-1', 'TLV9002IDR', 'TLV9002IDR', ${ti?.id}, 'Dual op amp, pin-compatible with LM358')`);
    const words = [
      { kind: 'brand' as const, text: 'TI', brandIds: [ti?.id ?? 0] },
      { kind: 'text' as const, text: 'LM358', key: 'LM358' },
    ];
    const found = await searchProducts(t.database.db, filter({ key: 'TILM358', words }));
    // By the part number's start (LM358DR, LM358) and by the description (TLV9002IDR); ST's parts never.
    expect(names(found.rows).sort()).toEqual(['LM358', 'LM358DR', 'TLV9002IDR']);
  });
  it('reads plain words as one part number first, and as words only when no part number matches', async () => {
    const [st] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from brand where brand_code = 'ST'`,
    );
    await t.database.db
      .execute(sql`insert into product (product_code, mfr_part_number, mfr_pn_key, brand_id, product_desc)
      values ('SET-2', 'BLUEPILL-1', 'BLUEPILL1', ${st?.id}, 'Board with an STM32F103 in its C8T6 package, blue')`);
    const text = (word: string) => ({ kind: 'text' as const, text: word, key: word.toUpperCase() });
    // 'STM32F103 C8T6' is the part number typed with a space: its matches, not the board that mentions both words.
    const typed = await searchProducts(
      t.database.db,
      filter({ key: 'STM32F103C8T6', words: [text('STM32F103'), text('C8T6')] }),
    );
    expect(names(typed.rows)).toEqual(['STM32F103C8T6', 'STM32F103C8T6TR', 'XSTM32F103C8T6']);
    // No part number is 'BOARD BLUE': the words are looked for, and the description has both.
    const described = await searchProducts(
      t.database.db,
      filter({ key: 'BOARDBLUE', words: [text('board'), text('blue')] }),
    );
    expect(names(described.rows)).toEqual(['BLUEPILL-1']);
  });
});
