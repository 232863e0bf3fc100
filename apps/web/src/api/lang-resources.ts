import type { Locale } from 'antd/es/locale';
import type DayjsFunction from 'dayjs';
import type { Lang } from '@emall/contract';

/** antd's own texts (pagination, empty states, pickers) and dayjs's (month and day names) of one language. */
interface LangPack {
  antdLocale: Locale;
  dayjs: typeof DayjsFunction;
  dayjsLocale: string;
}

/**
 * Each language's pack is a chunk of its own, loaded when the language is chosen: a page never downloads the other
 * two languages', and the entry none at all.
 */
const LANG_PACKS: Record<Lang, () => Promise<LangPack>> = {
  zh_CN: () => import('./lang-packs/zh-CN'),
  zh_TW: () => import('./lang-packs/zh-TW'),
  en_US: () => import('./lang-packs/en-US'),
};

const packs = new Map<Lang, LangPack>();
const loads = new Map<Lang, Promise<void>>();

async function load(lang: Lang): Promise<void> {
  try {
    packs.set(lang, await LANG_PACKS[lang]());
  } catch {
    // English, as said below; the next choice of the language tries again.
    loads.delete(lang);
  }
}

/**
 * Loads the antd and dayjs texts of a language, once. It never fails: without them (a chunk that did not arrive)
 * antd and dayjs speak English, which is no reason to keep the buyer from the page.
 */
export function loadLangResources(lang: Lang): Promise<void> {
  let loading = loads.get(lang);
  if (!loading) {
    loading = load(lang);
    loads.set(lang, loading);
  }
  return loading;
}

/** antd's texts of a language, once loaded (antd's built-in English until then). */
export function antdLocaleOf(lang: Lang): Locale | undefined {
  return packs.get(lang)?.antdLocale;
}

/** dayjs formats dates in the language from now on (in English when its texts could not be loaded). */
export function applyDayjsLocale(lang: Lang): void {
  const pack = packs.get(lang);
  const dayjs = (pack ?? packs.values().next().value)?.dayjs;
  dayjs?.locale(pack?.dayjsLocale ?? 'en');
}
