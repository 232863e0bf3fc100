import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DIC_CODE, LANGS, normalizeLang, STATUS_ACTIVE } from '@emall/contract';
import { DICTIONARY_VALUES } from './system.seed.js';

/** The web app's public folder, where the banner images live (served as /banners/...). */
const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');

const seeded = DICTIONARY_VALUES.filter((row) => row.dicCode === DIC_CODE.bannerConfig).map((row) => {
  const desc = JSON.parse(row.dicValueDesc ?? '{}') as { status?: string; lang?: string };
  return {
    code: row.dicValue,
    image: row.property ?? '',
    lang: normalizeLang(desc.lang),
    status: desc.status,
  };
});

/** Text drawn in an image: the contents of its <text> elements. */
function drawnText(image: string): string {
  const svg = readFileSync(path.join(webPublic, image), 'utf8');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
}

describe('the seeded home banners', () => {
  it('give every language banners of its own, so none falls back to another language', () => {
    for (const lang of LANGS) {
      const own = seeded.filter((banner) => banner.lang === lang && banner.status === STATUS_ACTIVE);
      expect(own.length, lang).toBeGreaterThan(0);
    }
  });

  it('draw the traditional banners in traditional characters, each its own image', () => {
    const traditional = seeded.filter((banner) => banner.lang === 'zh_TW');
    const simplifiedImages = new Set(seeded.filter((b) => b.lang === 'zh_CN').map((b) => b.image));
    for (const banner of traditional) {
      expect(simplifiedImages.has(banner.image), banner.code).toBe(false);
      const text = drawnText(banner.image);
      // Characters written differently in the two scripts: the traditional form, never the simplified one.
      expect(text, banner.code).toMatch(/[現專熱倉當類廠階價貨採應庫數發]/);
      expect(text, banner.code).not.toMatch(/[现专热仓当类厂阶价货采应库数发]/);
    }
  });
});
