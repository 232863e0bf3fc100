import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import type { ErrorEnvelope } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry, OpsBrand, OpsBrandMergeResult } from '@emall/contract/ops';
import { normalizePartNumber } from '@emall/contract';
import { queryRows } from '../../../platform/db.js';
import { matchOneLine } from '../../../testing/matching-catalog.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import {
  createBuyers,
  createOperators,
  type Buyers,
  type Operators,
} from '../../../testing/factories/index.js';
import type { TestClient } from '../../../testing/test-client.js';
import { brand, priceBreak, product, productStock } from '../core/catalog.tables.js';
import { hotMfrPn, stockQuote } from '../spot-stock/spot-stock.tables.js';

const b = opsContract.opsBrand;

let t: TestApp;
let people: Buyers;
let operators: Operators;
let ops: TestClient;
let auditor: TestClient;
let buyer: TestClient;
const ids = { keystone: 0, keystoneElectronics: 0, part: 0, other: 0 };

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  const db = t.database.db;
  // Two brands of one maker, as an import before folding made them (names from the real catalog).
  const [keystone, electronics] = await db
    .insert(brand)
    .values([
      {
        brandCode: 'KEYSTONE',
        nameEn: 'Keystone',
        nameZhCn: 'Keystone',
        nameZhTw: 'Keystone',
        aliases: ['KEYSTONE'],
      },
      {
        brandCode: 'KEYSTONEELECTRONICS',
        nameEn: 'KEYSTONE ELECTRONICS',
        nameZhCn: '基石电子',
        nameZhTw: '基石電子',
        aliases: ['KEYSTONEELECTRONICS'],
      },
    ])
    .returning({ id: brand.id });
  if (!keystone || !electronics) throw new Error('brands not inserted');
  ids.keystone = keystone.id;
  ids.keystoneElectronics = electronics.id;
  const insertPart = async (mpn: string, brandId: number) => {
    const [row] = await db
      .insert(product)
      .values({
        productCode: `KS-${mpn}`,
        mfrPartNumber: mpn,
        mfrPnKey: normalizePartNumber(mpn),
        brandId,
        productDesc: `${mpn} battery holder`,
        miniQty: 1,
        miniPkg: 1,
        deliveryCycle: 7,
        redundantStock: 100,
      })
      .returning({ id: product.id });
    if (!row) throw new Error('product not inserted');
    await db.insert(productStock).values({ productId: row.id, warehouse: 'NJHB', qty: 100 });
    await db
      .insert(priceBreak)
      .values({ productId: row.id, qtyFrom: 1, qtyTo: null, taxPrice: '1.130000', notTaxPrice: '1.000000' });
    return row.id;
  };
  ids.part = await insertPart('1042', electronics.id);
  ids.other = await insertPart('1043', keystone.id);
  await db.insert(stockQuote).values({
    mfrPartNumber: '1042',
    mfrPnKey: '1042',
    brandId: electronics.id,
    productId: ids.part,
    channelCode: 'CH1',
    stockQty: 500,
    taxPrice: '1.200000',
    deliveryCycle: 5,
    quoteDate: '2026-11-01',
  });
  await db.insert(hotMfrPn).values({ mfrPartNumber: '1042', brandId: electronics.id, productId: ids.part });

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

