import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts/index.js';
import {
  MONEY_TOO_LARGE_TEXT,
  addMoney,
  divideHalfUp,
  compareMoney,
  formatLineAmount,
  formatMoney,
  formatOrderAmount,
  isDecimalString,
  isExponentNotation,
  multiplyMoney,
  printUnits,
  roundHalfUp,
  sumMoney,
  unitsTimes,
} from './money.js';

describe('roundHalfUp', () => {
  it.each([
    ['1.005', 2, '1.01'],
    ['1.004999', 2, '1.00'],
    ['2.675', 2, '2.68'],
    ['0.5', 0, '1'],
    ['0.49', 0, '0'],
    ['9.995', 2, '10.00'],
    ['1234567.0000005', 6, '1234567.000001'],
    ['1.5', 2, '1.50'],
    ['7', 3, '7.000'],
    ['+3.14159', 3, '3.142'],
    ['007.25', 1, '7.3'],
  ])('rounds %s to %d decimals as %s', (value, decimals, expected) => {
    expect(roundHalfUp(value, decimals)).toBe(expected);
  });

  it('rounds halves of negative amounts away from zero', () => {
    expect(roundHalfUp('-0.005', 2)).toBe('-0.01');
    expect(roundHalfUp('-2.5', 0)).toBe('-3');
  });

  it('never answers a negative zero', () => {
    expect(roundHalfUp('-0.004', 2)).toBe('0.00');
    expect(roundHalfUp('-0', 0)).toBe('0');
  });

  it('stays exact beyond the range of floats', () => {
    expect(roundHalfUp('123456789012345678901234567890.125', 2)).toBe('123456789012345678901234567890.13');
  });
});

describe('formatMoney', () => {
  it.each([
    ['1234567.005', 2, '1,234,567.01'],
    ['0', 2, '0.00'],
    ['999.999', 2, '1,000.00'],
    ['1000', 0, '1,000'],
    ['123', 2, '123.00'],
    ['-1234.5', 2, '-1,234.50'],
    ['12345.1234565', 6, '12,345.123457'],
  ])('formats %s at %d decimals as %s', (value, decimals, expected) => {
    expect(formatMoney(value, decimals)).toBe(expected);
  });
});

describe('formatOrderAmount', () => {
  it('shows 2 decimals with thousands separators', () => {
    expect(formatOrderAmount('1234567.005')).toBe('1,234,567.01');
    expect(formatOrderAmount('0.001')).toBe('0.00');
  });

  it.each(['0', '-0', '-12.5', '0.000'])('shows 0.00 for the non-positive amount %s', (value) => {
    expect(formatOrderAmount(value)).toBe('0.00');
  });
});

describe('formatLineAmount', () => {
  it('shows 6 decimals with thousands separators', () => {
    expect(formatLineAmount('1234.0000005')).toBe('1,234.000001');
    expect(formatLineAmount('0.1')).toBe('0.100000');
  });
});

describe('multiplyMoney', () => {
  it('multiplies a price by a quantity exactly', () => {
    expect(multiplyMoney('0.000123', '1000000')).toBe('123');
    expect(multiplyMoney('0.1', '3')).toBe('0.3');
    expect(multiplyMoney('19.99', '7')).toBe('139.93');
  });

  it('multiplies a price by a tax multiplier exactly', () => {
    expect(multiplyMoney('1.234567', '1.13')).toBe('1.39506071');
  });

  it('answers the shortest form and handles signs', () => {
    expect(multiplyMoney('1.50', '2')).toBe('3');
    expect(multiplyMoney('-1.5', '2')).toBe('-3');
    expect(multiplyMoney('-1.5', '-2')).toBe('3');
    expect(multiplyMoney('0', '-2')).toBe('0');
  });
});

describe('addMoney and sumMoney', () => {
  it('adds exactly where floats would not', () => {
    expect(addMoney('0.1', '0.2')).toBe('0.3');
    expect(addMoney('1.005', '2')).toBe('3.005');
  });

  it('subtracts by adding a negative amount', () => {
    expect(addMoney('1.13', '-1')).toBe('0.13');
    expect(addMoney('1', '-1.5')).toBe('-0.5');
  });

  it('sums a list, answering 0 for none', () => {
    expect(sumMoney(['0.1', '0.2', '0.3'])).toBe('0.6');
    expect(sumMoney([])).toBe('0');
  });
});

