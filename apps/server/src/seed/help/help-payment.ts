import { md, type HelpArticleSeed } from './help-article-seed.js';

/** Payment: bank transfer, the payment proof, terms and the sale contract (docs/orders.md Payment). */
export const paymentArticles: HelpArticleSeed[] = [
  {
    slug: 'payment.bank-transfer',
    title: { zhCn: '如何通过银行转账付款', zhTw: '如何透過銀行轉帳付款', enUs: 'Paying by bank transfer' },
    body: {
      zhCn: md`
        商城订单通过**对公银行转账**付款，暂不支持在线支付。

        1. 打开 [我的订单](/my_EMall?activeKey=2)，在"待付款"的订单上点击"付款"。
        2. 付款窗口显示**应付金额**、**收款单位**、**开户银行**、**银行账号**和**最晚付款日**。
        3. 请按应付金额从贵公司的对公账户转账，并在**转账备注**中填写窗口中给出的订单号，便于我们核对到账。
        4. 转账后，在同一窗口上传银行回单作为付款凭证，见 [上传付款凭证](/help_center?category=payment)。

        收款账户信息只在您自己的订单中显示。请勿向任何其他账户付款；如收到要求更改收款账户的通知，请先拨打客服热线核实。
      `,
      zhTw: md`
        商城訂單透過**公司帳戶銀行轉帳**付款，暫不支援線上支付。

        1. 開啟 [我的訂單](/my_EMall?activeKey=2)，在「待付款」的訂單上點擊「付款」。
        2. 付款視窗會顯示**應付金額**、**收款單位**、**開戶銀行**、**銀行帳號**與**最晚付款日**。
        3. 請依應付金額從貴公司的公司帳戶轉帳，並在**轉帳備註**中填寫視窗中提供的訂單號，方便我們核對入帳。
        4. 轉帳後，在同一視窗上傳銀行水單作為付款憑證，請見 [上傳付款憑證](/help_center?category=payment)。

        收款帳戶資訊只會在您自己的訂單中顯示。請勿匯款至任何其他帳戶；若收到要求變更收款帳戶的通知，請先撥打客服專線確認。
      `,
      enUs: md`
        Orders in the e-mall are paid by **bank transfer from your company account**; there is no online payment.

        1. Open [My orders](/my_EMall?activeKey=2) and click "Pay" on an order waiting for payment.
        2. The window shows the **amount to pay**, the **payee**, the **bank**, the **account number** and the **pay-by date**.
        3. Transfer exactly that amount from your company's account and put the order number given there in the **transfer remark**, so we can match the payment.
        4. Then upload the bank receipt in the same window as the payment proof: see [uploading the payment proof](/help_center?category=payment).

        The payee account is shown only in your own orders. Never pay to any other account; if you are told the account has changed, call our hotline first.
      `,
    },
  },
  {
    slug: 'payment.upload-proof',
    title: { zhCn: '上传付款凭证', zhTw: '上傳付款憑證', enUs: 'Uploading the payment proof' },
    body: {
      zhCn: md`
        转账完成后，请在订单的付款窗口上传银行回单，我们据此确认到账。

        - 支持 **PNG、JPG 图片或 PDF 文件**，单个文件最大 10 MB；系统按文件内容识别格式，不是真正图片或 PDF 的文件无论文件名如何都会被拒绝。
        - 上传成功后订单状态变为"已上传付款凭证"。我们确认收款前，您可以继续上传新的凭证（例如分笔转账）。
        - 已上传的凭证列在付款窗口中，可以随时下载查看。同公司的同事也能看到。
        - 如凭证无法对应到账款，订单会回到"待付款"，请核对后重新上传或联系客服。
        - 我们确认收款后订单变为"已付款"，此后不再接收凭证。
      `,
      zhTw: md`
        轉帳完成後，請在訂單的付款視窗上傳銀行水單，我們會據此確認入帳。

        - 支援 **PNG、JPG 圖片或 PDF 檔案**，單一檔案最大 10 MB；系統依檔案內容辨識格式，不是真正圖片或 PDF 的檔案無論檔名為何都會被拒絕。
        - 上傳成功後訂單狀態變為「已上傳付款憑證」。我們確認收款前，您可以繼續上傳新的憑證（例如分次轉帳）。
        - 已上傳的憑證會列在付款視窗中，可隨時下載查看。同公司的同事也看得到。
        - 若憑證無法對應到入帳款項，訂單會回到「待付款」，請核對後重新上傳或聯絡客服。
        - 我們確認收款後訂單變為「已付款」，之後不再接受憑證。
      `,
      enUs: md`
        After the transfer, upload the bank receipt in the order's payment window; we confirm the payment against it.

        - **PNG or JPG images, or PDF files**, at most 10 MB each. The format is recognised from the file's content: a file that is not really an image or a PDF is refused, whatever its name.
        - After the upload the order reads "payment proof uploaded". Until we confirm the payment you can upload further proofs (for example for a payment made in parts).
        - The proofs uploaded are listed in the payment window and can be downloaded at any time, also by your colleagues.
        - If a proof matches no payment received, the order goes back to "waiting for payment": check it and upload again, or contact us.
        - Once we confirm the payment the order reads "paid" and takes no more proofs.
      `,
    },
  },
  {
    slug: 'payment.terms',
    title: {
      zhCn: '款到发货与月结客户',
      zhTw: '款到發貨與月結客戶',
      enUs: 'Payment before shipping and credit terms',
    },
    body: {
      zhCn: md`
        结算方式由贵公司与我们签订的客户资料决定，显示在订单详情的"结算方式"中。

        ## 款到发货

        账期为 0 天的客户需先付款后发货。订单的最晚付款日即下单当天；逾期未付款的订单可能被取消，预留的库存随之释放。

        ## 月结客户

        有账期的客户（如"月结 30 天"）下单后无需上传凭证即可由我们确认订单并安排发货，请在最晚付款日（下单日加账期天数）前付款。

        账期、币种和税率以贵公司客户资料为准，下单时无法修改。如需调整结算方式，请联系您的销售代表或客服热线。
      `,
      zhTw: md`
        結算方式依貴公司與我們簽訂的客戶資料而定，顯示在訂單詳情的「結算方式」中。

        ## 款到發貨

        帳期為 0 天的客戶需先付款後出貨。訂單的最晚付款日即下單當天；逾期未付款的訂單可能被取消，預留的庫存隨之釋出。

        ## 月結客戶

        有帳期的客戶（如「月結 30 天」）下單後無需上傳憑證，即可由我們確認訂單並安排出貨，請在最晚付款日（下單日加帳期天數）前付款。

        帳期、幣別與稅率以貴公司客戶資料為準，下單時無法修改。如需調整結算方式，請聯絡您的業務代表或客服專線。
      `,
      enUs: md`
        Your payment terms come from your company's customer record and are shown as "payment terms" in the order details.

        ## Payment before shipping

        Customers with 0 days of credit pay before we ship. The pay-by date is the order day; an order left unpaid may be cancelled, which releases its reserved stock.

        ## Credit terms

        Customers with credit (for example "30 days") need no payment proof: we confirm the order and ship it, and you pay by the pay-by date, the order day plus your credit days.

        Credit days, currency and tax rate are those of your customer record and cannot be changed when ordering. To change your terms, talk to your sales representative or call our hotline.
      `,
    },
  },
  {
    slug: 'payment.sale-contract',
    title: { zhCn: '下载销售合同', zhTw: '下載銷售合約', enUs: 'Downloading the sale contract' },
    body: {
      zhCn: md`
        每张订单都可以下载销售合同（PDF，A4）：在 [我的订单](/my_EMall?activeKey=2) 或订单详情页点击"下载合同"。

        合同使用您当前选择的界面语言，内容包括：买卖双方信息（买方取发票抬头，未填时取客户名称）、全部订单行、未税金额、税额与含税金额、中文合同的大写金额、结算方式（款到发货或月结天数）、配送方式、收货地址及标准条款。

        需要盖章合同时，请下载后按贵公司流程盖章，并通过客服与我们交换原件。
      `,
      zhTw: md`
        每張訂單都可以下載銷售合約（PDF，A4）：在 [我的訂單](/my_EMall?activeKey=2) 或訂單詳情頁點擊「下載合同」。

        合約使用您目前選擇的介面語言，內容包括：買賣雙方資訊（買方取發票抬頭，未填時取客戶名稱）、全部訂單明細、未稅金額、稅額與含稅金額、中文合約的大寫金額、結算方式（款到發貨或月結天數）、配送方式、收貨地址及標準條款。

        需要用印合約時，請下載後依貴公司流程用印，並透過客服與我們交換正本。
      `,
      enUs: md`
        Every order has a sale contract (PDF, A4): click "Sale contract" in [My orders](/my_EMall?activeKey=2) or on the order's details page.

        The contract is written in the interface language you chose and holds both parties (the buyer as on the invoice title, else your customer name), every order line, the amounts without tax, the tax and the amounts with tax, the amount in Chinese capital numerals on Chinese contracts, the payment terms (payment before shipping, or credit days), the delivery method, the shipping address and the standard clauses.

        If you need a stamped contract, stamp the download as your company requires and exchange the originals with us through our service team.
      `,
    },
  },
];
