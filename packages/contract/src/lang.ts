/** The three interface languages, in the server's canonical form (zh-cn the default, zh-tw, en-us). */
export const LANGS = ['zh_CN', 'zh_TW', 'en_US'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh_CN';

/** The browser-facing spelling of each language (i18next and antd locale names). */
export const LANG_TAGS: Record<Lang, string> = { zh_CN: 'zh-CN', zh_TW: 'zh-TW', en_US: 'en-US' };

/**
 * Reads any spelling a client may send ('zh-cn', 'zh_CN', 'en', 'zh-Hant-TW', ...) into a Lang.
 * The login body carries lang with '-' replaced by '_'; we accept both.
 */
export function normalizeLang(input: string | null | undefined): Lang | undefined {
  if (!input) return undefined;
  const tag = input.trim().replace(/-/g, '_').toLowerCase();
  if (tag === 'zh_cn' || tag === 'zh' || tag === 'zh_hans' || tag.startsWith('zh_hans_') || tag === 'zh_sg')
    return 'zh_CN';
  if (tag === 'zh_tw' || tag === 'zh_hk' || tag === 'zh_mo' || tag.startsWith('zh_hant')) return 'zh_TW';
  if (tag === 'en' || tag.startsWith('en_')) return 'en_US';
  return undefined;
}

/** Picks the first supported language of an Accept-Language header. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const lang = normalizeLang(part.split(';')[0]);
    if (lang) return lang;
  }
  return undefined;
}

/** One text in the three languages; the field names are those of an interface text entry (qryI18nTexts). */
export interface LocalizedText {
  zhCn: string;
  zhTw: string;
  enUs: string;
}

export function pickText(text: LocalizedText, lang: Lang): string {
  return lang === 'en_US' ? text.enUs : lang === 'zh_TW' ? text.zhTw : text.zhCn;
}
