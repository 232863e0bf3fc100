import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contract, normalizePartNumber, type CatalogPage } from '@emall/contract';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import type { TestClient } from '../../../testing/test-client.js';
import { brand, catalog, priceBreak, product } from '../core/catalog.tables.js';
import { forgetCatalogTree } from './tree.service.js';
import { browseCondition, pageIds, type ResolvedFilter } from './browse.queries.js';
import { pricePageIds } from './price-order.queries.js';
import { memberPageIds } from './member-page.queries.js';
import { forgetCategoryOverviews, warmCategoryTable } from './browse.service.js';
import { fillProductParams } from '../parameters/product-param-fill.js';
import { refreshCategoryFacets } from '../parameters/product-param.queries.js';
import { forgetParameterVocabulary, parameterVocabulary } from '../parameters/parameter-cache.js';

/**
 * A category page sorted by unit price at a quantity walks the price tiers that triggers keep beside the price
 * breaks. These tests hold that walk to the rule the product table prices by (the break with the largest qty_from
 * at or below the greater of the quantity and the minimum order, else the first break), over awkward parts, and
 * after every kind of write that changes a price.
 */

let t: TestApp;
let buyer: TestClient;
let parent: number;
let child: number;
let brandId: number;

interface Part {
  id: number;
  mpn: string;
  miniQty: number;
  active: boolean;
  breaks: [number, string][];
}
const parts: Part[] = [];

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

async function addPart(
  mpn: string,
  catalogId: number,
  miniQty: number,
  breaks: [number, string][],
  active = true,
) {
  const [row] = await t.database.db
    .insert(product)
    .values({
      productCode: `PT-${mpn}`,
      mfrPartNumber: mpn,
      mfrPnKey: normalizePartNumber(mpn),
      brandId,
      catalogId,
      miniQty,
      isActive: active,
    })
    .returning({ id: product.id });
  if (!row) throw new Error(`part ${mpn} not inserted`);
  if (breaks.length)
    await t.database.db.insert(priceBreak).values(
      breaks.map(([qtyFrom, price]) => ({
        productId: row.id,
        qtyFrom,
        taxPrice: price,
        notTaxPrice: price,
      })),
    );
  parts.push({ id: row.id, mpn, miniQty, active, breaks });
}

/** The rule, in plain code: the price the product table shows at this quantity. */
function priceAt(part: Part, quantity: number): number | null {
  const sorted = [...part.breaks].sort((a, b) => a[0] - b[0]);
  if (!sorted.length) return null;
  const q = Math.max(quantity, part.miniQty);
  const holding = sorted.filter(([from]) => from <= q).pop() ?? sorted[0];
  return holding ? Number(holding[1]) : null;
}

function expectedOrder(
  quantity: number,
  direction: 'asc' | 'desc',
  keep: (part: Part) => boolean = () => true,
): string[] {
  const sign = direction === 'asc' ? 1 : -1;
  const active = parts.filter((p) => p.active && keep(p));
  const priced = active
    .filter((p) => priceAt(p, quantity) !== null)
    .sort((a, b) => sign * ((priceAt(a, quantity) ?? 0) - (priceAt(b, quantity) ?? 0) || a.id - b.id));
  const unpriced = active.filter((p) => priceAt(p, quantity) === null).sort((a, b) => a.id - b.id);
  return [...priced, ...unpriced].map((p) => p.mpn);
}

async function pageOf(quantity: number, direction: 'asc' | 'desc', pageNo: number, pageSize: number) {
  const answer = await buyer.data<CatalogPage>(contract.catalog.qryCatalogProducts, {
    catalogId: parent,
    sort: 'price',
    sortOrder: direction,
    quantity,
    pageNo,
    pageSize,
  });
  return answer.rows.map((r) => r.mfrPartNumber);
}

type PageReader = (
  quantity: number,
  direction: 'asc' | 'desc',
  pageNo: number,
  pageSize: number,
) => Promise<string[]>;

