import type { TextCatalogue } from './text-catalogue.js';

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
  // Names of controls that show only an antd icon, which would otherwise be named by the icon's English name
  // ('close-circle', 'search'): apps/web/src/ui/icon-names.ts.
  'common.icon.clear': { zhCn: '清除', zhTw: '清除', enUs: 'Clear' },
  'common.icon.search': { zhCn: '搜索', zhTw: '搜尋', enUs: 'Search' },
  'common.icon.close': { zhCn: '关闭', zhTw: '關閉', enUs: 'Close' },
  'common.icon.more': { zhCn: '更多', zhTw: '更多', enUs: 'More' },
  'common.icon.previous': { zhCn: '上一个', zhTw: '上一個', enUs: 'Previous' },
  'common.icon.next': { zhCn: '下一个', zhTw: '下一個', enUs: 'Next' },
  'common.icon.toggle': { zhCn: '展开或收起', zhTw: '展開或收合', enUs: 'Expand or collapse' },
  'common.icon.rateStar': { zhCn: '{n} 星', zhTw: '{n} 顆星', enUs: '{n} stars' },
  // The page buttons of the shared tables (the words antd's own pagination shows in each language).
  'pager.label': { zhCn: '分页', zhTw: '分頁', enUs: 'Pages' },
  'pager.page': { zhCn: '第 {n} 页', zhTw: '第 {n} 頁', enUs: 'Page {n}' },
  'pager.previous': { zhCn: '上一页', zhTw: '上一頁', enUs: 'Previous page' },
  'pager.next': { zhCn: '下一页', zhTw: '下一頁', enUs: 'Next page' },
  'pager.back5': { zhCn: '向前 5 页', zhTw: '向前 5 頁', enUs: 'Previous 5 pages' },
  'pager.forward5': { zhCn: '向后 5 页', zhTw: '向後 5 頁', enUs: 'Next 5 pages' },
  'pager.goTo': { zhCn: '跳至', zhTw: '跳至', enUs: 'Go to' },
  'pager.goToSuffix': { zhCn: '页', zhTw: '頁', enUs: 'Page' },
  'pager.goToLabel': { zhCn: '跳至页码', zhTw: '跳至頁碼', enUs: 'Go to page' },
} satisfies TextCatalogue;
