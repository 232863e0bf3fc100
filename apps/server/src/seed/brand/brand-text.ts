import type { LocalizedText } from '@emall/contract';

/** One text of the brand content in simplified Chinese, traditional Chinese (Taiwan usage) and English. */
export function tx(zhCn: string, zhTw: string, enUs: string): LocalizedText {
  return { zhCn, zhTw, enUs };
}
