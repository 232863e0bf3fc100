import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts/index.js';
import {
  QUANTITY_EXCEEDS_STOCK_TEXT,
  QUANTITY_REASON_TEXT,
  checkSearchQuantity,
  exceedsStockNow,
  minimumQuantity,
  parseQuantityInput,
  quantityLimits,
} from './quantity.js';

const product = { miniQty: 50, miniPkg: 10, stock: 100 };

describe('parseQuantityInput', () => {
  it.each([
    ['1', 1],
    ['120', 120],
    ['99999999', 99_999_999],
    [30, 30],
  ])('reads %j as %d', (raw, expected) => {
    expect(parseQuantityInput(raw, product)).toBe(expected);
  });

  it.each([
    '',
    '0',
    '007',
    '-5',
    '+5',
    '1.5',
    '1e3',
    ' 5',
    '5 ',
    'abc',
    '１２',
    '123456789',
    null,
    undefined,
    0,
    -3,
    2.5,
  ])('resets %j to the miniQty', (raw) => {
    expect(parseQuantityInput(raw, product)).toBe(50);
  });

  it('resets to 1 when the product has no usable miniQty', () => {
    expect(parseQuantityInput('x', { miniQty: 0, miniPkg: 10, stock: 5 })).toBe(1);
    expect(parseQuantityInput('x', { miniQty: -4, miniPkg: 10, stock: 5 })).toBe(1);
  });
});

describe('quantityLimits', () => {
  it('counts a miniPkg or miniQty that is not a positive whole number as 1', () => {
    expect(quantityLimits({ miniQty: 0, miniPkg: -2, stock: 7 })).toEqual({
      miniQty: 1,
      miniPkg: 1,
      stock: 7,
    });
    expect(quantityLimits({ miniQty: Number.NaN, miniPkg: 2.5, stock: 7 })).toEqual({
      miniQty: 1,
      miniPkg: 1,
      stock: 7,
    });
  });

  it('counts a negative or missing stock as empty', () => {
    expect(quantityLimits({ miniQty: 1, miniPkg: 1, stock: -3 }).stock).toBe(0);
    expect(quantityLimits({ miniQty: 1, miniPkg: 1, stock: Number.NaN }).stock).toBe(0);
  });
});

describe('minimumQuantity', () => {
  it('answers miniPkg when stock holds at least one package', () => {
    expect(minimumQuantity(product)).toBe(10);
    expect(minimumQuantity({ ...product, stock: 10 })).toBe(10);
  });

  it('answers miniQty when stock is empty', () => {
    expect(minimumQuantity({ ...product, stock: 0 })).toBe(50);
  });

  it('answers miniQty when stock is below one package', () => {
    expect(minimumQuantity({ ...product, stock: 9 })).toBe(50);
  });

  it('treats a miniPkg of 0 as 1', () => {
    expect(minimumQuantity({ miniQty: 20, miniPkg: 0, stock: 3 })).toBe(1);
  });
});

describe('checkSearchQuantity', () => {
  it('accepts a multiple of miniPkg within stock, even below miniQty', () => {
    expect(checkSearchQuantity(10, product)).toEqual({ ok: true });
    expect(checkSearchQuantity(100, product)).toEqual({ ok: true });
  });

  it('refuses a quantity within stock that is not a multiple of miniPkg', () => {
    expect(checkSearchQuantity(15, product)).toEqual({ ok: false, reason: 'NOT_PACKAGE_MULTIPLE' });
  });

  it('accepts a quantity above stock that is at least miniQty and a multiple of miniPkg', () => {
    expect(checkSearchQuantity(110, product)).toEqual({ ok: true });
    expect(checkSearchQuantity(50, { ...product, stock: 0 })).toEqual({ ok: true });
  });

  it('refuses a quantity above stock below miniQty as BELOW_MINIMUM', () => {
    expect(checkSearchQuantity(40, { ...product, stock: 30 })).toEqual({
      ok: false,
      reason: 'BELOW_MINIMUM',
    });
  });

  it('refuses a quantity above stock that is not a multiple of miniPkg', () => {
    expect(checkSearchQuantity(105, product)).toEqual({ ok: false, reason: 'NOT_PACKAGE_MULTIPLE' });
  });

  it('refuses zero, negative and non-numeric quantities as BELOW_MINIMUM', () => {
    for (const qty of [0, -10, Number.NaN]) {
      expect(checkSearchQuantity(qty, product)).toEqual({ ok: false, reason: 'BELOW_MINIMUM' });
    }
  });

  it('refuses a fractional quantity as NOT_PACKAGE_MULTIPLE', () => {
    expect(checkSearchQuantity(2.5, { miniQty: 1, miniPkg: 1, stock: 10 })).toEqual({
      ok: false,
      reason: 'NOT_PACKAGE_MULTIPLE',
    });
  });

  it('names a catalogue text for each reason and for the exceeds-stock dialog', () => {
    for (const key of Object.values(QUANTITY_REASON_TEXT)) expect(TEXTS[key]).toBeDefined();
    expect(TEXTS[QUANTITY_EXCEEDS_STOCK_TEXT]).toBeDefined();
  });
});

describe('exceedsStockNow', () => {
  it('is true when the quantity is raised above stock from below it', () => {
    expect(exceedsStockNow(50, 110, 100)).toBe(true);
  });

  it('is true when the quantity is raised above stock from exactly the stock', () => {
    expect(exceedsStockNow(100, 101, 100)).toBe(true);
  });

  it('is false when the quantity was already above stock', () => {
    expect(exceedsStockNow(110, 120, 100)).toBe(false);
  });

  it('is false when the quantity stays within stock', () => {
    expect(exceedsStockNow(10, 100, 100)).toBe(false);
  });

  it('is false when the quantity is lowered', () => {
    expect(exceedsStockNow(120, 50, 100)).toBe(false);
  });

  it('counts a negative stock as empty', () => {
    expect(exceedsStockNow(0, 1, -5)).toBe(true);
  });
});
