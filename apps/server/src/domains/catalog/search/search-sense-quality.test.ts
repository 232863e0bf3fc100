import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, normalizePartNumber, type ProductPage } from '@emall/contract';
import { queryRows } from '../../../platform/db.js';
import { seedDemoCatalog } from '../../../seed/index.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import type { TestClient } from '../../../testing/test-client.js';
import { readBusyPrefix } from './busy-prefix.queries.js';
import { countBusyPrefixes } from './busy-prefixes.js';
import { searchWordsOf } from './search-word-parameters.js';
import { searchProducts, searchProductsLive, type SearchFilter } from './search.queries.js';

/**
 * Ratings compared at least, tolerances at most, and the categories of the asked main value first
 * (search-sense.ts), on the demo catalog of real parts, on both databases.
 */

let t: TestApp;
let buyer: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoCatalog(t.database.db);
  buyer = t.client();
});
afterAll(() => t.close());

interface Facts {
  id: string;
  category: string | null;
  params: Record<string, number | null>;
}

/** Each row's subcategory and parameter numbers, read straight from the tables. */
async function factsOf(ids: readonly string[]): Promise<Map<string, Facts>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<Facts>(
    t.database.db,
    sql`select p.id::text as id, c.name_en as category,
               coalesce((select jsonb_object_agg(pa.code, pp.value_num)
                         from product_param pp join parameter pa on pa.id = pp.parameter_id
                         where pp.product_id = p.id), '{}'::jsonb) as params
        from product p left join catalog c on c.id = p.catalog_id
        where p.id = any(${sql.param(ids.map(Number))}::bigint[])`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

function search(qryParam: string, pageSize = 100): Promise<ProductPage> {
  return buyer.data<ProductPage>(contract.catalog.qryProduct4Emall, { qryParam, pageSize });
}

/** A search as the service makes it, for calling the statements directly. */
async function typed(query: string, overrides: Partial<SearchFilter> = {}): Promise<SearchFilter> {
  return {
    key: normalizePartNumber(query),
    words: await searchWordsOf(t.database.db, query),
    brandCodes: [],
    hasStock: false,
    limit: 20,
    offset: 0,
    ...overrides,
  };
}

interface Case {
  q: string;
  total?: number;
  atLeastTotal?: number;
  includes?: string[];
  /** Every row: these parameters hold these numbers. */
  equal?: Record<string, number>;
  /** Every row: these parameters are at least (ratings) / at most (tolerances) these numbers. */
  atLeast?: Record<string, number>;
  atMost?: Record<string, number>;
  category?: RegExp;
}

const CASES: Case[] = [
  // The 25 V part and those rated 35 V, 50 V, 450 V: before, only the 25 V one.
  {
    q: '10uF 25V',
    total: 6,
    includes: ['VS1E100MC054000CE0', 'EEEFTH100UAR', 'HGC1206R7106K350NSPJ'],
    equal: { capacitance: 1e-5 },
    atLeast: { voltageRating: 25 },
  },
  { q: '22uF 10V', total: 6, equal: { capacitance: 2.2e-5 }, atLeast: { voltageRating: 10 } },
  // The rated current, not the saturation current: FNR5040S4R7MT is rated 3.3 A (3.8 A saturation).
  {
    q: '4.7uH 2A',
    total: 3,
    includes: ['FNR5040S4R7MT', 'PK0608-4R7MB', 'FAUL0530-4R7MT'],
    equal: { inductance: 4.7e-6 },
    atLeast: { currentRating: 2 },
  },
  // 1/16 W is 62.5 mW; CR0402-16W-104JT writes 63 mW.
  {
    q: '100k 1/16W',
    total: 5,
    includes: ['CR0402-16W-104JT'],
    equal: { resistance: 1e5 },
    atLeast: { power: 0.0625 },
  },
  // No value to look up by tag: the category's parts, each checked.
  { q: '电容 25V', atLeastTotal: 100, category: /capacitor/i, atLeast: { voltageRating: 25 } },
  {
    q: '贴片电阻 10k 1%',
    total: 3,
    includes: ['AC0603DR-0710KL'],
    equal: { resistance: 1e4 },
    atMost: { tolerance: 1 },
    category: /Chip Resistor/,
  },
  {
    q: '1k 5%',
    total: 10,
    includes: ['FRH0402B1001TS', 'RC1206JR-071KL'],
    equal: { resistance: 1e3 },
    atMost: { tolerance: 5 },
  },
];

describe('ratings and tolerances', () => {
  it.each(CASES.map((c) => [c.q, c] as const))('%s', async (_q, c) => {
    const answer = await search(c.q);
    if (c.total !== undefined) expect(answer.total).toBe(c.total);
    if (c.atLeastTotal !== undefined) expect(answer.total).toBeGreaterThanOrEqual(c.atLeastTotal);
    if (c.includes)
      expect(answer.rows.map((r) => r.mfrPartNumber)).toEqual(expect.arrayContaining(c.includes));
    const facts = await factsOf(answer.rows.map((r) => r.spuId));
    const broken = answer.rows.flatMap((r) => {
      const row = facts.get(r.spuId);
      const why: string[] = [];
      for (const [code, want] of Object.entries(c.equal ?? {}))
        if (row?.params[code] !== want) why.push(`${code} ${row?.params[code]}`);
      for (const [code, least] of Object.entries(c.atLeast ?? {}))
        if ((row?.params[code] ?? -Infinity) < least) why.push(`${code} ${row?.params[code]}`);
      for (const [code, most] of Object.entries(c.atMost ?? {}))
        if ((row?.params[code] ?? Infinity) > most) why.push(`${code} ${row?.params[code]}`);
      if (c.category && !c.category.test(row?.category ?? '')) why.push(`category ${row?.category}`);
      return why.length ? [`${r.mfrPartNumber}: ${why.join(', ')}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('keep an output voltage exact: LDO 3.3V', async () => {
    buyer.lang = 'en-US';
    const answer = await search('LDO 3.3V');
    buyer.lang = undefined;
    expect(answer.total).toBe(29);
    expect(answer.ext.reading?.understood.map((w) => w.label)).toEqual(['Category LDO', 'Voltage 3.3V']);
  });

  it('are read as at least and at most, in the three languages', async () => {
    const labels: Record<string, string[]> = {};
    for (const lang of ['en-US', 'zh-CN', 'zh-TW']) {
      buyer.lang = lang;
      const answer = await search('4.7uH 2A ±1%', 20);
      labels[lang] = answer.ext.reading?.understood.map((w) => w.label) ?? [];
    }
    buyer.lang = undefined;
    expect(labels).toEqual({
      'en-US': ['Inductance 4.7uH', 'Rated current ≥ 2A', 'Tolerance ≤ 1%'],
      'zh-CN': ['感值 4.7uH', '额定电流 ≥ 2A', '精度 ≤ 1%'],
      'zh-TW': ['感值 4.7uH', '額定電流 ≥ 2A', '精度 ≤ 1%'],
    });
  });

  it("ask a resettable fuse's amperes of its hold current, and open its page with that value", async () => {
    const answer = await search('自恢复保险丝 500mA', 20);
    expect(answer.total).toBeGreaterThan(0);
    const facts = await factsOf(answer.rows.map((r) => r.spuId));
    for (const row of answer.rows)
      expect(facts.get(row.spuId)?.params.holdCurrent, row.mfrPartNumber).toBe(0.5);
    expect(answer.ext.reading?.understood.map((w) => w.label)).toContain('保持电流 500mA');
    for (const hit of answer.ext.reading?.categories ?? []) {
      expect(hit.filters).toEqual([{ code: 'holdCurrent', values: ['500MA'] }]);
      const page = await buyer.data<{ total: number }>(contract.catalog.qryCatalogProducts, {
        catalogId: hit.catalogId,
        filters: hit.filters,
      });
      expect(page.total, hit.name).toBe(hit.count);
    }
  });

  it('open the category pages with the rating as a range from its value up, holding the same parts', async () => {
    const answer = await search('10uF 25V', 20);
    const hits = answer.ext.reading?.categories ?? [];
    expect(hits.length).toBeGreaterThan(1);
    for (const hit of hits) {
      expect(hit.filters).toEqual([
        { code: 'capacitance', values: [expect.any(String)] },
        { code: 'voltageRating', values: [], min: 25 },
      ]);
      const page = await buyer.data<{ total: number }>(contract.catalog.qryCatalogProducts, {
        catalogId: hit.catalogId,
        filters: hit.filters,
      });
      expect(page.total, hit.name).toBe(hit.count);
    }
    const tolerance = await search('贴片电阻 10k 1%', 20);
    expect(tolerance.ext.reading?.categories[0]?.filters).toContainEqual({
      code: 'tolerance',
      values: [],
      max: 1,
    });
  });
});

/** Whether each row's subcategory says `main`, in order. */
async function mainOrder(ids: readonly string[], main: RegExp): Promise<boolean[]> {
  const facts = await factsOf(ids);
  return ids.map((id) => main.test(facts.get(id)?.category ?? ''));
}

/** No row of a main category after one of another. */
function mainFirst(main: readonly boolean[]): boolean {
  const other = main.indexOf(false);
  return other < 0 || !main.slice(other).includes(true);
}

const RESISTORS = /Chip Resistor|Through Hole Resistors|Resistor Networks|Current Sense/;

describe('the categories of the main value first', () => {
  it('lists resistors before the thermistors and potentiometers of the same resistance', async () => {
    for (const q of ['100k', '10k', '47k']) {
      const answer = await search(q);
      const main = await mainOrder(
        answer.rows.map((r) => r.spuId),
        RESISTORS,
      );
      expect(main, q).toContain(true);
      expect(main, q).toContain(false);
      expect(mainFirst(main), q).toBe(true);
    }
  });

  it('keeps them first past the cap, where each stage is read in its own order', async () => {
    const all = await searchProductsLive(t.database.db, await typed('10k'));
    for (const matchCap of [4, 8]) {
      const capped = await searchProductsLive(t.database.db, await typed('10k', { matchCap }));
      expect(capped.totalCapped).toBe(true);
      const main = await mainOrder(
        capped.rows.map((r) => r.id),
        RESISTORS,
      );
      expect(main[0]).toBe(true);
      expect(mainFirst(main)).toBe(true);
    }
    const capped = await searchProductsLive(t.database.db, await typed('10k', { matchCap: 4 }));
    // The first row is the resistor of most stock either way.
    expect(capped.rows[0]?.id).toBe(all.rows[0]?.id);
  });

  it('are held for a busy value typed alone exactly as counted live', async () => {
    await countBusyPrefixes(t.database.db, { minMatches: 40 });
    let tiered = 0;
    for (const key of ['1A', '2A', '5V', '50V', '0402', '10KΩ']) {
      const held = await readBusyPrefix(t.database.db, key);
      if (!held) continue;
      if (held.reading.includes('"first"')) tiered += 1;
      for (const page of [await typed(key), await typed(key, { offset: 20 })]) {
        const heldAnswer = await searchProducts(t.database.db, page);
        const live = await searchProductsLive(t.database.db, page);
        expect(heldAnswer.rows.map((r) => r.id)).toEqual(live.rows.map((r) => r.id));
        expect(heldAnswer.total).toBe(live.total);
      }
    }
    // '1A' and '2A' ask a fuse's main value, '5V' a zener's.
    expect(tiered).toBeGreaterThan(0);
  });
});
