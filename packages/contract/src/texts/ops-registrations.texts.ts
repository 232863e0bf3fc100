import type { LocalizedText } from '../lang.js';

/** The operator console's registrations screens (keys 'ops.registrations.*'). */
export const opsRegistrationsTexts: Record<string, LocalizedText> = {
  'ops.registrations.title': { zhCn: '注册审核', zhTw: '註冊審核', enUs: 'Registrations' },
  'ops.registrations.keyword': {
    zhCn: '申请号、公司、信用代码或账号',
    zhTw: '申請號、公司、信用代碼或帳號',
    enUs: 'Number, company, credit code or login',
  },
  'ops.registrations.applicationNo': { zhCn: '申请号', zhTw: '申請號', enUs: 'Application' },
  'ops.registrations.company': { zhCn: '公司名称', zhTw: '公司名稱', enUs: 'Company' },
  'ops.registrations.creditCode': {
    zhCn: '统一社会信用代码',
    zhTw: '統一社會信用代碼',
    enUs: 'Unified social credit code',
  },
  'ops.registrations.contact': { zhCn: '联系人', zhTw: '聯絡人', enUs: 'Contact' },
  'ops.registrations.mobile': { zhCn: '手机号', zhTw: '手機號碼', enUs: 'Mobile' },
  'ops.registrations.email': { zhCn: '邮箱', zhTw: '電子郵件', enUs: 'Email' },
  'ops.registrations.staffCode': { zhCn: '登录账号', zhTw: '登入帳號', enUs: 'Login' },
  'ops.registrations.lang': { zhCn: '语言', zhTw: '語言', enUs: 'Language' },
  'ops.registrations.submittedAt': { zhCn: '提交时间', zhTw: '提交時間', enUs: 'Submitted' },
  'ops.registrations.decidedAt': { zhCn: '审核时间', zhTw: '審核時間', enUs: 'Decided' },
  'ops.registrations.decidedBy': { zhCn: '审核人', zhTw: '審核人', enUs: 'Decided by' },
  'ops.registrations.ip': { zhCn: '提交地址', zhTw: '提交位址', enUs: 'Sent from' },
  'ops.registrations.rejectReason': { zhCn: '驳回原因', zhTw: '駁回原因', enUs: 'Reason for rejection' },
  'ops.registrations.tenantCode': { zhCn: '客户编码', zhTw: '客戶編碼', enUs: 'Customer code' },
  'ops.registrations.empty': { zhCn: '暂无注册申请', zhTw: '暫無註冊申請', enUs: 'No applications' },
  'ops.registrations.detailTitle': {
    zhCn: '注册申请 {no}',
    zhTw: '註冊申請 {no}',
    enUs: 'Application {no}',
  },
  'ops.registrations.licence': { zhCn: '营业执照', zhTw: '營業執照', enUs: 'Business licence' },
  'ops.registrations.openLicence': { zhCn: '打开文件', zhTw: '開啟檔案', enUs: 'Open file' },
  'ops.registrations.licenceFailed': {
    zhCn: '营业执照加载失败',
    zhTw: '營業執照載入失敗',
    enUs: 'The licence could not be loaded',
  },
  'ops.registrations.approve': { zhCn: '审核通过', zhTw: '審核通過', enUs: 'Approve' },
  'ops.registrations.reject': { zhCn: '驳回', zhTw: '駁回', enUs: 'Reject' },
  'ops.registrations.approveTitle': {
    zhCn: '通过申请并开通客户',
    zhTw: '通過申請並開通客戶',
    enUs: 'Approve and open the customer account',
  },
  'ops.registrations.approveHint': {
    zhCn: '将创建客户 {code} 及其登录账号 {staff}，申请人可立即用注册时设置的密码登录商城。',
    zhTw: '將建立客戶 {code} 及其登入帳號 {staff}，申請人可立即用註冊時設定的密碼登入商城。',
    enUs: 'Creates customer {code} with login {staff}; the applicant can log in to the shop at once with the password chosen when registering.',
  },
  'ops.registrations.accountType': { zhCn: '账户类型', zhTw: '帳戶類型', enUs: 'Account type' },
  'ops.registrations.accountType.F': {
    zhCn: '款到发货（F）',
    zhTw: '款到發貨（F）',
    enUs: 'Pay in advance (F)',
  },
  'ops.registrations.accountType.C': { zhCn: '账期客户（C）', zhTw: '帳期客戶（C）', enUs: 'On credit (C)' },
  'ops.registrations.billingCycle': { zhCn: '账期（天）', zhTw: '帳期（天）', enUs: 'Payment term (days)' },
  'ops.registrations.billingCycleRule': {
    zhCn: '账期客户的账期为1至{max}天',
    zhTw: '帳期客戶的帳期為1至{max}天',
    enUs: 'A credit customer has a payment term of 1 to {max} days',
  },
  'ops.registrations.approved': {
    zhCn: '已通过，客户 {code} 已开通',
    zhTw: '已通過，客戶 {code} 已開通',
    enUs: 'Approved: customer {code} is open',
  },
  'ops.registrations.rejectTitle': { zhCn: '驳回申请', zhTw: '駁回申請', enUs: 'Reject the application' },
  'ops.registrations.reasonPlaceholder': {
    zhCn: '申请人将看到此原因（最多200字）',
    zhTw: '申請人將看到此原因（最多200字）',
    enUs: 'The applicant will see this reason (at most 200 characters)',
  },
  'ops.registrations.reasonRequired': {
    zhCn: '请填写驳回原因',
    zhTw: '請填寫駁回原因',
    enUs: 'Please give a reason',
  },
  'ops.registrations.rejected': { zhCn: '已驳回该申请', zhTw: '已駁回該申請', enUs: 'Application rejected' },
};