/** Every page of 7, both directions, at quantities below, on and between the breaks and past the last. */
async function expectRuleHolds(read: PageReader = pageOf, keep?: (part: Part) => boolean) {
  for (const quantity of [1, 2, 9, 10, 11, 99, 100, 101, 250, 1000, 4999, 5000, 100_000]) {
    for (const direction of ['asc', 'desc'] as const) {
      const expected = expectedOrder(quantity, direction, keep);
      const seen: string[] = [];
      for (let pageNo = 1; (pageNo - 1) * 7 < expected.length; pageNo += 1)
        seen.push(...(await read(quantity, direction, pageNo, 7)));
      expect(seen, `${direction} at ${quantity}`).toEqual(expected);
    }
  }
}

/** The statements themselves, told which way to go: every part priced, or a walk in chunks of three tiers. */
function directly(way: 'price every match' | 'walk'): PageReader {
  return async (quantity, direction, pageNo, pageSize) => {
    const nodeIds = [parent, child];
    const where = browseCondition({ nodeIds, filters: [], brandCodes: [], hasStock: false });
    const active = parts.filter((p) => p.active).length;
    const ids = await pricePageIds(t.database.db, {
      nodeIds,
      where,
      order: { direction, quantity },
      limit: pageSize,
      offset: (pageNo - 1) * pageSize,
      matches: way === 'walk' ? active : 1,
      categorySize: active,
      firstChunk: 3,
    });
    const byId = new Map(parts.map((p) => [String(p.id), p.mpn]));
    return ids.map((id) => byId.get(id) ?? id);
  };
}

beforeAll(async () => {
  t = await startTestApp();
  buyer = t.client();
  const db = t.database.db;
  const [b] = await db
    .insert(brand)
    .values({ brandCode: 'PTB', nameEn: 'Price Order', nameZhCn: '价格序', nameZhTw: '價格序' })
    .returning({ id: brand.id });
  brandId = b?.id ?? 0;
  const [top] = await db
    .insert(catalog)
    .values({
      catalogCode: 'PT-TOP',
      level: 1,
      nameEn: 'Price top',
      nameZhCn: '价格',
      nameZhTw: '價格',
      idPath: '/',
    })
    .returning({ id: catalog.id });
  parent = top?.id ?? 0;
  const [sub] = await db
    .insert(catalog)
    .values({
      catalogCode: 'PT-SUB',
      parentId: parent,
      level: 2,
      nameEn: 'Price sub',
      nameZhCn: '价格子',
      nameZhTw: '價格子',
      idPath: `/${parent}/`,
    })
    .returning({ id: catalog.id });
  child = sub?.id ?? 0;

  // Awkward parts: a minimum order past several breaks, a first break above 1, one break only, equal prices, a
  // price that rises with the quantity, no price at all, an inactive part.
  await addPart('PT-MIN-PAST', parent, 1000, [
    [1, '0.900000'],
    [10, '0.500000'],
    [100, '0.300000'],
    [1000, '0.100000'],
  ]);
  await addPart('PT-FIRST-100', child, 1, [
    [100, '0.200000'],
    [5000, '0.050000'],
  ]);
  await addPart('PT-ONE', parent, 1, [[1, '0.250000']]);
  await addPart('PT-SAME-A', child, 1, [[1, '0.250000']]);
  await addPart('PT-RISING', parent, 0, [
    [1, '0.010000'],
    [100, '0.700000'],
  ]);
  await addPart('PT-NONE-1', parent, 1, []);
  await addPart('PT-NONE-2', child, 1, []);
  await addPart('PT-OFF', parent, 1, [[1, '0.001000']], false);
  const next = random(20_261_127);
  for (let i = 0; i < 14; i += 1) {
    const froms = [1, 10, 100, 1000, 5000].filter(() => next() < 0.6);
    const price = (k: number) => (0.05 + next() * (1 - k * 0.15)).toFixed(6);
    await addPart(
      `PT-R${i}`,
      next() < 0.5 ? parent : child,
      [1, 1, 10, 50, 100, 2000][Math.floor(next() * 6)] ?? 1,
      froms.map((from, k) => [from, price(k)]),
    );
  }
  forgetCatalogTree(db);
});
afterAll(() => t.close());

