import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { SampleLine, SampleListAnswer } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertSampleFixture, setSampleParam, type SampleFixture } from './sample.fixture.js';

const calls = contract.sample;
let t: TestApp;
let people: Buyers;
let parts: SampleFixture;
let demo: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  parts = await insertSampleFixture(t.database.db);
  demo = t.client();
  await demo.loginAs(people.buyer);
});
afterAll(() => t.close());

const listOf = () => demo.data<SampleListAnswer>(calls.qrySampleList);

describe('sample catalog', () => {
  it('answers the catalog entries holding sample products', async () => {
    const entries = await demo.data<{ productCatalogId: string; i18nProductCatalogName: string }[]>(
      calls.qrySampleParams,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.productCatalogId).toMatch(/^\d+$/);
  });

  it('pages active sample products only, 10 a page, with each line limit', async () => {
    const page = await demo.data<{ rows: { spuId: string; sampleQtyLimit: number }[]; total: number }>(
      calls.qrySampleList4Page,
      {},
    );
    expect(page).toMatchObject({ total: 4, pageNo: 1, pageSize: 10 });
    const ids = page.rows.map((r) => r.spuId);
    expect(ids).not.toContain(parts.unpriced);
    expect(ids).not.toContain(parts.inactive);
    expect(page.rows.find((r) => r.spuId === parts.stm)?.sampleQtyLimit).toBe(10);
    expect(page.rows.find((r) => r.spuId === parts.scarce)?.sampleQtyLimit).toBe(50);
  });

  it('filters by catalog entry and by spuId; a page past the end keeps the total', async () => {
    const [entry] = await demo.data<{ productCatalogId: string }[]>(calls.qrySampleParams);
    const byCatalog = await demo.data<{ total: number }>(calls.qrySampleList4Page, {
      productCatalogId: entry?.productCatalogId,
    });
    expect(byCatalog.total).toBe(4);
    const none = await demo.data<{ total: number }>(calls.qrySampleList4Page, { productCatalogId: 999999 });
    expect(none.total).toBe(0);
    const one = await demo.data<{ rows: unknown[]; total: number }>(calls.qrySampleList4Page, {
      spuId: parts.stm,
    });
    expect(one.total).toBe(1);
    const past = await demo.data<{ rows: unknown[]; total: number }>(calls.qrySampleList4Page, { pageNo: 9 });
    expect(past).toMatchObject({ rows: [], total: 4 });
  });

  it('finds sample products by part of a part number, written any way, or by brand', async () => {
    type Row = { spuId: string; mfrPartNumber: string; brandCode: string; brandName: string };
    const search = (keyword: string) =>
      demo.data<{ rows: Row[]; total: number }>(calls.qrySampleList4Page, { keyword });
    const all = await demo.data<{ rows: Row[] }>(calls.qrySampleList4Page, {});
    const stm = all.rows.find((row) => row.spuId === parts.stm);
    if (!stm) throw new Error('the fixture has no STM sample');
    // The part number's first letters in lower case with a dash inside: compared as normalised keys.
    const typed = `${stm.mfrPartNumber.slice(0, 3).toLowerCase()}-${stm.mfrPartNumber.slice(3, 7)}`;
    const byPart = await search(`  ${typed} `);
    const expected = all.rows.filter((row) => row.mfrPartNumber.startsWith(stm.mfrPartNumber.slice(0, 7)));
    expect(byPart.rows.map((row) => row.spuId).sort()).toEqual(expected.map((row) => row.spuId).sort());
    expect(byPart.total).toBe(expected.length);
    expect(byPart.total).toBeLessThan(all.rows.length);

    const byBrand = await search(stm.brandName.toLowerCase());
    expect(byBrand.rows.every((row) => row.brandCode === stm.brandCode)).toBe(true);
    expect(byBrand.rows.map((row) => row.spuId)).toContain(stm.spuId);

    expect((await search('NO-SUCH-PART-XYZ')).total).toBe(0);
    // LIKE's own characters are plain text, not wildcards.
    expect((await search('%')).total).toBe(0);
    // A blank keyword is no keyword.
    expect((await search('   ')).total).toBe(all.rows.length);
  });

  it('refuses a keyword longer than 50 characters with 400', async () => {
    expect((await demo.call(calls.qrySampleList4Page, { keyword: 'x'.repeat(51) })).status).toBe(400);
  });

  it('refuses a page size above 10 and a bad page with 400', async () => {
    expect((await demo.call(calls.qrySampleList4Page, { pageSize: 11 })).status).toBe(400);
    expect((await demo.call(calls.qrySampleList4Page, { pageNo: 'x' })).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.client().call(calls.qrySampleParams)).status).toBe(401);
  });
});

