import type { TextCatalogue } from './text-catalogue.js';

/**
 * The shop's e-mails (docs/mail.md): the frame around a mail, the operators' mails, the one-click unsubscribe
 * page, the member centre's choices and the console's outbox. A staff member's mail takes its subject and body
 * from the message it follows (message.texts.ts).
 */
export const mailTexts = {
  'mail.open': { zhCn: '在商城中查看', zhTw: '在商城中查看', enUs: 'View it in the shop' },
  'mail.why': {
    zhCn: '您收到此邮件，是因为您在{shop}开启了“{topic}”邮件通知。',
    zhTw: '您收到此郵件，是因為您在{shop}開啟了「{topic}」郵件通知。',
    enUs: 'You receive this e-mail because "{topic}" e-mails are on for your account at {shop}.',
  },
  'mail.unsubscribe': {
    zhCn: '不再接收此类邮件',
    zhTw: '不再接收此類郵件',
    enUs: 'Stop e-mails of this kind',
  },
  'mail.opsWhy': {
    zhCn: '此邮件发给{shop}的运营人员。',
    zhTw: '此郵件發給{shop}的營運人員。',
    enUs: 'This e-mail goes to the operators of {shop}.',
  },
  'mail.topic.money': { zhCn: '订单与付款', zhTw: '訂單與付款', enUs: 'Orders and payments' },
  'mail.topic.goods': { zhCn: '发货与完成', zhTw: '發貨與完成', enUs: 'Shipments' },
  'mail.topic.quote': { zhCn: '询价报价', zhTw: '詢價報價', enUs: 'Quotes' },
  'mail.topic.sample': { zhCn: '样品申请', zhTw: '樣品申請', enUs: 'Sample requests' },

  'mail.ops.newOrder.title': {
    zhCn: '新订单{orderNo}',
    zhTw: '新訂單{orderNo}',
    enUs: 'New order {orderNo}',
  },
  'mail.ops.newOrder.body': {
    zhCn: '客户提交了订单{orderNo}，金额{amount}。',
    zhTw: '客戶提交了訂單{orderNo}，金額{amount}。',
    enUs: 'A customer placed order {orderNo} for {amount}.',
  },
  'mail.ops.paymentProof.title': {
    zhCn: '订单{orderNo}上传了付款凭证',
    zhTw: '訂單{orderNo}上傳了付款憑證',
    enUs: 'Payment proof for order {orderNo}',
  },
  'mail.ops.paymentProof.body': {
    zhCn: '订单{orderNo}的客户上传了付款凭证，请核对并确认付款。',
    zhTw: '訂單{orderNo}的客戶上傳了付款憑證，請核對並確認付款。',
    enUs: 'The customer of order {orderNo} uploaded a payment proof: please check it and confirm the payment.',
  },
  'mail.ops.newEnquiry.title': { zhCn: '新询价{no}', zhTw: '新詢價{no}', enUs: 'New enquiry {no}' },
  'mail.ops.newEnquiry.body': {
    zhCn: '客户提交了询价{no}，共{n}行，请报价。',
    zhTw: '客戶提交了詢價{no}，共{n}行，請報價。',
    enUs: 'A customer sent enquiry {no} with {n} line(s): please quote.',
  },
  'mail.ops.newSampleRequest.title': {
    zhCn: '新样品申请{sampleReqNo}',
    zhTw: '新樣品申請{sampleReqNo}',
    enUs: 'New sample request {sampleReqNo}',
  },
  'mail.ops.newSampleRequest.body': {
    zhCn: '客户提交了样品申请{sampleReqNo}，请审核。',
    zhTw: '客戶提交了樣品申請{sampleReqNo}，請審核。',
    enUs: 'A customer sent sample request {sampleReqNo}: please review it.',
  },
  'mail.ops.newRegistration.title': {
    zhCn: '新注册申请{company}',
    zhTw: '新註冊申請{company}',
    enUs: 'New registration: {company}',
  },
  'mail.ops.newRegistration.body': {
    zhCn: '{company}提交了注册申请，请审核。',
    zhTw: '{company}提交了註冊申請，請審核。',
    enUs: '{company} applied for an account: please review the application.',
  },
  'mail.ops.newLead.title': { zhCn: '新客户线索{no}', zhTw: '新客戶線索{no}', enUs: 'New lead {no}' },
  'mail.ops.newLead.body': {
    zhCn: '品牌页收到新的客户需求{no}，请联系客户。',
    zhTw: '品牌頁收到新的客戶需求{no}，請聯繫客戶。',
    enUs: 'The brand pages received request {no}: please contact the customer.',
  },

  'mail.tenantCopyWhy': {
    zhCn: '您收到此邮件，是因为此地址被设为贵公司在{shop}的采购共享邮箱。',
    zhTw: '您收到此郵件，是因為此地址被設為貴公司在{shop}的採購共用郵箱。',
    enUs: "You receive this e-mail because this address is your company's shared purchasing address at {shop}.",
  },
  'mail.tenantCopyTopic': {
    zhCn: '采购共享邮箱',
    zhTw: '採購共用郵箱',
    enUs: 'Shared purchasing address',
  },
  'mail.accountWhy': {
    zhCn: '此邮件关乎您在{shop}的账户安全或注册，无论邮件通知如何设置都会发送。',
    zhTw: '此郵件關乎您在{shop}的帳戶安全或註冊，無論郵件通知如何設定都會發送。',
    enUs: 'This e-mail concerns your account at {shop} (its registration or its security) and is sent whatever your e-mail settings.',
  },
  'mail.account.registrationApproved.title': {
    zhCn: '{company}的注册申请已通过',
    zhTw: '{company}的註冊申請已通過',
    enUs: 'Registration of {company} approved',
  },
  'mail.account.registrationApproved.body': {
    zhCn: '您为{company}提交的注册申请{applicationNo}已审核通过。现在可以用申请时设置的账号和密码登录商城。',
    zhTw: '您為{company}提交的註冊申請{applicationNo}已審核通過。現在可以用申請時設定的帳號和密碼登入商城。',
    enUs: 'Your application {applicationNo} for {company} is approved. You can now log in to the shop with the staff code and password you chose when you applied.',
  },
  'mail.account.registrationRejected.title': {
    zhCn: '{company}的注册申请未通过',
    zhTw: '{company}的註冊申請未通過',
    enUs: 'Registration of {company} not approved',
  },
  'mail.account.registrationRejected.body': {
    zhCn: '很抱歉，您为{company}提交的注册申请{applicationNo}未通过审核。原因：{reason}。您可以修改后重新申请。',
    zhTw: '很抱歉，您為{company}提交的註冊申請{applicationNo}未通過審核。原因：{reason}。您可以修改後重新申請。',
    enUs: 'We are sorry: your application {applicationNo} for {company} was not approved. Reason: {reason}. You may apply again with corrected details.',
  },
  'mail.account.passwordChanged.title': {
    zhCn: '您的密码已修改',
    zhTw: '您的密碼已修改',
    enUs: 'Your password was changed',
  },
  'mail.account.passwordChanged.body': {
    zhCn: '账号{staffCode}的密码已于{at}修改，所有登录均已退出。如果不是您本人操作，请立即联系我们或贵公司的管理员：有人可能知道了您的旧密码。',
    zhTw: '帳號{staffCode}的密碼已於{at}修改，所有登入均已登出。如果不是您本人操作，請立即聯繫我們或貴公司的管理員：有人可能知道了您的舊密碼。',
    enUs: "The password of staff code {staffCode} was changed at {at}, and every session was logged out. If this was not you, contact us or your company's administrator at once: someone may know your old password.",
  },

  'mail.tenantCopy.title': { zhCn: '采购共享邮箱', zhTw: '採購共用郵箱', enUs: 'Shared purchasing address' },
  'mail.tenantCopy.hint': {
    zhCn: '设置后，本公司所有订单、付款和发货邮件也会发一份到此地址。',
    zhTw: '設定後，本公司所有訂單、付款和發貨郵件也會發一份到此地址。',
    enUs: 'When set, a copy of every order, payment and shipment e-mail of your company goes to this address too.',
  },
  'mail.tenantCopy.label': { zhCn: '共享邮箱地址', zhTw: '共用郵箱地址', enUs: 'Shared address' },
  'mail.tenantCopy.save': { zhCn: '保存', zhTw: '儲存', enUs: 'Save' },
  'mail.tenantCopy.saved': { zhCn: '已保存', zhTw: '已儲存', enUs: 'Saved' },
  'mail.tenantCopy.none': { zhCn: '未设置', zhTw: '未設定', enUs: 'Not set' },
  'mail.tenantCopy.off': {
    zhCn: '此地址已通过邮件中的链接退订，不再收到邮件。再次保存即可重新开启。',
    zhTw: '此地址已透過郵件中的連結退訂，不再收到郵件。再次儲存即可重新開啟。',
    enUs: 'This address was unsubscribed through the link in a mail and gets nothing. Save it again to turn it back on.',
  },
  'mail.tenantCopy.adminOnly': {
    zhCn: '只有本公司的管理员（公司的第一个账号）可以修改此地址。',
    zhTw: '只有本公司的管理員（公司的第一個帳號）可以修改此地址。',
    enUs: "Only your company's administrator (its first account) can change this address.",
  },
  'mail.tenantCopy.tooLong': {
    zhCn: '邮箱地址最多100个字符',
    zhTw: '郵箱地址最多100個字元',
    enUs: 'An e-mail address has at most 100 characters',
  },

  'mail.unsubscribePage.title': { zhCn: '退订邮件', zhTw: '退訂郵件', enUs: 'Unsubscribe' },
  'mail.unsubscribePage.ask': {
    zhCn: '不再接收“{topic}”邮件？',
    zhTw: '不再接收「{topic}」郵件？',
    enUs: 'Stop "{topic}" e-mails?',
  },
  'mail.unsubscribePage.confirm': { zhCn: '确认退订', zhTw: '確認退訂', enUs: 'Unsubscribe' },
  'mail.unsubscribePage.done': {
    zhCn: '已退订“{topic}”邮件。可随时在会员中心重新开启。',
    zhTw: '已退訂「{topic}」郵件。可隨時在會員中心重新開啟。',
    enUs: '"{topic}" e-mails are off. You can turn them on again in the member centre.',
  },
  'mail.unsubscribePage.invalid': {
    zhCn: '此退订链接无效。',
    zhTw: '此退訂連結無效。',
    enUs: 'This unsubscribe link is not valid.',
  },

  'mail.prefs.tab': { zhCn: '邮件通知', zhTw: '郵件通知', enUs: 'E-mail' },
  'mail.prefs.hint': {
    zhCn: '选择要通过邮件（{email}）接收的通知。',
    zhTw: '選擇要透過郵件（{email}）接收的通知。',
    enUs: 'Choose what the shop e-mails you ({email}).',
  },
  'mail.prefs.noEmail': {
    zhCn: '您的账户没有邮箱地址，不会收到邮件。',
    zhTw: '您的帳戶沒有郵箱地址，不會收到郵件。',
    enUs: 'Your account has no e-mail address: the shop sends you no e-mail.',
  },
  'mail.prefs.saved': { zhCn: '已保存', zhTw: '已儲存', enUs: 'Saved' },

  'mail.outbox.tab': { zhCn: '邮件', zhTw: '郵件', enUs: 'E-mail' },
  'mail.outbox.recipient': { zhCn: '收件人', zhTw: '收件人', enUs: 'Recipient' },
  'mail.outbox.subject': { zhCn: '主题', zhTw: '主題', enUs: 'Subject' },
  'mail.outbox.state': { zhCn: '状态', zhTw: '狀態', enUs: 'State' },
  'mail.outbox.created': { zhCn: '创建时间', zhTw: '建立時間', enUs: 'Created' },
  'mail.outbox.lastAnswer': { zhCn: '邮件服务器答复', zhTw: '郵件伺服器答覆', enUs: "Mail server's answer" },
  'mail.outbox.preview': { zhCn: '预览', zhTw: '預覽', enUs: 'Preview' },
  'mail.outbox.resend': { zhCn: '重新发送', zhTw: '重新發送', enUs: 'Send again' },
  'mail.outbox.opsRecipient': { zhCn: '运营人员', zhTw: '營運人員', enUs: 'Operators' },
  'mail.outbox.noSmtp': {
    zhCn: '未设置SMTP_URL：邮件保留在发件箱中，不会发出。',
    zhTw: '未設定SMTP_URL：郵件保留在寄件匣中，不會發出。',
    enUs: 'SMTP_URL is not set: mails stay in the outbox and are not sent.',
  },
  'mail.state.waiting': { zhCn: '等待发送', zhTw: '等待發送', enUs: 'Waiting' },
  'mail.state.sending': { zhCn: '发送中', zhTw: '發送中', enUs: 'Sending' },
  'mail.state.sent': { zhCn: '已发送', zhTw: '已發送', enUs: 'Sent' },
  'mail.state.failed': { zhCn: '发送失败', zhTw: '發送失敗', enUs: 'Failed' },
} satisfies TextCatalogue;
