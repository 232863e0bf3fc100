import { describe, expect, it } from 'vitest';
import {
  bpToPercent,
  buildNeed,
  buyQuantity,
  buyUpOffer,
  extendedAmount,
  percentToBp,
  priceAtQuantity,
} from './build-quantity.js';

const breaks = [
  { qtyFrom: 1, qtyTo: 99, taxPrice: '0.10', notTaxPrice: '0.088496' },
  { qtyFrom: 100, qtyTo: 999, taxPrice: '0.05', notTaxPrice: '0.044248' },
  { qtyFrom: 1000, qtyTo: null, taxPrice: '0.02', notTaxPrice: '0.017699' },
];
const plenty = { miniQty: 1, miniPkg: 1, stock: 1_000_000 };

describe('percents in hundredths', () => {
  it('converts exactly, binary fractions included', () => {
    expect(percentToBp(2.5)).toBe(250);
    expect(percentToBp(2.3)).toBe(230);
    expect(percentToBp(0.01)).toBe(1);
    expect(percentToBp(100)).toBe(10_000);
    expect(bpToPercent(250)).toBe(2.5);
    expect(bpToPercent(1)).toBe(0.01);
  });
});

describe('buildNeed', () => {
  it('is quantity × boards without attrition', () => {
    expect(buildNeed(3, 10, 0, 0)).toBe(30);
  });
  it('adds the percent rounded up to a whole piece, then the spares', () => {
    expect(buildNeed(3, 10, 100, 0)).toBe(31); // 1 % of 30 = 0.3 → 1
    expect(buildNeed(3, 10, 250, 10)).toBe(41); // 2.5 % of 30 = 0.75 → 1, + 10
    expect(buildNeed(40, 10, 250, 0)).toBe(410); // 2.5 % of 400 = 10 exactly
    expect(buildNeed(41, 10, 250, 0)).toBe(421); // 10.25 → 11
    expect(buildNeed(7, 3, 10_000, 5)).toBe(47); // 100 %: twice, + 5
  });
  it('is exact at the largest quantities (beyond 2^53 before dividing)', () => {
    // 99,999,999 × 9,999,999 = 999,999,890,000,001; × 233 is beyond 2^53; 2.33 % of it is
    // 23,299,997,437,000.0233 → 23,299,997,437,001
    expect(buildNeed(99_999_999, 9_999_999, 233, 7)).toBe(1_023_299_887_437_009);
  });
  it('is 0 for a quantity of 0', () => {
    expect(buildNeed(0, 10, 200, 10)).toBe(0);
  });
});

describe('buyQuantity', () => {
  it('is the need when every quantity is accepted', () => {
    expect(buyQuantity(37, plenty)).toBe(37);
  });
  it('rounds up to the package within stock, without the minimum', () => {
    expect(buyQuantity(37, { miniQty: 1000, miniPkg: 10, stock: 500 })).toBe(40);
    expect(buyQuantity(40, { miniQty: 1000, miniPkg: 10, stock: 500 })).toBe(40);
  });
  it('takes the minimum above stock', () => {
    expect(buyQuantity(501, { miniQty: 1000, miniPkg: 10, stock: 500 })).toBe(1000);
    expect(buyQuantity(1001, { miniQty: 1000, miniPkg: 10, stock: 500 })).toBe(1010);
  });
  it('takes the minimum when rounding to the package crosses the stock', () => {
    // a need of 96 rounds up to 100: within a stock of 100, beyond a stock of 99 (then the minimum)
    expect(buyQuantity(96, { miniQty: 1000, miniPkg: 10, stock: 100 })).toBe(100);
    expect(buyQuantity(96, { miniQty: 1000, miniPkg: 10, stock: 99 })).toBe(1000);
  });
  it('rounds a minimum that is no multiple of the package up to one', () => {
    expect(buyQuantity(5, { miniQty: 25, miniPkg: 10, stock: 0 })).toBe(30);
  });
  it('treats bad limits as 1 and a negative stock as empty', () => {
    expect(buyQuantity(7, { miniQty: 0, miniPkg: -3, stock: -5 })).toBe(7);
  });
});

describe('priceAtQuantity', () => {
  it("prices at the quantity's break, extended to 6 decimals half up", () => {
    expect(priceAtQuantity(breaks, 150)).toEqual({
      qty: 150,
      unitTaxPrice: '0.05',
      unitNotTaxPrice: '0.044248',
      extTaxAmount: '7.500000',
      extNotTaxAmount: '6.637200',
    });
    expect(extendedAmount('0.0000015', 1)).toBe('0.000002');
  });
  it('is undefined without breaks', () => {
    expect(priceAtQuantity([], 10)).toBeUndefined();
  });
});

describe('buyUpOffer', () => {
  const plain = (qty: number) => {
    const price = priceAtQuantity(breaks, qty);
    if (!price) throw new Error('no price');
    return price;
  };
  it('offers the higher break that costs less in total', () => {
    // 90 × 0.10 = 9.00; 100 × 0.05 = 5.00; 1000 × 0.02 = 20.00
    expect(buyUpOffer(breaks, plenty, plain(90), 0)).toMatchObject({
      qty: 100,
      extTaxAmount: '5.000000',
      saving: '4.000000',
      extraPieces: 10,
    });
  });
  it('offers nothing that costs more when the limit is 0, and nothing at the top break', () => {
    // 500 × 0.05 = 25.00 < 1000 × 0.02 = 20.00: saves 5 → offered
    expect(buyUpOffer(breaks, plenty, plain(500), 0)?.saving).toBe('5.000000');
    // 400 × 0.05 = 20.00 = 1000 × 0.02: saves nothing → not offered at 0
    expect(buyUpOffer(breaks, plenty, plain(400), 0)).toBeUndefined();
    expect(buyUpOffer(breaks, plenty, plain(1500), 100)).toBeUndefined();
  });
  it('offers one costing more within the limit, not beyond', () => {
    // 380 × 0.05 = 19.00; 1000 × 0.02 = 20.00: 5.26 % more
    expect(buyUpOffer(breaks, plenty, plain(380), 526)).toBeUndefined();
    expect(buyUpOffer(breaks, plenty, plain(380), 527)).toMatchObject({
      qty: 1000,
      saving: '-1.000000',
      extraPieces: 620,
    });
    // 400 × 0.05 = 20.00 against 1000 × 0.02 = 20.00: no saving, 0 % more, offered with any limit above 0
    expect(buyUpOffer(breaks, plenty, plain(400), 1)).toMatchObject({ qty: 1000, saving: '0.000000' });
  });
  it("rounds the break's quantity up to one the rules accept", () => {
    // package of 30: the 100 break buys 120 (4 packages) at 0.05 = 6.00 against 90 × 0.10 = 9.00
    const pkg30 = { miniQty: 1, miniPkg: 30, stock: 1_000_000 };
    expect(buyUpOffer(breaks, pkg30, plain(90), 0)).toMatchObject({ qty: 120, extraPieces: 30 });
  });
  it('offers nothing without breaks above', () => {
    const one = [{ qtyFrom: 1, qtyTo: null, taxPrice: '1', notTaxPrice: '0.884956' }];
    expect(
      buyUpOffer(one, plenty, { ...plain(10), unitTaxPrice: '1', extTaxAmount: '10' }, 10_000),
    ).toBeUndefined();
  });
});