describe('category pages sorted by unit price at a quantity', () => {
  it('follow the pricing rule on every page, both directions, parts without a price last', async () => {
    await expectRuleHolds();
  });

  it('come out the same whether every match is priced or the tiers are walked in chunks', async () => {
    await expectRuleHolds(directly('price every match'));
    await expectRuleHolds(directly('walk'));
  });

  it('follow a new minimum order, a changed, added or removed break, and a part moved to another category', async () => {
    const db = t.database.db;
    const part = (mpn: string) => {
      const found = parts.find((p) => p.mpn === mpn);
      if (!found) throw new Error(mpn);
      return found;
    };
    const minPast = part('PT-MIN-PAST');
    minPast.miniQty = 5;
    await db.update(product).set({ miniQty: 5 }).where(eq(product.id, minPast.id));

    const rising = part('PT-RISING');
    rising.breaks = [
      [1, '0.010000'],
      [100, '0.003000'],
    ];
    await db
      .update(priceBreak)
      .set({ taxPrice: '0.003000' })
      .where(and(eq(priceBreak.productId, rising.id), eq(priceBreak.qtyFrom, 100)));

    const none = part('PT-NONE-1');
    none.breaks = [[50, '0.400000']];
    await db
      .insert(priceBreak)
      .values({ productId: none.id, qtyFrom: 50, taxPrice: '0.4', notTaxPrice: '0.4' });

    const first100 = part('PT-FIRST-100');
    first100.breaks = [[5000, '0.050000']];
    await db
      .delete(priceBreak)
      .where(and(eq(priceBreak.productId, first100.id), eq(priceBreak.qtyFrom, 100)));

    // Out of the category: it leaves the page whatever the order.
    const one = part('PT-ONE');
    const [elsewhere] = await db
      .insert(catalog)
      .values({
        catalogCode: 'PT-ELSE',
        level: 1,
        nameEn: 'Else',
        nameZhCn: '别处',
        nameZhTw: '別處',
        idPath: '/',
      })
      .returning({ id: catalog.id });
    await db
      .update(product)
      .set({ catalogId: elsewhere?.id ?? null })
      .where(eq(product.id, one.id));
    parts.splice(parts.indexOf(one), 1);
    // And one moved from the subcategory up to the category keeps its place in the order.
    await db
      .update(product)
      .set({ catalogId: parent })
      .where(eq(product.id, part('PT-SAME-A').id));
    forgetCatalogTree(db);

    await expectRuleHolds();
    await expectRuleHolds(directly('price every match'));
    await expectRuleHolds(directly('walk'));
    // Each row shows the price the order used.
    const shown = await buyer.data<CatalogPage>(contract.catalog.qryCatalogProducts, {
      catalogId: parent,
      sort: 'price',
      quantity: 6000,
      pageSize: 100,
    });
    for (const row of shown.rows) {
      const price = priceAt(part(row.mfrPartNumber), 6000);
      expect(row.taxPrice === null ? null : Number(row.taxPrice), row.mfrPartNumber).toBe(price);
    }
  });
});

/**
 * A filtered page in price order when the category's table in memory names the parts the filter keeps: the
 * statement walks the tiers keeping those parts, or prices each of them (member-page.queries.ts). Half the parts
 * get package 0402, half 0603; the pages of 0402 must be the rule's order of the 0402 parts, and count them.
 */
