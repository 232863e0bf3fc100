import type { TextCatalogue } from './text-catalogue.js';

/**
 * Registration (/register; docs/registration.md). The `register.rule.*` texts travel inside zod
 * issues (`params.text`) of rules/registration.ts, so form and server refuse with the same words; they
 * carry their numbers instead of placeholders.
 */
export const registerTexts = {
  'register.title': { zhCn: '企业注册', zhTw: '企業註冊', enUs: 'Company registration' },
  'register.intro': {
    zhCn: '填写企业信息并上传营业执照，审核通过后即可使用账号登录采购。',
    zhTw: '填寫企業資訊並上傳營業執照，審核通過後即可使用帳號登入採購。',
    enUs: 'Fill in your company details and upload the business licence; once approved, log in and buy.',
  },
  'register.section.company': { zhCn: '企业信息', zhTw: '企業資訊', enUs: 'Company' },
  'register.section.contact': { zhCn: '联系人', zhTw: '聯絡人', enUs: 'Contact person' },
  'register.section.account': { zhCn: '登录账号', zhTw: '登入帳號', enUs: 'Login account' },
  'register.field.companyName': { zhCn: '企业名称', zhTw: '企業名稱', enUs: 'Company name' },
  'register.field.creditCode': {
    zhCn: '统一社会信用代码',
    zhTw: '統一社會信用代碼',
    enUs: 'Unified social credit code',
  },
  'register.field.contactName': { zhCn: '联系人姓名', zhTw: '聯絡人姓名', enUs: 'Contact name' },
  'register.field.mobile': { zhCn: '手机号码', zhTw: '手機號碼', enUs: 'Mobile number' },
  'register.field.email': { zhCn: '电子邮箱', zhTw: '電子郵件', enUs: 'Email' },
  'register.field.staffCode': { zhCn: '登录账号', zhTw: '登入帳號', enUs: 'Staff code' },
  'register.field.password': { zhCn: '登录密码', zhTw: '登入密碼', enUs: 'Password' },
  'register.field.confirmPassword': { zhCn: '确认密码', zhTw: '確認密碼', enUs: 'Confirm password' },
  'register.field.captcha': { zhCn: '验证码', zhTw: '驗證碼', enUs: 'Verification code' },
  'register.field.licence': { zhCn: '营业执照', zhTw: '營業執照', enUs: 'Business licence' },
  'register.hint.creditCode': {
    zhCn: '18位，见营业执照',
    zhTw: '18位，見營業執照',
    enUs: '18 characters, printed on the business licence',
  },
  'register.hint.staffCode': {
    zhCn: '4至32位，以字母开头，可含字母、数字、下划线、点和短横线',
    zhTw: '4至32位，以字母開頭，可含字母、數字、底線、點和連字號',
    enUs: '4 to 32 characters starting with a letter: letters, digits, _ . -',
  },
  'register.hint.licence': {
    zhCn: '支持 PNG、JPG 图片或 PDF，不超过5MB',
    zhTw: '支援 PNG、JPG 圖片或 PDF，不超過5MB',
    enUs: 'A PNG or JPG image or a PDF, at most 5 MB',
  },
  'register.licence.pick': { zhCn: '选择文件', zhTw: '選擇檔案', enUs: 'Choose a file' },
  'register.licence.remove': { zhCn: '移除', zhTw: '移除', enUs: 'Remove' },
  'register.licence.required': {
    zhCn: '请上传营业执照',
    zhTw: '請上傳營業執照',
    enUs: 'Please upload the business licence',
  },
  'register.licence.wrongKind': {
    zhCn: '营业执照须为 PNG、JPG 图片或 PDF 文件',
    zhTw: '營業執照須為 PNG、JPG 圖片或 PDF 檔案',
    enUs: 'The business licence must be a PNG or JPG image or a PDF',
  },
  'register.licence.tooLarge': {
    zhCn: '营业执照文件不能超过5MB',
    zhTw: '營業執照檔案不能超過5MB',
    enUs: 'The business licence file must be at most 5 MB',
  },
  'register.captcha.refresh': {
    zhCn: '看不清？点击换一张',
    zhTw: '看不清？點擊換一張',
    enUs: 'Hard to read? Click for another',
  },
  'register.captcha.alt': { zhCn: '验证码图片', zhTw: '驗證碼圖片', enUs: 'Verification code image' },
  'register.captcha.required': {
    zhCn: '请输入验证码',
    zhTw: '請輸入驗證碼',
    enUs: 'Please enter the verification code',
  },
  'register.password.confirmRequired': {
    zhCn: '请再次输入密码',
    zhTw: '請再次輸入密碼',
    enUs: 'Please enter the password again',
  },
  'register.password.mismatch': {
    zhCn: '两次输入的密码不一致',
    zhTw: '兩次輸入的密碼不一致',
    enUs: 'The two passwords differ',
  },
  'register.submit': { zhCn: '提交注册申请', zhTw: '提交註冊申請', enUs: 'Submit the application' },
  'register.haveAccount': { zhCn: '已有账号？', zhTw: '已有帳號？', enUs: 'Already have an account?' },
  'register.toLogin': { zhCn: '去登录', zhTw: '去登入', enUs: 'Log in' },
  'register.closed.title': {
    zhCn: '暂未开放注册',
    zhTw: '暫未開放註冊',
    enUs: 'Registration is not open',
  },
  'register.closed.text': {
    zhCn: '目前暂不接受新企业注册，如需开通账号请联系客服。',
    zhTw: '目前暫不接受新企業註冊，如需開通帳號請聯繫客服。',
    enUs: 'New companies cannot register at present; please contact us to open an account.',
  },
  'register.done.title': {
    zhCn: '注册申请已提交，等待审核',
    zhTw: '註冊申請已提交，等待審核',
    enUs: 'Your application is submitted and awaits review',
  },
  'register.done.applicationNo': { zhCn: '申请编号：', zhTw: '申請編號：', enUs: 'Application number: ' },
  'register.done.nextSteps': {
    zhCn: '我们将在2个工作日内审核您的企业资料，审核结果将通过您填写的手机号码或邮箱通知。审核通过后，请使用注册的登录账号和密码登录。',
    zhTw: '我們將在2個工作日內審核您的企業資料，審核結果將透過您填寫的手機號碼或電子郵件通知。審核通過後，請使用註冊的登入帳號和密碼登入。',
    enUs: 'We review your company details within 2 working days and tell you the result by the mobile number or email you gave. Once approved, log in with the staff code and password you chose.',
  },
  'register.done.home': { zhCn: '返回首页', zhTw: '返回首頁', enUs: 'Back to home' },
  'register.status.PENDING': { zhCn: '待审核', zhTw: '待審核', enUs: 'Pending review' },
  'register.status.APPROVED': { zhCn: '已通过', zhTw: '已通過', enUs: 'Approved' },
  'register.status.REJECTED': { zhCn: '已驳回', zhTw: '已駁回', enUs: 'Rejected' },
  'register.reject.reasonRule': {
    zhCn: '请填写驳回原因（1至200个字符）',
    zhTw: '請填寫駁回原因（1至200個字元）',
    enUs: 'Give the reason for the rejection (1 to 200 characters)',
  },

  'register.rule.companyNameRequired': {
    zhCn: '请输入企业名称',
    zhTw: '請輸入企業名稱',
    enUs: 'Please enter the company name',
  },
  'register.rule.companyNameLength': {
    zhCn: '企业名称须为2至60个字符',
    zhTw: '企業名稱須為2至60個字元',
    enUs: 'The company name must have 2 to 60 characters',
  },
  'register.rule.companyNameChars': {
    zhCn: '企业名称只能包含中英文、数字、空格和括号等常用符号',
    zhTw: '企業名稱只能包含中英文、數字、空格和括號等常用符號',
    enUs: "The company name may hold Chinese or Latin letters, digits, spaces, brackets and & . , ' -",
  },
  'register.rule.creditCodeRequired': {
    zhCn: '请输入统一社会信用代码',
    zhTw: '請輸入統一社會信用代碼',
    enUs: 'Please enter the unified social credit code',
  },
  'register.rule.creditCodeInvalid': {
    zhCn: '统一社会信用代码不正确，请核对营业执照（18位，校验位有误或含无效字符）',
    zhTw: '統一社會信用代碼不正確，請核對營業執照（18位，校驗位有誤或含無效字元）',
    enUs: 'The unified social credit code is not valid: check the 18 characters on the licence',
  },
  'register.rule.contactNameRequired': {
    zhCn: '请输入联系人姓名',
    zhTw: '請輸入聯絡人姓名',
    enUs: "Please enter the contact person's name",
  },
  'register.rule.contactNameInvalid': {
    zhCn: '联系人姓名须为2至30个中英文字符',
    zhTw: '聯絡人姓名須為2至30個中英文字元',
    enUs: 'The contact name must have 2 to 30 Chinese or Latin letters',
  },
  'register.rule.mobileRequired': {
    zhCn: '请输入手机号码',
    zhTw: '請輸入手機號碼',
    enUs: 'Please enter the mobile number',
  },
  'register.rule.emailRequired': {
    zhCn: '请输入电子邮箱',
    zhTw: '請輸入電子郵件',
    enUs: 'Please enter the email address',
  },
  'register.rule.emailTooLong': {
    zhCn: '电子邮箱最多60个字符',
    zhTw: '電子郵件最多60個字元',
    enUs: 'The email address must have at most 60 characters',
  },
  'register.rule.staffCodeRequired': {
    zhCn: '请输入登录账号',
    zhTw: '請輸入登入帳號',
    enUs: 'Please choose a staff code',
  },
  'register.rule.staffCodeInvalid': {
    zhCn: '登录账号须为4至32位，以字母开头，只能包含字母、数字、下划线、点和短横线',
    zhTw: '登入帳號須為4至32位，以字母開頭，只能包含字母、數字、底線、點和連字號',
    enUs: 'The staff code must have 4 to 32 characters, start with a letter and hold only letters, digits, _ . -',
  },
  'register.rule.passwordRequired': {
    zhCn: '请输入登录密码',
    zhTw: '請輸入登入密碼',
    enUs: 'Please choose a password',
  },
  'register.rule.passwordHasStaffCode': {
    zhCn: '密码不能包含登录账号',
    zhTw: '密碼不能包含登入帳號',
    enUs: 'The password must not contain the staff code',
  },
  'register.rule.captchaRequired': {
    zhCn: '请输入验证码',
    zhTw: '請輸入驗證碼',
    enUs: 'Please enter the verification code',
  },
} satisfies TextCatalogue;

export type RegisterTextKey = keyof typeof registerTexts;
