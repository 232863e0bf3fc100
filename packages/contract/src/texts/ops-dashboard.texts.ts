import type { LocalizedText } from '../lang.js';

/** The operator console's dashboard screens (keys 'ops.dashboard.*'). */
export const opsDashboardTexts: Record<string, LocalizedText> = {
  'ops.dashboard.title': { zhCn: '概览', zhTw: '概覽', enUs: 'Dashboard' },
  'ops.dashboard.today': { zhCn: '今日（{day}）', zhTw: '今日（{day}）', enUs: 'Today ({day})' },
  'ops.dashboard.ordersToday': { zhCn: '今日订单', zhTw: '今日訂單', enUs: "Today's orders" },
  'ops.dashboard.amountToday': { zhCn: '今日订单金额', zhTw: '今日訂單金額', enUs: "Today's order amount" },
  'ops.dashboard.paymentsWaiting': {
    zhCn: '待确认付款',
    zhTw: '待確認付款',
    enUs: 'Payments to confirm',
  },
  'ops.dashboard.samplesWaiting': {
    zhCn: '待审核样品申请',
    zhTw: '待審核樣品申請',
    enUs: 'Sample requests to review',
  },
  'ops.dashboard.enquiriesWaiting': { zhCn: '待报价询价', zhTw: '待報價詢價', enUs: 'Enquiries to quote' },
  'ops.dashboard.registrationsPending': {
    zhCn: '待审核注册',
    zhTw: '待審核註冊',
    enUs: 'Registrations to review',
  },
  'ops.dashboard.open': { zhCn: '去处理', zhTw: '前往處理', enUs: 'Open' },
  'ops.dashboard.series': { zhCn: '每日订单', zhTw: '每日訂單', enUs: 'Orders per day' },
  'ops.dashboard.days14': { zhCn: '近 14 天', zhTw: '近 14 天', enUs: 'Last 14 days' },
  'ops.dashboard.days30': { zhCn: '近 30 天', zhTw: '近 30 天', enUs: 'Last 30 days' },
  'ops.dashboard.amount': { zhCn: '订单金额', zhTw: '訂單金額', enUs: 'Order amount' },
  'ops.dashboard.orderCount': { zhCn: '订单数', zhTw: '訂單數', enUs: 'Orders' },
  'ops.dashboard.seriesDesc': {
    zhCn: '柱形为每日订单金额（不含已取消订单），折线为每日订单数，按上海时间计日。',
    zhTw: '柱形為每日訂單金額（不含已取消訂單），折線為每日訂單數，按上海時間計日。',
    enUs: 'Bars: order amount per day (cancelled orders left out); line: orders per day, by Shanghai time.',
  },
  'ops.dashboard.dayPoint': {
    zhCn: '{day}：{count} 笔订单，金额 {amount}',
    zhTw: '{day}：{count} 筆訂單，金額 {amount}',
    enUs: '{day}: {count} orders, {amount}',
  },
  'ops.dashboard.noResult': {
    zhCn: '无结果的搜索（近 30 天）',
    zhTw: '無結果的搜尋（近 30 天）',
    enUs: 'Searches that found nothing (last 30 days)',
  },
  'ops.dashboard.noResultHint': {
    zhCn: '客户搜索但商城没有的型号：建议补充到商品目录。',
    zhTw: '客戶搜尋但商城沒有的型號：建議補充到商品目錄。',
    enUs: 'Part numbers buyers looked for that the shop does not have: candidates for the catalog.',
  },
  'ops.dashboard.topSearched': {
    zhCn: '热门搜索（近 30 天）',
    zhTw: '熱門搜尋（近 30 天）',
    enUs: 'Most searched (last 30 days)',
  },
  'ops.dashboard.keyword': { zhCn: '型号', zhTw: '型號', enUs: 'Part number' },
  'ops.dashboard.searchCount': { zhCn: '搜索次数', zhTw: '搜尋次數', enUs: 'Searches' },
  'ops.dashboard.lastSearchedAt': { zhCn: '最近搜索', zhTw: '最近搜尋', enUs: 'Last searched' },
  'ops.dashboard.lastResultCount': { zhCn: '最近结果数', zhTw: '最近結果數', enUs: 'Last results' },
  'ops.dashboard.searchBar': {
    zhCn: '{keyword}：{count} 次',
    zhTw: '{keyword}：{count} 次',
    enUs: '{keyword}: {count} searches',
  },
  'ops.dashboard.noSearches': { zhCn: '暂无搜索记录', zhTw: '暫無搜尋記錄', enUs: 'No searches yet' },
};
