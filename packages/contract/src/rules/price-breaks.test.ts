import { describe, expect, it } from 'vitest';
import { priceForQuantity } from './price-breaks.js';
import type { QuantityPriceBreak } from './price-breaks.js';

const ladder: QuantityPriceBreak[] = [
  { qtyFrom: 100, qtyTo: null, taxPrice: '0.80', notTaxPrice: '0.708' },
  { qtyFrom: 1, qtyTo: 9, taxPrice: '1.20', notTaxPrice: '1.062' },
  { qtyFrom: 10, qtyTo: 99, taxPrice: '1.00', notTaxPrice: '0.885' },
];

describe('priceForQuantity', () => {
  it.each([
    [1, '1.20'],
    [9, '1.20'],
    [10, '1.00'],
    [99, '1.00'],
    [100, '0.80'],
    [1_000_000, '0.80'],
  ])('picks the break holding %d pieces from unsorted breaks (tax price %s)', (qty, taxPrice) => {
    expect(priceForQuantity(ladder, qty)?.taxPrice).toBe(taxPrice);
  });

  it('uses the first break for a quantity below every break', () => {
    const breaks = ladder.filter((b) => b.qtyFrom >= 10);
    expect(priceForQuantity(breaks, 5)?.taxPrice).toBe('1.00');
    expect(priceForQuantity(ladder, 0)?.taxPrice).toBe('1.20');
  });

  it('answers undefined when there are no breaks', () => {
    expect(priceForQuantity<QuantityPriceBreak>([], 10)).toBeUndefined();
  });

  it('gives a quantity on touching bounds the larger break', () => {
    const touching: QuantityPriceBreak[] = [
      { qtyFrom: 1, qtyTo: 10, taxPrice: '2', notTaxPrice: '1.77' },
      { qtyFrom: 10, qtyTo: null, taxPrice: '1', notTaxPrice: '0.885' },
    ];
    expect(priceForQuantity(touching, 10)?.taxPrice).toBe('1');
  });

  it('gives a quantity in a gap or beyond the last bounded break the highest break reached', () => {
    const gappy: QuantityPriceBreak[] = [
      { qtyFrom: 1, qtyTo: 9, taxPrice: '3', notTaxPrice: '2.65' },
      { qtyFrom: 20, qtyTo: 49, taxPrice: '2', notTaxPrice: '1.77' },
    ];
    expect(priceForQuantity(gappy, 15)?.taxPrice).toBe('3');
    expect(priceForQuantity(gappy, 500)?.taxPrice).toBe('2');
  });

  it('prefers a break holding the quantity over a higher one that ended below it', () => {
    const nested: QuantityPriceBreak[] = [
      { qtyFrom: 1, qtyTo: null, taxPrice: '3', notTaxPrice: '2.65' },
      { qtyFrom: 5, qtyTo: 9, taxPrice: '2', notTaxPrice: '1.77' },
    ];
    expect(priceForQuantity(nested, 20)?.taxPrice).toBe('3');
  });

  it('answers the caller’s own break object and leaves the input order alone', () => {
    const copy = [...ladder];
    expect(priceForQuantity(ladder, 50)).toBe(ladder[2]);
    expect(ladder).toEqual(copy);
  });
});
