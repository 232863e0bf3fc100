import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_CHARSET,
  creditCodeCheckChar,
  isValidCreditCode,
  normalizeCreditCode,
} from './credit-code.js';

/** Codes printed on real business licences (public company records), each with a correct check character. */
const REAL_CODES = [
  '91350100M000100Y43',
  '91110000802100433B',
  '91440300708461136T',
  '9144030071526726XG',
  '91330100716105852F',
  '91110108551385082Q',
  '914403001922038216',
];

describe('unified social credit code (GB 32100-2015)', () => {
  it.each(REAL_CODES)('accepts the real code %s', (code) => {
    expect(isValidCreditCode(code)).toBe(true);
  });

  it.each(REAL_CODES)('computes the check character of %s by the weighted mod-31 sum', (code) => {
    expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code.charAt(17));
  });

  it('refuses every other check character of a real code', () => {
    const first17 = '91350100M000100Y4';
    const others = Array.from(CREDIT_CODE_CHARSET).filter((c) => c !== '3');
    expect(others.filter((c) => isValidCreditCode(first17 + c))).toEqual([]);
  });

  it('answers 0 when the remainder is 0 (31 - 0 wraps to the first character)', () => {
    // 1×0 + ... chosen so that the weighted sum is a multiple of 31: all zeros.
    expect(creditCodeCheckChar('00000000000000000')).toBe('0');
  });

  it('refuses a changed character, a swap of two characters and wrong lengths', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000101Y43')).toBe(false);
    expect(isValidCreditCode('19350100M000100Y43')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y433')).toBe(false);
    expect(isValidCreditCode('')).toBe(false);
  });

  it('refuses the letters I, O, S, V and Z, which the character set leaves out', () => {
    for (const letter of ['I', 'O', 'S', 'V', 'Z']) {
      const first17 = `9135010${letter}M000100Y4`.slice(0, 17);
      expect(creditCodeCheckChar(first17)).toBeUndefined();
    }
    expect(isValidCreditCode('91350100M000100O43')).toBe(false);
  });

  it('needs digits for the administrative division (positions 3 to 8)', () => {
    // A letter in the division with a check character that would otherwise be right.
    const first17 = '9135A100M000100Y4';
    const check = creditCodeCheckChar(first17);
    expect(check).toBeDefined();
    expect(isValidCreditCode(`${first17}${check ?? ''}`)).toBe(false);
  });

  it('reads full-width characters, lower case and spaces as pasted from a scanned licence', () => {
    expect(normalizeCreditCode(' ９１３５０１００ｍ０００１００ｙ４３ ')).toBe('91350100M000100Y43');
    expect(normalizeCreditCode('9144 0300 7084 6113 6t')).toBe('91440300708461136T');
  });
});
