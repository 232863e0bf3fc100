import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import type { BrandPageAnswer, BrandProduct, BrandSite } from '@emall/contract';
import { BRAND_PRODUCTS, seedBrandSite } from '../../seed/brand/brand-site.seed.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import type { TestClient } from '../../testing/test-client.js';
import { brandPage, brandProduct, brandProductParam, brandProductScene } from './brand-site.tables.js';

const calls = contract.brand;
let t: TestApp;
let visitor: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  visitor = t.client();
});
afterAll(() => t.close());

describe('qryBrandSite', () => {
  it('answers the home without a session: introduction, three banners, four lines, four scenes', async () => {
    visitor.lang = 'zh_CN';
    const site = await visitor.data<BrandSite>(calls.qryBrandSite);
    expect(site.page.title).toContain('睿萨电子');
    expect(site.page.facts.length).toBeGreaterThanOrEqual(3);
    expect(site.banners.map((b) => b.link)).toEqual([
      '/ruisa_product/power-inductor',
      '/ruisa_customized',
      '/gd',
    ]);
    expect(site.products.map((p) => p.productCode)).toEqual([
      'power-inductor',
      'mlcc',
      'tvs-diode',
      'crystal',
    ]);
    expect(site.products[0]).toMatchObject({ series: 'RSPI', name: '一体成型功率电感' });
    expect(site.scenes.map((s) => s.sceneCode)).toEqual([
      'automotive',
      'industrial',
      'consumer',
      'communications',
    ]);
    expect(site.scenes[0]?.productCodes).toEqual(['power-inductor', 'mlcc', 'tvs-diode', 'crystal']);
    expect(site.scenes[1]?.productCodes).not.toContain('crystal');
  });

  it('answers every text in the caller’s language', async () => {
    visitor.lang = 'zh_TW';
    const tw = await visitor.data<BrandSite>(calls.qryBrandSite);
    expect(tw.page.title).toContain('睿薩電子');
    expect(tw.products[1]?.name).toBe('積層陶瓷電容（MLCC）');
    expect(tw.scenes[3]?.name).toBe('通訊設備');
    visitor.lang = 'en_US';
    const en = await visitor.data<BrandSite>(calls.qryBrandSite);
    expect(en.products[2]?.name).toBe('TVS diodes');
    expect(en.banners[1]?.title).toBe('Components designed for your circuit');
    expect(en.scenes[0]?.description).toMatch(/AEC-Q200/);
  });

  it('leaves out inactive banners and withdrawn product lines', async () => {
    const db = t.database.db;
    await db.execute(sql`update brand_banner set is_active = false where banner_code = 'ruisa-guangdong'`);
    await db.update(brandProduct).set({ isActive: false }).where(eq(brandProduct.productCode, 'crystal'));
    try {
      const site = await visitor.data<BrandSite>(calls.qryBrandSite);
      expect(site.banners).toHaveLength(2);
      expect(site.products.map((p) => p.productCode)).not.toContain('crystal');
      expect(site.scenes[0]?.productCodes).not.toContain('crystal');
      const gone = await visitor.call(calls.qryBrandProduct, { productCode: 'crystal' });
      expect(gone.status).toBe(404);
    } finally {
      await db.execute(sql`update brand_banner set is_active = true where banner_code = 'ruisa-guangdong'`);
      await db.update(brandProduct).set({ isActive: true }).where(eq(brandProduct.productCode, 'crystal'));
    }
  });
});

