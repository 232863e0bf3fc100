import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { ErrorEnvelope, Product } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry, OpsHotPart, OpsProduct, OpsQuote } from '@emall/contract/ops';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import {
  createBuyers,
  createOperators,
  type Buyers,
  type Operators,
} from '../../../testing/factories/index.js';
import type { TestClient } from '../../../testing/test-client.js';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db.js';
import { insertCatalogFixture } from '../catalog.fixture.js';
import { readBusyPrefix } from '../search/busy-prefix.queries.js';
import { countBusyPrefixes } from '../search/busy-prefixes.js';

const c = opsContract.opsCatalog;
const audits = opsContract.opsAuth.qryAuditLogByPage;

let t: TestApp;
let people: Buyers;
let operators: Operators;
let ops: TestClient;
let auditor: TestClient;
let buyer: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  await insertCatalogFixture(t.database.db);
  ops = t.client();
  await ops.opsLoginAs(operators.operator);
  auditor = t.client();
  await auditor.opsLoginAs(operators.auditor);
  buyer = t.client();
  await buyer.loginAs(people.buyer);
});
afterAll(async () => {
  await t.close();
});

async function lastAudit(targetType: string, targetId: string | number): Promise<AuditEntry> {
  const page = await ops.data<{ rows: AuditEntry[] }>(audits, { targetType, targetId: String(targetId) });
  const [entry] = page.rows;
  if (!entry) throw new Error(`no audit entry for ${targetType} ${targetId}`);
  return entry;
}

/** A call refused to a buyer (no operator session) and, when it writes, to the auditor. */
async function expectRefusals(def: (typeof c)[keyof typeof c], body: unknown, writes: boolean) {
  expect((await buyer.call(def, body)).status).toBe(401);
  if (writes) {
    const answer = await auditor.call(def, body);
    expect(answer.status).toBe(403);
    expect((answer.body as ErrorEnvelope).errcode).toBe('OPS_READ_ONLY');
  }
}

