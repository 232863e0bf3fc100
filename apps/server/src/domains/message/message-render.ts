import { fillText, pickText, TEXTS } from '@emall/contract';
import type { Lang } from '@emall/contract';

const LANG_SUFFIX: Record<Lang, string> = { zh_CN: '.zhCn', zh_TW: '.zhTw', en_US: '.enUs' };

/**
 * The params as the reader's language sees them: a param written per language (`title.enUs`, as an
 * operator's message carries its three texts) also stands under its plain name (`title`) in that language.
 */
function paramsIn(params: Record<string, string | number>, lang: Lang): Record<string, string | number> {
  const suffix = LANG_SUFFIX[lang];
  const local = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith(suffix)) local[name.slice(0, -suffix.length)] = value;
  }
  return local;
}

/**
 * A stored message in one language: the catalogue's `${textKey}.title` / `.body` filled with its params.
 * A key that left the catalogue since the message was stored shows the key itself, never an error.
 */
export function renderMessage(
  textKey: string,
  params: Record<string, string | number>,
  lang: Lang,
): { title: string; content: string } {
  const values = paramsIn(params, lang);
  const render = (key: string): string => {
    const text = TEXTS[key];
    return text ? fillText(pickText(text, lang), values) : key;
  };
  return { title: render(`${textKey}.title`), content: render(`${textKey}.body`) };
}
