import { describe, expect, it } from 'vitest';
import { breakProblem } from './ops-product-breaks';

describe('breakProblem', () => {
  it('accepts ascending quantities with prices above 0 of at most 6 decimals', () => {
    expect(
      breakProblem([
        { qtyFrom: 1, taxPrice: '0.5' },
        { qtyFrom: 10, taxPrice: '0.480001' },
      ]),
    ).toBeNull();
  });

  it('names the first break that is out of order, unpriced or without a quantity', () => {
    expect(
      breakProblem([
        { qtyFrom: 10, taxPrice: '1' },
        { qtyFrom: 10, taxPrice: '0.9' },
      ]),
    ).toEqual({ key: 'ops.catalog.breaks.notAscending', n: 2 });
    expect(breakProblem([{ qtyFrom: 1, taxPrice: '0.000' }])).toEqual({
      key: 'ops.catalog.breaks.priceBad',
      n: 1,
    });
    expect(breakProblem([{ qtyFrom: 1, taxPrice: '1.1234567' }])).toEqual({
      key: 'ops.catalog.breaks.priceBad',
      n: 1,
    });
    expect(breakProblem([{ qtyFrom: null, taxPrice: '1' }])).toEqual({
      key: 'ops.catalog.breaks.qtyMissing',
      n: 1,
    });
  });
});
