import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { ProductDetails } from '@emall/contract';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { insertCatalogFixture } from './catalog.fixture.js';
import { priceBreak, product } from './core/catalog.tables.js';
import { replaceProductParams } from './parameters/product-param.queries.js';
import { productParamsOf } from './parameters/product-params.js';

const calls = contract.catalog;
let t: TestApp;
let ids: Record<string, number>;

/** The STM32's parameters as the catalog data writes them: two of the vocabulary, one the data brings. */
const STM32_DATA = {
  'Supply voltage': '2V~3.6V',
  'Operating temperature': '-40℃~+85℃',
  'Program memory size': '64KB',
};

beforeAll(async () => {
  t = await startTestApp();
  ids = await insertCatalogFixture(t.database.db);
  const stm = ids.STM32F103C8T6 ?? 0;
  const rows = productParamsOf({ parameters: STM32_DATA, package: 'LQFP-48' });
  await replaceProductParams(
    t.database.db,
    [stm],
    rows.map((row) => ({ ...row, productId: stm })),
  );
  // A ladder whose last two breaks repeat a price, as supplier data often does.
  const lm = ids.LM358DR ?? 0;
  await t.database.db.insert(priceBreak).values([
    { productId: lm, qtyFrom: 1, qtyTo: 2499, taxPrice: '0.350000', notTaxPrice: '0.309735' },
    { productId: lm, qtyFrom: 2500, qtyTo: 4999, taxPrice: '0.300000', notTaxPrice: '0.265487' },
    { productId: lm, qtyFrom: 5000, qtyTo: null, taxPrice: '0.300000', notTaxPrice: '0.265487' },
  ]);
});
afterAll(() => t.close());

async function details(spuId: number | undefined, lang: string): Promise<ProductDetails> {
  const browser = t.client();
  browser.lang = lang;
  return browser.data<ProductDetails>(calls.qryProductByKey, { spuId: String(spuId) });
}

describe('the details answer', () => {
  it('lists every parameter of the part, named in the caller’s language, grouped, with its filter key', async () => {
    const zh = await details(ids.STM32F103C8T6, 'zh_CN');
    expect(zh.parameters).toEqual([
      { code: 'package', name: '封装', value: 'LQFP-48', valueKey: 'LQFP48', group: 'physical' },
      {
        code: 'supplyVoltage',
        name: '工作电压',
        value: '2V~3.6V',
        valueKey: '2V36V',
        group: 'electrical',
      },
      {
        code: 'operatingTemperature',
        name: '工作温度',
        value: '-40℃~+85℃',
        valueKey: '40C85C',
        group: 'general',
      },
      {
        code: 'x.program-memory-size',
        name: 'Program memory size',
        value: '64KB',
        valueKey: '64KB',
        group: 'other',
      },
    ]);
    const en = await details(ids.STM32F103C8T6, 'en_US');
    expect(en.parameters?.map((p) => p.name)).toEqual([
      'Package',
      'Supply voltage',
      'Operating temperature',
      'Program memory size',
    ]);
    const tw = await details(ids.STM32F103C8T6, 'zh_TW');
    expect(tw.parameters?.slice(0, 2).map((p) => p.name)).toEqual(['封裝', '工作電壓']);
  });

  it('gives the same parameters by part number and brand, and none for a part without any', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    const byKey = await browser.data<ProductDetails>(calls.qryDigitProductByKey, {
      mfrPartNumber: 'stm32f103c8t6',
      brandCode: 'st',
    });
    expect(byKey.parameters?.map((p) => p.code)).toEqual([
      'package',
      'supplyVoltage',
      'operatingTemperature',
      'x.program-memory-size',
    ]);
    expect((await details(ids.LM358, 'en_US')).parameters).toEqual([]);
  });

  it('names the categories in the caller’s language, falling back where a language has no name', async () => {
    expect(await details(ids.STM32F103C8T6, 'zh_TW')).toMatchObject({
      topCatalogName: '積體電路',
      productCatalogName: '單晶片',
    });
    await t.database.db.execute(sql`update catalog set name_zh_tw = '' where name_en = 'Microcontrollers'`);
    expect((await details(ids.STM32F103C8T6, 'zh_TW')).productCatalogName).toBe('单片机');
    await t.database.db.execute(
      sql`update catalog set name_zh_tw = '單晶片' where name_en = 'Microcontrollers'`,
    );
  });

  it('leaves the supplier’s library type and the English category text out of the spec items', async () => {
    await t.database.db
      .update(product)
      .set({
        i18nProductSpec: [
          { i18nItemName: 'product.spec.package', itemValue: 'LQFP-48' },
          { i18nItemName: 'product.spec.category', itemValue: 'Embedded Processors & Controllers' },
          { i18nItemName: 'product.spec.subcategory', itemValue: 'Microcontrollers (MCU/MPU/SOC)' },
          { i18nItemName: 'product.spec.libraryType', itemValue: 'Extended' },
        ],
      })
      .where(sql`${product.id} = ${ids.STM32F103C8T6 ?? 0}`);
    const zh = await details(ids.STM32F103C8T6, 'zh_CN');
    expect(zh.i18nProductSpec).toEqual([{ i18nItemName: 'product.spec.package', itemValue: 'LQFP-48' }]);
  });

  it('merges neighbouring breaks of one price, in the details and in the search alike', async () => {
    const merged = [
      { qtyFrom: 1, qtyTo: 2499, taxPrice: '0.350000', notTaxPrice: '0.309735' },
      { qtyFrom: 2500, qtyTo: null, taxPrice: '0.300000', notTaxPrice: '0.265487' },
    ];
    const lm = await details(ids.LM358DR, 'en_US');
    expect(lm.priceBreaks).toEqual(merged);
    const page = await t.client().data<{ rows: ProductDetails[] }>(calls.qryProduct4Emall, {
      qryParam: 'LM358DR',
      quantity: 6000,
    });
    expect(page.rows[0]).toMatchObject({ priceBreaks: merged, taxPrice: '0.300000' });
  });
});
