import { LANG_TAGS, pickText, TEXTS } from '@emall/contract';
import type { Lang, TranslationEntry } from '@emall/contract';
import i18next from 'i18next';
import { loadLangResources } from '../api/lang-resources';
import { useSessionStore } from '../api/session-store';

/** The contract catalogue as the server serves it: interface text entries (qryI18nTexts). */
export function catalogueEntries(): TranslationEntry[] {
  return Object.entries(TEXTS).map(([keyValue, text]) => ({ keyValue, ...text }));
}

/** A catalogue text in one language, for assertions; fails loudly on an unknown key. */
export function textOf(key: string, lang: Lang): string {
  const text = TEXTS[key];
  if (!text) throw new Error(`No text ${key} in the catalogue`);
  return pickText(text, lang);
}

/** Switches texts, antd's texts and store together, without the server round trip of changeLanguage. */
export async function switchLang(lang: Lang): Promise<void> {
  await loadLangResources(lang);
  useSessionStore.getState().setLang(lang);
  await i18next.changeLanguage(LANG_TAGS[lang]);
}
