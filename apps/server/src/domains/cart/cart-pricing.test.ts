import { describe, expect, it } from 'vitest';
import { lineAmount, orderTotal } from './cart-pricing.js';

describe('cart money rules', () => {
  it('multiplies exactly and rounds a line amount half up to 6 decimals', () => {
    expect(lineAmount('0.1', 3)).toBe('0.300000');
    expect(lineAmount('0.0000005', 1)).toBe('0.000001');
    expect(lineAmount('0.0000004', 1)).toBe('0.000000');
    expect(lineAmount('12.430000', 99_999_999)).toBe('1242999987.570000');
    expect(lineAmount('1.000005', 100)).toBe('100.000500');
  });

  it('sums the exact line amounts and rounds the total half up to 2 decimals', () => {
    expect(orderTotal(['1000.005000'])).toBe('1000.01');
    expect(orderTotal(['0.004999', '0.000001'])).toBe('0.01');
    expect(orderTotal(['0.333333', '0.333333', '0.333333'])).toBe('1.00');
    expect(orderTotal(['0.1', '0.2'])).toBe('0.30');
  });

  it('answers 0.00 for a total that is not positive, and skips lines without a price', () => {
    expect(orderTotal([])).toBe('0.00');
    expect(orderTotal([null, null])).toBe('0.00');
    expect(orderTotal(['0.000000'])).toBe('0.00');
    expect(orderTotal(['-5.00', '1.00'])).toBe('0.00');
    expect(orderTotal(['2.5', null])).toBe('2.50');
  });

  it('keeps totals far beyond floating-point precision exact', () => {
    expect(orderTotal(['99999999999999999.995', '0.005'])).toBe('100000000000000000.00');
  });
});
