import { describe, expect, it } from 'vitest';
import { lineAmount, orderAmount, sameAmount, taxAmount } from './order-amounts.js';

describe('lineAmount', () => {
  it('multiplies exactly and rounds half up to 6 decimals', () => {
    expect(lineAmount('0.1', 3)).toBe('0.300000');
    expect(lineAmount('0.000123', 1_000_000)).toBe('123.000000');
    expect(lineAmount('0.1234565', 1)).toBe('0.123457');
    expect(lineAmount('0.1234564', 1)).toBe('0.123456');
  });

  it('divides by the price unit, rounding the half up', () => {
    expect(lineAmount('1.5', 1, 1000)).toBe('0.001500');
    expect(lineAmount('0.000001', 1, 2)).toBe('0.000001');
    expect(lineAmount('0.000001', 1, 3)).toBe('0.000000');
    expect(lineAmount('10', 1, 3)).toBe('3.333333');
    expect(lineAmount('20', 1, 3)).toBe('6.666667');
  });

  it('refuses a quantity or price unit that is not a whole number', () => {
    expect(() => lineAmount('1', 1.5)).toThrow(TypeError);
    expect(() => lineAmount('1', 1, 0)).toThrow(TypeError);
    expect(() => lineAmount('1e3', 1)).toThrow(TypeError);
  });
});

describe('orderAmount and taxAmount', () => {
  it('sums the rounded line amounts, then rounds to 2 decimals half up', () => {
    expect(orderAmount(['0.105000', '0.000000'])).toBe('0.11');
    expect(orderAmount(['0.104999'])).toBe('0.10');
    expect(orderAmount(['0.1', '0.2'])).toBe('0.30');
    expect(orderAmount([])).toBe('0.00');
    expect(orderAmount(['99999999999.995'])).toBe('100000000000.00');
  });

  it('answers the tax as the difference of the two rounded amounts', () => {
    expect(taxAmount('113.00', '100.00')).toBe('13.00');
    expect(taxAmount('0.01', '0.01')).toBe('0.00');
  });
});

describe('sameAmount', () => {
  it('compares at the precision of the format, whatever the trailing zeros', () => {
    expect(sameAmount('12.43', '12.430000', 6)).toBe(true);
    expect(sameAmount('12.4300001', '12.430000', 6)).toBe(true);
    expect(sameAmount('12.42', '12.430000', 6)).toBe(false);
    expect(sameAmount('12.435', '12.44', 2)).toBe(true);
  });

  it('never matches a malformed amount', () => {
    expect(sameAmount('1e2', '100', 2)).toBe(false);
    expect(sameAmount('', '0', 2)).toBe(false);
  });
});
