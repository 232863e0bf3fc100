import { md, type HelpArticleSeed } from './help-article-seed.js';

/** Free samples: requesting, limits, states and feedback (docs/samples.md). */
export const sampleArticles: HelpArticleSeed[] = [
  {
    slug: 'samples.request',
    title: { zhCn: '如何申请免费样品', zhTw: '如何申請免費樣品', enUs: 'How to request free samples' },
    body: {
      zhCn: md`
        1. 点击右侧边栏的"免费样品"，或打开 [免费样品](/sample) 页面。页面列出可申请样品的型号，可按产品类别筛选。
        2. 点击"加入样品车"，在右侧样品车中调整每个型号的数量。
        3. 点击"申请样品"：系统先检查申请次数与待评价数量（见 [样品申请限制](/help_center?category=samples)），通过后进入申请表。
        4. 填写收件人、联系电话、所在地区（省/市/区）和详细地址，可填写项目名称与项目说明，然后提交。收件信息默认取自贵公司的默认收货地址。

        提交成功后，申请的型号从样品车中移除，页面跳转到 [我的样品](/my_EMall?activeKey=3)。如果申请被拒绝（例如超出限制），样品车保持不变，请按提示调整后再提交。
      `,
      zhTw: md`
        1. 點擊右側邊欄的「免費樣品」，或開啟 [免費樣品](/sample) 頁面。頁面列出可申請樣品的型號，可依產品類別篩選。
        2. 點擊「加入樣品車」，在右側樣品車中調整每個型號的數量。
        3. 點擊「申請樣品」：系統會先檢查申請次數與待評價數量（請見 [樣品申請限制](/help_center?category=samples)），通過後進入申請表。
        4. 填寫收件人、聯絡電話、所在地區（省/市/區）與詳細地址，可填寫專案名稱與專案說明，然後送出。收件資訊預設取自貴公司的預設收貨地址。

        送出成功後，申請的型號會從樣品車移除，頁面跳轉至 [我的樣品](/my_EMall?activeKey=3)。若申請被拒絕（例如超出限制），樣品車維持不變，請依提示調整後再送出。
      `,
      enUs: md`
        1. Click "Free samples" in the side bar, or open the [free samples](/sample) page. It lists the parts open to sampling and filters them by product category.
        2. Click "Add to sample cart" and set the quantity of each part in the sample cart beside the list.
        3. Click "Request samples": the number of requests and of requests awaiting your rating are checked first (see [sample limits](/help_center?category=samples)); then the request form opens.
        4. Give the recipient, a phone number, the region (province, city, district) and the street address, optionally a project name and description, and submit. The form starts from your company's default shipping address.

        After a successful request the parts leave the sample cart and you land on [My samples](/my_EMall?activeKey=3). If the request is refused (for example over a limit) the sample cart stays as it was: adjust it as the message says and submit again.
      `,
    },
  },
  {
    slug: 'samples.limits',
    title: { zhCn: '样品申请限制', zhTw: '樣品申請限制', enUs: 'Sample limits' },
    body: {
      zhCn: md`
        为了让更多工程师用上样品，每次申请和每家公司都有以下限制（以下为商城默认值，样品车中会显示当前值）：

        - **每个型号**：每次最多 50 个；部分型号有自己更低的上限，以样品列表中显示的为准。
        - **每次申请**：最多 5 个不同型号，样品总价值（含税，按数量对应的阶梯价计算）不超过 500 元。
        - **申请次数**：每家公司 30 天内最多申请 3 次，被拒绝的申请不计入。
        - **待评价**：贵公司已发货但尚未评价的申请超过 2 个时，需要先评价才能再次申请。

        同一公司的同事共用申请次数和待评价数量。达到限制时，页面会说明是哪一项限制。
      `,
      zhTw: md`
        為了讓更多工程師用上樣品，每次申請與每家公司都有以下限制（以下為商城預設值，樣品車中會顯示目前的值）：

        - **每個型號**：每次最多 50 個；部分型號有自己更低的上限，以樣品列表中顯示的為準。
        - **每次申請**：最多 5 個不同型號，樣品總價值（含稅，依數量對應的階梯價計算）不超過 500 元。
        - **申請次數**：每家公司 30 天內最多申請 3 次，被拒絕的申請不計入。
        - **待評價**：貴公司已出貨但尚未評價的申請超過 2 筆時，需要先評價才能再次申請。

        同一公司的同事共用申請次數與待評價數量。達到限制時，頁面會說明是哪一項限制。
      `,
      enUs: md`
        So that many engineers can get samples, each request and each company has these limits (the shop's defaults; the sample cart shows the values in force):

        - **Per part**: at most 50 pieces a request; some parts have a lower limit of their own, shown in the sample list.
        - **Per request**: at most 5 different parts, worth at most 500 CNY with tax (at the price break of each quantity).
        - **Requests**: at most 3 per company in 30 days; refused requests do not count.
        - **Ratings**: when more than 2 of your company's shipped requests are still unrated, rate them before requesting again.

        Colleagues of one company share the request count and the ratings. When a limit stops a request, the page says which one.
      `,
    },
  },
  {
    slug: 'samples.status-feedback',
    title: {
      zhCn: '样品申请状态与评价',
      zhTw: '樣品申請狀態與評價',
      enUs: 'Sample request statuses and feedback',
    },
    body: {
      zhCn: md`
        在 [我的样品](/my_EMall?activeKey=3) 中可查看贵公司的全部样品申请（包括同事的），每页 5 条，可按状态筛选。

        ## 状态

        - **已提交**：等待我们审核。
        - **已审核**：申请通过，准备发货。
        - **已发货**：样品已寄出，可以评价。
        - **待反馈**：我们邀请您评价样品。
        - **已反馈**：已评价，申请完成。
        - **已驳回**：申请未通过，不计入申请次数。

        ## 评价

        状态为"已发货"或"待反馈"的申请会显示"评价"按钮。评分 1～5 星（默认 3 星），使用反馈最多 500 字。每个申请只能评价一次，同事之间任何一人评价即可。您的评价帮助我们改进样品服务，也会解除"待评价"限制。
      `,
      zhTw: md`
        在 [我的樣品](/my_EMall?activeKey=3) 中可查看貴公司的全部樣品申請（包括同事的），每頁 5 筆，可依狀態篩選。

        ## 狀態

        - **已提交**：等待我們審核。
        - **已審核**：申請通過，準備出貨。
        - **已發貨**：樣品已寄出，可以評價。
        - **待回饋**：我們邀請您評價樣品。
        - **已回饋**：已評價，申請完成。
        - **已駁回**：申請未通過，不計入申請次數。

        ## 評價

        狀態為「已發貨」或「待回饋」的申請會顯示「評價」按鈕。評分 1～5 星（預設 3 星），使用回饋最多 500 字。每筆申請只能評價一次，同事之間任何一人評價即可。您的評價能幫助我們改善樣品服務，也會解除「待評價」限制。
      `,
      enUs: md`
        [My samples](/my_EMall?activeKey=3) lists all sample requests of your company, colleagues' included, 5 a page, filtered by status if you wish.

        ## Statuses

        - **Submitted**: waiting for our review.
        - **Approved**: accepted, being prepared.
        - **Shipped**: the samples left; you can rate them.
        - **Awaiting feedback**: we ask for your rating.
        - **Feedback given**: rated; the request is complete.
        - **Rejected**: not accepted; it does not count against your requests.

        ## Rating

        Requests that are shipped or awaiting feedback show a "Rate" button: 1 to 5 stars (3 by default) and at most 500 characters of feedback. A request is rated once, by any colleague. Your rating helps us improve the sample service and lifts the ratings limit.
      `,
    },
  },
];
