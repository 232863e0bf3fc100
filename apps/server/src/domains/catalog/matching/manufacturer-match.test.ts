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

  it('reads a short code by the name its brackets spell out, and initials beside a brand of that code', () => {
    // As the real catalog names them: 'HRS(Hirose)', and both 'GCT' and 'GLOBAL CONNECTOR TECHNOLOGY'.
    const real = buildBrandIndex([
      { id: 1, brand_code: 'HRS', name_en: 'HRS(Hirose)', aliases: ['HRSHIROSE'] },
      { id: 2, brand_code: 'GCT', name_en: 'GCT', aliases: ['GCT'] },
      { id: 3, brand_code: 'GCT2', name_en: 'GLOBAL CONNECTOR TECHNOLOGY', aliases: [] },
      { id: 4, brand_code: 'BRIGHTKING', name_en: 'Brightking Elec (TAIWAN)', aliases: [] },
      { id: 5, brand_code: 'TSC', name_en: 'Taiwan Semiconductor', aliases: ['TSC'] },
    ]);
    expect([...(brandsNamed(real, 'Hirose') ?? [])]).toEqual([1]);
    expect([...(brandsNamed(real, 'GCT') ?? [])].sort()).toEqual([2, 3]);
    // A region in brackets after a long name is no name of the maker.
    expect(brandsNamed(real, 'Taiwan Semiconductor')?.has(4)).toBe(false);
  });

  it('never reads a maker from the first letters of a longer word', () => {
    expect(manufacturerKeys('Texas Instruments')).not.toContain('TE');
    expect(brandsNamed(BRANDS, 'Stackpole')?.has(2)).toBe(false);
  });
});

describe('makers bought by others', () => {
  // As an import of the real catalog names them: no alias tells that Linear or Anaren were bought.
  const IMPORTED = buildBrandIndex([
    { id: 10, brand_code: 'ANALOGDEVICES', name_en: 'Analog Devices', aliases: ['ANALOGDEVICES'] },
    { id: 11, brand_code: 'MAXIMINTEGRATED', name_en: 'Maxim Integrated', aliases: ['MAXIMINTEGRATED'] },
    {
      id: 12,
      brand_code: 'TTMTECHNOLOGIESINC',
      name_en: 'TTM Technologies, Inc.',
      aliases: ['TTMTECHNOLOGIESINC'],
    },
    { id: 13, brand_code: 'NXPSEMICON', name_en: 'NXP Semicon', aliases: ['NXPSEMICON'] },
    { id: 14, brand_code: 'NEXPERIA', name_en: 'Nexperia', aliases: ['NEXPERIA'] },
    { id: 15, brand_code: 'ONSEMI', name_en: 'onsemi', aliases: ['ONSEMI'] },
    { id: 16, brand_code: 'KOASPEERELEC', name_en: 'KOA Speer Elec', aliases: ['KOASPEERELEC'] },
  ]);
  const named = (name: string) => [...(brandsNamed(IMPORTED, name) ?? [])].sort((a, b) => a - b);

  it('lets a line naming the former maker agree with the owner brand', () => {
    expect(named('Linear Technology')).toEqual([10]);
    expect(named('LINEAR TECHNOLOGY CORP')).toEqual([10]);
    expect(named('Maxim')).toEqual([10, 11]);
    expect(named('Anaren')).toEqual([12]);
    expect(named('Fairchild Semiconductor')).toEqual([15]);
    expect(named('ON Semiconductor')).toEqual([15]);
  });

  it('keeps NXP a maker of its own: NXP agrees with Nexperia too, Nexperia never with NXP', () => {
    expect(named('NXP')).toEqual([13, 14]);
    expect(named('Nexperia')).toEqual([14]);
    expect(named('Analog Devices')).toEqual([10]);
  });

  it('compares a whole name by maker key', () => {
    expect(named('KOA Speer Electronics, Inc.')).toEqual([16]);
    expect(named('KOA')).toEqual([16]);
  });
});