describe('console brands', () => {
  it('lists brands by a keyword of their names, with aliases and product counts', async () => {
    const page = await ops.data<{ rows: OpsBrand[]; total: number }>(b.qryBrandByPage, {
      keyword: 'key stone',
    });
    expect(page.rows.map((r) => [r.brandCode, r.productCount])).toEqual([
      ['KEYSTONE', 1],
      ['KEYSTONEELECTRONICS', 1],
    ]);
    expect((await auditor.call(b.qryBrandByPage, {})).status).toBe(200);
    expect((await buyer.call(b.qryBrandByPage, {})).status).toBe(401);
  });

  it('refuses a merge into the same brand, unknown ids, and callers who are not operators or only read', async () => {
    const self = await ops.call(b.mergeBrand, { sourceId: ids.keystone, targetId: ids.keystone });
    expect(self.status).toBe(409);
    expect((self.body as ErrorEnvelope).errcode).toBe('OPS_BRAND_MERGE_SELF');
    const unknown = await ops.call(b.mergeBrand, { sourceId: 99_999_999, targetId: ids.keystone });
    expect(unknown.status).toBe(404);
    expect((await ops.call(b.mergeBrand, { sourceId: ids.keystone, targetId: 99_999_999 })).status).toBe(404);
    expect((await ops.call(b.mergeBrand, { sourceId: 0, targetId: ids.keystone })).status).toBe(400);
    expect(
      (await buyer.call(b.mergeBrand, { sourceId: ids.keystoneElectronics, targetId: ids.keystone })).status,
    ).toBe(401);
    const readOnly = await auditor.call(b.mergeBrand, {
      sourceId: ids.keystoneElectronics,
      targetId: ids.keystone,
    });
    expect(readOnly.status).toBe(403);
    expect((readOnly.body as ErrorEnvelope).errcode).toBe('OPS_READ_ONLY');
  });

  it('folds one brand into another: products keep their ids, carts stay valid, names become aliases; audited', async () => {
    await buyer.data(contract.cart.addShopCart, { spuId: String(ids.part), quantity: 3 });
    // A BOM naming the source by its Chinese name: no brand answers to it yet (and the matcher now holds that).
    const bomLine = { partText: '1043', manufacturer: '基石电子' };
    expect((await matchOneLine(t.database.db, bomLine)).candidates[0]).toMatchObject({ brandAgrees: false });

    const result = await ops.data<OpsBrandMergeResult>(b.mergeBrand, {
      sourceId: ids.keystoneElectronics,
      targetId: ids.keystone,
    });
    expect(result).toMatchObject({ productsMoved: 1, quotesMoved: 1, hotPartsMoved: 1 });
    expect(result.target).toMatchObject({
      brandId: ids.keystone,
      brandCode: 'KEYSTONE',
      nameEn: 'Keystone',
      // The target had no Chinese name of its own: it takes the source's.
      nameZhCn: '基石电子',
      productCount: 2,
    });
    expect(result.target.aliases).toEqual(
      expect.arrayContaining(['KEYSTONE', 'KEYSTONEELECTRONICS', '基石电子', '基石電子']),
    );

    const db = t.database.db;
    const rows = await queryRows<{ id: number; brand_id: number }>(
      db,
      sql`select id::int as id, brand_id from product where id in (${ids.part}, ${ids.other}) order by id`,
    );
    expect(rows).toEqual([
      { id: ids.part, brand_id: ids.keystone },
      { id: ids.other, brand_id: ids.keystone },
    ]);
    const gone = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from brand where id = ${ids.keystoneElectronics}`,
    );
    expect(gone[0]?.n).toBe(0);
    const quotes = await queryRows<{ brand_id: number }>(db, sql`select brand_id from stock_quote`);
    expect(quotes).toEqual([{ brand_id: ids.keystone }]);
    // The merged names lead BOM matching to the target at once, not when the held brand index expires.
    expect((await matchOneLine(db, bomLine)).candidates[0]).toMatchObject({ brandAgrees: true });

    // The buyer's cart line is the same product, now of the merged brand.
    const cart = await buyer.data<{ list: { spuId: string; brandCode: string }[] }>(
      contract.cart.qryShopCart,
      {},
    );
    expect(cart.list.find((l) => l.spuId === String(ids.part))).toMatchObject({ brandCode: 'KEYSTONE' });

    const page = await ops.data<{ rows: AuditEntry[] }>(opsContract.opsAuth.qryAuditLogByPage, {
      targetType: 'brand',
      targetId: String(ids.keystone),
    });
    expect(page.rows[0]).toMatchObject({ action: 'brand.merge' });
    expect(JSON.stringify(page.rows[0]?.before)).toContain('KEYSTONEELECTRONICS');

    // Gone: a second merge of the same source is an unknown id.
    expect(
      (await ops.call(b.mergeBrand, { sourceId: ids.keystoneElectronics, targetId: ids.keystone })).status,
    ).toBe(404);
  });

  it('refuses to merge brands that list the same part number', async () => {
    const db = t.database.db;
    const [other] = await db
      .insert(brand)
      .values({
        brandCode: 'KEYSTONE2',
        nameEn: 'Keystone Elec',
        nameZhCn: 'Keystone Elec',
        nameZhTw: 'Keystone Elec',
      })
      .returning({ id: brand.id });
    if (!other) throw new Error('brand not inserted');
    await db.insert(product).values({
      productCode: 'KS2-1042',
      mfrPartNumber: '1042',
      mfrPnKey: '1042',
      brandId: other.id,
      miniQty: 1,
      miniPkg: 1,
      deliveryCycle: 7,
    });
    const clash = await ops.call(b.mergeBrand, { sourceId: other.id, targetId: ids.keystone });
    expect(clash.status).toBe(409);
    expect((clash.body as ErrorEnvelope).errcode).toBe('OPS_BRAND_MERGE_CLASH');
    expect((clash.body as ErrorEnvelope).msg).toContain('1042');
  });
});
