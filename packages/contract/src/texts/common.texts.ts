import type { TextCatalogue } from './index.js';

export const commonTexts = {
  'common.confirm': { zhCn: '确认', zhTw: '確認', enUs: 'Confirm' },
  'common.cancel': { zhCn: '取消', zhTw: '取消', enUs: 'Cancel' },
  'common.hint': { zhCn: '提示', zhTw: '提示', enUs: 'Hint' },
  'common.loading': { zhCn: '加载中…', zhTw: '載入中…', enUs: 'Loading…' },
} satisfies TextCatalogue;
