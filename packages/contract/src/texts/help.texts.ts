import type { LocalizedText } from '../lang.js';

/** The help centre (/help_center). The articles themselves are data, seeded in the three languages. */
export const helpTexts: Record<string, LocalizedText> = {
  'help.title': { zhCn: '帮助中心', zhTw: '幫助中心', enUs: 'Help center' },
  'help.intro': {
    zhCn: '下单、付款、配送、发票、样品、BOM 与账号的常见问题',
    zhTw: '下單、付款、配送、發票、樣品、BOM 與帳號的常見問題',
    enUs: 'Answers about ordering, payment, delivery, invoices, samples, BOMs and your account',
  },
  'help.categories': { zhCn: '问题分类', zhTw: '問題分類', enUs: 'Topics' },
  'help.category.all': { zhCn: '全部文章', zhTw: '全部文章', enUs: 'All articles' },
  'help.category.count': { zhCn: '{n} 篇', zhTw: '{n} 篇', enUs: '{n}' },
  'help.search.placeholder': {
    zhCn: '输入问题关键词，如"付款凭证"',
    zhTw: '輸入問題關鍵字，如「付款憑證」',
    enUs: 'Search the help, e.g. "payment proof"',
  },
  'help.search.button': { zhCn: '搜索', zhTw: '搜尋', enUs: 'Search' },
  'help.search.results': {
    zhCn: '"{keyword}" 的搜索结果：{n} 篇',
    zhTw: '「{keyword}」的搜尋結果：{n} 篇',
    enUs: 'Articles found for "{keyword}": {n}',
  },
  'help.search.clear': { zhCn: '清除搜索', zhTw: '清除搜尋', enUs: 'Clear the search' },
  'help.list.label': { zhCn: '文章列表', zhTw: '文章列表', enUs: 'Articles' },
  'help.list.empty': {
    zhCn: '没有找到相关文章，请换个关键词试试',
    zhTw: '沒有找到相關文章，請換個關鍵字試試',
    enUs: 'No article matches; try other words',
  },
  'help.list.total': { zhCn: '共 {total} 篇', zhTw: '共 {total} 篇', enUs: '{total} articles' },
  'help.article.back': { zhCn: '返回列表', zhTw: '返回列表', enUs: 'Back to the list' },
  'help.article.updated': { zhCn: '更新于 {date}', zhTw: '更新於 {date}', enUs: 'Updated {date}' },
  'help.article.missing': {
    zhCn: '该文章不存在或已下线',
    zhTw: '該文章不存在或已下架',
    enUs: 'This article does not exist or was withdrawn',
  },
  'help.contact.title': { zhCn: '没有找到答案？', zhTw: '沒有找到答案？', enUs: 'Did not find your answer?' },
  'help.contact.text': {
    zhCn: '请拨打服务热线 {phone}（{hours}），或联系在线客服。',
    zhTw: '請撥打服務專線 {phone}（{hours}），或聯絡線上客服。',
    enUs: 'Call our hotline {phone} ({hours}) or contact our online service.',
  },
  'help.contact.online': { zhCn: '在线客服', zhTw: '線上客服', enUs: 'Online service' },
};