describe('compareMoney', () => {
  it('compares by value, not by spelling', () => {
    expect(compareMoney('1.50', '1.5')).toBe(0);
    expect(compareMoney('1.49', '1.5')).toBe(-1);
    expect(compareMoney('10', '9.999')).toBe(1);
    expect(compareMoney('-1', '0')).toBe(-1);
  });
});

describe('isExponentNotation', () => {
  it('is true for a number that prints in exponent form', () => {
    expect(isExponentNotation(1e21)).toBe(true);
    expect(isExponentNotation(String(1e21))).toBe(true);
    expect(isExponentNotation(1e-7)).toBe(true);
    expect(isExponentNotation('1.5E+3')).toBe(true);
  });

  it('is false for plain numbers and decimal strings', () => {
    expect(isExponentNotation(1e20)).toBe(false);
    expect(isExponentNotation('123456789012345678901234567890.12')).toBe(false);
    expect(isExponentNotation(0)).toBe(false);
  });

  it('names a catalogue text for the refusal', () => {
    expect(TEXTS[MONEY_TOO_LARGE_TEXT]?.enUs).toBe('The amount is too large');
  });
});

describe('malformed input', () => {
  it.each(['', ' 1', '1 ', '1,000', '1e3', '.5', '5.', 'abc', '--1', '1.2.3', 'NaN', 'Infinity', '１２'])(
    'throws a TypeError for the amount %j',
    (value) => {
      expect(isDecimalString(value)).toBe(false);
      expect(() => roundHalfUp(value, 2)).toThrow(TypeError);
      expect(() => formatMoney(value, 2)).toThrow(TypeError);
      expect(() => formatOrderAmount(value)).toThrow(TypeError);
      expect(() => multiplyMoney(value, '1')).toThrow(TypeError);
      expect(() => addMoney('1', value)).toThrow(TypeError);
    },
  );

  it('throws a TypeError for a number where a decimal string is due', () => {
    expect(() => roundHalfUp(1.5 as unknown as string, 2)).toThrow(TypeError);
    expect(() => formatLineAmount(null as unknown as string)).toThrow(TypeError);
  });

  it.each([-1, 1.5, Number.NaN, 101])('throws a TypeError for %d decimals', (decimals) => {
    expect(() => roundHalfUp('1', decimals)).toThrow(TypeError);
  });
});

describe('divideHalfUp', () => {
  it('divides exactly and rounds half up at the asked place', () => {
    expect(divideHalfUp('1.13', '1.13', 6)).toBe('1.000000');
    expect(divideHalfUp('0.028081', '1.13', 6)).toBe('0.024850');
    expect(divideHalfUp('1', '3', 2)).toBe('0.33');
    expect(divideHalfUp('2', '3', 2)).toBe('0.67');
    expect(divideHalfUp('0.005', '1', 2)).toBe('0.01');
  });

  it('refuses a zero divisor and text that is not a decimal', () => {
    expect(() => divideHalfUp('1', '0', 2)).toThrow(RangeError);
    expect(() => divideHalfUp('1e3', '1', 2)).toThrow(TypeError);
  });
});

describe('unitsTimes and printUnits', () => {
  it('give what roundHalfUp(multiplyMoney(price, qty)) gives, for every quantity of one price', () => {
    const prices = ['0.006418', '0.0000125', '12', '0.1', '-0.0049995', '3.1415926535'];
    const quantities = [0, 1, 2, 3, 7, 999, 2_500, 1_000_000, 99_999_999 * 2_000];
    for (const price of prices) {
      const times = unitsTimes(price, 6);
      for (const qty of quantities)
        expect(printUnits(times(qty), 6)).toBe(roundHalfUp(multiplyMoney(price, String(qty)), 6));
    }
  });

  it('prints units with exactly the decimals asked, never -0', () => {
    expect(printUnits(5n, 6)).toBe('0.000005');
    expect(printUnits(-1234567n, 2)).toBe('-12345.67');
    expect(printUnits(0n, 2)).toBe('0.00');
  });

  it('refuses what is not a decimal, and decimals out of range', () => {
    expect(() => unitsTimes('1e3', 6)).toThrow(TypeError);
    expect(() => unitsTimes('1', -1)).toThrow(TypeError);
    expect(() => printUnits(1n, 1.5)).toThrow(TypeError);
  });
});