describe('products', () => {
  let product: OpsProduct;
  beforeAll(async () => {
    const page = await ops.data<{ rows: OpsProduct[]; total: number }>(c.qryProductByPage, { pageSize: 5 });
    expect(page.total).toBeGreaterThan(1);
    const first = page.rows.find((p) => p.isActive);
    if (!first) throw new Error('no product on sale');
    product = first;
  });

  it('searches by part number prefix and brand, paged', async () => {
    const prefix = product.mfrPartNumber.slice(0, 3);
    const page = await ops.data<{ rows: OpsProduct[] }>(c.qryProductByPage, {
      mfrPartNumber: prefix,
      brandCode: product.brandCode,
      pageSize: 50,
    });
    expect(page.rows.some((p) => p.productId === product.productId)).toBe(true);
    expect(page.rows.every((p) => p.brandCode === product.brandCode)).toBe(true);
    expect((await ops.call(c.qryProductByPage, { pageSize: 1000 })).status).toBe(400);
    await expectRefusals(c.qryProductByPage, {}, false);
    expect((await auditor.call(c.qryProductByPage, {})).status).toBe(200);
  });

  it('edits breaks, stock, sample settings and the on-sale state; the buyer sees it; audited', async () => {
    const edit = {
      productId: product.productId,
      priceBreaks: [
        { qtyFrom: 1, taxPrice: '2.5' },
        { qtyFrom: 100, taxPrice: '2.25' },
      ],
      stock: { NJHB: 1234, HK: 0 },
      isSample: true,
      sampleUnitLimit: 5,
    };
    const after = await ops.data<OpsProduct>(c.updateProduct, edit);
    expect(after.priceBreaks.map((b) => [b.qtyFrom, b.qtyTo, b.taxPrice])).toEqual([
      [1, 99, '2.500000'],
      [100, null, '2.250000'],
    ]);
    expect(after.stock.NJHB).toBe(1234);
    expect(after.stock.HK).toBeUndefined();
    expect(after.totalStock).toBe(Object.values(after.stock).reduce((a, b) => a + b, 0));
    expect(after.isSample && after.sampleUnitLimit === 5).toBe(true);

    const seen = await buyer.data<Product>(contract.catalog.qryProductByKey, { spuId: product.productId });
    expect(seen.njHbStockQty).toBe(1234);
    expect(seen.hkStockQty).toBe(0);
    expect(seen.isSample).toBe('T');
    expect(seen.taxPrice).toMatch(/^2\.5/);

    const entry = await lastAudit('product', product.productId);
    expect(entry.action).toBe('product.update');
    expect(entry.after).toMatchObject({ isSample: true, sampleUnitLimit: 5, stock: { NJHB: 1234, HK: 0 } });
    expect(entry.before).toMatchObject({ isSample: product.isSample });
    expect(Object.keys(entry.after as object)).not.toContain('isActive');

    await ops.data(c.updateProduct, { productId: product.productId, isActive: false });
    expect(
      (await buyer.call(contract.catalog.qryProductByKey, { spuId: product.productId })).body.success,
    ).toBe(false);
    await ops.data(c.updateProduct, { productId: product.productId, isActive: true });
    expect(
      (await buyer.data<Product>(contract.catalog.qryProductByKey, { spuId: product.productId })).isActive,
    ).toBe('T');
  });

  it('refuses breaks out of order, bad prices and unknown products with clear messages', async () => {
    ops.lang = 'en_US';
    const bad = await ops.call(c.updateProduct, {
      productId: product.productId,
      priceBreaks: [
        { qtyFrom: 10, taxPrice: '1' },
        { qtyFrom: 10, taxPrice: '0.9' },
        { qtyFrom: 20, taxPrice: '0' },
      ],
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body as ErrorEnvelope).fields ?? {};
    expect(fields['priceBreaks.1.qtyFrom']).toMatch(/must ascend/);
    expect(fields['priceBreaks.2.taxPrice']).toMatch(/above 0/);
    ops.lang = 'zh_TW';
    const text = await ops.call(c.updateProduct, {
      productId: product.productId,
      priceBreaks: [{ qtyFrom: 1, taxPrice: 'abc' }],
    });
    expect((text.body as ErrorEnvelope).fields?.['priceBreaks.0.taxPrice']).toMatch(/價格/);
    ops.lang = undefined;
    expect((await ops.call(c.updateProduct, { productId: '999999999', isActive: true })).status).toBe(404);
    await expectRefusals(c.updateProduct, { productId: product.productId, isActive: true }, true);
  });
});

describe('searches answered ahead', () => {
  it('are dropped for every beginning of a part number whose product is hidden or restocked', async () => {
    const [row] = await queryRows<{ id: string; mfr_pn_key: string }>(
      t.database.db,
      sql`select id::text as id, mfr_pn_key from product where mfr_part_number = 'STM32F103C8T6'`,
    );
    if (!row) throw new Error('STM32F103C8T6 is not in the fixture');
    // The fixture is small: any beginning of two part numbers is busy here.
    await countBusyPrefixes(t.database.db, { minMatches: 2 });
    expect(await readBusyPrefix(t.database.db, 'STM32')).toBeDefined();

    await ops.data(c.updateProduct, { productId: row.id, isActive: false });
    expect(await readBusyPrefix(t.database.db, 'STM32')).toBeUndefined();
    expect(await readBusyPrefix(t.database.db, 'STM32F103C8T6')).toBeUndefined();
    const page = await buyer.data<{ rows: Product[] }>(contract.catalog.qryProduct4Emall, {
      qryParam: 'STM32',
    });
    expect(page.rows.map((r) => r.mfrPartNumber)).not.toContain('STM32F103C8T6');
    await ops.data(c.updateProduct, { productId: row.id, isActive: true });

    await countBusyPrefixes(t.database.db, { minMatches: 2 });
    await ops.data(c.updateProduct, { productId: row.id, stock: { NJHB: 7, HK: 0 } });
    expect(await readBusyPrefix(t.database.db, 'STM32')).toBeUndefined();
    // A change of sample settings moves neither counts nor order: the held answers stay.
    await countBusyPrefixes(t.database.db, { minMatches: 2 });
    await ops.data(c.updateProduct, { productId: row.id, isSample: true, sampleUnitLimit: 3 });
    expect(await readBusyPrefix(t.database.db, 'STM32')).toBeDefined();
    expect(row.mfr_pn_key.startsWith('STM32')).toBe(true);
  });
});

describe('hot part numbers', () => {
  it('adds, reorders and removes; the buyer list follows; audited', async () => {
    const before = await ops.data<{ rows: OpsHotPart[] }>(c.qryHotPartList, {});
    const products = await ops.data<{ rows: OpsProduct[] }>(c.qryProductByPage, { pageSize: 1 });
    const part = products.rows[0];
    if (!part) throw new Error('no product');
    const existing = before.rows.find(
      (r) => r.brandCode === part.brandCode && r.mfrPartNumber === part.mfrPartNumber,
    );
    if (existing) await ops.data(c.removeHotPart, { id: existing.id });
    const added = await ops.data<OpsHotPart>(c.addHotPart, {
      mfrPartNumber: part.mfrPartNumber,
      brandCode: part.brandCode,
    });
    expect(added.productId).toBe(part.productId);
    expect((await lastAudit('hotPart', added.id)).action).toBe('hotPart.add');
    const again = await ops.call(c.addHotPart, {
      mfrPartNumber: part.mfrPartNumber,
      brandCode: part.brandCode,
    });
    expect(again.status).toBe(409);
    const unknown = await ops.call(c.addHotPart, { mfrPartNumber: 'X1', brandCode: 'NO-SUCH-BRAND' });
    expect(unknown.status).toBe(400);
    expect((unknown.body as ErrorEnvelope).fields?.brandCode).toBeTruthy();

    const list = await ops.data<{ rows: OpsHotPart[] }>(c.qryHotPartList, {});
    const reversed = list.rows.map((r) => r.id).reverse();
    const reordered = await ops.data<{ rows: OpsHotPart[] }>(c.reorderHotParts, { ids: reversed });
    expect(reordered.rows.map((r) => r.id)).toEqual(reversed);
    const shown = await buyer.data<{ rows: { mfrPartNumber: string }[] }>(
      contract.catalog.queryHotMfrPnListByPage4Emall,
      {
        pageNo: -1,
        pageSize: -1,
      },
    );
    expect(shown.rows[0]?.mfrPartNumber).toBe(reordered.rows[0]?.mfrPartNumber);
    expect((await ops.call(c.reorderHotParts, { ids: reversed.slice(1) })).status).toBe(400);
    expect((await lastAudit('hotPart', 'list')).action).toBe('hotPart.reorder');

    await ops.data(c.removeHotPart, { id: added.id });
    expect((await lastAudit('hotPart', added.id)).after).toBeNull();
    expect((await ops.call(c.removeHotPart, { id: added.id })).status).toBe(404);
    await expectRefusals(c.addHotPart, { mfrPartNumber: 'X1', brandCode: part.brandCode }, true);
    await expectRefusals(c.removeHotPart, { id: 1 }, true);
    await expectRefusals(c.reorderHotParts, { ids: [1] }, true);
    await expectRefusals(c.qryHotPartList, {}, false);
  });
});

describe('supplier quotes', () => {
  it('adds, lists for a part, edits and deletes; audited', async () => {
    const products = await ops.data<{ rows: OpsProduct[] }>(c.qryProductByPage, { pageSize: 1 });
    const part = products.rows[0];
    if (!part) throw new Error('no product');
    const input = {
      mfrPartNumber: part.mfrPartNumber,
      brandCode: part.brandCode,
      channelCode: 'CH-TEST',
      stockQty: 500,
      taxPrice: '1.234567',
      deliveryCycle: 5,
      dateCode: '2545',
      quoteDate: '2026-11-20',
    };
    const added = await ops.data<OpsQuote>(c.addQuote, input);
    expect(added).toMatchObject({
      channelCode: 'CH-TEST',
      taxPrice: '1.234567',
      currency: 'CNY',
      productId: part.productId,
    });
    expect((await lastAudit('stockQuote', added.quoteId)).action).toBe('quote.add');
    const page = await ops.data<{ rows: OpsQuote[] }>(c.qryQuoteByPage, {
      mfrPartNumber: part.mfrPartNumber,
    });
    expect(page.rows.some((q) => q.quoteId === added.quoteId)).toBe(true);

    const edited = await ops.data<OpsQuote>(c.updateQuote, {
      ...input,
      quoteId: added.quoteId,
      stockQty: 700,
    });
    expect(edited.stockQty).toBe(700);
    const entry = await lastAudit('stockQuote', added.quoteId);
    expect(entry.before).toMatchObject({ stockQty: 500 });
    expect(entry.after).toMatchObject({ stockQty: 700 });
    expect((await ops.call(c.addQuote, { ...input, taxPrice: '-1' })).status).toBe(400);
    expect((await ops.call(c.addQuote, { ...input, quoteDate: 'yesterday' })).status).toBe(400);

    await ops.data(c.deleteQuote, { quoteId: added.quoteId });
    expect((await lastAudit('stockQuote', added.quoteId)).action).toBe('quote.delete');
    expect((await ops.call(c.deleteQuote, { quoteId: added.quoteId })).status).toBe(404);
    await expectRefusals(c.addQuote, input, true);
    await expectRefusals(c.updateQuote, { ...input, quoteId: 1 }, true);
    await expectRefusals(c.deleteQuote, { quoteId: 1 }, true);
    await expectRefusals(c.qryQuoteByPage, {}, false);
  });
});
