import i18next from 'i18next';
import type { Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { contract, DEFAULT_LANG, LANG_TAGS, LANGS, normalizeLang } from '@emall/contract';
import type { Lang, TranslationEntry } from '@emall/contract';
import { call } from './client';
import { applyDayjsLocale, loadLangResources } from './lang-resources';
import { useSessionStore } from './session-store';

/** Local storage key of the language the user chose. */
export const LANG_STORAGE_KEY = 'lang';

/** The language: the stored choice, otherwise the browser language, otherwise simplified Chinese. */
export function detectLang(stored: string | null, browserLangs: readonly string[]): Lang {
  const chosen = normalizeLang(stored);
  if (chosen) return chosen;
  for (const tag of browserLangs) {
    const lang = normalizeLang(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

/** Turns the interface text entries (qryI18nTexts) into i18next resources, one bundle per language tag. */
export function toResources(entries: readonly TranslationEntry[]): Resource {
  const bundles: Record<Lang, Record<string, string>> = { zh_CN: {}, zh_TW: {}, en_US: {} };
  for (const entry of entries) {
    bundles.zh_CN[entry.keyValue] = entry.zhCn;
    bundles.zh_TW[entry.keyValue] = entry.zhTw;
    bundles.en_US[entry.keyValue] = entry.enUs;
  }
  const resources: Resource = {};
  for (const lang of LANGS) resources[LANG_TAGS[lang]] = { translation: bundles[lang] };
  return resources;
}

/** Starts i18next with the given texts; exported so tests load the contract catalogue the same way. */
export async function initI18n(lang: Lang, entries: readonly TranslationEntry[]): Promise<void> {
  await loadLangResources(lang);
  await i18next.use(initReactI18next).init({
    lng: LANG_TAGS[lang],
    fallbackLng: LANG_TAGS[DEFAULT_LANG],
    supportedLngs: LANGS.map((l) => LANG_TAGS[l]),
    load: 'currentOnly',
    resources: toResources(entries),
    initAsync: false,
    returnNull: false,
    // The catalogue writes placeholders as {name}, the same form the server's texts use.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  applyLang(lang);
}

/**
 * Boot: pick the language, fetch the texts (and meanwhile antd's and dayjs's texts of the language), then start
 * i18next. The caller renders only afterwards.
 */
export async function startI18n(): Promise<void> {
  const lang = detectLang(localStorage.getItem(LANG_STORAGE_KEY), navigator.languages);
  useSessionStore.getState().setLang(lang);
  void loadLangResources(lang);
  const entries = await call(contract.system.qryI18nTexts, {}, { silent: true });
  await initI18n(lang, entries);
}

/** After login the texts are read again: the server may hold texts for logged-in users only. */
export async function reloadTexts(): Promise<void> {
  const entries = await call(contract.system.qryI18nTexts, {}, { quiet: true });
  const resources = toResources(entries);
  for (const [tag, bundle] of Object.entries(resources)) {
    i18next.addResourceBundle(tag, 'translation', bundle.translation, true, true);
  }
}

/** The language asked for last: a slower earlier choice that arrives after it does not undo it. */
let requestedLang: Lang | undefined;

/**
 * Switches the interface language: stored locally and at the server, texts, antd and dayjs follow. antd's and
 * dayjs's texts of the language are loaded first, so the whole page switches at once.
 */
export async function changeLanguage(lang: Lang): Promise<void> {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  requestedLang = lang;
  await loadLangResources(lang);
  if (requestedLang !== lang) return;
  useSessionStore.getState().setLang(lang);
  await i18next.changeLanguage(LANG_TAGS[lang]);
  applyLang(lang);
  // The server keeps the choice for server-side texts; a failure was shown already and changes nothing here.
  await call(contract.account.changeLang, { lang }).catch(() => undefined);
}

function applyLang(lang: Lang): void {
  applyDayjsLocale(lang);
  document.documentElement.lang = LANG_TAGS[lang];
}
