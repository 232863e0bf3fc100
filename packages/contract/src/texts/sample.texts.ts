import type { LocalizedText } from '../lang.js';

/** Names of the sample-request states (my samples tab); the server answers them as statusName. */
export const sampleTexts: Record<string, LocalizedText> = {
  'sample.status.SUBMITTED': { zhCn: '已提交', zhTw: '已提交', enUs: 'Submitted' },
  'sample.status.APPROVED': { zhCn: '已审核', zhTw: '已審核', enUs: 'Approved' },
  'sample.status.SHIPPED': { zhCn: '已发货', zhTw: '已發貨', enUs: 'Shipped' },
  'sample.status.AWAITING_FEEDBACK': { zhCn: '待反馈', zhTw: '待回饋', enUs: 'Awaiting feedback' },
  'sample.status.FEEDBACK_GIVEN': { zhCn: '已反馈', zhTw: '已回饋', enUs: 'Feedback given' },
  'sample.status.REJECTED': { zhCn: '已驳回', zhTw: '已駁回', enUs: 'Rejected' },
};
