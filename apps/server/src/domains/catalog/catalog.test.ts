import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { Product, ProductPage } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { insertCatalogFixture } from './catalog.fixture.js';

const calls = contract.catalog;
let t: TestApp;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  ids = await insertCatalogFixture(t.database.db);
});
afterAll(() => t.close());

async function search(body: Record<string, unknown>, lang = 'zh_CN'): Promise<ProductPage> {
  const browser = t.client();
  browser.lang = lang;
  return browser.data<ProductPage>(calls.qryProduct4Emall, body);
}

describe('qryProduct4Emall', () => {
  it('ranks the exact part number first, then prefixes, then contains, for anonymous users', async () => {
    const page = await search({ qryParam: ' stm32f103c8t6 ' });
    expect(page.rows.map((r) => [r.mfrPartNumber, r.matchRule])).toEqual([
      ['STM32F103C8T6', 'exact'],
      ['STM32F103C8T6TR', 'prefix'],
      ['XSTM32F103C8T6', 'contains'],
    ]);
    expect(page).toMatchObject({ total: 3, pageNo: 1, pageSize: 20, lastPage: true });
  });

  it('finds the same parts for full-width and punctuated input', async () => {
    const fullWidth = await search({ qryParam: 'ＳＴＭ３２Ｆ１０３－Ｃ８Ｔ６' });
    expect(fullWidth.rows[0]?.mfrPartNumber).toBe('STM32F103C8T6');
  });

  it('keeps only rows with stock when hasStock is set', async () => {
    const page = await search({ qryParam: 'STM32F103', hasStock: true });
    expect(page.rows.map((r) => r.mfrPartNumber)).toEqual(['STM32F103C8T6', 'XSTM32F103C8T6']);
    expect(page.rows.every((r) => r.hasStock)).toBe(true);
  });

  it('sorts by redundant stock both ways, missing stock counted as 0', async () => {
    const asc = await search({ qryParam: 'STM32', sortField: 'emallRedundantStockQty', sortOrder: 'ascend' });
    expect(asc.rows.map((r) => r.emallRedundantStockQty)).toEqual([0, 40, 500]);
    const desc = await search({ qryParam: 'STM32', sortField: 'emallRedundantStockQty', sortOrder: 'desc' });
    expect(desc.rows.map((r) => r.emallRedundantStockQty)).toEqual([500, 40, 0]);
  });

  it('filters by brand code or brand name and lists the brands of the whole result', async () => {
    const byCode = await search({ qryParam: 'LM358', brandCodes: 'TI' });
    expect(byCode.rows.map((r) => r.mfrPartNumber)).toEqual(['LM358', 'LM358DR']);
    const byName = await search({ qryParam: '', brandName: 'Texas Instruments' });
    expect(byName.total).toBe(3);
    const all = await search({ qryParam: '' }, 'en_US');
    expect(all.ext.brands.map((b) => b.brandName).sort()).toEqual([
      'STMicroelectronics',
      'Texas Instruments',
    ]);
  });

  it('answers an empty last page for a page past the end', async () => {
    const page = await search({ qryParam: 'STM32', pageNo: 9, pageSize: 2 });
    expect(page).toMatchObject({ rows: [], total: 3, pageNo: 9, pageSize: 2, lastPage: true });
  });

  it('prices a row at the break of the asked quantity and flags a shortage', async () => {
    const page = await search({ qryParam: 'STM32F103C8T6', quantity: 600 });
    const stm = page.rows[0];
    expect(stm).toMatchObject({
      quantity: 600,
      taxPrice: '10.170000',
      notTaxPrice: '9.000000',
      shortageFlag: 'T',
      isMatch: true,
    });
    const one = await search({ qryParam: 'STM32F103C8T6' });
    expect(one.rows[0]).toMatchObject({ quantity: 1, taxPrice: '12.430000', shortageFlag: 'F' });
    expect(one.rows[1]).toMatchObject({ isMatch: false, taxPrice: null });
  });

  it('names brand and catalog in the caller language', async () => {
    const zhTw = await search({ qryParam: 'LM358' }, 'zh_TW');
    expect(zhTw.rows[0]).toMatchObject({
      brandName: '德州儀器',
      productCatalogName: '單晶片',
      topCatalogName: '積體電路',
    });
  });

  it('finds a part number written with CJK characters', async () => {
    const page = await search({ qryParam: 'm3螺母' });
    expect(page.rows.map((r) => r.mfrPartNumber)).toEqual(['M3螺母']);
  });

  it('answers 400 for a part number over 200 characters or a bad sort order', async () => {
    const browser = t.client();
    expect((await browser.call(calls.qryProduct4Emall, { qryParam: 'A'.repeat(201) })).status).toBe(400);
    expect(
      (await browser.call(calls.qryProduct4Emall, { qryParam: 'A', sortOrder: 'sideways' })).status,
    ).toBe(400);
  });
});

describe('qryProductByKey and qryDigitProductByKey', () => {
  it('answers one product by spuId with its stock per warehouse', async () => {
    const stm = await t.client().data<Product>(calls.qryProductByKey, { spuId: String(ids.STM32F103C8T6) });
    expect(stm).toMatchObject({
      mfrPartNumber: 'STM32F103C8T6',
      njHbStockQty: 250,
      hkStockQty: 250,
      totalStockQty: 500,
    });
    expect(stm.priceBreaks).toHaveLength(3);
  });

  it('answers 404 for an unknown spuId and 400 for one that is not a number', async () => {
    const browser = t.client();
    expect((await browser.call(calls.qryProductByKey, { spuId: '999999999' })).status).toBe(404);
    expect((await browser.call(calls.qryProductByKey, { spuId: 'abc' })).status).toBe(400);
  });

  it('answers a product by part number and brand code, written loosely', async () => {
    const lm = await t
      .client()
      .data<Product>(calls.qryDigitProductByKey, { mfrPartNumber: 'lm358-dr', brandCode: 'ti' });
    expect(lm.mfrPartNumber).toBe('LM358DR');
    const wrongBrand = await t
      .client()
      .call(calls.qryDigitProductByKey, { mfrPartNumber: 'LM358DR', brandCode: 'ST' });
    expect(wrongBrand.status).toBe(404);
  });
});

describe('suggestions', () => {
  it('answers prefix matches before contains matches, with their brands, at both paths', async () => {
    for (const call of [calls.qryEmallMfrPartNumber, calls.qryEmallMfrPartNumberEss]) {
      const map = await t.client().data<Record<string, string[]>>(call, { code: 'stm32', buTenantCode: 64 });
      expect(Object.keys(map)).toEqual(['STM32F103C8T6', 'STM32F103C8T6TR', 'XSTM32F103C8T6']);
      expect(map.STM32F103C8T6).toEqual(['ST']);
    }
  });

  it('answers nothing under 2 valid characters', async () => {
    expect(await t.client().data(calls.qryEmallMfrPartNumber, { code: 'S-' })).toEqual({});
  });
});
