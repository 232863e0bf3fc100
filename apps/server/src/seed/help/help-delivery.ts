import { md, type HelpArticleSeed } from './help-article-seed.js';

/** Delivery: lead times, tracking, delivery methods and addresses, receiving goods (docs/orders.md). */
export const deliveryArticles: HelpArticleSeed[] = [
  {
    slug: 'delivery.lead-time',
    title: { zhCn: '交期说明', zhTw: '交期說明', enUs: 'Delivery times' },
    body: {
      zhCn: md`
        - **现货**：订单行数量不超过库存时，预计 **3 天**内发货。
        - **订货**：数量超过库存时，下单时该行标记为缺货行，按型号的交期（详情页与订单确认页显示的天数）交付。
        - 每个订单行的预计交期 = 下单日 + 交期天数，显示在订单确认页和订单详情中。

        下单时，每个订单行要么全部从库存中预留，要么整行按订货处理，不会拆成两个交期。库存从多个仓库（南京华北仓、南京仓、华北仓、香港仓）调拨，您无需选择仓库。

        款到发货的订单在我们确认收款后开始计算发货时间。同一订单的不同行可能分批发出，请在 [物流跟踪](/help_center?category=delivery) 中查看。
      `,
      zhTw: md`
        - **現貨**：訂單明細數量不超過庫存時，預計 **3 天**內出貨。
        - **訂貨**：數量超過庫存時，下單時該筆會標記為缺貨，依型號的交期（詳情頁與訂單確認頁顯示的天數）交付。
        - 每筆訂單明細的預計交期 = 下單日 + 交期天數，顯示在訂單確認頁與訂單詳情中。

        下單時，每筆明細要麼全部由庫存預留，要麼整筆以訂貨處理，不會拆成兩個交期。庫存由多個倉庫（南京華北倉、南京倉、華北倉、香港倉）調撥，您無需選擇倉庫。

        款到發貨的訂單自我們確認收款後開始計算出貨時間。同一訂單的不同明細可能分批寄出，請在 [物流追蹤](/help_center?category=delivery) 中查看。
      `,
      enUs: md`
        - **From stock**: an order line within the stock ships within **3 days**.
        - **Ordered**: a line above the stock becomes a shortage line when you order and is delivered after the part's lead time (the days shown on the details page and the order confirmation).
        - Each line's expected delivery date is the order day plus its lead time, shown on the order confirmation and in the order details.

        When you order, each line is either reserved from stock in full or ordered in full: a line never gets two delivery dates. Stock is drawn from several warehouses (Nanjing North China, Nanjing, North China, Hong Kong); you need not choose one.

        For payment-before-shipping orders, shipping time counts from our confirmation of the payment. Lines of one order may ship separately: see [tracking shipments](/help_center?category=delivery).
      `,
    },
  },
  {
    slug: 'delivery.tracking',
    title: { zhCn: '查看物流与跟踪包裹', zhTw: '查看物流與追蹤包裹', enUs: 'Tracking shipments' },
    body: {
      zhCn: md`
        在 [我的订单](/my_EMall?activeKey=2) 中点击订单号，打开订单详情页。

        - **物流信息**列出该订单的每个包裹：承运商（如顺丰、京东、中通、德邦）、运单号、发货时间和物流轨迹。
        - 一个包裹可能包含多个订单行的部分数量；订单行全部发出前状态为"部分发货"。
        - 订单行列表显示每行的状态、数量与交期，可按状态筛选。

        如果物流轨迹长时间没有更新，或包裹外箱破损，请拍照留证并联系客服。
      `,
      zhTw: md`
        在 [我的訂單](/my_EMall?activeKey=2) 中點擊訂單號，開啟訂單詳情頁。

        - **物流資訊**列出該訂單的每個包裹：貨運商（如順豐、京東、中通、德邦）、運單號、出貨時間與物流軌跡。
        - 一個包裹可能包含多筆訂單明細的部分數量；明細全部寄出前狀態為「部分出貨」。
        - 訂單明細列表顯示每筆的狀態、數量與交期，可依狀態篩選。

        若物流軌跡長時間未更新，或包裹外箱破損，請拍照留存並聯絡客服。
      `,
      enUs: md`
        Click an order number in [My orders](/my_EMall?activeKey=2) to open the order's details page.

        - **Shipments** lists every parcel of the order: carrier (for example SF Express, JD Logistics, ZTO or Deppon), tracking number, shipping time and the carrier's tracking events.
        - One parcel may carry part of several lines; a line reads "partly shipped" until all of its pieces have left.
        - The order lines show each line's status, quantity and delivery date, and can be filtered by status.

        If the tracking does not move for a long time, or a parcel arrives damaged, take photos and contact us.
      `,
    },
  },
  {
    slug: 'delivery.methods-address',
    title: {
      zhCn: '配送方式与收货地址',
      zhTw: '配送方式與收貨地址',
      enUs: 'Delivery methods and shipping addresses',
    },
    body: {
      zhCn: md`
        ## 配送方式

        下单时可选择：**快递**（小件、急件）、**物流**（大批量、重货）或**客户自提**。默认选中第一项。运费按贵公司合同约定结算。

        ## 收货地址

        - 每张订单都需要收货地址，选择客户自提时也请填写联系人和电话，便于提货核对。
        - 在订单确认页可新增、编辑地址并设为默认；一个公司最多保存 50 个地址，只有一个默认地址。
        - 地址属于公司，同事之间共用。订单保存下单时的地址，之后修改地址簿不会影响已下的订单。
      `,
      zhTw: md`
        ## 配送方式

        下單時可選擇：**快遞**（小件、急件）、**物流**（大批量、重貨）或**客戶自取**。預設選取第一項。運費依貴公司合約約定結算。

        ## 收貨地址

        - 每張訂單都需要收貨地址，選擇客戶自取時也請填寫聯絡人與電話，方便取貨核對。
        - 在訂單確認頁可新增、編輯地址並設為預設；一家公司最多儲存 50 個地址，只有一個預設地址。
        - 地址屬於公司，同事之間共用。訂單保存下單時的地址，之後修改地址簿不會影響已成立的訂單。
      `,
      enUs: md`
        ## Delivery methods

        When ordering choose **express courier** (small or urgent parcels), **freight logistics** (large or heavy shipments) or **customer pick-up**. The first is selected by default. Freight is settled as agreed in your company's contract.

        ## Shipping addresses

        - Every order needs a shipping address; for pick-up, too, give a contact and a phone number so we can hand the goods over.
        - On the order confirmation you can add and edit addresses and choose the default; a company keeps at most 50 addresses with one default.
        - Addresses belong to the company and are shared by colleagues. An order keeps the address it was placed with: later changes to the address book do not touch it.
      `,
    },
  },
  {
    slug: 'delivery.receipt-returns',
    title: {
      zhCn: '收货检查与退换货',
      zhTw: '收貨檢查與退換貨',
      enUs: 'Checking deliveries and returns',
    },
    body: {
      zhCn: md`
        收到货物后请及时核对型号、品牌、数量和外包装。

        - 货物与订单不符或有质量问题，请在**签收后 7 天内**联系客服，并提供订单号、照片和问题说明。核实后我们为您换货或退款。
        - 已焊接、已烧录、拆开防潮包装后未按要求保存、或人为损坏的元器件不予退换。
        - 湿敏器件请按包装上的湿敏等级要求保存和烘烤。
        - 退换货须先与客服确认，未经确认寄回的货物我们无法处理。

        详细规则见页脚的"交易条款"。
      `,
      zhTw: md`
        收到貨物後請及時核對型號、品牌、數量與外包裝。

        - 貨物與訂單不符或有品質問題，請於**簽收後 7 天內**聯絡客服，並提供訂單號、照片與問題說明。核實後我們將為您換貨或退款。
        - 已焊接、已燒錄、拆開防潮包裝後未依要求保存、或人為損壞的元器件恕不退換。
        - 濕敏元件請依包裝上的濕敏等級要求保存與烘烤。
        - 退換貨須先與客服確認，未經確認寄回的貨物我們無法處理。

        詳細規則請見頁尾的「交易條款」。
      `,
      enUs: md`
        Check part numbers, brands, quantities and packaging as soon as the goods arrive.

        - If goods differ from the order or have a quality problem, contact us **within 7 days of receipt** with the order number, photos and a description. Once confirmed, we replace or refund them.
        - Parts that were soldered or programmed, kept against the instructions after their moisture barrier bag was opened, or damaged by handling cannot be returned.
        - Store and bake moisture-sensitive parts as their moisture sensitivity level requires.
        - Agree every return with our service team first: goods sent back without agreement cannot be handled.

        The full rules are in the trading terms linked in the footer.
      `,
    },
  },
];
