import type { LocalizedText } from '../lang.js';

/**
 * Texts of the Ruisa brand site (/ruisa, /ruisa_product/:productCode, /ruisa_customized, /gd). The pages'
 * content (banners, product lines, parameters, scenes, the /gd story) comes from the database; these are only
 * the frame's words around it and the contact form's labels and rule messages.
 */
export const brandTexts: Record<string, LocalizedText> = {
  'brand.name': { zhCn: '睿萨电子', zhTw: '睿薩電子', enUs: 'Ruisa Electronics' },
  'brand.nav.label': { zhCn: '睿萨品牌导航', zhTw: '睿薩品牌導覽', enUs: 'Ruisa site navigation' },
  'brand.nav.home': { zhCn: '品牌首页', zhTw: '品牌首頁', enUs: 'Brand home' },
  'brand.nav.products': { zhCn: '产品中心', zhTw: '產品中心', enUs: 'Products' },
  'brand.nav.customized': { zhCn: '定制方案', zhTw: '客製方案', enUs: 'Customised solutions' },
  'brand.nav.gd': { zhCn: '广东制造基地', zhTw: '廣東製造基地', enUs: 'Guangdong factory' },
  'brand.nav.shop': { zhCn: '返回商城', zhTw: '返回商城', enUs: 'Back to the e-mall' },
  'brand.loadFailed': {
    zhCn: '页面内容暂时无法加载，请稍后刷新重试',
    zhTw: '頁面內容暫時無法載入，請稍後重新整理',
    enUs: 'The page could not be loaded; please reload it in a moment',
  },
  'brand.banner.label': { zhCn: '睿萨品牌横幅', zhTw: '睿薩品牌橫幅', enUs: 'Ruisa banners' },
  'brand.home.products': { zhCn: '产品系列', zhTw: '產品系列', enUs: 'Product lines' },
  'brand.home.scenes': { zhCn: '应用场景', zhTw: '應用場景', enUs: 'Application scenes' },
  'brand.home.viewProduct': { zhCn: '查看详情', zhTw: '查看詳情', enUs: 'View details' },
  'brand.home.ctaTitle': {
    zhCn: '标准品不合适？我们按您的电路定制',
    zhTw: '標準品不合適？我們按您的電路客製',
    enUs: 'No standard part fits? We design one for your circuit',
  },
  'brand.home.ctaText': {
    zhCn: '告诉我们您的电气参数、尺寸和年用量，应用工程师一个工作日内回复。',
    zhTw: '告訴我們您的電氣參數、尺寸和年用量，應用工程師一個工作日內回覆。',
    enUs: 'Tell us the electrical values, size and yearly volume; an application engineer answers within one working day.',
  },
  'brand.home.ctaButton': { zhCn: '提交定制需求', zhTw: '提交客製需求', enUs: 'Request a solution' },
  'brand.product.series': { zhCn: '{series} 系列', zhTw: '{series} 系列', enUs: '{series} series' },
  'brand.product.params': { zhCn: '主要参数', zhTw: '主要參數', enUs: 'Key parameters' },
  'brand.product.paramName': { zhCn: '参数', zhTw: '參數', enUs: 'Parameter' },
  'brand.product.paramValue': { zhCn: '范围 / 规格', zhTw: '範圍 / 規格', enUs: 'Range / specification' },
  'brand.product.features': { zhCn: '产品特点', zhTw: '產品特點', enUs: 'Features' },
  'brand.product.scenes': { zhCn: '应用场景', zhTw: '應用場景', enUs: 'Where it is used' },
  'brand.product.shopSearch': {
    zhCn: '在商城查找同类型号',
    zhTw: '在商城查找同類型號',
    enUs: 'Comparable parts in the e-mall',
  },
  'brand.product.others': { zhCn: '其他产品系列', zhTw: '其他產品系列', enUs: 'Other product lines' },
  'brand.product.notFound': {
    zhCn: '没有找到这个产品系列',
    zhTw: '沒有找到這個產品系列',
    enUs: 'This product line was not found',
  },
  'brand.custom.formTitle': { zhCn: '定制需求', zhTw: '客製需求', enUs: 'Your requirement' },
  'brand.custom.company': { zhCn: '公司名称', zhTw: '公司名稱', enUs: 'Company' },
  'brand.custom.contact': { zhCn: '联系人', zhTw: '聯絡人', enUs: 'Contact person' },
  'brand.custom.mobile': { zhCn: '手机号码', zhTw: '手機號碼', enUs: 'Mobile number' },
  'brand.custom.email': { zhCn: '电子邮箱', zhTw: '電子郵件', enUs: 'E-mail' },
  'brand.custom.product': { zhCn: '感兴趣的产品', zhTw: '感興趣的產品', enUs: 'Product of interest' },
  'brand.custom.productOther': {
    zhCn: '其他 / 暂不确定',
    zhTw: '其他 / 暫不確定',
    enUs: 'Other / not sure yet',
  },
  'brand.custom.annualQty': { zhCn: '预计年用量（只）', zhTw: '預計年用量（隻）', enUs: 'Pieces per year' },
  'brand.custom.description': { zhCn: '需求描述', zhTw: '需求描述', enUs: 'Requirement' },
  'brand.custom.descriptionHint': {
    zhCn: '例如：电感值、额定电流、尺寸限制、工作温度、认证要求、目标价格',
    zhTw: '例如：電感值、額定電流、尺寸限制、工作溫度、認證要求、目標價格',
    enUs: 'For example: inductance, rated current, size limits, temperature range, qualifications, target price',
  },
  'brand.custom.required': { zhCn: '请填写此项', zhTw: '請填寫此項', enUs: 'Please fill this in' },
  'brand.custom.submit': { zhCn: '提交需求', zhTw: '提交需求', enUs: 'Send the request' },
  'brand.custom.privacy': {
    zhCn: '您的信息仅用于本次方案沟通，不会提供给第三方。',
    zhTw: '您的資訊僅用於本次方案溝通，不會提供給第三方。',
    enUs: 'Your details are used only to answer this request and are never passed on.',
  },
  'brand.custom.successTitle': {
    zhCn: '需求已提交（编号 {no}）',
    zhTw: '需求已提交（編號 {no}）',
    enUs: 'Request {no} received',
  },
  'brand.custom.successText': {
    zhCn: '应用工程师将在一个工作日内与您联系。',
    zhTw: '應用工程師將在一個工作日內與您聯絡。',
    enUs: 'An application engineer will contact you within one working day.',
  },
  'brand.custom.another': { zhCn: '再提交一项需求', zhTw: '再提交一項需求', enUs: 'Send another request' },
  'brand.gd.ctaText': {
    zhCn: '在需求描述中写明希望的日期、人数和想交流的产品，我们会安排接待与工程师。',
    zhTw: '在需求描述中寫明希望的日期、人數和想交流的產品，我們會安排接待與工程師。',
    enUs: 'Write the dates, the number of visitors and the products to discuss in the form; we arrange the visit and the engineers.',
  },
  'brand.gd.ctaButton': { zhCn: '预约参观', zhTw: '預約參觀', enUs: 'Book a visit' },
  'brand.gd.cta': {
    zhCn: '预约工厂参观或技术交流',
    zhTw: '預約工廠參觀或技術交流',
    enUs: 'Book a factory visit or a technical meeting',
  },
  'brand.rule.mobileInvalid': {
    zhCn: '请输入正确的手机号码（11位大陆手机号，或以+开头的国际号码）',
    zhTw: '請輸入正確的手機號碼（11位大陸手機號，或以+開頭的國際號碼）',
    enUs: 'please enter a correct mobile number (11-digit mainland number, or + and the country code)',
  },
  'brand.rule.emailInvalid': {
    zhCn: '请输入正确的邮箱格式',
    zhTw: '請輸入正確的電子郵件格式',
    enUs: 'please enter a correct email format',
  },
  'brand.rule.annualQtyInvalid': {
    zhCn: '请输入1至999,999,999之间的整数',
    zhTw: '請輸入1至999,999,999之間的整數',
    enUs: 'please enter a whole number from 1 to 999,999,999',
  },
  'brand.rule.descriptionTooShort': {
    zhCn: '请至少填写10个字，说明您的需求',
    zhTw: '請至少填寫10個字，說明您的需求',
    enUs: 'please describe your requirement in at least 10 characters',
  },
};
