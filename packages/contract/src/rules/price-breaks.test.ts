import { describe, expect, it } from 'vitest';
import { addMoney } from './money.js';
import { mergeEqualPriceBreaks, priceForQuantity } from './price-breaks.js';
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

/** Every quantity where a price can change (each bound, one either side) and between them: enough to compare two ladders. */
function quantitiesToCheck(breaks: readonly QuantityPriceBreak[]): number[] {
  const bounds = breaks.flatMap((b) => (b.qtyTo === null ? [b.qtyFrom] : [b.qtyFrom, b.qtyTo]));
  const around = bounds.flatMap((n) => [n - 1, n, n + 1]);
  const sorted = [...new Set([0, 1, ...around, 99_999_999])].sort((a, b) => a - b);
  const between = sorted.slice(1).map((n, i) => Math.floor((n + (sorted[i] ?? 0)) / 2));
  return [...new Set([...sorted, ...between])].filter((n) => n >= 0);
}

function pricesOf(breaks: readonly QuantityPriceBreak[], quantities: readonly number[]): string[] {
  return quantities.map((qty) => {
    const found = priceForQuantity(breaks, qty);
    // As amounts, in their shortest form: '0.013490' and '0.01349' are one price.
    return found ? `${addMoney(found.taxPrice, '0')}/${addMoney(found.notTaxPrice, '0')}` : 'none';
  });
}

/** Ladders as the demo catalog's supplier data writes them (CNY, six decimals), with their merged form. */
const REAL_LADDERS: { name: string; breaks: QuantityPriceBreak[]; merged: [number, number | null][] }[] = [
  {
    name: 'CC0402KRX7R7BB104: the last three breaks at one price',
    breaks: [
      { qtyFrom: 1, qtyTo: 999, taxPrice: '0.008825', notTaxPrice: '0.007810' },
      { qtyFrom: 1000, qtyTo: 2999, taxPrice: '0.006418', notTaxPrice: '0.005680' },
      { qtyFrom: 3000, qtyTo: 9999, taxPrice: '0.005616', notTaxPrice: '0.004970' },
      { qtyFrom: 10000, qtyTo: 49999, taxPrice: '0.004814', notTaxPrice: '0.004260' },
      { qtyFrom: 50000, qtyTo: 50199, taxPrice: '0.004814', notTaxPrice: '0.004260' },
      { qtyFrom: 50200, qtyTo: null, taxPrice: '0.004814', notTaxPrice: '0.004260' },
    ],
    merged: [
      [1, 999],
      [1000, 2999],
      [3000, 9999],
      [10000, null],
    ],
  },
  {
    name: 'a reel break repeated, written with fewer decimals',
    breaks: [
      { qtyFrom: 50200, qtyTo: null, taxPrice: '0.015244', notTaxPrice: '0.01349' },
      { qtyFrom: 1, qtyTo: 49999, taxPrice: '0.020111', notTaxPrice: '0.017797' },
      { qtyFrom: 50000, qtyTo: 50199, taxPrice: '0.015244', notTaxPrice: '0.013490' },
    ],
    merged: [
      [1, 49999],
      [50000, null],
    ],
  },
  {
    name: 'CGA0603X7R104K500JT: equal tax prices, different prices before tax, kept apart',
    breaks: [
      { qtyFrom: 1, qtyTo: 999, taxPrice: '0.019255', notTaxPrice: '0.017040' },
      { qtyFrom: 1000, qtyTo: 3999, taxPrice: '0.014441', notTaxPrice: '0.012780' },
      { qtyFrom: 4000, qtyTo: 7999, taxPrice: '0.014441', notTaxPrice: '0.012781' },
      { qtyFrom: 8000, qtyTo: null, taxPrice: '0.011232', notTaxPrice: '0.009940' },
    ],
    merged: [
      [1, 999],
      [1000, 3999],
      [4000, 7999],
      [8000, null],
    ],
  },
  {
    name: 'a price that comes back after a cheaper break is not merged across it',
    breaks: [
      { qtyFrom: 1, qtyTo: 9, taxPrice: '1.20', notTaxPrice: '1.062' },
      { qtyFrom: 10, qtyTo: 99, taxPrice: '1.00', notTaxPrice: '0.885' },
      { qtyFrom: 100, qtyTo: null, taxPrice: '1.20', notTaxPrice: '1.062' },
    ],
    merged: [
      [1, 9],
      [10, 99],
      [100, null],
    ],
  },
  {
    name: 'equal prices either side of a gap stay two breaks',
    breaks: [
      { qtyFrom: 1, qtyTo: 9, taxPrice: '3', notTaxPrice: '2.65' },
      { qtyFrom: 20, qtyTo: 49, taxPrice: '3', notTaxPrice: '2.65' },
      { qtyFrom: 50, qtyTo: null, taxPrice: '2', notTaxPrice: '1.77' },
    ],
    merged: [
      [1, 9],
      [20, 49],
      [50, null],
    ],
  },
  {
    name: 'touching and nested ranges of one price',
    breaks: [
      { qtyFrom: 1, qtyTo: 10, taxPrice: '2', notTaxPrice: '1.77' },
      { qtyFrom: 10, qtyTo: 20, taxPrice: '2', notTaxPrice: '1.77' },
      { qtyFrom: 15, qtyTo: 18, taxPrice: '2', notTaxPrice: '1.77' },
      { qtyFrom: 30, qtyTo: null, taxPrice: '1', notTaxPrice: '0.885' },
    ],
    merged: [
      [1, 20],
      [30, null],
    ],
  },
];

describe('mergeEqualPriceBreaks', () => {
  it.each(REAL_LADDERS)('$name', ({ breaks, merged }) => {
    const ladder = mergeEqualPriceBreaks(breaks);
    expect(ladder.map((b) => [b.qtyFrom, b.qtyTo])).toEqual(merged);
    const quantities = quantitiesToCheck(breaks);
    expect(pricesOf(ladder, quantities)).toEqual(pricesOf(breaks, quantities));
  });

  it('keeps a ladder without repeated prices as it is, sorted', () => {
    expect(mergeEqualPriceBreaks(ladder)).toEqual([...ladder].sort((a, b) => a.qtyFrom - b.qtyFrom));
  });

  it('answers nothing for no breaks and leaves the input alone', () => {
    expect(mergeEqualPriceBreaks<QuantityPriceBreak>([])).toEqual([]);
    const breaks = REAL_LADDERS[0]?.breaks ?? [];
    const copy = breaks.map((b) => ({ ...b }));
    mergeEqualPriceBreaks(breaks);
    expect(breaks).toEqual(copy);
  });
});
