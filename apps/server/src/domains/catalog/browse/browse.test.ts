import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type CatalogPage, type Facet } from '@emall/contract';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import type { TestClient } from '../../../testing/test-client.js';
import { insertBrowseFixture, type BrowseFixture } from '../catalog-browse.fixture.js';
import { forgetCatalogTree } from './tree.service.js';
import { forgetCategoryOverviews, warmCategoryTable, warmLargeCategoryTables } from './browse.service.js';
import { forgetParameterVocabulary } from '../parameters/parameter-cache.js';

let t: TestApp;
let fx: BrowseFixture;
let buyer: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  fx = await insertBrowseFixture(t.database.db);
  forgetCatalogTree(t.database.db);
  forgetParameterVocabulary(t.database.db);
  buyer = t.client();
});
afterAll(() => t.close());

const page = (body: Record<string, unknown>) =>
  buyer.data<CatalogPage>(contract.catalog.qryCatalogProducts, body);
const facet = (p: CatalogPage, code: string): Facet | undefined => p.facets.find((f) => f.code === code);
const counts = (f: Facet | undefined) => Object.fromEntries((f?.values ?? []).map((v) => [v.label, v.count]));
const names = (p: CatalogPage) => p.rows.map((r) => r.mfrPartNumber);
const keyOf = (p: CatalogPage, code: string, label: string) =>
  facet(p, code)?.values.find((v) => v.label === label)?.value ?? `missing ${label}`;

describe('category tree', () => {
  it('counts the active parts of each node, a top node with its subcategories', async () => {
    const tree = await buyer.data<{ nodes: { catalogId: number; parentId: number | null; count: number }[] }>(
      contract.catalog.qryCatalogTree,
      {},
    );
    const count = (id: number) => tree.nodes.find((n) => n.catalogId === id)?.count;
    expect([count(fx.capacitors), count(fx.mlcc), count(fx.chipResistors)]).toEqual([5, 5, 2]);
    expect(tree.nodes.find((n) => n.catalogId === fx.mlcc)?.parentId).toBe(fx.capacitors);
  });
});

