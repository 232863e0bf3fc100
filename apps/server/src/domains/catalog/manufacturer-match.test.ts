import { describe, expect, it } from 'vitest';
import { brandsNamed, buildBrandIndex, manufacturerKeys } from './manufacturer-match.js';

const BRANDS = buildBrandIndex([
  { id: 1, brand_code: 'TI', name_en: 'Texas Instruments', aliases: ['TI', 'TEXASINSTRUMENTS', '德州仪器'] },
  {
    id: 2,
    brand_code: 'ST',
    name_en: 'STMicroelectronics',
    aliases: ['ST', 'STMICROELECTRONICS', '意法半导体'],
  },
  { id: 3, brand_code: 'RENESAS', name_en: 'Renesas Electronics', aliases: ['RENESAS', '瑞萨', '瑞萨电子'] },
  { id: 4, brand_code: 'MURATA', name_en: 'Murata', aliases: ['MURATA', '村田'] },
  {
    id: 5,
    brand_code: 'GCT',
    name_en: 'GLOBAL CONNECTOR TECHNOLOGY',
    aliases: ['GLOBALCONNECTORTECHNOLOGY'],
  },
  { id: 6, brand_code: 'ROHM', name_en: 'ROHM Semiconductor', aliases: ['ROHM', '罗姆'] },
]);

describe('brandsNamed', () => {
  it.each([
    ['TI', 1],
    ['Texas Instruments', 1],
    ['德州仪器', 1],
    ['ST', 2],
    ['STMicroelectronics', 2],
    ['瑞萨', 3],
    ['瑞萨电子株式会社', 3],
    ['Murata Electronics', 4],
    ['GCT', 5],
    ['ROHM(罗姆)', 6],
    ['罗姆半导体', 6],
  ])('knows %s as brand %i', (name, id) => {
    expect([...(brandsNamed(BRANDS, name) ?? [])]).toEqual([id]);
  });

  it('answers null when the line names no maker, and no brand for a maker it does not know', () => {
    expect(brandsNamed(BRANDS, '')).toBeNull();
    expect(brandsNamed(BRANDS, 'Generic')).toBeNull();
    expect(brandsNamed(BRANDS, '通用')).toBeNull();
    expect(brandsNamed(BRANDS, 'Acme Widgets')?.size).toBe(0);
  });

  it('never reads a maker from the first letters of a longer word', () => {
    expect(manufacturerKeys('Texas Instruments')).not.toContain('TE');
    expect(brandsNamed(BRANDS, 'Stackpole')?.has(2)).toBe(false);
  });
});
