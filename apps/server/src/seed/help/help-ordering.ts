import { md, type HelpArticleSeed } from './help-article-seed.js';

/** Ordering: searching, quantities, the cart, placing and following an order (docs/orders.md). */
export const orderingArticles: HelpArticleSeed[] = [
  {
    slug: 'ordering.search-part',
    title: {
      zhCn: '如何按型号搜索元器件',
      zhTw: '如何依型號搜尋元器件',
      enUs: 'How to search for a part by part number',
    },
    body: {
      zhCn: md`
        在首页或页面顶部的搜索框输入**原厂型号**（至少 2 个有效字符，最多 200 个字符），按回车或点击搜索即可。输入 2 个字符后，搜索框会给出型号建议。

        ## 搜索规则

        - 不区分大小写，全角字符按半角处理，空格、横杠、斜杠等符号会被忽略：\`stm32f103-c8t6\` 与 \`STM32F103C8T6\` 结果相同。
        - 结果依次为：型号完全一致、型号以输入开头、型号包含输入；同一组内库存多的排在前面。
        - 每页 20 条；匹配超过 10,000 条时显示"10,000+"，请输入更完整的型号缩小范围。

        ## 筛选与排序

        - 左侧品牌列表可按品牌筛选；勾选"仅看有货"只显示有库存的型号。
        - 点击库存列的排序按钮，可按库存升序或降序排列，再次点击切换方向。

        ## 查看详情

        点击型号打开详情页，可查看参数、阶梯价格、各仓库存与交期。显示"暂无价格信息"的型号，可点击联系在线客服询价。找不到的型号可以使用 [BOM 上传](/bom_upload) 批量匹配，或在 [全球现货](/global) 中查询供应商报价。
      `,
      zhTw: md`
        在首頁或頁面頂端的搜尋框輸入**原廠型號**（至少 2 個有效字元，最多 200 個字元），按 Enter 或點擊搜尋即可。輸入 2 個字元後，搜尋框會提供型號建議。

        ## 搜尋規則

        - 不區分大小寫，全形字元視為半形，空格、橫線、斜線等符號會被忽略：\`stm32f103-c8t6\` 與 \`STM32F103C8T6\` 結果相同。
        - 結果依序為：型號完全一致、型號以輸入開頭、型號包含輸入；同一組內庫存多的排在前面。
        - 每頁 20 筆；符合超過 10,000 筆時顯示「10,000+」，請輸入更完整的型號以縮小範圍。

        ## 篩選與排序

        - 左側品牌清單可依品牌篩選；勾選「僅看有貨」只顯示有庫存的型號。
        - 點擊庫存欄的排序按鈕，可依庫存遞增或遞減排列，再點一次切換方向。

        ## 查看詳情

        點擊型號開啟詳情頁，可查看規格、階梯價格、各倉庫存與交期。顯示「暫無價格資訊」的型號，可點擊聯絡線上客服詢價。找不到的型號可以使用 [BOM 上傳](/bom_upload) 批次比對，或在 [全球現貨](/global) 中查詢供應商報價。
      `,
      enUs: md`
        Type the **manufacturer part number** into the search box on the home page or at the top of a page (at least 2 valid characters, at most 200) and press Enter or click search. After 2 characters the box suggests part numbers.

        ## How the search matches

        - Case does not matter, full-width characters count as half-width, and spaces, hyphens, slashes and similar marks are ignored: \`stm32f103-c8t6\` finds the same parts as \`STM32F103C8T6\`.
        - Results come in this order: the exact part number, part numbers that start with what you typed, then part numbers that contain it; within each group, parts with more stock come first.
        - 20 results a page; above 10,000 matches the total reads "10,000+": type more of the part number to narrow it down.

        ## Filters and sorting

        - The brand list filters by brand; "In stock only" hides parts without stock.
        - The sort button of the stock column sorts by stock, ascending or descending; each click switches the direction.

        ## Part details

        Click a part number to open its details: specifications, price breaks, stock per warehouse and lead time. A part showing "no price info" can be quoted by our online service: click the text. For many parts at once use [BOM upload](/bom_upload); for supplier offers see [global spot stock](/global).
      `,
    },
  },
  {
    slug: 'ordering.quantity-rules',
    title: {
      zhCn: '购买数量规则：最小起订量与最小包装',
      zhTw: '購買數量規則：最小起訂量與最小包裝',
      enUs: 'Quantity rules: minimum order quantity and package multiples',
    },
    body: {
      zhCn: md`
        每个型号都有**最小包装（MPQ）**和**最小起订量（MOQ）**，显示在搜索结果和详情页中。数量只能是不以 0 开头的正整数，最多 8 位。

        ## 规则

        - 数量不超过库存时：必须是最小包装的整数倍。
        - 数量超过库存时：必须不小于最小起订量，并且是最小包装的整数倍。
        - 不符合规则时，页面提示"低于最小起订量"或"不是最小包装的整数倍"，数量保持不变。

        ## 超出库存

        数量超过库存时，页面会提示该型号需要订货，请留意交期：有货数量 3 天内发货，订货数量按型号交期交付。下单时库存不足的订单行会标记为缺货行。

        ## 阶梯价格

        单价按数量所在的价格阶梯计算，数量越大单价可能越低；改动数量后，购物车与订单确认页会按新的阶梯重新计价。
      `,
      zhTw: md`
        每個型號都有**最小包裝（MPQ）**與**最小起訂量（MOQ）**，顯示在搜尋結果與詳情頁中。數量只能是不以 0 開頭的正整數，最多 8 位。

        ## 規則

        - 數量不超過庫存時：必須是最小包裝的整數倍。
        - 數量超過庫存時：必須不小於最小起訂量，且為最小包裝的整數倍。
        - 不符合規則時，頁面會提示「低於最小起訂量」或「不是最小包裝的整數倍」，數量維持不變。

        ## 超出庫存

        數量超過庫存時，頁面會提示該型號需要訂貨，請留意交期：有貨數量 3 天內出貨，訂貨數量依型號交期交付。下單時庫存不足的訂單明細會標記為缺貨。

        ## 階梯價格

        單價依數量所在的價格階梯計算，數量越大單價可能越低；變更數量後，購物車與訂單確認頁會依新的階梯重新計價。
      `,
      enUs: md`
        Every part has a **minimum package quantity (MPQ)** and a **minimum order quantity (MOQ)**, shown in the search results and on the details page. A quantity is a whole number without a leading zero, at most 8 digits.

        ## The rules

        - Up to the stock: the quantity must be a whole multiple of the minimum package.
        - Above the stock: the quantity must be at least the minimum order quantity and a whole multiple of the minimum package.
        - Otherwise the page says the quantity is below the minimum order quantity or not a multiple of the minimum package, and keeps the quantity unchanged.

        ## Above the stock

        When a quantity exceeds the stock, the page warns that the part must be ordered and asks you to check the lead time: stock ships within 3 days, ordered quantities after the part's lead time. An order line that the stock cannot serve when you order becomes a shortage line.

        ## Price breaks

        The unit price is the price break of the quantity, so larger quantities may cost less per piece; the cart and the order confirmation price every change again.
      `,
    },
  },
  {
    slug: 'ordering.cart',
    title: { zhCn: '使用购物车', zhTw: '使用購物車', enUs: 'Using the shopping cart' },
    body: {
      zhCn: md`
        在搜索结果或详情页点击"加入购物车"，型号即进入您的购物车，右侧边栏的购物车图标显示行数。购物车属于您本人，同公司同事各有自己的购物车。

        ## 容量

        每个购物车最多 **200 行**（每个型号一行）。已在购物车中的型号再次加入时，数量会累加，累加后的数量同样须符合数量规则。

        ## 勾选与结算

        - 勾选要购买的行；"全选"只选中有价格的行。没有价格的行不能结算，可以删除或联系客服询价。
        - 可切换含税价或未税价显示；合计金额只计算已勾选的行。
        - 点击"去结算"进入订单确认页。

        ## 客户料号

        每行可填写您自己的料号（最多 35 个字符），订单与合同中会一并显示。也可以下载中文或英文模板，填好品牌、型号和客户料号后批量上传（.xls 或 .xlsx 文件），系统按型号和品牌为购物车中的行填写客户料号。

        ## 导出

        "导出"可把购物车保存为 Excel 文件，内容包括品牌、型号、客户料号、单价、数量和金额。
      `,
      zhTw: md`
        在搜尋結果或詳情頁點擊「加入購物車」，型號即進入您的購物車，右側邊欄的購物車圖示會顯示筆數。購物車屬於您本人，同公司同事各有自己的購物車。

        ## 容量

        每個購物車最多 **200 筆**（每個型號一筆）。已在購物車中的型號再次加入時，數量會累加，累加後的數量同樣須符合數量規則。

        ## 勾選與結算

        - 勾選要購買的項目；「全選」只會選取有價格的項目。沒有價格的項目不能結算，可以刪除或聯絡客服詢價。
        - 可切換顯示含稅價或未稅價；合計金額只計算已勾選的項目。
        - 點擊「去結算」進入訂單確認頁。

        ## 客戶料號

        每筆可填寫您自己的料號（最多 35 個字元），訂單與合約中會一併顯示。也可以下載中文或英文範本，填好品牌、型號與客戶料號後批次上傳（.xls 或 .xlsx 檔案），系統會依型號與品牌為購物車中的項目填入客戶料號。

        ## 匯出

        「匯出」可將購物車存成 Excel 檔案，內容包括品牌、型號、客戶料號、單價、數量與金額。
      `,
      enUs: md`
        Click "add to cart" in the search results or on a details page and the part goes into your cart; the cart icon in the side bar shows the number of lines. The cart is yours alone: each colleague of your company has their own.

        ## Capacity

        A cart holds at most **200 lines** (one per part). Adding a part that is already in the cart adds the quantities, and the sum must follow the quantity rules too.

        ## Selecting and checking out

        - Tick the lines to buy; "select all" ticks only lines with a price. Lines without a price cannot be ordered: delete them or ask our online service for a quote.
        - Switch between prices with and without tax; the total counts the ticked lines only.
        - Click "settle" to go to the order confirmation.

        ## Your own part numbers

        Each line can carry your own part number (at most 35 characters), shown on the order and the contract. You can also download the Chinese or English template, fill in brand, part number and your part number, and upload it (.xls or .xlsx): the cart lines with that part number and brand get your part number.

        ## Export

        "Export" saves the cart as an Excel file with brand, part number, your part number, unit price, quantity and amount.
      `,
    },
  },
  {
    slug: 'ordering.place-order',
    title: { zhCn: '如何下单', zhTw: '如何下單', enUs: 'How to place an order' },
    body: {
      zhCn: md`
        1. 在购物车勾选要购买的行，点击"去结算"；或在搜索结果中点击"立即购买"直接购买单个型号。
        2. 在订单确认页选择或新增**收货地址**（必填），选择**配送方式**（快递、物流或客户自提）。
        3. 核对**发票信息**：发票抬头必填，其他信息默认取自贵公司资料，可按本次订单修改。
        4. 可填写贵公司的采购单号，核对各行的单价、金额与预计交期后提交订单。

        ## 价格与库存以提交时为准

        提交时系统按当前价格和库存重新计算。如果价格、库存或型号状态在此期间有变化，页面会提示"订单已变更"并返回购物车，请核对后重新提交。同一订单多次点击提交只会生成一张订单。

        ## 提交之后

        订单号以 EM 开头。提交成功后，订单出现在 [会员中心 › 我的订单](/my_EMall?activeKey=2) 中，状态为"待付款"，请按 [银行转账付款](/help_center?category=payment) 的说明付款。从购物车下单的型号会自动从购物车移除。
      `,
      zhTw: md`
        1. 在購物車勾選要購買的項目，點擊「去結算」；或在搜尋結果中點擊「立即購買」直接購買單一型號。
        2. 在訂單確認頁選擇或新增**收貨地址**（必填），選擇**配送方式**（快遞、物流或客戶自取）。
        3. 核對**發票資訊**：發票抬頭必填，其他資訊預設取自貴公司資料，可依本次訂單修改。
        4. 可填寫貴公司的採購單號，核對各項的單價、金額與預計交期後送出訂單。

        ## 價格與庫存以送出時為準

        送出時系統依目前價格與庫存重新計算。若價格、庫存或型號狀態在此期間有變動，頁面會提示「訂單已變更」並返回購物車，請核對後重新送出。同一訂單重複點擊送出只會產生一張訂單。

        ## 送出之後

        訂單號以 EM 開頭。送出成功後，訂單會出現在 [會員中心 › 我的訂單](/my_EMall?activeKey=2) 中，狀態為「待付款」，請依 [銀行轉帳付款](/help_center?category=payment) 的說明付款。從購物車下單的型號會自動從購物車移除。
      `,
      enUs: md`
        1. Tick the lines to buy in the cart and click "settle", or click "buy now" in the search results to buy one part directly.
        2. On the order confirmation choose or add a **shipping address** (required) and a **delivery method** (express courier, freight logistics or customer pick-up).
        3. Check the **invoice details**: the invoice title is required; the rest comes from your company's record and can be changed for this order.
        4. Optionally enter your own purchase order number, check unit prices, amounts and expected delivery, and submit.

        ## Prices and stock are those at submission

        On submission the prices and stock are calculated again. If a price, the stock or a part changed in the meantime, the page says the order has changed and takes you back to the cart: check it and submit again. Clicking submit twice still makes only one order.

        ## After submitting

        Order numbers start with EM. The order appears under [Member centre › My orders](/my_EMall?activeKey=2) as "waiting for payment": pay it as described in [paying by bank transfer](/help_center?category=payment). Parts ordered from the cart leave the cart.
      `,
    },
  },
  {
    slug: 'ordering.order-status',
    title: { zhCn: '订单状态说明', zhTw: '訂單狀態說明', enUs: 'What the order statuses mean' },
    body: {
      zhCn: md`
        每个订单行都有自己的状态，订单状态由各行状态得出。在 [我的订单](/my_EMall?activeKey=2) 中可按状态筛选（"全部"即不筛选），点击订单号进入订单详情查看全部订单行。

        - **待付款**：已下单，尚未付款。
        - **已上传付款凭证**：您已上传转账凭证，等待我们确认到账。
        - **已付款**：我们已确认收款（月结客户由我们确认订单）。
        - **部分发货**：部分货物已随包裹发出。
        - **已发货**：全部货物已发出。
        - **已完成**：货物已全部交付。
        - **已取消**：发货前取消，预留的库存已释放。

        同公司的同事可以查看和处理彼此的订单，每张订单都会显示下单人。贵公司的采购单号和每行的客户料号可在订单中直接修改。
      `,
      zhTw: md`
        每個訂單明細都有自己的狀態，訂單狀態由各明細的狀態推得。在 [我的訂單](/my_EMall?activeKey=2) 中可依狀態篩選（「全部」即不篩選），點擊訂單號進入訂單詳情查看全部明細。

        - **待付款**：已下單，尚未付款。
        - **已上傳付款憑證**：您已上傳轉帳憑證，等待我們確認入帳。
        - **已付款**：我們已確認收款（月結客戶由我們確認訂單）。
        - **部分出貨**：部分貨物已隨包裹寄出。
        - **已出貨**：全部貨物已寄出。
        - **已完成**：貨物已全部交付。
        - **已取消**：出貨前取消，預留的庫存已釋出。

        同公司的同事可以查看與處理彼此的訂單，每張訂單都會顯示下單人。貴公司的採購單號與每筆明細的客戶料號可在訂單中直接修改。
      `,
      enUs: md`
        Every order line has its own status, and the order's status follows from its lines. [My orders](/my_EMall?activeKey=2) filters by status ("all" means no filter); click an order number to see all of its lines.

        - **Waiting for payment**: placed, not paid yet.
        - **Payment proof uploaded**: you uploaded a transfer receipt; we are checking the payment.
        - **Paid**: we confirmed the payment (for customers with credit terms, we confirmed the order).
        - **Partly shipped**: some of the goods left in a parcel.
        - **Shipped**: all goods left.
        - **Completed**: everything was delivered.
        - **Cancelled**: cancelled before shipping; the reserved stock was released.

        Colleagues of your company see and manage each other's orders; every order shows who placed it. Your purchase order number and the customer part number of each line can be edited in the order.
      `,
    },
  },
];
