import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, normalizeLang } from './lang.js';

describe('normalizeLang', () => {
  it.each([
    ['zh-cn', 'zh_CN'],
    ['zh_CN', 'zh_CN'],
    ['zh-Hans-CN', 'zh_CN'],
    ['zh-tw', 'zh_TW'],
    ['zh-HK', 'zh_TW'],
    ['zh-Hant', 'zh_TW'],
    ['en-us', 'en_US'],
    ['en-GB', 'en_US'],
    ['en', 'en_US'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeLang(input)).toBe(expected);
  });

  it.each(['fr-FR', '', 'zz', 'english'])('answers undefined for %s', (input) => {
    expect(normalizeLang(input)).toBeUndefined();
  });
});

describe('langFromAcceptLanguage', () => {
  it('takes the first supported language of the header', () => {
    expect(langFromAcceptLanguage('fr-FR,fr;q=0.9,zh-TW;q=0.8,en;q=0.5')).toBe('zh_TW');
    expect(langFromAcceptLanguage('de-DE')).toBeUndefined();
  });
});