describe('category pages filtered by a parameter, sorted by unit price', () => {
  const packageOf = (part: Part) => (parts.indexOf(part) % 2 ? '0603' : '0402');
  const is0402 = (part: Part) => packageOf(part) === '0402';
  /** The filter as the page sends it: the value key its filter table lists for 0402. */
  let key0402 = '';
  const filters = () => [{ code: 'package', values: [key0402] }];

  beforeAll(async () => {
    const db = t.database.db;
    await fillProductParams(
      db,
      parts.map((p) => ({ productId: p.id, parameters: {}, package: packageOf(p) })),
    );
    await refreshCategoryFacets(db);
    // The parameters were written just now: the vocabulary and overviews held before do not know them.
    forgetParameterVocabulary(db);
    forgetCategoryOverviews(db);
    const bare = await buyer.data<CatalogPage>(contract.catalog.qryCatalogProducts, { catalogId: parent });
    const values = bare.facets.find((f) => f.code === 'package')?.values ?? [];
    key0402 = values.find((v) => v.label === '0402')?.value ?? 'missing 0402';
    forgetCategoryOverviews(db);
  });

  const filteredPage: PageReader = async (quantity, direction, pageNo, pageSize) => {
    const answer = await buyer.data<CatalogPage>(contract.catalog.qryCatalogProducts, {
      catalogId: parent,
      filters: filters(),
      sort: 'price',
      sortOrder: direction,
      quantity,
      pageNo,
      pageSize,
    });
    expect(answer.total).toBe(parts.filter((p) => p.active && is0402(p)).length);
    return answer.rows.map((r) => r.mfrPartNumber);
  };

  it("are in the rule's order and counted right, by statement and from the table", async () => {
    forgetCategoryOverviews(t.database.db);
    await expectRuleHolds(filteredPage, is0402);
    await warmCategoryTable(t.database.db, parent);
    await expectRuleHolds(filteredPage, is0402);
  });

  /** The members' statements told which way to go: walk the tiers (to the end, or cut short at once), or probe. */
  async function members() {
    const db = t.database.db;
    const rows = await db
      .select({ id: product.id, catalogId: product.catalogId })
      .from(product)
      .where(eq(product.brandId, brandId));
    const perNode = new Map<number, number>();
    const ids: string[] = [];
    // Every 0402 part, the inactive one included: the statement checks that a member is still listed.
    for (const part of parts.filter(is0402)) {
      const node = rows.find((r) => r.id === part.id)?.catalogId ?? 0;
      ids.push(String(part.id));
      perNode.set(node, (perNode.get(node) ?? 0) + 1);
    }
    const off = parts.find((p) => p.mpn === 'PT-OFF');
    if (off && !is0402(off)) ids.push(String(off.id));
    const vocabulary = await parameterVocabulary(db);
    const resolved: ResolvedFilter[] = [
      { parameterId: vocabulary.byCode.get('package')?.id ?? null, values: [key0402] },
    ];
    const where = browseCondition({
      nodeIds: [parent, child],
      filters: resolved,
      brandCodes: [],
      hasStock: false,
    });
    return { ids, perNode, where };
  }

  function withMembers(way: 'walk' | 'walk cut short' | 'probe'): PageReader {
    return async (quantity, direction, pageNo, pageSize) => {
      const { ids, perNode, where } = await members();
      const found = await pricePageIds(t.database.db, {
        nodeIds: [parent, child],
        where,
        order: { direction, quantity },
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
        matches: ids.length,
        categorySize: parts.length,
        members: {
          members: ids,
          perNode,
          hasStock: false,
          walkFrom: way === 'probe' ? ids.length + 1 : 0,
          tiersPerMember: way === 'walk' ? 100 : 0.01,
        },
      });
      const byId = new Map(parts.map((p) => [String(p.id), p.mpn]));
      return found.map((id) => byId.get(id) ?? id);
    };
  }

  it('come out the same whether the tiers are walked, the walk is cut short, or every member is priced', async () => {
    await expectRuleHolds(withMembers('walk'), is0402);
    await expectRuleHolds(withMembers('walk cut short'), is0402);
    await expectRuleHolds(withMembers('probe'), is0402);
  });

  it("in stock and part-number order, walk and probe answer as the filters' statement", async () => {
    const { ids, perNode, where } = await members();
    const nodeIds = [parent, child];
    for (const order of [
      { by: 'stock', direction: 'desc' },
      { by: 'stock', direction: 'asc' },
      { by: 'partNumber', direction: 'asc' },
      { by: 'partNumber', direction: 'desc' },
    ] as const) {
      for (const [limit, offset] of [
        [5, 0],
        [5, 5],
        [50, 0],
      ] as const) {
        const expected = await pageIds(t.database.db, where, order, limit, offset);
        for (const walkFrom of [0, ids.length + 1]) {
          const input = { nodeIds, members: ids, perNode, hasStock: false, limit, offset, walkFrom };
          expect(await memberPageIds(t.database.db, input, order), `${order.by} ${order.direction}`).toEqual(
            expected,
          );
        }
      }
    }
  });
});
