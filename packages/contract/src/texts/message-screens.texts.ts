import type { TextCatalogue } from './text-catalogue.js';
import {
  FEEDBACK_COMPANY_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_EMAIL_MAX,
} from '../constants.js';

/**
 * The web screens of messages and feedback (docs/messages-web.md): the message centre, the new-message notice
 * and the feedback dialog.
 */
export const messageScreenTexts = {
  'messageCentre.title': { zhCn: '消息中心', zhTw: '訊息中心', enUs: 'Message centre' },
  'messageCentre.groups': { zhCn: '消息分类', zhTw: '訊息分類', enUs: 'Message groups' },
  'messageCentre.all': { zhCn: '全部消息', zhTw: '全部訊息', enUs: 'All messages' },
  'messageCentre.unreadOf': {
    zhCn: '{n}条未读',
    zhTw: '{n}則未讀',
    enUs: '{n} unread',
  },
  'messageCentre.markAllRead': { zhCn: '全部标为已读', zhTw: '全部標為已讀', enUs: 'Mark all read' },
  'messageCentre.markRead': { zhCn: '标为已读', zhTw: '標為已讀', enUs: 'Mark read' },
  'messageCentre.delete': { zhCn: '删除', zhTw: '刪除', enUs: 'Delete' },
  'messageCentre.deleteConfirm': {
    zhCn: '确定删除这条消息吗？',
    zhTw: '確定刪除這則訊息嗎？',
    enUs: 'Delete this message?',
  },
  'messageCentre.yes': { zhCn: '确定', zhTw: '確定', enUs: 'Yes' },
  'messageCentre.no': { zhCn: '取消', zhTw: '取消', enUs: 'No' },
  'messageCentre.deleted': { zhCn: '消息已删除', zhTw: '訊息已刪除', enUs: 'Message deleted' },
  'messageCentre.unread': { zhCn: '未读', zhTw: '未讀', enUs: 'Unread' },
  'messageCentre.read': { zhCn: '已读', zhTw: '已讀', enUs: 'Read' },
  'messageCentre.open': { zhCn: '查看详情', zhTw: '查看詳情', enUs: 'View details' },
  'messageCentre.toAll': { zhCn: '企业公告', zhTw: '企業公告', enUs: 'To your company' },
  'messageCentre.empty': { zhCn: '暂无消息', zhTw: '暫無訊息', enUs: 'No messages' },
  'messageCentre.total': { zhCn: '共{n}条', zhTw: '共{n}則', enUs: '{n} in all' },
  // The warning shown when the live channel pushes a new unread count.
  'messageCentre.newNotice': {
    zhCn: '您有新的消息未处理！',
    zhTw: '您有新的訊息未處理！',
    enUs: 'You have a new message unprocessed!',
  },

  'feedback.title': { zhCn: '意见反馈', zhTw: '意見回饋', enUs: 'Feedback' },
  'feedback.intro': {
    zhCn: '欢迎留下您的问题或建议，我们会尽快与您联系。',
    zhTw: '歡迎留下您的問題或建議，我們會儘快與您聯繫。',
    enUs: 'Leave us your question or suggestion and we will get back to you soon.',
  },
  'feedback.tenantName': { zhCn: '公司名称', zhTw: '公司名稱', enUs: 'Company name' },
  'feedback.tenantNamePlaceholder': {
    zhCn: `请输入公司名称（最多${FEEDBACK_COMPANY_MAX}字）`,
    zhTw: `請輸入公司名稱（最多${FEEDBACK_COMPANY_MAX}字）`,
    enUs: `Your company (at most ${FEEDBACK_COMPANY_MAX} characters)`,
  },
  'feedback.tel': { zhCn: '手机号码', zhTw: '手機號碼', enUs: 'Mobile phone' },
  'feedback.telPlaceholder': {
    zhCn: '请输入11位手机号码',
    zhTw: '請輸入11位手機號碼',
    enUs: '11-digit mainland mobile number',
  },
  'feedback.email': { zhCn: '电子邮箱', zhTw: '電子郵件', enUs: 'Email' },
  'feedback.emailPlaceholder': {
    zhCn: `请输入电子邮箱（最多${FEEDBACK_EMAIL_MAX}字）`,
    zhTw: `請輸入電子郵件（最多${FEEDBACK_EMAIL_MAX}字）`,
    enUs: `Your email (at most ${FEEDBACK_EMAIL_MAX} characters)`,
  },
  'feedback.content': { zhCn: '留言内容', zhTw: '留言內容', enUs: 'Your message' },
  'feedback.contentPlaceholder': {
    zhCn: `请留下您的问题或建议（${FEEDBACK_CONTENT_MIN}-${FEEDBACK_CONTENT_MAX}字）`,
    zhTw: `請留下您的問題或建議（${FEEDBACK_CONTENT_MIN}-${FEEDBACK_CONTENT_MAX}字）`,
    enUs: `Your question or suggestion (${FEEDBACK_CONTENT_MIN} to ${FEEDBACK_CONTENT_MAX} characters)`,
  },
  'feedback.submit': { zhCn: '提交', zhTw: '提交', enUs: 'Submit' },
  'feedback.cancel': { zhCn: '取消', zhTw: '取消', enUs: 'Cancel' },
} satisfies TextCatalogue;
