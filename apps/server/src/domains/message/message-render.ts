import { fillText, pickText, TEXTS } from '@emall/contract';
import type { Lang } from '@emall/contract';

/**
 * A stored message in one language: the catalogue's `${textKey}.title` / `.body` filled with its params.
 * A key that left the catalogue since the message was stored shows the key itself, never an error.
 */
export function renderMessage(
  textKey: string,
  params: Record<string, string | number>,
  lang: Lang,
): { title: string; content: string } {
  const render = (key: string): string => {
    const text = TEXTS[key];
    return text ? fillText(pickText(text, lang), params) : key;
  };
  return { title: render(`${textKey}.title`), content: render(`${textKey}.body`) };
}
