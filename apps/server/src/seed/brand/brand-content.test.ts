import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '@emall/contract';
import { BRAND_BANNERS, BRAND_PAGES } from './brand-pages.content.js';
import { BRAND_SCENES } from './brand-scenes.content.js';
import { BRAND_PRODUCTS } from './brand-site.seed.js';

/** The web app's public folder, where the brand pictures live (served as /brand/...). */
const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');

/** Every text of the seeded brand content. */
function allTexts(): LocalizedText[] {
  return [
    ...BRAND_PAGES.flatMap((p) => [
      p.title,
      p.summary,
      ...p.facts.map((f) => f.label),
      ...p.sections.flatMap((s) => [s.heading, s.body]),
    ]),
    ...BRAND_BANNERS.flatMap((b) => [b.title, b.subtitle]),
    ...BRAND_SCENES.flatMap((s) => [s.name, s.description]),
    ...BRAND_PRODUCTS.flatMap((p) => [
      p.name,
      p.tagline,
      p.summary,
      ...p.parameters.flat(),
      ...p.features,
      ...p.scenes.map(([, note]) => note),
    ]),
  ];
}

/** Simplified forms that never appear in traditional Chinese text (a sample of the common ones). */
const SIMPLIFIED_ONLY = /[电体应设产质温导线压频级护实验认证车载范围计测试术场务费]/u;

describe('the brand site content', () => {
  it('has four product lines, each with parameters, four features and scene notes', () => {
    expect(BRAND_PRODUCTS).toHaveLength(4);
    for (const product of BRAND_PRODUCTS) {
      expect(product.parameters.length).toBeGreaterThanOrEqual(6);
      expect(product.features).toHaveLength(4);
      expect(product.scenes.length).toBeGreaterThanOrEqual(3);
      expect(product.productCode).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('has every text in three languages, none empty, none left untranslated', () => {
    for (const text of allTexts()) {
      expect(text.zhCn.trim() && text.zhTw.trim() && text.enUs.trim()).toBeTruthy();
      if (/[\u4e00-\u9fff]/u.test(text.zhCn)) expect(text.enUs).not.toMatch(/[\u4e00-\u9fff]/u);
    }
  });

  it('writes traditional Chinese with traditional characters', () => {
    const simplified = allTexts()
      .map((t) => t.zhTw)
      .filter((s) => SIMPLIFIED_ONLY.test(s));
    expect(simplified).toEqual([]);
  });

  it('points only at pictures that exist in the web app', () => {
    const images = [
      ...BRAND_PAGES.flatMap((p) => (p.image ? [p.image] : [])),
      ...BRAND_BANNERS.map((b) => b.image),
      ...BRAND_SCENES.map((s) => s.image),
      ...BRAND_PRODUCTS.flatMap((p) => p.images),
    ];
    const missing = images.filter((image) => !existsSync(path.join(webPublic, image)));
    expect(missing).toEqual([]);
  });
});