describe('category page', () => {
  it('lists a bare category in stock order with its counted filter table', async () => {
    const p = await page({ catalogId: fx.mlcc });
    expect(p).toMatchObject({
      total: 5,
      totalCapped: false,
      inStock: 4,
      node: { catalogId: fx.mlcc, count: 5 },
    });
    expect(names(p)).toEqual([
      'CL21A475KAQNNNE',
      'CL10B104KB8NNNC',
      'GRM155R71C104KA88D',
      'CL05B104KO5NNNC',
      'GRM155R61A104KA01D',
    ]);
    expect(p.path.map((n) => n.catalogId)).toEqual([fx.capacitors, fx.mlcc]);
    // 100nF and 0.1uF are one value: one row of the table.
    expect(counts(facet(p, 'capacitance'))).toEqual({ '100nF': 4, '4.7uF': 1 });
    expect(counts(facet(p, 'package'))).toEqual({ '0402': 3, '0603': 1, '0805': 1 });
    expect(p.brands.map((b) => [b.brandCode, b.count])).toEqual([
      ['FXB', 3],
      ['FXA', 2],
    ]);
  });

  it('a top category lists the parts of its subcategories and links them', async () => {
    const p = await page({ catalogId: fx.capacitors, pageSize: 2 });
    expect(p.total).toBe(5);
    expect(p.children.map((c) => c.catalogId)).toEqual([fx.mlcc]);
    expect(p.rows).toHaveLength(2);
  });

  it('narrows by two parameters and counts each facet without its own filter', async () => {
    const bare = await page({ catalogId: fx.mlcc });
    const filters = [
      { code: 'capacitance', values: [keyOf(bare, 'capacitance', '100nF')] },
      { code: 'package', values: [keyOf(bare, 'package', '0402')] },
    ];
    const p = await page({ catalogId: fx.mlcc, filters });
    expect(names(p).sort()).toEqual(['CL05B104KO5NNNC', 'GRM155R61A104KA01D', 'GRM155R71C104KA88D']);
    expect(p.total).toBe(3);
    // Capacitance counted among the 0402 parts; package among the 100 nF parts.
    expect(counts(facet(p, 'capacitance'))).toEqual({ '100nF': 3 });
    expect(counts(facet(p, 'package'))).toEqual({ '0402': 3, '0603': 1 });
    expect(counts(facet(p, 'temperatureCoefficient'))).toEqual({ X7R: 2, X5R: 1 });
    expect(p.brands.map((b) => [b.brandCode, b.count])).toEqual([
      ['FXA', 2],
      ['FXB', 1],
    ]);
    expect(p.inStock).toBe(2);
  });

  it('takes several values of one parameter as either, and a numeric range', async () => {
    const bare = await page({ catalogId: fx.mlcc });
    const either = await page({
      catalogId: fx.mlcc,
      filters: [
        { code: 'package', values: [keyOf(bare, 'package', '0603'), keyOf(bare, 'package', '0805')] },
      ],
    });
    expect(names(either).sort()).toEqual(['CL10B104KB8NNNC', 'CL21A475KAQNNNE']);
    const rated = await page({ catalogId: fx.mlcc, filters: [{ code: 'voltageRating', min: 16, max: 25 }] });
    expect(names(rated).sort()).toEqual(['CL05B104KO5NNNC', 'CL21A475KAQNNNE', 'GRM155R71C104KA88D']);
  });

  it('filters by brand and stock', async () => {
    const p = await page({ catalogId: fx.mlcc, brandCodes: ['fxa'], hasStock: true });
    expect(names(p)).toEqual(['GRM155R71C104KA88D']);
    // The brand list is counted without the brand filter, the stock count without the stock filter.
    expect(p.brands.map((b) => [b.brandCode, b.count])).toEqual([
      ['FXB', 3],
      ['FXA', 1],
    ]);
    // Of the brand's two parts, one is in stock.
    expect(p.inStock).toBe(1);
  });

  it('sorts by the unit price at a quantity, and by part number', async () => {
    const cheapAtOne = await page({ catalogId: fx.mlcc, sort: 'price', sortOrder: 'asc', quantity: 1 });
    expect(names(cheapAtOne).slice(0, 2)).toEqual(['CL05B104KO5NNNC', 'GRM155R61A104KA01D']);
    const atThousand = await page({ catalogId: fx.mlcc, sort: 'price', sortOrder: 'desc', quantity: 1000 });
    expect(names(atThousand)[0]).toBe('CL21A475KAQNNNE');
    expect(atThousand.rows[0]?.taxPrice).toBe('0.127000');
    const byNumber = await page({ catalogId: fx.mlcc, sort: 'partNumber', sortOrder: 'asc' });
    expect(names(byNumber)).toEqual([...names(byNumber)].sort());
  });

  it('answers no rows for a parameter the shop does not know, and 404 for an unknown category', async () => {
    const p = await page({ catalogId: fx.mlcc, filters: [{ code: 'flux capacitance', values: ['1'] }] });
    expect(p.total).toBe(0);
    buyer.lang = 'en-US';
    const missing = await buyer.call(contract.catalog.qryCatalogProducts, { catalogId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
    const bad = await buyer.call(contract.catalog.qryCatalogProducts, { catalogId: 'x' });
    expect(bad.status).toBe(400);
    buyer.lang = undefined;
  });
});

describe('filter table counted in memory', () => {
  /** What a buyer sees of the counts: values and their numbers (labels may come from another spelling). */
  const seen = (p: CatalogPage) => ({
    total: p.total,
    rows: names(p),
    facets: p.facets.map((f) => [f.code, f.values.map((v) => [v.value, v.count])]),
    brands: p.brands.map((b) => [b.brandCode, b.count]),
    inStock: p.inStock,
  });

  it('counts exactly what the statement counts, for every kind of filter', async () => {
    const bare = await page({ catalogId: fx.mlcc });
    const k100n = keyOf(bare, 'capacitance', '100nF');
    const k0402 = keyOf(bare, 'package', '0402');
    const k0603 = keyOf(bare, 'package', '0603');
    const cases: { catalogId: number; [key: string]: unknown }[] = [
      { catalogId: fx.mlcc, filters: [{ code: 'capacitance', values: [k100n] }] },
      {
        catalogId: fx.mlcc,
        filters: [
          { code: 'capacitance', values: [k100n] },
          { code: 'package', values: [k0402] },
        ],
      },
      { catalogId: fx.mlcc, filters: [{ code: 'package', values: [k0402, k0603] }], hasStock: true },
      { catalogId: fx.mlcc, filters: [{ code: 'voltageRating', min: 16, max: 25 }] },
      { catalogId: fx.mlcc, filters: [{ code: 'package', values: [k0402] }], brandCodes: ['fxa'] },
      { catalogId: fx.mlcc, brandCodes: ['fxb'], hasStock: true },
      { catalogId: fx.mlcc, brandCodes: ['NOBODY'] },
      { catalogId: fx.mlcc, filters: [{ code: 'package', values: ['9999'] }] },
      { catalogId: fx.capacitors, filters: [{ code: 'package', values: [k0402] }], sort: 'price' },
    ];
    for (const body of cases) {
      forgetCategoryOverviews(t.database.db);
      const byStatement = await page(body);
      await warmCategoryTable(t.database.db, body.catalogId);
      const inMemory = await page(body);
      expect(seen(inMemory), JSON.stringify(body)).toEqual(seen(byStatement));
    }
  });

  it('leaves a filter on a parameter outside the table to the statement', async () => {
    await warmCategoryTable(t.database.db, fx.mlcc);
    const p = await page({ catalogId: fx.mlcc, filters: [{ code: 'flux capacitance', values: ['1'] }] });
    expect(p.total).toBe(0);
  });

  it('reads the tables of the subcategories from the size given, largest first', async () => {
    const db = t.database.db;
    // The MLCC (5 parts) ahead of the chip resistors (2); the capacitors are their top category, read on demand.
    expect(await warmLargeCategoryTables(db, 1)).toEqual([fx.mlcc, fx.chipResistors]);
    expect(await warmLargeCategoryTables(db, 3)).toEqual([fx.mlcc]);
    expect(await warmLargeCategoryTables(db, 6)).toEqual([]);
  });
});
