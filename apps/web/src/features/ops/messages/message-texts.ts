import type { OpsMessageTexts } from '@emall/contract/ops';

/** The three languages an operator writes a message in, in the order of the compose tabs. */
export const TEXT_LANGS = ['zhCn', 'zhTw', 'enUs'] as const satisfies readonly (keyof OpsMessageTexts)[];
export type TextLang = (typeof TEXT_LANGS)[number];

/** The text of a message in the console's own language (i18next's 'zh-CN' / 'zh-TW' / 'en-US'). */
export function inConsoleLang(texts: OpsMessageTexts, language: string): string {
  if (language.startsWith('en')) return texts.enUs;
  if (language === 'zh-TW') return texts.zhTw;
  return texts.zhCn;
}
