import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { DirectOrderInfo, HotMfrPn, ProductPage, StockQuotePage } from '@emall/contract';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { insertCatalogFixture, insertSpotStockFixture } from '../catalog.fixture.js';

const calls = contract.catalog;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  const ids = await insertCatalogFixture(t.database.db);
  await insertSpotStockFixture(t.database.db, ids);
});
afterAll(() => t.close());

describe('qryProduct4EmallBanner', () => {
  it("lists a brand banner's products and a part-number banner's matches", async () => {
    const browser = t.client();
    const brand = await browser.data<ProductPage>(calls.qryProduct4EmallBanner, {
      type: 'brand',
      brandCode: 'TI',
    });
    expect(brand.total).toBe(3);
    const part = await browser.data<ProductPage>(calls.qryProduct4EmallBanner, {
      type: 'mfrPn',
      mfrPn: 'LM358',
    });
    expect(part.rows.map((r) => r.mfrPartNumber)).toEqual(['LM358', 'LM358DR']);
  });

  it('answers 400 for an unknown banner type', async () => {
    expect((await t.client().call(calls.qryProduct4EmallBanner, { type: 'advertisement' })).status).toBe(400);
  });
});

describe('qryDirectOrderMfrListInfo', () => {
  it('answers, in the order asked, which part numbers can be ordered now and how many pieces', async () => {
    const { rows } = await t.client().data<{ rows: DirectOrderInfo[] }>(calls.qryDirectOrderMfrListInfo, {
      mfrPartNumbers: ['stm32f103c8t6', 'STM32F103C8T6TR', 'NOPE-123', '--'],
    });
    expect(rows.map((r) => [r.mfrPartNumber, r.isOrderable, r.availableQty])).toEqual([
      ['stm32f103c8t6', true, 500],
      ['STM32F103C8T6TR', false, 0],
      ['NOPE-123', false, 0],
      ['--', false, 0],
    ]);
    expect(rows[0]).toMatchObject({ brandCode: 'ST', taxPrice: '12.430000', miniQty: 1 });
  });

  it('answers 400 for an empty list or more than 200 part numbers', async () => {
    const browser = t.client();
    expect((await browser.call(calls.qryDirectOrderMfrListInfo, { mfrPartNumbers: [] })).status).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => `P${i}`);
    expect((await browser.call(calls.qryDirectOrderMfrListInfo, { mfrPartNumbers: many })).status).toBe(400);
  });
});

describe('getStockFromQuoteByPage', () => {
  it("answers quote type 001 newest first with the brand list, in the caller's language", async () => {
    const browser = t.client();
    browser.lang = 'zh_TW';
    const page = await browser.data<StockQuotePage>(calls.getStockFromQuoteByPage, { quotePriceType: '001' });
    expect(page).toMatchObject({ total: 3, pageNo: 1, pageSize: 20 });
    expect(page.rows.map((r) => r.mfrPartNumber)).toEqual(['STM32F407VGT6', 'STM32F103C8T6', 'LM358DR']);
    expect(page.ext.brands.map((b) => b.brandName)).toEqual(
      expect.arrayContaining(['意法半導體', '德州儀器']),
    );
  });

  it('filters by part number and brand', async () => {
    const page = await t
      .client()
      .data<StockQuotePage>(calls.getStockFromQuoteByPage, { qryParam: 'stm32', brandCodes: ['ST'] });
    expect(page.rows.every((r) => r.brandCode === 'ST')).toBe(true);
    expect(page.total).toBe(2);
  });

  it('finds quotes by the start of the part number, not the middle', async () => {
    const client = t.client();
    const start = await client.data<StockQuotePage>(calls.getStockFromQuoteByPage, { qryParam: 'lm-358' });
    expect(start.rows.map((r) => r.mfrPartNumber)).toEqual(['LM358DR']);
    expect(start.ext.totalCapped).toBe(false);
    const middle = await client.data<StockQuotePage>(calls.getStockFromQuoteByPage, { qryParam: 'M358' });
    expect(middle.total).toBe(0);
  });

  it('refuses another quote price type with 400', async () => {
    expect((await t.client().call(calls.getStockFromQuoteByPage, { quotePriceType: '002' })).status).toBe(
      400,
    );
  });
});

describe('queryHotMfrPnListByPage4Emall', () => {
  it('answers the whole active list in order for pageNo and pageSize -1', async () => {
    const answer = await t
      .client()
      .data<{ rows: HotMfrPn[]; total: number }>(calls.queryHotMfrPnListByPage4Emall, {
        pageNo: -1,
        pageSize: -1,
        effStatus: '00A',
      });
    expect(answer.rows.map((r) => r.mfrPartNumber)).toEqual(['STM32F103C8T6', 'LM358DR']);
    expect(answer.total).toBe(2);
  });

  it('answers one page when asked for one', async () => {
    const answer = await t
      .client()
      .data<{ rows: HotMfrPn[] }>(calls.queryHotMfrPnListByPage4Emall, { pageNo: 2, pageSize: 1 });
    expect(answer.rows.map((r) => r.mfrPartNumber)).toEqual(['LM358DR']);
  });
});
