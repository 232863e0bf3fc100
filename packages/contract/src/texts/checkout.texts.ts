import type { TextCatalogue } from './text-catalogue.js';

/** Texts of the order confirmation page (/confirm_order). */
export const checkoutTexts = {
  'checkout.title': { zhCn: '确认订单', zhTw: '確認訂單', enUs: 'Confirm order' },
  'checkout.loadFailed': {
    zhCn: '订单信息加载失败，请返回购物车重试',
    zhTw: '訂單資訊載入失敗，請返回購物車重試',
    enUs: 'The order could not be loaded; please go back to the cart and try again',
  },
  'checkout.backToCart': { zhCn: '返回购物车', zhTw: '返回購物車', enUs: 'Back to the cart' },
  'checkout.changed': {
    zhCn: '订单已发生变化，请重新确认',
    zhTw: '訂單已發生變化，請重新確認',
    enUs: 'The order has changed, please confirm it again',
  },
  'checkout.changed.reloaded': {
    zhCn: '价格或库存已变化，已按最新信息刷新，请核对后重新提交',
    zhTw: '價格或庫存已變化，已按最新資訊重新整理，請核對後重新提交',
    enUs: 'Prices or stock have changed. The lines now show the current figures; please check them and submit again',
  },
  'checkout.changed.parts': {
    zhCn: '以下型号的价格或库存已变化：{parts}。已按最新信息刷新，请核对后重新提交',
    zhTw: '以下型號的價格或庫存已變化：{parts}。已按最新資訊重新整理，請核對後重新提交',
    enUs: 'Prices or stock have changed for {parts}. The lines now show the current figures; please check them and submit again',
  },

  'checkout.address.title': { zhCn: '收货地址', zhTw: '收貨地址', enUs: 'Shipping address' },
  'checkout.address.none': {
    zhCn: '暂无收货地址，请先新增',
    zhTw: '暫無收貨地址，請先新增',
    enUs: 'No shipping address yet; please add one',
  },
  'checkout.address.required': {
    zhCn: '请先新增收货地址',
    zhTw: '請先新增收貨地址',
    enUs: 'Please add a shipping address',
  },
  'checkout.address.add': { zhCn: '新增收货地址', zhTw: '新增收貨地址', enUs: 'Add an address' },
  'checkout.address.edit': { zhCn: '编辑收货地址', zhTw: '編輯收貨地址', enUs: 'Edit the address' },
  'checkout.address.editShort': { zhCn: '编辑', zhTw: '編輯', enUs: 'Edit' },
  'checkout.address.default': { zhCn: '默认', zhTw: '預設', enUs: 'Default' },
  'checkout.address.makeDefault': {
    zhCn: '设为默认地址',
    zhTw: '設為預設地址',
    enUs: 'Make this my default address',
  },
  'checkout.address.recipients': { zhCn: '收货人', zhTw: '收貨人', enUs: 'Recipient' },
  'checkout.address.recipientsRequired': {
    zhCn: '请输入收货人',
    zhTw: '請輸入收貨人',
    enUs: 'Please enter the recipient',
  },
  'checkout.address.phone': { zhCn: '联系电话', zhTw: '聯絡電話', enUs: 'Phone' },
  'checkout.address.phoneRequired': {
    zhCn: '请输入联系电话',
    zhTw: '請輸入聯絡電話',
    enUs: 'Please enter a phone number',
  },
  'checkout.address.phoneInvalid': {
    zhCn: '请输入正确的电话号码',
    zhTw: '請輸入正確的電話號碼',
    enUs: 'Please enter a correct phone number',
  },
  'checkout.address.region': { zhCn: '所在地区', zhTw: '所在地區', enUs: 'Region' },
  'checkout.address.regionPlaceholder': {
    zhCn: '省 / 市 / 区',
    zhTw: '省 / 市 / 區',
    enUs: 'Province / city / district',
  },
  'checkout.address.detail': { zhCn: '详细地址', zhTw: '詳細地址', enUs: 'Street address' },
  'checkout.address.detailRequired': {
    zhCn: '请输入详细地址',
    zhTw: '請輸入詳細地址',
    enUs: 'Please enter the street address',
  },

  'checkout.deliveryMethod.title': { zhCn: '配送方式', zhTw: '配送方式', enUs: 'Delivery method' },
  'checkout.deliveryMethod.required': {
    zhCn: '请选择配送方式',
    zhTw: '請選擇配送方式',
    enUs: 'Please choose a delivery method',
  },
  'checkout.billingCycle': { zhCn: '结算方式：', zhTw: '結算方式：', enUs: 'Payment terms:' },

  'checkout.lines.title': { zhCn: '商品清单', zhTw: '商品清單', enUs: 'Products' },
  'checkout.column.part': { zhCn: '型号 / 品牌', zhTw: '型號 / 品牌', enUs: 'Part number / brand' },
  'checkout.column.quantity': { zhCn: '数量', zhTw: '數量', enUs: 'Quantity' },
  'checkout.column.delivery': { zhCn: '预计交期', zhTw: '預計交期', enUs: 'Expected delivery' },

  'checkout.invoice.heading': { zhCn: '发票信息', zhTw: '發票資訊', enUs: 'Invoice' },
  'checkout.invoice.title': { zhCn: '发票抬头', zhTw: '發票抬頭', enUs: 'Invoice title' },
  'checkout.invoice.titleRequired': {
    zhCn: '请输入发票抬头',
    zhTw: '請輸入發票抬頭',
    enUs: 'Please enter the invoice title',
  },
  'checkout.invoice.invalid': {
    zhCn: '请完善发票信息',
    zhTw: '請完善發票資訊',
    enUs: 'Please complete the invoice details',
  },
  'checkout.invoice.taxNum': { zhCn: '纳税人识别号', zhTw: '納稅人識別號', enUs: 'Taxpayer number' },
  'checkout.invoice.depositBank': { zhCn: '开户银行', zhTw: '開戶銀行', enUs: 'Bank' },
  'checkout.invoice.bankAccount': { zhCn: '银行账号', zhTw: '銀行帳號', enUs: 'Bank account' },
  'checkout.invoice.invoiceAddr': { zhCn: '注册地址', zhTw: '註冊地址', enUs: 'Registered address' },
  'checkout.invoice.invoicePhone': { zhCn: '注册电话', zhTw: '註冊電話', enUs: 'Registered phone' },
  'checkout.invoice.invoiceSpecTypeContent': {
    zhCn: '发票规格型号',
    zhTw: '發票規格型號',
    enUs: 'Specification on the invoice',
  },
  'checkout.invoice.specTypePlaceholder': {
    zhCn: '默认按商品型号开具',
    zhTw: '預設按商品型號開具',
    enUs: 'The part numbers unless stated',
  },
  'checkout.invoice.invoiceServerContent': {
    zhCn: '发票货物名称',
    zhTw: '發票貨物名稱',
    enUs: 'Goods name on the invoice',
  },
  'checkout.invoice.serverContentPlaceholder': {
    zhCn: '默认按商品类目开具',
    zhTw: '預設按商品類目開具',
    enUs: 'The product categories unless stated',
  },
  'checkout.invoice.invoiceDeadline': {
    zhCn: '开票截止日期',
    zhTw: '開票截止日期',
    enUs: 'Invoice needed by',
  },
  'checkout.invoice.invoiceRequire': { zhCn: '开票要求', zhTw: '開票要求', enUs: 'Invoice requirements' },
  'checkout.invoice.invoiceReceipient': { zhCn: '发票收件人', zhTw: '發票收件人', enUs: 'Invoice recipient' },
  'checkout.invoice.invoiceReceipientPhone': {
    zhCn: '收件人电话',
    zhTw: '收件人電話',
    enUs: "Recipient's phone",
  },
  'checkout.invoice.phoneArea': { zhCn: '区号', zhTw: '區號', enUs: 'Area code' },
  'checkout.invoice.phoneNumber': { zhCn: '电话号码', zhTw: '電話號碼', enUs: 'Number' },
  'checkout.invoice.invoiceSendAddr': {
    zhCn: '发票寄送地址',
    zhTw: '發票寄送地址',
    enUs: 'Send the invoice to',
  },
  'checkout.invoice.isInvoiceByOrderNO': {
    zhCn: '按订单单独开票',
    zhTw: '按訂單單獨開票',
    enUs: 'One invoice per order',
  },
  'checkout.invoice.isOrderNOComments': {
    zhCn: '发票备注订单号',
    zhTw: '發票備註訂單號',
    enUs: 'Order number in the invoice remarks',
  },
  'checkout.invoice.unitUseSingle': {
    zhCn: '单位统一为"个"',
    zhTw: '單位統一為「個」',
    enUs: 'Unit "pcs" on every line',
  },

  'checkout.custOrderNo': { zhCn: '客户订单号', zhTw: '客戶訂單號', enUs: 'Your order no.' },
  'checkout.custOrderNoPlaceholder': {
    zhCn: '选填，便于您对账',
    zhTw: '選填，便於您對帳',
    enUs: 'Optional, for your own records',
  },
  'checkout.sum.lines': { zhCn: '商品种类', zhTw: '商品種類', enUs: 'Lines' },
  'checkout.sum.noTax': { zhCn: '不含税金额', zhTw: '不含稅金額', enUs: 'Amount excl. tax' },
  'checkout.sum.tax': { zhCn: '税额', zhTw: '稅額', enUs: 'Tax' },
  'checkout.sum.payable': {
    zhCn: '应付总额（含税）：',
    zhTw: '應付總額（含稅）：',
    enUs: 'Total payable (incl. tax):',
  },
  'checkout.submit': { zhCn: '提交订单', zhTw: '提交訂單', enUs: 'Submit order' },
  'checkout.placed.content': {
    zhCn: '订单号 {no}，应付金额 {currency} {amount}。请在“我的订单”中查看并付款。',
    zhTw: '訂單號 {no}，應付金額 {currency} {amount}。請在「我的訂單」中查看並付款。',
    enUs: 'Order {no}, amount payable {currency} {amount}. You can follow and pay it in My orders.',
  },
  'checkout.placed.toOrders': { zhCn: '查看我的订单', zhTw: '查看我的訂單', enUs: 'Go to my orders' },
} satisfies TextCatalogue;
