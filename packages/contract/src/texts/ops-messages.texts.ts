import type { LocalizedText } from '../lang.js';

/** The operator console's messages and announcements screen (keys 'ops.messages.*'). */
export const opsMessagesTexts: Record<string, LocalizedText> = {
  // The catalogue key of every operator-written message (message-ops.service.ts): its params carry the
  // operator's own texts per language (`title.enUs`, …), picked in the reader's language when read.
  'ops.messages.letter.title': { zhCn: '{title}', zhTw: '{title}', enUs: '{title}' },
  'ops.messages.letter.body': { zhCn: '{body}', zhTw: '{body}', enUs: '{body}' },

  'ops.messages.title': { zhCn: '消息与公告', zhTw: '訊息與公告', enUs: 'Messages and announcements' },
  'ops.messages.compose': { zhCn: '发送消息', zhTw: '發送訊息', enUs: 'Send a message' },
  'ops.messages.sentList': { zhCn: '已发送', zhTw: '已發送', enUs: 'Sent' },
  'ops.messages.audience': { zhCn: '发送对象', zhTw: '發送對象', enUs: 'Send to' },
  'ops.messages.audience.STAFF': { zhCn: '指定员工', zhTw: '指定員工', enUs: 'One staff member' },
  'ops.messages.audience.TENANT': {
    zhCn: '指定客户（全体员工）',
    zhTw: '指定客戶（全體員工）',
    enUs: 'One customer (all staff)',
  },
  'ops.messages.audience.ALL': {
    zhCn: '全部客户（公告）',
    zhTw: '全部客戶（公告）',
    enUs: 'All customers (announcement)',
  },
  'ops.messages.audienceShort.STAFF': { zhCn: '员工', zhTw: '員工', enUs: 'Staff member' },
  'ops.messages.audienceShort.TENANT': { zhCn: '客户', zhTw: '客戶', enUs: 'Customer' },
  'ops.messages.audienceShort.ALL': { zhCn: '全部客户', zhTw: '全部客戶', enUs: 'All customers' },
  'ops.messages.tenant': { zhCn: '客户', zhTw: '客戶', enUs: 'Customer' },
  'ops.messages.tenantPlaceholder': {
    zhCn: '输入客户编码或名称搜索',
    zhTw: '輸入客戶編碼或名稱搜尋',
    enUs: 'Type a customer code or name',
  },
  'ops.messages.tenantRequired': { zhCn: '请选择客户', zhTw: '請選擇客戶', enUs: 'Please choose a customer' },
  'ops.messages.staff': { zhCn: '员工', zhTw: '員工', enUs: 'Staff member' },
  'ops.messages.staffPlaceholder': {
    zhCn: '输入员工账号或姓名搜索',
    zhTw: '輸入員工帳號或姓名搜尋',
    enUs: 'Type a staff code or name',
  },
  'ops.messages.staffRequired': {
    zhCn: '请选择员工',
    zhTw: '請選擇員工',
    enUs: 'Please choose a staff member',
  },
  'ops.messages.staffCount': { zhCn: '{count} 名员工', zhTw: '{count} 名員工', enUs: '{count} staff' },
  'ops.messages.lang.zhCn': { zhCn: '简体中文', zhTw: '簡體中文', enUs: 'Simplified Chinese' },
  'ops.messages.lang.zhTw': { zhCn: '繁体中文', zhTw: '繁體中文', enUs: 'Traditional Chinese' },
  'ops.messages.lang.enUs': { zhCn: '英文', zhTw: '英文', enUs: 'English' },
  'ops.messages.langHint': {
    zhCn: '请分别填写三种语言的标题和正文，客户将看到其所用语言的版本。',
    zhTw: '請分別填寫三種語言的標題和內文，客戶將看到其所用語言的版本。',
    enUs: 'Write the title and text in each of the three languages; each customer reads their own.',
  },
  'ops.messages.subject': { zhCn: '标题', zhTw: '標題', enUs: 'Title' },
  'ops.messages.body': { zhCn: '正文', zhTw: '內文', enUs: 'Text' },
  'ops.messages.textRequired': {
    zhCn: '请填写{lang}的标题和正文',
    zhTw: '請填寫{lang}的標題和內文',
    enUs: 'Please write the title and text in {lang}',
  },
  'ops.messages.link': { zhCn: '链接（可选）', zhTw: '連結（選填）', enUs: 'Link (optional)' },
  'ops.messages.linkHint': {
    zhCn: '商城内的页面路径，例如 /help',
    zhTw: '商城內的頁面路徑，例如 /help',
    enUs: 'A page of the shop, e.g. /help',
  },
  'ops.messages.linkInvalid': {
    zhCn: '链接须以 / 开头且不含空格',
    zhTw: '連結須以 / 開頭且不含空格',
    enUs: 'The link must start with / and contain no spaces',
  },
  'ops.messages.send': { zhCn: '发送', zhTw: '發送', enUs: 'Send' },
  'ops.messages.confirmAll': {
    zhCn: '确定向全部客户发送此公告吗？',
    zhTw: '確定向全部客戶發送此公告嗎？',
    enUs: 'Send this announcement to every customer?',
  },
  'ops.messages.sent': {
    zhCn: '已发送给 {count} 个客户',
    zhTw: '已發送給 {count} 個客戶',
    enUs: 'Sent to {count} customer(s)',
  },
  'ops.messages.sentAt': { zhCn: '发送时间', zhTw: '發送時間', enUs: 'Sent' },
  'ops.messages.recipients': { zhCn: '接收方', zhTw: '接收方', enUs: 'Recipients' },
  'ops.messages.tenantCount': { zhCn: '{count} 个客户', zhTw: '{count} 個客戶', enUs: '{count} customers' },
  'ops.messages.sender': { zhCn: '发送人', zhTw: '發送人', enUs: 'Sent by' },
  'ops.messages.empty': { zhCn: '暂无已发送的消息', zhTw: '暫無已發送的訊息', enUs: 'No messages sent yet' },
};