describe('sample cart', () => {
  it('adds, counts, lists, changes and deletes', async () => {
    expect(await demo.data(calls.addSampleToCart, { spuId: parts.stm, qty: 2 })).toEqual({
      spuId: parts.stm,
      qty: 2,
      sampleCnt: 1,
    });
    expect(await demo.data(calls.addSampleToCart, { spuId: parts.stm, qty: '3' })).toMatchObject({ qty: 5 });
    await demo.data(calls.addSampleToCart, { spuId: parts.packaged, qty: 4 });
    expect(await demo.data(calls.qrySampleCnt)).toEqual({ sampleCnt: 2 });
    const list = await listOf();
    expect(list.rows.map((r) => [r.spuId, r.qty])).toEqual([
      [parts.packaged, 4],
      [parts.stm, 5],
    ]);
    // 5 × 12.43 + 4 × 1.000005 = 62.15 + 4.00002 → 66.15
    expect(list.totalAmount).toBe('66.15');
    expect(list.limits).toEqual({ amountLimit: 500, skuLimit: 5, qtyLimit: 50 });
    expect(list.defaultInfo).toMatchObject({ defaultLocale: '广东省/深圳市/南山区' });
    expect(list.defaultInfo.acctName).not.toBe('');
    const line = await demo.data<SampleLine>(calls.changeCntByKey, { spuId: parts.stm, qty: 1 });
    expect(line).toMatchObject({ spuId: parts.stm, qty: 1, taxPrice: '12.430000', amount: '12.43' });
    expect(await demo.data(calls.delSampleFromCart, { spuId: parts.stm })).toEqual({
      deleted: 1,
      sampleCnt: 1,
    });
    expect(await demo.data(calls.delSampleFromCart, { spuIds: [parts.packaged] })).toEqual({
      deleted: 1,
      sampleCnt: 0,
    });
  });

  it('refuses products not open to sampling, unknown ones and lines not in the cart', async () => {
    const notSample = await demo.call(calls.addSampleToCart, { spuId: parts.unpriced, qty: 1 });
    expect([notSample.status, (notSample.body as { errcode: string }).errcode]).toEqual([
      422,
      'SAMPLE_NOT_OFFERED',
    ]);
    expect((await demo.call(calls.addSampleToCart, { spuId: parts.inactive, qty: 1 })).status).toBe(422);
    expect((await demo.call(calls.addSampleToCart, { spuId: '999999999', qty: 1 })).status).toBe(404);
    expect((await demo.call(calls.changeCntByKey, { spuId: parts.stm, qty: 1 })).status).toBe(404);
    expect((await demo.call(calls.delSampleFromCart, { spuId: parts.stm })).status).toBe(404);
  });

  it('keeps a product’s own sampleUnitLimit: below and at pass, above is refused', async () => {
    expect(await demo.data(calls.addSampleToCart, { spuId: parts.stm, qty: 9 })).toMatchObject({ qty: 9 });
    expect(await demo.data(calls.addSampleToCart, { spuId: parts.stm, qty: 1 })).toMatchObject({ qty: 10 });
    const above = await demo.call(calls.addSampleToCart, { spuId: parts.stm, qty: 1 });
    expect(above.status).toBe(422);
    expect(above.body).toMatchObject({ errcode: 'SAMPLE_QTY_LIMIT' });
    expect((await demo.call(calls.changeCntByKey, { spuId: parts.stm, qty: 11 })).status).toBe(422);
    expect((await listOf()).rows.find((r) => r.spuId === parts.stm)?.qty).toBe(10);
  });

  it('keeps PAR_OMS_0005 per line: 49 and 50 pass, 51 is refused, in the caller’s language', async () => {
    await demo.data(calls.addSampleToCart, { spuId: parts.packaged, qty: 49 });
    expect(await demo.data(calls.changeCntByKey, { spuId: parts.packaged, qty: 50 })).toMatchObject({
      qty: 50,
    });
    demo.lang = 'en-US';
    const above = await demo.call(calls.changeCntByKey, { spuId: parts.packaged, qty: 51 });
    demo.lang = undefined;
    expect(above.status).toBe(422);
    expect(above.body).toMatchObject({ msg: 'At most 50 pieces of LM358DR can be requested at a time' });
    // A product's own limit above PAR_OMS_0005 does not lift it.
    expect((await demo.call(calls.addSampleToCart, { spuId: parts.scarce, qty: 51 })).status).toBe(422);
  });

  it('reads a changed parameter at once and falls back on a broken one', async () => {
    await setSampleParam(t.database.db, 'qty', 5);
    expect((await demo.call(calls.changeCntByKey, { spuId: parts.packaged, qty: 6 })).status).toBe(422);
    await setSampleParam(t.database.db, 'qty', 'abc');
    expect((await listOf()).limits.qtyLimit).toBe(50);
    await setSampleParam(t.database.db, 'qty', 50);
  });

  it('answers 400, never 500, to bad bodies', async () => {
    for (const body of [
      {},
      { spuId: 'x', qty: 1 },
      { spuId: parts.stm, qty: 0 },
      { spuId: parts.stm, qty: 1.5 },
    ]) {
      expect((await demo.call(calls.addSampleToCart, body)).status).toBe(400);
    }
    expect((await demo.call(calls.changeCntByKey, { spuId: parts.stm, qty: -1 })).status).toBe(400);
    expect((await demo.call(calls.delSampleFromCart, {})).status).toBe(400);
  });
});
