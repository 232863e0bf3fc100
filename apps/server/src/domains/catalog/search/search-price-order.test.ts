import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { priceForQuantity, qryProduct4EmallBodySchema, type Product } from '@emall/contract';
import { queryRows, type Database } from '../../../platform/db.js';
import { openDemoCatalogDatabase } from '../../../testing/test-database.js';
import { searchCatalog } from './search.service.js';
import { countBusyPrefixes } from './busy-prefixes.js';
import { findBusyPrefixes } from './busy-prefix.queries.js';

/**
 * A search sorted by unit price at a quantity, on the demo catalog (1,969 real parts with their price breaks): the
 * matches are the relevance order's, in the order a category page gives its parts (the rule the product table
 * prices by; parts without a price last, in id order), page after page, and a busy key answered ahead is counted
 * in price order rather than served in its held relevance order.
 */

const MIN_MATCHES = 40;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openDemoCatalogDatabase());
});
afterAll(() => drop());

/** The call's body as the contract reads it, answered by the service. */
function search(body: Record<string, unknown>) {
  const input = qryProduct4EmallBodySchema.parse(body);
  return searchCatalog({ readDb: database.db }, input, 'en_US');
}

/** Every row of a search, page after page. */
async function everyRow(body: Record<string, unknown>, pageSize = 50): Promise<Product[]> {
  const rows: Product[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await search({ ...body, pageNo, pageSize });
    rows.push(...page.rows);
    if (page.lastPage) return rows;
  }
}

/** The rule, in plain code: the unit price the product table shows at this quantity (at least the minimum order). */
function priceAt(row: Product, quantity: number): number | null {
  const found = priceForQuantity(row.priceBreaks, Math.max(quantity, row.miniQty));
  return found ? Number(found.taxPrice) : null;
}

function expectPriceOrder(rows: readonly Product[], quantity: number, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  const priced = rows.filter((r) => priceAt(r, quantity) !== null);
  const unpriced = rows.filter((r) => priceAt(r, quantity) === null);
  // The priced come first, then the unpriced.
  expect(rows.slice(0, priced.length)).toEqual(priced);
  const expected = [...priced].sort(
    (a, b) => sign * ((priceAt(a, quantity) ?? 0) - (priceAt(b, quantity) ?? 0) || a.id - b.id),
  );
  expect(priced.map((r) => r.mfrPartNumber)).toEqual(expected.map((r) => r.mfrPartNumber));
  expect(unpriced.map((r) => r.id)).toEqual([...unpriced].map((r) => r.id).sort((a, b) => a - b));
}

const ids = (rows: readonly Product[]) => rows.map((r) => r.spuId).sort();

describe('search sorted by unit price at a quantity', () => {
  it.each([
    ['a value and a package', '100nF 0402'],
    ['a category word', '电容'],
    ['a brand', 'Murata'],
    ['a part number in stages', 'STM32F10'],
  ])('lists the same matches as relevance, by price both ways, for %s', async (_kind, qryParam) => {
    const relevance = await everyRow({ qryParam });
    expect(relevance.length).toBeGreaterThan(1);
    for (const [quantity, direction] of [
      [1000, 'asc'],
      [1, 'desc'],
    ] as const) {
      const sorted = await everyRow({ qryParam, sortField: 'price', sortOrder: direction, quantity });
      expect(ids(sorted)).toEqual(ids(relevance));
      expectPriceOrder(sorted, quantity, direction);
    }
  });

  it('puts the cheapest first without a direction, at each part’s minimum order without a quantity', async () => {
    const rows = await everyRow({ qryParam: '电容', sortField: 'price' });
    expectPriceOrder(rows, 1, 'asc');
  });

  it('changes the order with the quantity where the breaks cross', async () => {
    const at1 = (await search({ qryParam: '电容', sortField: 'price', quantity: 1, pageSize: 100 })).rows;
    const at10k = (await search({ qryParam: '电容', sortField: 'price', quantity: 10_000, pageSize: 100 }))
      .rows;
    expectPriceOrder(at10k, 10_000, 'asc');
    expect(at10k.map((r) => r.mfrPartNumber)).not.toEqual(at1.map((r) => r.mfrPartNumber));
  });

  it('keeps the brand and stock filters and the brand list of the whole result', async () => {
    const all = await search({ qryParam: '电容' });
    const brand = all.ext.brands[0]?.brandCode;
    if (!brand) throw new Error('no brand among the capacitors');
    const rows = await everyRow({
      qryParam: '电容',
      sortField: 'price',
      quantity: 100,
      brandCodes: [brand],
      hasStock: true,
    });
    expect(rows.every((r) => r.brandCode === brand && r.emallRedundantStockQty > 0)).toBe(true);
    expectPriceOrder(rows, 100, 'asc');
    const page = await search({ qryParam: '电容', sortField: 'price', brandCodes: [brand] });
    expect(page.ext.brands).toEqual(all.ext.brands);
  });

  it('counts a busy key in price order instead of serving its held answer', async () => {
    await countBusyPrefixes(database.db, { minMatches: MIN_MATCHES });
    const [key] = await findBusyPrefixes(database.db, MIN_MATCHES);
    if (!key) throw new Error('no busy prefix in the demo catalog');
    const [held] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from search_busy_prefix where key = ${key}`,
    );
    expect(held?.n).toBe(1);
    const relevance = await everyRow({ qryParam: key });
    const sorted = await everyRow({ qryParam: key, sortField: 'price', quantity: 500 });
    expect(ids(sorted)).toEqual(ids(relevance));
    expectPriceOrder(sorted, 500, 'asc');
  });

  it('refuses an order it does not know and a quantity under one', () => {
    expect(qryProduct4EmallBodySchema.safeParse({ qryParam: 'A', sortField: 'cheapest' }).success).toBe(
      false,
    );
    expect(
      qryProduct4EmallBodySchema.safeParse({ qryParam: 'A', sortField: 'price', quantity: 0 }).success,
    ).toBe(false);
  });
});
