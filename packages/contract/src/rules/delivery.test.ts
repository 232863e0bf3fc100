import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_DAYS } from '../constants.js';
import { deliveryDate, deliveryDays, taxRatePercent } from './delivery.js';

describe('deliveryDays', () => {
  it('answers the default 3 days when the quantity is within stock', () => {
    expect(DEFAULT_DELIVERY_DAYS).toBe(3);
    expect(deliveryDays(10, 100, 28)).toBe(3);
    expect(deliveryDays(100, 100, 28)).toBe(3);
  });

  it('answers the delivery cycle when the quantity exceeds stock', () => {
    expect(deliveryDays(101, 100, 28)).toBe(28);
    expect(deliveryDays(1, 0, 14)).toBe(14);
  });
});

describe('deliveryDate', () => {
  it('adds calendar days and prints YYYY-MM-DD', () => {
    expect(deliveryDate(new Date(2026, 0, 5, 15, 30), 3)).toBe('2026-01-08');
  });

  it('rolls over month and year ends', () => {
    expect(deliveryDate(new Date(2025, 11, 30), 3)).toBe('2026-01-02');
    expect(deliveryDate(new Date(2024, 1, 27), 2)).toBe('2024-02-29');
  });

  it('answers today for 0 days, late in the evening as well', () => {
    expect(deliveryDate(new Date(2026, 6, 1, 23, 59, 59), 0)).toBe('2026-07-01');
  });

  it('throws a TypeError for fractional days or an invalid date', () => {
    expect(() => deliveryDate(new Date(2026, 0, 1), 1.5)).toThrow(TypeError);
    expect(() => deliveryDate(new Date(Number.NaN), 1)).toThrow(TypeError);
  });
});

describe('taxRatePercent', () => {
  it.each([
    ['1.13', '13'],
    ['1.065', '6.5'],
    ['1.06', '6'],
    ['1.0', '0'],
    ['1', '0'],
    ['1.130000', '13'],
    ['1.0001', '0.01'],
  ])('shows the rate %s as %s percent', (rate, percent) => {
    expect(taxRatePercent(rate)).toBe(percent);
  });

  it('throws a TypeError for a malformed rate', () => {
    expect(() => taxRatePercent('13%')).toThrow(TypeError);
  });
});
