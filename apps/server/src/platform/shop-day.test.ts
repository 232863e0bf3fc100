import { describe, expect, it } from 'vitest';
import { shopDayEnd, shopDayRange, shopDayStart } from './shop-day.js';

describe('shop days', () => {
  it('starts a day at midnight in China, 16:00 UTC the day before', () => {
    expect(shopDayStart('2026-11-23').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(shopDayEnd('2026-11-23').toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });

  it('turns a picked range into an inclusive start and an exclusive end, open ends left open', () => {
    expect(shopDayRange('2026-11-01', '2026-11-30')).toEqual({
      from: new Date('2026-10-31T16:00:00.000Z'),
      to: new Date('2026-11-30T16:00:00.000Z'),
    });
    expect(shopDayRange(undefined, '2026-12-31')).toEqual({
      from: undefined,
      to: new Date('2026-12-31T16:00:00Z'),
    });
    expect(shopDayRange(undefined, undefined)).toEqual({ from: undefined, to: undefined });
  });
});
