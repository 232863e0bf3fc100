import type { TextCatalogue } from './text-catalogue.js';

/**
 * Each page's title (the browser tab, bookmarks, the first thing a screen reader announces) and its search
 * description, by route. The title is followed by the shop's name (`meta.title.suffix`).
 */
export const pageMetaTexts = {
  'meta.title.suffix': { zhCn: 'e-mall 电子元器件商城', zhTw: 'e-mall 電子元器件商城', enUs: 'e-mall' },
  'meta.description.default': {
    zhCn: 'e-mall 电子元器件商城：企业采购电子元器件，查型号、配 BOM、询价、申请样品、下单与物流跟踪一站完成。',
    zhTw: 'e-mall 電子元器件商城：企業採購電子元器件，查型號、配 BOM、詢價、申請樣品、下單與物流追蹤一站完成。',
    enUs: 'e-mall electronic components for business buyers: search parts, match BOMs, ask for quotes, request samples, order and track shipments.',
  },
  'meta.title.home': { zhCn: '首页', zhTw: '首頁', enUs: 'Home' },
  'meta.title.login': { zhCn: '登录', zhTw: '登入', enUs: 'Log in' },
  'meta.title.register': { zhCn: '企业注册', zhTw: '企業註冊', enUs: 'Register your company' },
  'meta.title.member': { zhCn: '会员中心', zhTw: '會員中心', enUs: 'Member centre' },
  'meta.title.search': { zhCn: '型号搜索', zhTw: '型號搜尋', enUs: 'Part search' },
  'meta.title.details': { zhCn: '产品详情', zhTw: '產品詳情', enUs: 'Product details' },
  'meta.title.catalog': { zhCn: '产品分类', zhTw: '產品分類', enUs: 'Product categories' },
  'meta.title.global': { zhCn: '全球现货', zhTw: '全球現貨', enUs: 'Global stock' },
  'meta.title.cart': { zhCn: '购物车', zhTw: '購物車', enUs: 'Shopping cart' },
  'meta.title.confirmOrder': { zhCn: '确认订单', zhTw: '確認訂單', enUs: 'Confirm order' },
  'meta.title.orderline': { zhCn: '订单详情', zhTw: '訂單詳情', enUs: 'Order details' },
  'meta.title.bomUpload': { zhCn: 'BOM 配单', zhTw: 'BOM 配單', enUs: 'BOM upload' },
  'meta.title.bomSearch': { zhCn: 'BOM 配单结果', zhTw: 'BOM 配單結果', enUs: 'BOM matching' },
  'meta.title.sample': { zhCn: '免费样品', zhTw: '免費樣品', enUs: 'Free samples' },
  'meta.title.reqSample': { zhCn: '申请样品', zhTw: '申請樣品', enUs: 'Request samples' },
  'meta.title.sampleRate': { zhCn: '样品评价', zhTw: '樣品評價', enUs: 'Rate samples' },
  'meta.title.enquiry': { zhCn: '询价', zhTw: '詢價', enUs: 'Enquiries' },
  'meta.title.help': { zhCn: '帮助中心', zhTw: '幫助中心', enUs: 'Help centre' },
  'meta.title.message': { zhCn: '消息中心', zhTw: '訊息中心', enUs: 'Messages' },
  'meta.title.brand': { zhCn: '品牌馆', zhTw: '品牌館', enUs: 'Brand store' },
  'meta.description.search': {
    zhCn: '按型号、品牌或参数搜索电子元器件，查看库存、阶梯价格与交期。',
    zhTw: '依型號、品牌或參數搜尋電子元器件，查看庫存、階梯價格與交期。',
    enUs: 'Search electronic components by part number, brand or parameter, with stock, price breaks and lead times.',
  },
  'meta.description.catalog': {
    zhCn: '按分类浏览电子元器件，按参数与品牌筛选。',
    zhTw: '依分類瀏覽電子元器件，依參數與品牌篩選。',
    enUs: 'Browse electronic components by category and narrow them by parameter and brand.',
  },
  'meta.description.bom': {
    zhCn: '上传 BOM 表，自动匹配型号、数量与价格，一键加入购物车。',
    zhTw: '上傳 BOM 表，自動匹配型號、數量與價格，一鍵加入購物車。',
    enUs: 'Upload a bill of materials: parts, quantities and prices are matched for you and go to the cart at once.',
  },
  'meta.description.sample': {
    zhCn: '为企业研发免费申请电子元器件样品。',
    zhTw: '為企業研發免費申請電子元器件樣品。',
    enUs: 'Free samples of electronic components for your development work.',
  },
  'meta.description.help': {
    zhCn: '账户、下单、支付、发票与物流的常见问题与说明。',
    zhTw: '帳戶、下單、付款、發票與物流的常見問題與說明。',
    enUs: 'Answers about accounts, ordering, payment, invoices and delivery.',
  },
} satisfies TextCatalogue;
