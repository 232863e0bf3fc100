import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.js';

describe('amountInWords', () => {
  it('writes whole yuan with 整 and 壹 before 拾', () => {
    expect(amountInWords('0')).toBe('零元整');
    expect(amountInWords('1')).toBe('壹元整');
    expect(amountInWords('10')).toBe('壹拾元整');
    expect(amountInWords('100000')).toBe('壹拾万元整');
  });

  it('writes one 零 for each run of zeros inside the number and none at its end', () => {
    expect(amountInWords('1004.05')).toBe('壹仟零肆元零伍分');
    expect(amountInWords('20001')).toBe('贰万零壹元整');
    expect(amountInWords('1050000')).toBe('壹佰零伍万元整');
    expect(amountInWords('100010000')).toBe('壹亿零壹万元整');
    expect(amountInWords('12345678.90')).toBe('壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元玖角');
  });

  it('writes amounts below one yuan without 元, rounding half up to the fen', () => {
    expect(amountInWords('0.05')).toBe('伍分');
    expect(amountInWords('0.5')).toBe('伍角');
    expect(amountInWords('0.125')).toBe('壹角叁分');
    expect(amountInWords('0.004')).toBe('零元整');
  });

  it('uses traditional numerals for zh_TW', () => {
    expect(amountInWords('23000.30', 'zh_TW')).toBe('貳萬參仟元參角');
  });
});
