import type { LocalizedText } from '../lang.js';

/** The operator console's enquiries screens (keys 'ops.enquiries.*'). */
export const opsEnquiriesTexts: Record<string, LocalizedText> = {
  'ops.enquiries.title': { zhCn: '询价管理', zhTw: '詢價管理', enUs: 'Enquiries' },
  'ops.enquiries.tenantFilter': {
    zhCn: '客户编码或名称',
    zhTw: '客戶編碼或名稱',
    enUs: 'Customer code or name',
  },
  'ops.enquiries.noFilter': { zhCn: '询价单号', zhTw: '詢價單號', enUs: 'Enquiry reference' },
  'ops.enquiries.dates': { zhCn: '提交日期', zhTw: '提交日期', enUs: 'Submitted' },
  'ops.enquiries.enquiryNo': { zhCn: '询价单号', zhTw: '詢價單號', enUs: 'Reference' },
  'ops.enquiries.staff': { zhCn: '询价人', zhTw: '詢價人', enUs: 'Requested by' },
  'ops.enquiries.lines': { zhCn: '已报价/型号数', zhTw: '已報價/型號數', enUs: 'Quoted / lines' },
  'ops.enquiries.submittedAt': { zhCn: '提交时间', zhTw: '提交時間', enUs: 'Submitted' },
  'ops.enquiries.validUntil': { zhCn: '报价有效期至', zhTw: '報價有效期至', enUs: 'Quote valid until' },
  'ops.enquiries.empty': { zhCn: '暂无询价单', zhTw: '暫無詢價單', enUs: 'No enquiries' },
  'ops.enquiries.detailTitle': { zhCn: '询价单 {no}', zhTw: '詢價單 {no}', enUs: 'Enquiry {no}' },
  'ops.enquiries.buyerRemarks': { zhCn: '客户备注', zhTw: '客戶備註', enUs: "Buyer's remarks" },
  'ops.enquiries.quotedAt': { zhCn: '报价时间', zhTw: '報價時間', enUs: 'Quoted' },
  'ops.enquiries.lineNo': { zhCn: '行号', zhTw: '行號', enUs: 'Line' },
  'ops.enquiries.part': { zhCn: '型号', zhTw: '型號', enUs: 'Part number' },
  'ops.enquiries.brand': { zhCn: '品牌', zhTw: '品牌', enUs: 'Brand' },
  'ops.enquiries.qty': { zhCn: '数量', zhTw: '數量', enUs: 'Quantity' },
  'ops.enquiries.targetPrice': { zhCn: '目标单价', zhTw: '目標單價', enUs: 'Target price' },
  'ops.enquiries.deliveryDate': { zhCn: '要求交期', zhTw: '要求交期', enUs: 'Delivery by' },
  'ops.enquiries.matched': { zhCn: '匹配商品', zhTw: '匹配商品', enUs: 'Catalog part' },
  'ops.enquiries.noMatch': {
    zhCn: '未匹配（报价后不能加入购物车）',
    zhTw: '未匹配（報價後不能加入購物車）',
    enUs: 'None (cannot go to the cart)',
  },
  'ops.enquiries.unitPrice': {
    zhCn: '报价单价（含税）',
    zhTw: '報價單價（含稅）',
    enUs: 'Unit price (tax incl.)',
  },
  'ops.enquiries.unitPricePlaceholder': {
    zhCn: '留空表示无法供货',
    zhTw: '留空表示無法供貨',
    enUs: "Blank: can't supply",
  },
  'ops.enquiries.sellerRemarks': { zhCn: '报价备注', zhTw: '報價備註', enUs: 'Quote remarks' },
  'ops.enquiries.amount': { zhCn: '报价金额', zhTw: '報價金額', enUs: 'Amount' },
  'ops.enquiries.sendQuote': { zhCn: '发送报价', zhTw: '發送報價', enUs: 'Send quote' },
  'ops.enquiries.requote': { zhCn: '重新报价', zhTw: '重新報價', enUs: 'Send new quote' },
  'ops.enquiries.quoteSent': {
    zhCn: '报价已发送，客户将收到站内消息',
    zhTw: '報價已發送，客戶將收到站內訊息',
    enUs: 'Quote sent; the buyer has been notified',
  },
  'ops.enquiries.quoteHint': {
    zhCn: '单价为含税单价，数量按客户询价数量；未填单价的型号视为无法供货，原有报价将被撤销。',
    zhTw: '單價為含稅單價，數量按客戶詢價數量；未填單價的型號視為無法供貨，原有報價將被撤銷。',
    enUs: "Prices include tax, for the buyer's quantity. A line without a price is one you cannot supply; any earlier price on it is withdrawn.",
  },
  'ops.enquiries.needOnePrice': {
    zhCn: '请至少为一个型号填写报价单价',
    zhTw: '請至少為一個型號填寫報價單價',
    enUs: 'Please price at least one line',
  },
  'ops.enquiries.priceInvalid': {
    zhCn: '单价须大于0，最多6位小数',
    zhTw: '單價須大於0，最多6位小數',
    enUs: 'Above 0, at most 6 decimals',
  },
  'ops.enquiries.validUntilRequired': {
    zhCn: '请选择报价有效期',
    zhTw: '請選擇報價有效期',
    enUs: 'Please choose how long the quote holds',
  },
  'ops.enquiries.validUntilPast': {
    zhCn: '报价有效期不能早于今天',
    zhTw: '報價有效期不能早於今天',
    enUs: 'The quote cannot end before today',
  },
  'ops.enquiries.notQuotable': {
    zhCn: '该询价单已{status}，不能再报价',
    zhTw: '該詢價單已{status}，不能再報價',
    enUs: 'This enquiry is {status} and cannot be quoted',
  },
};
