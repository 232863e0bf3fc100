import { describe, expect, it } from 'vitest';
import { firstBreakProblem, isBreakPrice } from './price-break-edit.js';

describe('price breaks as the console edits them', () => {
  it('accepts prices above 0 with at most 6 decimals only', () => {
    expect(isBreakPrice(' 0.480001 ')).toBe(true);
    expect(isBreakPrice('0.000')).toBe(false);
    expect(isBreakPrice('1.1234567')).toBe(false);
    expect(isBreakPrice('-1')).toBe(false);
  });

  it('names the first break without a quantity, with a bad price or out of order', () => {
    expect(
      firstBreakProblem([
        { qtyFrom: 1, taxPrice: '0.5' },
        { qtyFrom: 10, taxPrice: '0.4' },
      ]),
    ).toBeNull();
    expect(
      firstBreakProblem([
        { qtyFrom: 10, taxPrice: '1' },
        { qtyFrom: 10, taxPrice: '0.9' },
      ]),
    ).toEqual({
      problem: 'notAscending',
      index: 1,
    });
    expect(firstBreakProblem([{ qtyFrom: null, taxPrice: '1' }])).toEqual({
      problem: 'qtyMissing',
      index: 0,
    });
    expect(firstBreakProblem([{ qtyFrom: 1, taxPrice: '0' }])).toEqual({ problem: 'priceBad', index: 0 });
  });
});
