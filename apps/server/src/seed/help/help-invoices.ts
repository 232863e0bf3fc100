import { md, type HelpArticleSeed } from './help-article-seed.js';

/** Invoices: VAT in prices, the invoice details at checkout, issuing (docs/orders.md Money; decision 44). */
export const invoiceArticles: HelpArticleSeed[] = [
  {
    slug: 'invoices.vat',
    title: {
      zhCn: '含税价、未税价与增值税',
      zhTw: '含稅價、未稅價與增值稅',
      enUs: 'Prices with and without VAT',
    },
    body: {
      zhCn: md`
        商城价格以人民币计价，增值税税率为 **13%**。

        - 含税价 = 未税价 × 1.13；购物车和列表中可切换显示含税价或未税价，切换只影响显示，不影响结算。
        - 订单金额始终为**含税金额**。订单行金额 = 单价 × 数量，保留 6 位小数（四舍五入）；订单金额为各行金额之和，保留 2 位小数。
        - 税额 = 含税金额 − 未税金额，两者都显示在订单和销售合同中。

        价格和税率以下单时的系统计算为准；增值税发票按订单的含税金额开具。
      `,
      zhTw: md`
        商城價格以人民幣計價，增值稅稅率為 **13%**。

        - 含稅價 = 未稅價 × 1.13；購物車與列表中可切換顯示含稅價或未稅價，切換只影響顯示，不影響結算。
        - 訂單金額一律為**含稅金額**。訂單明細金額 = 單價 × 數量，保留 6 位小數（四捨五入）；訂單金額為各明細金額之和，保留 2 位小數。
        - 稅額 = 含稅金額 − 未稅金額，兩者都會顯示在訂單與銷售合同中。

        價格與稅率以下單時的系統計算為準；增值稅發票依訂單的含稅金額開立。
      `,
      enUs: md`
        Prices are in Chinese yuan (CNY); the VAT rate is **13%**.

        - Price with tax = price without tax × 1.13. The cart and the lists switch between the two; the switch changes only what is shown, never what is charged.
        - The order amount always **includes tax**. A line amount is unit price × quantity, rounded half up to 6 decimals; the order amount is the sum of the lines, rounded to 2 decimals.
        - The tax is the amount with tax minus the amount without tax; both appear on the order and the sale contract.

        The prices and tax calculated when you order apply; the VAT invoice is issued for the order's amount with tax.
      `,
    },
  },
  {
    slug: 'invoices.invoice-details',
    title: { zhCn: '填写发票信息', zhTw: '填寫發票資訊', enUs: 'Filling in the invoice details' },
    body: {
      zhCn: md`
        订单确认页的"发票信息"默认取自贵公司资料，可按本次订单修改：

        - **发票抬头**（必填）、**纳税人识别号**、**开户银行**、**银行账号**、**注册地址**、**注册电话**：开具增值税专用发票时请完整填写。
        - **发票规格型号**与**发票货物名称**：不填时分别按型号和产品类别开具。
        - **开票要求**、**开票截止日期**：有特殊要求时填写。
        - **发票收件人**、**收件人电话**（区号与号码分开填写）和**发票寄送地址**。
        - 开关项：**按订单单独开票**、**发票备注订单号**（默认开启）、**单位统一为"个"**。

        订单会保存下单时的发票信息；之后修改公司资料不会改变已下订单的发票信息。
      `,
      zhTw: md`
        訂單確認頁的「發票資訊」預設取自貴公司資料，可依本次訂單修改：

        - **發票抬頭**（必填）、**納稅人識別號**、**開戶銀行**、**銀行帳號**、**註冊地址**、**註冊電話**：開立增值稅專用發票時請完整填寫。
        - **發票規格型號**與**發票貨物名稱**：未填時分別依型號與產品類別開立。
        - **開票要求**、**開票截止日期**：有特殊要求時填寫。
        - **發票收件人**、**收件人電話**（區號與號碼分開填寫）與**發票寄送地址**。
        - 開關項：**按訂單單獨開票**、**發票備註訂單號**（預設開啟）、**單位統一為「個」**。

        訂單會保存下單時的發票資訊；之後修改公司資料不會變更已成立訂單的發票資訊。
      `,
      enUs: md`
        The invoice details on the order confirmation come from your company's record and can be changed for the order:

        - **Invoice title** (required), **taxpayer number**, **bank**, **bank account**, **registered address** and **registered phone**: complete them all for a special VAT invoice.
        - **Specification** and **goods name on the invoice**: left empty, the part numbers and the product categories are used.
        - **Invoice requirements** and **invoice needed by**: for special wishes.
        - **Invoice recipient**, the recipient's **phone** (area code and number apart) and the address to **send the invoice to**.
        - Switches: **one invoice per order**, **order number in the invoice remarks** (on by default), **unit "pcs" on every line**.

        An order keeps the invoice details it was placed with: later changes to your company's record do not change them.
      `,
    },
  },
  {
    slug: 'invoices.issue',
    title: {
      zhCn: '发票何时开具，如何修改',
      zhTw: '發票何時開立、如何修改',
      enUs: 'When invoices are issued, and changes',
    },
    body: {
      zhCn: md`
        - 我们按订单的发票信息为**已发货的货物**开具增值税发票，并寄送到订单中的发票寄送地址。
        - 勾选"按订单单独开票"时，一张订单开一张发票；未勾选时，同一开票周期的订单可能合并开具。
        - 发票开具前，如需修改抬头、税号等信息，请尽快联系客服并提供订单号；发票开具后需退回原发票才能重开。
        - 免费样品不开具发票。
      `,
      zhTw: md`
        - 我們依訂單的發票資訊，為**已出貨的貨物**開立增值稅發票，並寄送至訂單中的發票寄送地址。
        - 勾選「按訂單單獨開票」時，一張訂單開一張發票；未勾選時，同一開票週期的訂單可能合併開立。
        - 發票開立前，如需修改抬頭、稅號等資訊，請儘快聯絡客服並提供訂單號；發票開立後需退回原發票才能重開。
        - 免費樣品不開立發票。
      `,
      enUs: md`
        - We issue the VAT invoice for **goods that have shipped**, with the order's invoice details, and send it to the invoice address of the order.
        - With "one invoice per order" each order gets its own invoice; without it, orders of one invoicing period may share one.
        - To change the title, taxpayer number or other details before the invoice is issued, contact us soon with the order number; once issued, the original invoice must come back before a new one is made.
        - Free samples are not invoiced.
      `,
    },
  },
];
