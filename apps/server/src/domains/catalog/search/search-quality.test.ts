import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type ProductPage } from '@emall/contract';
import { seedDemoCatalog } from '../../../seed/index.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import type { TestClient } from '../../../testing/test-client.js';
import { QUALITY_CASES } from './search-quality-cases.js';
import { breach, factsOf } from './search-quality-facts.js';

/** The quality table of the search, on the demo catalog of real parts, on both databases. */

let t: TestApp;
let buyer: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoCatalog(t.database.db);
  buyer = t.client();
});
afterAll(() => t.close());

describe('search quality', () => {
  it.each(QUALITY_CASES.map((c) => [c.q, c] as const))('%s', async (_q, c) => {
    const answer = await buyer.data<ProductPage>(contract.catalog.qryProduct4Emall, {
      qryParam: c.q,
      pageSize: 100,
    });
    const names = answer.rows.map((r) => r.mfrPartNumber);
    if (c.total !== undefined) expect(answer.total, `total of ${c.q}`).toBe(c.total);
    if (c.atLeast !== undefined) expect(answer.total, `total of ${c.q}`).toBeGreaterThanOrEqual(c.atLeast);
    if (c.first) expect(names.slice(0, c.first.length)).toEqual(c.first);
    if (c.includes) expect(names).toEqual(expect.arrayContaining(c.includes));
    if (c.nearest) {
      expect(answer.total).toBe(0);
      expect(answer.ext.reading?.nearest).toContain(c.nearest);
    }
    if (c.every) {
      // Every row of the first page, as the buyer sees it (20 rows).
      const firstPage = answer.rows.slice(0, 20);
      const facts = await factsOf(
        t.database.db,
        firstPage.map((r) => r.spuId),
      );
      const every = c.every;
      const broken = firstPage.flatMap((r) => {
        const row = facts.get(r.spuId);
        const why = row ? breach(row, every) : 'missing';
        return why ? [`${r.mfrPartNumber}: ${why}`] : [];
      });
      expect(broken).toEqual([]);
    }
  });

  it('reads the words of a mixed query and names the categories it hit, in the caller language', async () => {
    buyer.lang = 'en-US';
    const answer = await buyer.data<ProductPage>(contract.catalog.qryProduct4Emall, {
      qryParam: '村田 100nF 0402',
    });
    buyer.lang = undefined;
    expect(answer.ext.reading?.understood.map((w) => [w.kind, w.label])).toEqual([
      ['brand', 'Brand 村田'],
      ['value', 'Capacitance 100nF'],
      ['package', 'Package 0402'],
    ]);
    expect(answer.ext.reading?.categories.map((c) => c.name)).toEqual([
      'Multilayer Ceramic Capacitors MLCC - SMD/SMT',
    ]);
  });

  it('gives each category hit the query words as its filters, and the page they open holds the same parts', async () => {
    const answer = await buyer.data<ProductPage>(contract.catalog.qryProduct4Emall, {
      qryParam: '村田 100nF 0402',
    });
    const [hit] = answer.ext.reading?.categories ?? [];
    expect(hit?.filters).toEqual([
      { code: 'capacitance', values: [expect.any(String)] },
      { code: 'package', values: ['0402'] },
    ]);
    expect(hit?.brandCodes).toEqual(['MURATA']);
    const page = await buyer.data<{ total: number }>(contract.catalog.qryCatalogProducts, {
      catalogId: hit?.catalogId,
      filters: hit?.filters,
      brandCodes: hit?.brandCodes,
    });
    expect(page.total).toBe(hit?.count);
  });

  it('gives the category hits of a plain part-number search no filters', async () => {
    const partNumber = await buyer.data<ProductPage>(contract.catalog.qryProduct4Emall, {
      qryParam: 'GRM155',
    });
    expect(partNumber.ext.reading?.categories.length).toBeGreaterThan(0);
    for (const hit of partNumber.ext.reading?.categories ?? []) {
      expect(hit.filters).toBeUndefined();
      expect(hit.brandCodes).toBeUndefined();
    }
  });
});
