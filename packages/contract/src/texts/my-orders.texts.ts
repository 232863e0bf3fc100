import type { TextCatalogue } from './text-catalogue.js';

/** Texts of the member centre's orders tab, the pay modal and the order line page (/orderline/{orderId}). */
export const myOrdersTexts = {
  'orders.filter.status': { zhCn: '订单行状态', zhTw: '訂單行狀態', enUs: 'Line status' },
  'orders.filter.time': { zhCn: '下单时间', zhTw: '下單時間', enUs: 'Order date' },
  'orders.filter.from': { zhCn: '开始日期', zhTw: '開始日期', enUs: 'From' },
  'orders.filter.to': { zhCn: '结束日期', zhTw: '結束日期', enUs: 'To' },
  'orders.filter.last7': { zhCn: '最近7天', zhTw: '最近7天', enUs: 'Last 7 days' },
  'orders.filter.last30': { zhCn: '最近30天', zhTw: '最近30天', enUs: 'Last 30 days' },
  'orders.filter.last90': { zhCn: '最近3个月', zhTw: '最近3個月', enUs: 'Last 3 months' },
  'orders.filter.orderNo': { zhCn: '搜索订单号', zhTw: '搜尋訂單號', enUs: 'Search an order no.' },

  'orders.card.label': { zhCn: '订单 {no}', zhTw: '訂單 {no}', enUs: 'Order {no}' },
  'orders.card.orderNo': { zhCn: '订单号', zhTw: '訂單號', enUs: 'Order no.' },
  'orders.card.custOrderNo': { zhCn: '客户订单号', zhTw: '客戶訂單號', enUs: 'Your order no.' },
  'orders.card.custOrderNoOf': {
    zhCn: '订单 {no} 的客户订单号',
    zhTw: '訂單 {no} 的客戶訂單號',
    enUs: 'Your order no. of {no}',
  },
  'orders.card.amount': { zhCn: '订单金额', zhTw: '訂單金額', enUs: 'Order amount' },
  'orders.card.lineCount': { zhCn: '共 {n} 行', zhTw: '共 {n} 行', enUs: 'Lines: {n}' },
  'orders.card.lineCountLabel': { zhCn: '订单行数', zhTw: '訂單行數', enUs: 'Lines' },
  'orders.card.moreLines': {
    zhCn: '还有 {n} 行，查看全部',
    zhTw: '還有 {n} 行，查看全部',
    enUs: '{n} more lines, see them all',
  },

  'orders.action.pay': { zhCn: '付款', zhTw: '付款', enUs: 'Pay' },
  'orders.action.payAgain': { zhCn: '重新上传凭证', zhTw: '重新上傳憑證', enUs: 'Upload the proof again' },
  'orders.action.viewLines': { zhCn: '订单详情', zhTw: '訂單詳情', enUs: 'Order details' },
  'orders.action.contract': { zhCn: '下载合同', zhTw: '下載合同', enUs: 'Sale contract' },

  'orders.edit.add': { zhCn: '点击添加', zhTw: '點擊新增', enUs: 'Click to add' },
  'orders.edit.edit': { zhCn: '编辑', zhTw: '編輯', enUs: 'Edit' },
  'orders.edit.save': { zhCn: '保存', zhTw: '儲存', enUs: 'Save' },
  'orders.edit.cancel': { zhCn: '取消', zhTw: '取消', enUs: 'Cancel' },

  'orders.line.part': { zhCn: '型号 / 品牌', zhTw: '型號 / 品牌', enUs: 'Part number / brand' },
  'orders.line.quantity': { zhCn: '数量', zhTw: '數量', enUs: 'Quantity' },
  'orders.line.shipped': { zhCn: '已发 {n}', zhTw: '已出 {n}', enUs: '{n} shipped' },
  'orders.line.deliveryDate': { zhCn: '交期', zhTw: '交期', enUs: 'Delivery date' },
  'orders.line.shortage': { zhCn: '缺货', zhTw: '缺貨', enUs: 'Short' },
  'orders.line.status': { zhCn: '状态', zhTw: '狀態', enUs: 'Status' },

  'orders.pay.title': { zhCn: '付款', zhTw: '付款', enUs: 'Pay the order' },
  'orders.pay.amount': { zhCn: '应付金额', zhTw: '應付金額', enUs: 'Amount to pay' },
  'orders.pay.payee': { zhCn: '收款单位', zhTw: '收款單位', enUs: 'Payee' },
  'orders.pay.bank': { zhCn: '开户银行', zhTw: '開戶銀行', enUs: 'Bank' },
  'orders.pay.account': { zhCn: '银行账号', zhTw: '銀行帳號', enUs: 'Account number' },
  'orders.pay.remark': { zhCn: '转账备注', zhTw: '轉帳備註', enUs: 'Transfer remark' },
  'orders.pay.dueDate': { zhCn: '最晚付款日', zhTw: '最晚付款日', enUs: 'Pay by' },
  'orders.pay.proofs': { zhCn: '已上传的付款凭证', zhTw: '已上傳的付款憑證', enUs: 'Proofs uploaded' },
  'orders.pay.downloadProof': { zhCn: '下载', zhTw: '下載', enUs: 'Download' },
  'orders.pay.accept': {
    zhCn: '支持 PNG、JPG 图片或 PDF 文件',
    zhTw: '支援 PNG、JPG 圖片或 PDF 檔案',
    enUs: 'A PNG or JPG image, or a PDF',
  },
  'orders.pay.uploading': { zhCn: '正在上传…', zhTw: '正在上傳…', enUs: 'Uploading…' },
  'orders.pay.uploaded': {
    zhCn: '{file} 上传成功，等待卖方确认收款',
    zhTw: '{file} 上傳成功，等待賣方確認收款',
    enUs: '{file} uploaded; the seller will confirm the payment',
  },
  'orders.pay.noUpload': {
    zhCn: '该订单当前无需上传付款凭证',
    zhTw: '該訂單目前無需上傳付款憑證',
    enUs: 'This order takes no payment proof now',
  },
  'orders.pay.close': { zhCn: '关闭', zhTw: '關閉', enUs: 'Close' },

  'orders.detail.title': { zhCn: '订单 {no}', zhTw: '訂單 {no}', enUs: 'Order {no}' },
  'orders.detail.summary': { zhCn: '订单概要', zhTw: '訂單概要', enUs: 'Order summary' },
  'orders.detail.backToOrders': { zhCn: '返回我的订单', zhTw: '返回我的訂單', enUs: 'Back to my orders' },
  'orders.detail.notFound': {
    zhCn: '订单不存在',
    zhTw: '訂單不存在',
    enUs: 'There is no such order',
  },
  'orders.detail.createTime': { zhCn: '下单时间', zhTw: '下單時間', enUs: 'Ordered' },
  'orders.detail.billingCycle': { zhCn: '结算方式', zhTw: '結算方式', enUs: 'Payment terms' },
  'orders.detail.buyer': { zhCn: '下单人', zhTw: '下單人', enUs: 'Ordered by' },
  'orders.detail.dueDate': { zhCn: '最晚付款日 {date}', zhTw: '最晚付款日 {date}', enUs: 'pay by {date}' },
  'orders.detail.lines': { zhCn: '订单行', zhTw: '訂單行', enUs: 'Order lines' },

  'orders.shipment.title': { zhCn: '物流信息', zhTw: '物流資訊', enUs: 'Shipments' },
  'orders.shipment.none': { zhCn: '暂无发货记录', zhTw: '暫無出貨記錄', enUs: 'Nothing has shipped yet' },
  'orders.shipment.trackingNo': { zhCn: '运单号', zhTw: '運單號', enUs: 'Tracking no.' },
  'orders.shipment.shipTime': { zhCn: '发货时间 {time}', zhTw: '出貨時間 {time}', enUs: 'Shipped {time}' },
} satisfies TextCatalogue;
