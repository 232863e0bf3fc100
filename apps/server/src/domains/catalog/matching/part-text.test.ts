import { describe, expect, it } from 'vitest';
import { classifyPartText } from './part-text.js';
import {
  distributorKeys,
  distributorOf,
  isOneEditApart,
  isPackagingOf,
  lcscCode,
  namesVariantOf,
  oneEditProbes,
  sameOrPackaging,
  truncations,
  withoutPackaging,
} from './part-variants.js';

describe('classifyPartText', () => {
  it.each([
    'STM32F103C8T6',
    'CEZ30V,L3F',
    'LPC4320FBD144,551',
    'SM04B-SRSS-TB(LF)(SN)',
    '73251-2121',
    '1N5819W',
    '1N914',
    'attiny85',
    'MAX2837ETM+',
    'LM358 DR',
  ])('reads %s as a part number', (text) => {
    expect(classifyPartText(text).kind).toBe('partNumber');
  });

  it.each([
    '0603 4.7k电阻',
    '100nF 25V 0603电容',
    'M3螺母',
    '33pF',
    '4k7',
    '8p2',
    '500ma',
    '3.6 Zener',
    '0805 LED',
    'Comment',
    'TYPE_C',
    '470',
    '100mΩ 0805电阻（100mΩ=0.1Ω）',
  ])('reads %s as a description that never selects a part', (text) => {
    expect(classifyPartText(text).kind).toBe('freeText');
  });

  it('offers the part-number-like words of a description for proposals', () => {
    expect(classifyPartText('HR4988E(实际购买的HR4988SQ)').lookupKeys).toEqual(['HR4988E', 'HR4988SQ']);
    expect(classifyPartText('XH-4A插座').lookupKeys).toEqual(['XH4A']);
    expect(classifyPartText('16PIN TYPE-C 母座').lookupKeys).toEqual([]);
    expect(classifyPartText('9x9x12mm 散热器').lookupKeys).toEqual([]);
    expect(classifyPartText('100nF 25V 0603电容').lookupKeys).toEqual([]);
  });

  it('reads blank text as empty', () => {
    expect(classifyPartText('  -  ').kind).toBe('empty');
  });
});

describe('distributor codes and packaging', () => {
  it('reads LCSC codes', () => {
    expect(lcscCode(' c2316 ')).toBe('C2316');
    expect(lcscCode('C1-C4')).toBeNull();
  });

  it('finds the part number inside DigiKey and Mouser codes', () => {
    expect(distributorKeys('LM1117IMPX-3.3/NOPBCT-ND')).toEqual(['LM1117IMPX33NOPBCT', 'LM1117IMPX33NOPB']);
    expect(distributorKeys('296-1395-1-ND')).toEqual([]);
    expect(distributorKeys('595-TPS62410DRCR')).toEqual(['TPS62410DRCR']);
    expect(distributorKeys('GRM155R61A104KA01D')).toEqual([]);
  });

  it('strips packaging suffixes written after a separator or left in the key', () => {
    expect(withoutPackaging('AP63205WU-7')).toEqual(['AP63205WU']);
    expect(withoutPackaging('IRLML6402TRPBF')).toEqual(['IRLML6402', 'IRLML6402TR']);
    expect(withoutPackaging('LM358')).toEqual([]);
    expect(isPackagingOf('LM358D', 'LM358DR')).toBe(true);
    expect(isPackagingOf('LM358D', 'LM358DX')).toBe(false);
  });

  it('tells whose order code a text is by its shape', () => {
    expect(distributorOf(' C2653151 ')).toBe('lcsc');
    expect(distributorOf('296-1395-1-ND')).toBe('digikey');
    expect(distributorOf('595-TPS62160DGKR')).toBe('mouser');
    expect(distributorOf('1234567')).toBe('other');
    expect(distributorOf('TPS62160DGKR')).toBe('other');
  });

  it('counts packaging variants of one part as the same part number, and nothing else', () => {
    expect(sameOrPackaging('lm358-dr', 'LM358DR')).toBe(true);
    expect(sameOrPackaging('LM358D', 'LM358DR')).toBe(true);
    expect(sameOrPackaging('AP63205WU-7', 'AP63205WU-13')).toBe(true);
    expect(sameOrPackaging('TPS62160DGKT', 'TPS62160DGKR')).toBe(true);
    expect(sameOrPackaging('IRLML6402TRPBF', 'IRLML6402PBF')).toBe(true);
    // Another series, tolerance or grade is another part.
    expect(sameOrPackaging('TPS62160DGKR', 'TPS62162DGKR')).toBe(false);
    expect(sameOrPackaging('RC0402FR-071KL', 'RC0402JR-071KL')).toBe(false);
    expect(sameOrPackaging('BC847B', 'BC847C')).toBe(false);
    expect(sameOrPackaging('LM35', 'LM358')).toBe(false);
    expect(sameOrPackaging('', '')).toBe(false);
  });

  it('reads a catalog part number as a variant of the one asked only after a separator', () => {
    expect(namesVariantOf('ESP32-S3-WROOM-1', 'ESP32-S3-WROOM-1-N8R2')).toBe(true);
    expect(namesVariantOf('ams1117', 'AMS1117-3.3')).toBe(true);
    expect(namesVariantOf('LM35', 'LM358DR')).toBe(false);
    expect(namesVariantOf('TPS6216', 'TPS62160DGKR')).toBe(false);
    // Too short to name a part by its start.
    expect(namesVariantOf('BC8', 'BC8-X')).toBe(false);
  });
});

describe('near part numbers', () => {
  it('shortens a key down to a minimum length', () => {
    expect(truncations('ABCDEF', 4)).toEqual(['ABCDE', 'ABCD']);
  });

  it('tells one typo apart from two', () => {
    expect(isOneEditApart('W25Q80BVSSIG', 'W25Q80DVSSIG')).toBe(true);
    expect(isOneEditApart('LM358DR', 'LM358D')).toBe(true);
    expect(isOneEditApart('LM358DR', 'LM358RD')).toBe(true);
    expect(isOneEditApart('LM358DR', 'LM385RD')).toBe(false);
    expect(isOneEditApart('LM358DR', 'LM358DR')).toBe(false);
  });

  it('looks up left-out, swapped and look-alike characters directly', () => {
    const probes = oneEditProbes('AB0');
    expect(probes).toEqual(expect.arrayContaining(['B0', 'A0', 'AB', 'BA0', 'A0B', 'ABO', 'A80']));
    expect(probes).not.toContain('AB0');
  });
});
