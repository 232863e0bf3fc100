import { describe, expect, it } from 'vitest';
import { detectLang, toResources } from './i18n';

describe('detectLang', () => {
  it('prefers the stored choice', () => {
    expect(detectLang('en_US', ['zh-TW'])).toBe('en_US');
  });

  it('falls back to the first supported browser language', () => {
    expect(detectLang(null, ['fr-FR', 'zh-Hant-TW', 'en'])).toBe('zh_TW');
  });

  it('falls back to simplified Chinese', () => {
    expect(detectLang('xx', ['fr-FR'])).toBe('zh_CN');
  });
});

describe('toResources', () => {
  it('splits translation entries into one bundle per language tag', () => {
    const resources = toResources([{ keyValue: 'a.b', zhCn: '简', zhTw: '繁', enUs: 'En' }]);
    expect(resources).toEqual({
      'zh-CN': { translation: { 'a.b': '简' } },
      'zh-TW': { translation: { 'a.b': '繁' } },
      'en-US': { translation: { 'a.b': 'En' } },
    });
  });
});