describe('qryBrandProduct', () => {
  it('answers a product line with parameters, features, scenes, images and shop searches', async () => {
    visitor.lang = 'en_US';
    const page = await visitor.data<BrandProduct>(calls.qryBrandProduct, { productCode: 'tvs-diode' });
    expect(page).toMatchObject({ productCode: 'tvs-diode', series: 'RSTV', title: 'TVS diodes' });
    expect(page.parameters.length).toBeGreaterThanOrEqual(6);
    expect(page.parameters).toContainEqual({ name: 'Stand-off voltage VRWM', value: '3.3 V – 440 V' });
    expect(page.parameters.map((p) => p.value).join(' ')).toMatch(/AEC-Q101/);
    expect(page.features).toHaveLength(4);
    expect(page.scenes.map((s) => s.sceneCode)).toEqual([
      'automotive',
      'industrial',
      'consumer',
      'communications',
    ]);
    expect(page.scenes[0]?.note).toMatch(/load-dump/i);
    expect(page.images[0]).toBe('/brand/product-tvs-diode.svg');
    expect(page.searchKeywords).toEqual(['SMAJ', 'SMBJ']);
    expect(page.otherProducts.map((p) => p.productCode)).toEqual(['power-inductor', 'mlcc', 'crystal']);
  });

  it('answers the same page in traditional Chinese, with the code read case-insensitively', async () => {
    visitor.lang = 'zh_TW';
    const page = await visitor.data<BrandProduct>(calls.qryBrandProduct, { productCode: ' Power-Inductor ' });
    expect(page.title).toBe('一體成型功率電感');
    expect(page.parameters[0]).toEqual({ name: '電感值', value: '0.10 – 100 µH' });
    expect(page.images).toHaveLength(2);
  });

  it('answers 404 naming the code in the caller’s language for an unknown product line', async () => {
    visitor.lang = 'en_US';
    const en = await visitor.call(calls.qryBrandProduct, { productCode: 'ferrite-bead' });
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({
      errcode: 'BRAND_PRODUCT_NOT_FOUND',
      msg: 'There is no product line "ferrite-bead"',
    });
    visitor.lang = 'zh_CN';
    const cn = await visitor.call(calls.qryBrandProduct, { productCode: 'ferrite-bead' });
    expect(cn.body).toMatchObject({ msg: '没有找到产品系列“ferrite-bead”' });
  });

  it.each([{ productCode: '../etc' }, { productCode: '' }, {}, { productCode: 'x'.repeat(41) }])(
    'refuses the body %j with 400',
    async (body) => {
      const answer = await visitor.call(calls.qryBrandProduct, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errcode: 'VALIDATION_FAILED' });
    },
  );
});

describe('qryBrandPage', () => {
  it('answers /gd with its facts and sections, and the product lines', async () => {
    visitor.lang = 'zh_CN';
    const gd = await visitor.data<BrandPageAnswer>(calls.qryBrandPage, { pageCode: 'gd' });
    expect(gd.page.title).toBe('睿萨广东制造基地');
    expect(gd.page.sections.map((s) => s.heading)).toEqual([
      '制造能力',
      '可靠性实验室',
      '珠三角服务',
      '参观与交通',
    ]);
    expect(gd.page.facts[0]).toEqual({ value: '42,000 m²', label: '厂房面积' });
    expect(gd.products).toHaveLength(4);
  });

  it('answers /ruisa_customized in English and refuses an unknown page with 400', async () => {
    visitor.lang = 'en_US';
    const custom = await visitor.data<BrandPageAnswer>(calls.qryBrandPage, { pageCode: 'ruisa_customized' });
    expect(custom.page.title).toBe('Customised solutions');
    expect(custom.page.sections).toHaveLength(4);
    const unknown = await visitor.call(calls.qryBrandPage, { pageCode: 'about' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ fields: { pageCode: 'has an invalid value' } });
  });
});

describe('the brand content in the database', () => {
  it('refuses a text without all three languages', async () => {
    await expect(
      t.database.db.insert(brandPage).values({
        pageCode: 'half-translated',
        title: { zhCn: '标题', enUs: 'Title' } as never,
        summary: { zhCn: '简介', zhTw: '簡介', enUs: 'Summary' },
      }),
    ).rejects.toThrow();
  });

  it('is seeded once: a second seed keeps an operator’s edits and adds nothing', async () => {
    const db = t.database.db;
    const edited = { zhCn: '睿萨广东基地', zhTw: '睿薩廣東基地', enUs: 'Ruisa in Guangdong' };
    await db.update(brandPage).set({ title: edited }).where(eq(brandPage.pageCode, 'gd'));
    await seedBrandSite(db);
    const counts = {
      products: await db.$count(brandProduct),
      params: await db.$count(brandProductParam),
      links: await db.$count(brandProductScene),
    };
    const sum = (n: (p: (typeof BRAND_PRODUCTS)[number]) => number) =>
      BRAND_PRODUCTS.reduce((a, p) => a + n(p), 0);
    expect(counts).toEqual({
      products: 4,
      params: sum((p) => p.parameters.length),
      links: sum((p) => p.scenes.length),
    });
    visitor.lang = 'en_US';
    const gd = await visitor.data<BrandPageAnswer>(calls.qryBrandPage, { pageCode: 'gd' });
    expect(gd.page.title).toBe('Ruisa in Guangdong');
  });
});
