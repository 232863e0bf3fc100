import type { TextCatalogue } from './text-catalogue.js';

/** Login. */
export const authTexts = {
  'auth.login.asideTitle': {
    zhCn: '一站式电子元器件采购平台',
    zhTw: '一站式電子元器件採購平台',
    enUs: 'One-stop shop for electronic components',
  },
  'auth.login.asideText': {
    zhCn: '原厂正品 · 多仓速发 · BOM 一键匹配 · 免费样品',
    zhTw: '原廠正品 · 多倉速發 · BOM 一鍵匹配 · 免費樣品',
    enUs: 'Genuine parts · Fast multi-warehouse delivery · BOM matching · Free samples',
  },
  'auth.login.title': { zhCn: '账号登录', zhTw: '帳號登入', enUs: 'Staff login' },
  'auth.login.staffCode': { zhCn: '账号', zhTw: '帳號', enUs: 'Staff code' },
  'auth.login.staffCodeRequired': {
    zhCn: '请输入账号',
    zhTw: '請輸入帳號',
    enUs: 'Please enter your staff code',
  },
  'auth.login.password': { zhCn: '密码', zhTw: '密碼', enUs: 'Password' },
  'auth.login.passwordRequired': {
    zhCn: '请输入密码',
    zhTw: '請輸入密碼',
    enUs: 'Please enter your password',
  },
  'auth.login.captcha': { zhCn: '验证码', zhTw: '驗證碼', enUs: 'Verification code' },
  'auth.login.captchaRequired': {
    zhCn: '请输入验证码',
    zhTw: '請輸入驗證碼',
    enUs: 'Please enter the verification code',
  },
  'auth.login.captchaAlt': { zhCn: '验证码图片', zhTw: '驗證碼圖片', enUs: 'Verification code image' },
  'auth.login.captchaRefresh': {
    zhCn: '看不清？点击图片换一张',
    zhTw: '看不清？點擊圖片換一張',
    enUs: 'Hard to read? Click the image for a new one',
  },
  'auth.login.submit': { zhCn: '登录', zhTw: '登入', enUs: 'Log in' },
  'auth.login.noAccount': { zhCn: '还没有账号？', zhTw: '還沒有帳號？', enUs: 'No account yet?' },
  'auth.login.register': { zhCn: '立即注册', zhTw: '立即註冊', enUs: 'Register now' },
} satisfies TextCatalogue;
