import type { TextCatalogue } from './index.js';

export const commonTexts = {
  'common.confirm': { zhCn: '确认', zhTw: '確認', enUs: 'Confirm' },
  'common.cancel': { zhCn: '取消', zhTw: '取消', enUs: 'Cancel' },
  // A button's accessible name: what it shows (or does), then what it acts on ('点击添加：订单 … 的客户订单号').
  'common.actionOn': { zhCn: '{action}：{target}', zhTw: '{action}：{target}', enUs: '{action}: {target}' },
  'common.onlineServiceUnavailable': {
    zhCn: '在线客服暂未开通，请通过帮助中心的联系方式与我们联系',
    zhTw: '線上客服暫未開通，請透過說明中心的聯絡方式與我們聯繫',
    enUs: 'Online service is not available at the moment; please contact us as the help centre describes',
  },
  'common.hint': { zhCn: '提示', zhTw: '提示', enUs: 'Hint' },
  'common.loading': { zhCn: '加载中…', zhTw: '載入中…', enUs: 'Loading…' },
} satisfies TextCatalogue;
