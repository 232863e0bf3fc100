import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH, SUGGESTION_MIN_LENGTH } from '../constants.js';
import { TEXTS } from '../texts/index.js';
import { cleanSearchInput, normalizePartNumber, SEARCH_INPUT_REASON_TEXT } from './part-number.js';

describe('normalizePartNumber', () => {
  it.each([
    'stm32f103c8t6',
    'STM32F103-C8T6',
    'ＳＴＭ３２Ｆ１０３Ｃ８Ｔ６',
    ' stm32 f103/c8t6 ',
    'STM32F103_C8T6',
  ])('normalises %s to STM32F103C8T6', (input) => {
    expect(normalizePartNumber(input)).toBe('STM32F103C8T6');
  });

  it('keeps CJK letters of a real part number', () => {
    expect(normalizePartNumber('m3螺母')).toBe('M3螺母');
    expect(normalizePartNumber('Ｍ３ 螺母')).toBe('M3螺母');
  });

  it('removes punctuation, symbols and spaces, including full-width ones', () => {
    expect(normalizePartNumber('LM317-T（TR）．＃+')).toBe('LM317TTR');
    expect(normalizePartNumber('a\u3000b\tc\nd')).toBe('ABCD');
  });

  it('answers an empty key for input without letters or digits', () => {
    expect(normalizePartNumber(' -/_+~ ')).toBe('');
    expect(normalizePartNumber('')).toBe('');
  });
});

describe('cleanSearchInput', () => {
  it('accepts a part number and answers it trimmed with its key', () => {
    expect(cleanSearchInput('  stm32-f1 ')).toEqual({ ok: true, value: 'stm32-f1', key: 'STM32F1' });
  });

  it.each(['', '   ', '\t\n'])('refuses the blank input %j as EMPTY', (input) => {
    expect(cleanSearchInput(input)).toEqual({ ok: false, reason: 'EMPTY' });
  });

  it('refuses fewer valid characters than SUGGESTION_MIN_LENGTH as TOO_SHORT', () => {
    expect(SUGGESTION_MIN_LENGTH).toBe(2);
    expect(cleanSearchInput('a')).toEqual({ ok: false, reason: 'TOO_SHORT' });
    expect(cleanSearchInput('a---')).toEqual({ ok: false, reason: 'TOO_SHORT' });
    expect(cleanSearchInput('--++')).toEqual({ ok: false, reason: 'TOO_SHORT' });
  });

  it('accepts exactly SUGGESTION_MIN_LENGTH valid characters, CJK included', () => {
    expect(cleanSearchInput('ab')).toMatchObject({ ok: true, key: 'AB' });
    expect(cleanSearchInput('螺母')).toMatchObject({ ok: true, key: '螺母' });
  });

  it('accepts SEARCH_MAX_LENGTH characters and refuses one more as TOO_LONG', () => {
    expect(cleanSearchInput('a'.repeat(SEARCH_MAX_LENGTH))).toMatchObject({ ok: true });
    expect(cleanSearchInput('a'.repeat(SEARCH_MAX_LENGTH + 1))).toEqual({ ok: false, reason: 'TOO_LONG' });
  });

  it('counts the length after trimming', () => {
    expect(cleanSearchInput(`  ${'a'.repeat(SEARCH_MAX_LENGTH)}  `)).toMatchObject({ ok: true });
  });

  it('names a catalogue text for every refusal it shows', () => {
    for (const { key } of Object.values(SEARCH_INPUT_REASON_TEXT)) expect(TEXTS[key]).toBeDefined();
  });
});
