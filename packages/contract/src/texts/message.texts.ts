import type { LocalizedText } from '../lang.js';

/**
 * Server-side texts of the message centre (docs/messages.md). A message stores a text key and its
 * parameters; the title is `${textKey}.title` and the body `${textKey}.body`, filled with fillText in the
 * reader's language when the list is read. Group names are the tabs of qryMessage4Group.
 */
export const messageTexts: Record<string, LocalizedText> = {
  'message.group.order': { zhCn: '订单消息', zhTw: '訂單消息', enUs: 'Orders' },
  'message.group.sample': { zhCn: '样品消息', zhTw: '樣品消息', enUs: 'Samples' },
  'message.group.enquiry': { zhCn: '询价消息', zhTw: '詢價消息', enUs: 'Enquiries' },
  'message.group.account': { zhCn: '账户消息', zhTw: '帳戶消息', enUs: 'Account' },
  'message.group.system': { zhCn: '系统公告', zhTw: '系統公告', enUs: 'Announcements' },

  'message.order.placed.title': {
    zhCn: '订单{orderNo}已提交',
    zhTw: '訂單{orderNo}已提交',
    enUs: 'Order {orderNo} placed',
  },
  'message.order.placed.body': {
    zhCn: '您的订单{orderNo}已提交，请尽快付款并上传付款凭证。',
    zhTw: '您的訂單{orderNo}已提交，請儘快付款並上傳付款憑證。',
    enUs: 'Your order {orderNo} has been placed. Please pay and upload the payment proof.',
  },
  'message.order.paymentConfirmed.title': {
    zhCn: '订单{orderNo}付款已确认',
    zhTw: '訂單{orderNo}付款已確認',
    enUs: 'Payment for order {orderNo} confirmed',
  },
  'message.order.paymentConfirmed.body': {
    zhCn: '订单{orderNo}的付款已确认，我们将尽快为您发货。',
    zhTw: '訂單{orderNo}的付款已確認，我們將儘快為您發貨。',
    enUs: 'The payment of order {orderNo} is confirmed; we will ship it soon.',
  },
  'message.order.paymentRejected.title': {
    zhCn: '订单{orderNo}付款凭证未通过',
    zhTw: '訂單{orderNo}付款憑證未通過',
    enUs: 'Payment proof for order {orderNo} not accepted',
  },
  'message.order.paymentRejected.body': {
    zhCn: '订单{orderNo}的付款凭证未能核对到款项，请重新上传付款凭证。',
    zhTw: '訂單{orderNo}的付款憑證未能核對到款項，請重新上傳付款憑證。',
    enUs: 'We could not match the payment proof of order {orderNo} to a payment. Please upload it again.',
  },
  'message.order.shipped.title': {
    zhCn: '订单{orderNo}已发货',
    zhTw: '訂單{orderNo}已發貨',
    enUs: 'Order {orderNo} shipped',
  },
  'message.order.shipped.body': {
    zhCn: '订单{orderNo}已发货，运单号{expressNo}。',
    zhTw: '訂單{orderNo}已發貨，運單號{expressNo}。',
    enUs: 'Order {orderNo} has shipped, tracking number {expressNo}.',
  },
  'message.order.proofReceived.title': {
    zhCn: '订单{orderNo}的付款凭证已收到',
    zhTw: '訂單{orderNo}的付款憑證已收到',
    enUs: 'Payment proof for order {orderNo} received',
  },
  'message.order.proofReceived.body': {
    zhCn: '我们已收到订单{orderNo}的付款凭证，核对到款后将确认付款并安排发货。',
    zhTw: '我們已收到訂單{orderNo}的付款憑證，核對到款後將確認付款並安排發貨。',
    enUs: 'We received the payment proof of order {orderNo}. Once the money is matched we confirm the payment and ship.',
  },
  'message.order.shippedParcel.title': {
    zhCn: '订单{orderNo}已发货',
    zhTw: '訂單{orderNo}已發貨',
    enUs: 'Order {orderNo} shipped',
  },
  'message.order.shippedParcel.body': {
    zhCn: '订单{orderNo}的包裹已由{carrier}寄出，运单号{expressNo}。包裹内：{items}。',
    zhTw: '訂單{orderNo}的包裹已由{carrier}寄出，運單號{expressNo}。包裹內：{items}。',
    enUs: 'A parcel of order {orderNo} was sent by {carrier}, tracking number {expressNo}. In it: {items}.',
  },
  'message.order.completed.title': {
    zhCn: '订单{orderNo}已完成',
    zhTw: '訂單{orderNo}已完成',
    enUs: 'Order {orderNo} completed',
  },
  'message.order.completed.body': {
    zhCn: '订单{orderNo}已完成，感谢您的惠顾。',
    zhTw: '訂單{orderNo}已完成，感謝您的惠顧。',
    enUs: 'Order {orderNo} is completed. Thank you for your business.',
  },
  'message.order.cancelled.title': {
    zhCn: '订单{orderNo}已取消',
    zhTw: '訂單{orderNo}已取消',
    enUs: 'Order {orderNo} cancelled',
  },
  'message.order.cancelled.body': {
    zhCn: '订单{orderNo}已取消。',
    zhTw: '訂單{orderNo}已取消。',
    enUs: 'Order {orderNo} has been cancelled.',
  },

  'message.sample.submitted.title': {
    zhCn: '样品申请已提交',
    zhTw: '樣品申請已提交',
    enUs: 'Sample request submitted',
  },
  'message.sample.submitted.body': {
    zhCn: '您的样品申请{sampleReqNo}已提交，我们将尽快审核。',
    zhTw: '您的樣品申請{sampleReqNo}已提交，我們將儘快審核。',
    enUs: 'Your sample request {sampleReqNo} has been submitted; we will review it soon.',
  },
  'message.sample.approved.title': {
    zhCn: '样品申请已通过',
    zhTw: '樣品申請已通過',
    enUs: 'Sample request approved',
  },
  'message.sample.approved.body': {
    zhCn: '您的样品申请{sampleReqNo}已审核通过，我们将尽快寄出样品。',
    zhTw: '您的樣品申請{sampleReqNo}已審核通過，我們將儘快寄出樣品。',
    enUs: 'Your sample request {sampleReqNo} is approved; the samples will be sent soon.',
  },
  'message.sample.rejected.title': {
    zhCn: '样品申请未通过',
    zhTw: '樣品申請未通過',
    enUs: 'Sample request rejected',
  },
  'message.sample.rejected.body': {
    zhCn: '很抱歉，您的样品申请{sampleReqNo}未通过审核。',
    zhTw: '很抱歉，您的樣品申請{sampleReqNo}未通過審核。',
    enUs: 'We are sorry: your sample request {sampleReqNo} was not approved.',
  },
  'message.sample.shipped.title': { zhCn: '样品已寄出', zhTw: '樣品已寄出', enUs: 'Samples shipped' },
  'message.sample.shipped.body': {
    zhCn: '样品申请{sampleReqNo}的样品已寄出，收到后请在“我的样品”中评价。',
    zhTw: '樣品申請{sampleReqNo}的樣品已寄出，收到後請在「我的樣品」中評價。',
    enUs: 'The samples of request {sampleReqNo} are on their way. Please rate them in My samples.',
  },

  'message.account.welcome.title': {
    zhCn: '欢迎使用e-mall',
    zhTw: '歡迎使用e-mall',
    enUs: 'Welcome to e-mall',
  },
  'message.account.welcome.body': {
    zhCn: '{staffName}，欢迎使用e-mall电子元器件商城。',
    zhTw: '{staffName}，歡迎使用e-mall電子元器件商城。',
    enUs: 'Welcome to the e-mall electronic components shop, {staffName}.',
  },
  'message.system.notice.title': { zhCn: '系统维护通知', zhTw: '系統維護通知', enUs: 'Maintenance notice' },
  'message.system.notice.body': {
    zhCn: '系统将于{date}进行维护，期间可能暂时无法下单。',
    zhTw: '系統將於{date}進行維護，期間可能暫時無法下單。',
    enUs: 'The shop will be under maintenance on {date}; ordering may be unavailable for a while.',
  },

  'message.feedback.success': {
    zhCn: '提交成功，感谢您的反馈！',
    zhTw: '提交成功，感謝您的回饋！',
    enUs: 'Thank you, your feedback has been submitted!',
  },
  'message.order.paymentRejectedWithReason.title': {
    zhCn: '订单{orderNo}付款凭证未通过',
    zhTw: '訂單{orderNo}付款憑證未通過',
    enUs: 'Payment proof for order {orderNo} not accepted',
  },
  'message.order.paymentRejectedWithReason.body': {
    zhCn: '订单{orderNo}的付款凭证未通过审核，原因：{reason}。请重新上传付款凭证。',
    zhTw: '訂單{orderNo}的付款憑證未通過審核，原因：{reason}。請重新上傳付款憑證。',
    enUs: 'The payment proof of order {orderNo} was not accepted: {reason}. Please upload it again.',
  },
  'message.sample.rejectedWithReason.title': {
    zhCn: '样品申请未通过',
    zhTw: '樣品申請未通過',
    enUs: 'Sample request rejected',
  },
  'message.sample.rejectedWithReason.body': {
    zhCn: '很抱歉，您的样品申请{sampleReqNo}未通过审核。原因：{reason}',
    zhTw: '很抱歉，您的樣品申請{sampleReqNo}未通過審核。原因：{reason}',
    enUs: 'We are sorry: your sample request {sampleReqNo} was not approved. Reason: {reason}',
  },
  'message.sample.shippedWithTracking.title': {
    zhCn: '样品已寄出',
    zhTw: '樣品已寄出',
    enUs: 'Samples shipped',
  },
  'message.sample.shippedWithTracking.body': {
    zhCn: '样品申请{sampleReqNo}的样品已由{carrier}寄出，运单号{trackingNo}。收到后请在“我的样品”中评价。',
    zhTw: '樣品申請{sampleReqNo}的樣品已由{carrier}寄出，運單號{trackingNo}。收到後請在「我的樣品」中評價。',
    enUs: 'The samples of request {sampleReqNo} were sent by {carrier}, tracking number {trackingNo}. Please rate them in My samples.',
  },
  'message.sample.feedbackRequested.title': {
    zhCn: '请评价您的样品',
    zhTw: '請評價您的樣品',
    enUs: 'Please rate your samples',
  },
  'message.sample.feedbackRequested.body': {
    zhCn: '样品申请{sampleReqNo}的样品应已送达，欢迎在“我的样品”中评分并留下使用反馈。',
    zhTw: '樣品申請{sampleReqNo}的樣品應已送達，歡迎在「我的樣品」中評分並留下使用回饋。',
    enUs: 'The samples of request {sampleReqNo} should have arrived. Please rate them and tell us how they worked in My samples.',
  },
  'message.sample.feedbackRequestedWithNote.title': {
    zhCn: '请评价您的样品',
    zhTw: '請評價您的樣品',
    enUs: 'Please rate your samples',
  },
  'message.sample.feedbackRequestedWithNote.body': {
    zhCn: '样品申请{sampleReqNo}的样品应已送达，欢迎在“我的样品”中评分并留下使用反馈。附言：{note}',
    zhTw: '樣品申請{sampleReqNo}的樣品應已送達，歡迎在「我的樣品」中評分並留下使用回饋。附言：{note}',
    enUs: 'The samples of request {sampleReqNo} should have arrived. Please rate them and tell us how they worked in My samples. Note: {note}',
  },
};
