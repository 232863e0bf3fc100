import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYWORD_SPLIT_PATTERN, highlightSegments, splitKeywords } from './keyword-split.js';

describe('splitKeywords', () => {
  it('splits on whitespace, commas, slashes, underscores, tildes, hyphens and plus signs by default', () => {
    expect(splitKeywords('ab cd,ef/gh_ij~kl-mn+op\tqr，st')).toEqual([
      'ab',
      'cd',
      'ef',
      'gh',
      'ij',
      'kl',
      'mn',
      'op',
      'qr',
      'st',
    ]);
  });

  it('drops empty pieces between runs of separators and at the ends', () => {
    expect(splitKeywords('  --stm32,,  /f103++ ')).toEqual(['stm32', 'f103']);
    expect(splitKeywords('')).toEqual([]);
    expect(splitKeywords(' -/ ')).toEqual([]);
  });

  it('removes duplicates case-insensitively, keeping the first spelling', () => {
    expect(splitKeywords('STM32 stm32 f103 STM32')).toEqual(['STM32', 'f103']);
  });

  it('puts the longest keyword first and keeps typing order among equal lengths', () => {
    expect(splitKeywords('ab cdef xy ghijk')).toEqual(['ghijk', 'cdef', 'ab', 'xy']);
  });

  it('splits on a pattern given as a bare regular expression source', () => {
    expect(splitKeywords('stm32-f103;c8t6', ';')).toEqual(['stm32-f103', 'c8t6']);
    expect(splitKeywords('a1b22c', '\\d+')).toEqual(['a', 'b', 'c']);
  });

  it('splits on a pattern given as a literal with flags', () => {
    expect(splitKeywords('lm317XlmyyyXne555', '/x/i')).toEqual(['lm317', 'lmyyy', 'ne555']);
  });

  it('does not turn capture groups of the pattern into keywords', () => {
    expect(splitKeywords('ab;cd', '(;)')).toEqual(['ab', 'cd']);
  });

  it('ignores empty matches of the pattern instead of splitting every character', () => {
    expect(splitKeywords('ab;cd', ';*')).toEqual(['ab', 'cd']);
  });

  it.each([['[unclosed'], ['(?<'], ['*'], [''], [null], [undefined]])(
    'falls back to the default split for the pattern %j',
    (pattern) => {
      expect(splitKeywords('stm32-f103 c8t6', pattern)).toEqual(['stm32', 'f103', 'c8t6']);
    },
  );
});

describe('highlightSegments', () => {
  it('marks each case-insensitive occurrence and keeps the text intact', () => {
    const segments = highlightSegments('STM32F103 and stm32f030', ['stm32']);
    expect(segments).toEqual([
      { text: 'STM32', isMatch: true },
      { text: 'F103 and ', isMatch: false },
      { text: 'stm32', isMatch: true },
      { text: 'f030', isMatch: false },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('STM32F103 and stm32f030');
  });

  it('prefers the longest keyword where keywords overlap', () => {
    expect(highlightSegments('STM32F103', ['STM', 'STM32F'])).toEqual([
      { text: 'STM32F', isMatch: true },
      { text: '103', isMatch: false },
    ]);
  });

  it('joins adjacent occurrences of different keywords as separate marked segments', () => {
    expect(highlightSegments('abcd', ['ab', 'cd'])).toEqual([
      { text: 'ab', isMatch: true },
      { text: 'cd', isMatch: true },
    ]);
  });

  it.each(['(', 'a+b', '[x]', '.*', '\\', '?', '$1', '{2}', '|'])(
    'takes the keyword %j literally without throwing',
    (keyword) => {
      const text = `before ${keyword} after`;
      const segments = highlightSegments(text, [keyword]);
      expect(segments).toEqual([
        { text: 'before ', isMatch: false },
        { text: keyword, isMatch: true },
        { text: ' after', isMatch: false },
      ]);
    },
  );

  it('answers the whole text unmarked when there are no keywords or no occurrence', () => {
    expect(highlightSegments('LM317', [])).toEqual([{ text: 'LM317', isMatch: false }]);
    expect(highlightSegments('LM317', [''])).toEqual([{ text: 'LM317', isMatch: false }]);
    expect(highlightSegments('LM317', ['ne555'])).toEqual([{ text: 'LM317', isMatch: false }]);
  });

  it('answers no segment for an empty text', () => {
    expect(highlightSegments('', ['a'])).toEqual([]);
  });

  it('marks CJK keywords', () => {
    expect(highlightSegments('M3螺母 不锈钢', ['螺母'])).toEqual([
      { text: 'M3', isMatch: false },
      { text: '螺母', isMatch: true },
      { text: ' 不锈钢', isMatch: false },
    ]);
  });
});

describe('DEFAULT_KEYWORD_SPLIT_PATTERN', () => {
  it('gives the same keywords when passed explicitly as when no pattern is given', () => {
    const input = 'ab cd,ef/gh_ij~kl-mn+op';
    expect(splitKeywords(input, DEFAULT_KEYWORD_SPLIT_PATTERN)).toEqual(splitKeywords(input));
  });
});
