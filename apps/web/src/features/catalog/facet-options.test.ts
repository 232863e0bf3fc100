import { describe, expect, it } from 'vitest';
import type { Facet } from '@emall/contract';
import { facetOptions, formatWithUnit, isNumericFacet, rangeBounds, rangeChoices } from './facet-options';

const CAPACITANCE: Facet = {
  code: 'capacitance',
  name: 'Capacitance',
  unit: 'F',
  more: false,
  values: [
    { value: '1e-7', label: '100nF', count: 40, num: 1e-7 },
    { value: '1e-8', label: '10nF', count: 12, num: 1e-8 },
    { value: '1e-6', label: '1µF', count: 7, num: 1e-6 },
    { value: '1.0e-7', label: '0.1uF', count: 2, num: 1e-7 },
  ],
};

const PACKAGE: Facet = {
  code: 'package',
  name: 'Package',
  unit: null,
  more: true,
  values: [
    { value: '0603', label: '0603', count: 30, num: null },
    { value: '0402', label: '0402', count: 20, num: null },
  ],
};

describe('facet options', () => {
  it('orders numeric values from small to large and text values as the server does', () => {
    expect(facetOptions(CAPACITANCE, []).map((o) => o.label)).toEqual(['10nF', '100nF', '0.1uF', '1µF']);
    expect(facetOptions(PACKAGE, []).map((o) => o.label)).toEqual(['0603', '0402']);
  });

  it('keeps a chosen value the answer no longer lists, with count 0', () => {
    expect(facetOptions(PACKAGE, ['0805', '0402'])[0]).toEqual({
      value: '0805',
      label: '0805',
      count: 0,
      num: null,
    });
  });

  it('gives a range only to parameters with a unit and numbers', () => {
    expect(isNumericFacet(CAPACITANCE)).toBe(true);
    expect(isNumericFacet(PACKAGE)).toBe(false);
    expect(isNumericFacet({ ...CAPACITANCE, unit: null })).toBe(false);
  });

  it('offers each number once as a range bound, small to large', () => {
    expect(rangeChoices(CAPACITANCE)).toEqual([
      { num: 1e-8, label: '10nF' },
      { num: 1e-7, label: '100nF' },
      { num: 1e-6, label: '1µF' },
    ]);
  });
});

describe('numbers with units', () => {
  it('writes values as an engineer does', () => {
    expect(formatWithUnit(1e-7, 'F')).toBe('100nF');
    expect(formatWithUnit(2.2e-7, 'F')).toBe('220nF');
    expect(formatWithUnit(4700, 'Ω')).toBe('4.7kΩ');
    expect(formatWithUnit(0.25, 'W')).toBe('250mW');
    expect(formatWithUnit(50, 'V')).toBe('50V');
    expect(formatWithUnit(1e-12, 'F')).toBe('1pF');
    expect(formatWithUnit(0, 'Ω')).toBe('0Ω');
    expect(formatWithUnit(5, '%')).toBe('5%');
    expect(formatWithUnit(125, '°C')).toBe('125°C');
    expect(formatWithUnit(3.3, null)).toBe('3.3');
  });

  it('names range bounds by a listed value where there is one', () => {
    expect(rangeBounds(CAPACITANCE, { min: 1e-8, max: 4.7e-6 })).toEqual({ min: '10nF', max: '4.7µF' });
    expect(rangeBounds(undefined, { min: undefined, max: 50 })).toEqual({ max: '50' });
  });
});
