import type { TextCatalogue } from './text-catalogue.js';

/** The shared page frame: header, right-hand side bar and footer. */
export const frameTexts = {
  'frame.brand.name': {
    zhCn: 'e-mall 电子元器件商城',
    zhTw: 'e-mall 電子元器件商城',
    enUs: 'e-mall Electronic Components',
  },
  'frame.header.home': { zhCn: '返回首页', zhTw: '返回首頁', enUs: 'Home' },
  'frame.header.memberCentre': { zhCn: '会员中心', zhTw: '會員中心', enUs: 'Member centre' },
  'frame.header.cart': { zhCn: '我的购物车', zhTw: '我的購物車', enUs: 'My shopping cart' },
  'frame.header.messages': { zhCn: '消息', zhTw: '訊息', enUs: 'Messages' },
  'frame.header.login': { zhCn: '登录', zhTw: '登入', enUs: 'Log in' },
  'frame.header.register': { zhCn: '免费注册', zhTw: '免費註冊', enUs: 'Register' },
  'frame.header.changePassword': { zhCn: '修改密码', zhTw: '修改密碼', enUs: 'Change password' },
  'frame.header.logout': { zhCn: '退出登录', zhTw: '登出', enUs: 'Log out' },
  'frame.header.tenant': {
    zhCn: '所属企业：{tenantName}',
    zhTw: '所屬企業：{tenantName}',
    enUs: 'Company: {tenantName}',
  },
  'frame.header.language': { zhCn: '切换语言', zhTw: '切換語言', enUs: 'Change language' },
  // A language is named in its own script whatever the interface language is, as language pickers do.
  'frame.lang.zh_CN': { zhCn: '简体中文', zhTw: '简体中文', enUs: '简体中文' },
  'frame.lang.zh_TW': { zhCn: '繁體中文', zhTw: '繁體中文', enUs: '繁體中文' },
  'frame.lang.en_US': { zhCn: 'English', zhTw: 'English', enUs: 'English' },
  'frame.hotline.number': { zhCn: '400-820-6688', zhTw: '400-820-6688', enUs: '400-820-6688' },
  'frame.sidebar.label': { zhCn: '快捷服务', zhTw: '快捷服務', enUs: 'Quick services' },
  'frame.sidebar.onlineService': { zhCn: '在线客服', zhTw: '線上客服', enUs: 'Online service' },
  'frame.sidebar.cart': { zhCn: '购物车', zhTw: '購物車', enUs: 'Cart' },
  'frame.sidebar.phone': { zhCn: '电话咨询', zhTw: '電話諮詢', enUs: 'Call us' },
  'frame.sidebar.phoneTip': {
    zhCn: '客服热线：{phone}，服务时间：{hours}',
    zhTw: '客服熱線：{phone}，服務時間：{hours}',
    enUs: 'Hotline {phone}, service hours {hours}',
  },
  'frame.sidebar.samples': { zhCn: '免费样品', zhTw: '免費樣品', enUs: 'Free samples' },
  'frame.sidebar.feedback': { zhCn: '意见反馈', zhTw: '意見回饋', enUs: 'Feedback' },
  'frame.sidebar.enquiry': { zhCn: '询价', zhTw: '詢價', enUs: 'Enquiry' },
  'frame.sidebar.backToTop': { zhCn: '返回顶部', zhTw: '返回頂部', enUs: 'Back to top' },
  'frame.sidebar.hide': { zhCn: '收起侧边栏', zhTw: '收起側邊欄', enUs: 'Hide the side bar' },
  'frame.sidebar.show': { zhCn: '展开侧边栏', zhTw: '展開側邊欄', enUs: 'Show the side bar' },
  'frame.footer.intro.range': { zhCn: '品类齐全', zhTw: '品類齊全', enUs: 'Wide range' },
  'frame.footer.intro.rangeDesc': {
    zhCn: '主流品牌现货物料，一站配齐',
    zhTw: '主流品牌現貨物料，一站配齊',
    enUs: 'Parts of the mainstream brands in one place',
  },
  'frame.footer.intro.delivery': {
    zhCn: '多仓速发',
    zhTw: '多倉速發',
    enUs: 'Fast multi-warehouse delivery',
  },
  'frame.footer.intro.deliveryDesc': {
    zhCn: '多地仓库联动，现货快速发货',
    zhTw: '多地倉庫聯動，現貨快速出貨',
    enUs: 'Stock ships fast from several warehouses',
  },
  'frame.footer.intro.genuine': { zhCn: '正品保障', zhTw: '正品保障', enUs: 'Genuine goods' },
  'frame.footer.intro.genuineDesc': {
    zhCn: '原厂及授权渠道供货，来源可追溯',
    zhTw: '原廠及授權通路供貨，來源可追溯',
    enUs: 'Supplied by makers and authorised channels, traceable',
  },
  'frame.footer.intro.price': { zhCn: '价格实惠', zhTw: '價格實惠', enUs: 'Low prices' },
  'frame.footer.intro.priceDesc': {
    zhCn: '源头直供，价格公开透明',
    zhTw: '源頭直供，價格公開透明',
    enUs: 'Direct supply with open prices',
  },
  'frame.footer.about': { zhCn: '公司官网', zhTw: '公司官網', enUs: 'Corporate site' },
  'frame.footer.privacy': { zhCn: '隐私声明', zhTw: '隱私聲明', enUs: 'Privacy statement' },
  'frame.footer.terms': { zhCn: '交易条款', zhTw: '交易條款', enUs: 'Trading terms' },
  'frame.footer.onlineService': { zhCn: '在线客服', zhTw: '線上客服', enUs: 'Online service' },
  'frame.footer.helpCenter': { zhCn: '帮助中心', zhTw: '幫助中心', enUs: 'Help center' },
  'frame.footer.hotline': {
    zhCn: '服务热线：{phone}（{hours}）',
    zhTw: '服務熱線：{phone}（{hours}）',
    enUs: 'Hotline: {phone} ({hours})',
  },
  'frame.footer.copyright': {
    zhCn: '版权所有 © {year} e-mall 电子元器件商城',
    zhTw: '版權所有 © {year} e-mall 電子元器件商城',
    enUs: 'Copyright © {year} e-mall Electronic Components. All rights reserved.',
  },
  'frame.footer.filingNumber': {
    zhCn: '沪ICP备00000000号',
    zhTw: '沪ICP备00000000号',
    enUs: '沪ICP备00000000号',
  },
  'frame.maintenance.title': { zhCn: '系统维护中', zhTw: '系統維護中', enUs: 'Under maintenance' },
  /** The header's search (a landmark around the search box). */
  'frame.search.region': { zhCn: '站内搜索', zhTw: '站內搜尋', enUs: 'Site search' },
  /** The thin bar at the top while the next page's code loads. */
  'frame.page.loading': { zhCn: '页面加载中', zhTw: '頁面載入中', enUs: 'Loading the page' },
} satisfies TextCatalogue;
