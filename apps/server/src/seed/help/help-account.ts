import { md, type HelpArticleSeed } from './help-article-seed.js';

/** Account: login and captcha, password, sessions and language, the company account (decisions 2–8, 29, 37). */
export const accountArticles: HelpArticleSeed[] = [
  {
    slug: 'account.login',
    title: { zhCn: '登录与验证码', zhTw: '登入與驗證碼', enUs: 'Logging in and the verification code' },
    body: {
      zhCn: md`
        点击页面右上角的"登录"，输入**员工账号**、**密码**和图片中的**验证码**。账号前后的空格会被自动去掉。

        - 验证码只能使用一次，30 分钟内有效；看不清时点击图片换一张。登录失败后会自动更换验证码。
        - 同一账号 15 分钟内连续输错 5 次密码，需等待这段时间过去才能再次登录；这是为了防止他人猜测密码。
        - 从需要登录的页面（如帮助中心、购物车）跳转到登录页时，登录后会回到原来的页面。
        - 忘记密码或账号被停用时，请拨打客服热线，由我们核实身份后处理。

        员工账号由我们为贵公司开通。需要为新同事开通账号，请联系您的销售代表或客服热线。
      `,
      zhTw: md`
        點擊頁面右上角的「登入」，輸入**員工帳號**、**密碼**與圖片中的**驗證碼**。帳號前後的空格會自動移除。

        - 驗證碼只能使用一次，30 分鐘內有效；看不清楚時點擊圖片換一張。登入失敗後會自動更換驗證碼。
        - 同一帳號 15 分鐘內連續輸錯 5 次密碼，需等待這段時間過去才能再次登入；這是為了防止他人猜測密碼。
        - 從需要登入的頁面（如幫助中心、購物車）跳轉到登入頁時，登入後會回到原本的頁面。
        - 忘記密碼或帳號被停用時，請撥打客服專線，由我們核實身分後處理。

        員工帳號由我們為貴公司開通。需要為新同事開通帳號，請聯絡您的業務代表或客服專線。
      `,
      enUs: md`
        Click "Log in" at the top right and enter your **staff code**, **password** and the **verification code** shown in the picture. Spaces around the staff code are removed.

        - A verification code works once and for 30 minutes; click the picture for a new one. After a failed login a new one is shown.
        - After 5 wrong passwords for one staff code within 15 minutes, logging in waits until that time has passed: this stops others from guessing passwords.
        - When a page that needs login (the help centre, the cart …) sends you to the login page, you return to that page after logging in.
        - If you forgot your password or your account is disabled, call our hotline: we check who you are and help.

        Staff accounts are opened for your company by us. For a new colleague's account, contact your sales representative or our hotline.
      `,
    },
  },
  {
    slug: 'account.password',
    title: { zhCn: '修改密码', zhTw: '修改密碼', enUs: 'Changing your password' },
    body: {
      zhCn: md`
        在右上角姓名菜单中选择"修改密码"，或打开 [会员中心 › 修改密码](/my_EMall?activeKey=6)。输入原密码和两次新密码后提交。

        ## 密码规则

        - 8～32 个字符，只能使用英文字母、数字和常见符号（可打印的 ASCII 字符）；
        - 至少包含一个字母和一个数字。

        原密码输错时会提示错误，不会退出登录。修改成功后，您的登录会话全部结束，请用新密码重新登录。
      `,
      zhTw: md`
        在右上角姓名選單中選擇「修改密碼」，或開啟 [會員中心 › 修改密碼](/my_EMall?activeKey=6)。輸入原密碼與兩次新密碼後送出。

        ## 密碼規則

        - 8～32 個字元，只能使用英文字母、數字與常見符號（可列印的 ASCII 字元）；
        - 至少包含一個字母與一個數字。

        原密碼輸入錯誤時會提示錯誤，不會登出。修改成功後，您的登入工作階段全部結束，請以新密碼重新登入。
      `,
      enUs: md`
        Choose "Change password" in the menu under your name at the top right, or open [Member centre › Change password](/my_EMall?activeKey=6). Enter the current password and the new one twice, and submit.

        ## Password rules

        - 8 to 32 characters: letters, digits and common symbols (printable ASCII);
        - at least one letter and one digit.

        A wrong current password is reported without logging you out. After a change all your sessions end: log in again with the new password.
      `,
    },
  },
  {
    slug: 'account.session-language',
    title: {
      zhCn: '登录有效期与界面语言',
      zhTw: '登入有效期與介面語言',
      enUs: 'Sessions and the interface language',
    },
    body: {
      zhCn: md`
        ## 登录有效期

        登录后 2 小时内没有任何操作，或登录已满 7 天，需要重新登录。在公用电脑上使用后，请从姓名菜单中选择"退出登录"。

        ## 界面语言

        页面右上角可切换**简体中文**、**繁體中文**和 **English**。您的选择会保存在浏览器和您的账号中，下次登录自动使用；第一次访问时按浏览器语言显示。品牌、类别、状态、提示信息和本帮助中心的文章都会随语言切换，销售合同按下载时的语言生成。
      `,
      zhTw: md`
        ## 登入有效期

        登入後 2 小時內沒有任何操作，或登入已滿 7 天，需要重新登入。在公用電腦上使用後，請從姓名選單中選擇「登出」。

        ## 介面語言

        頁面右上角可切換**简体中文**、**繁體中文**與 **English**。您的選擇會保存在瀏覽器與您的帳號中，下次登入自動套用；第一次造訪時依瀏覽器語言顯示。品牌、類別、狀態、提示訊息與本幫助中心的文章都會隨語言切換，銷售合同依下載時的語言產生。
      `,
      enUs: md`
        ## How long you stay logged in

        After 2 hours without any action, or 7 days after logging in, you log in again. On a shared computer, choose "Log out" in the menu under your name when you are done.

        ## Interface language

        Switch between **简体中文**, **繁體中文** and **English** at the top right. The choice is kept in the browser and with your account, and used at your next login; on a first visit the browser's language is used. Brands, categories, statuses, messages and the articles of this help centre follow the language, and a sale contract is made in the language you download it in.
      `,
    },
  },
  {
    slug: 'account.company',
    title: {
      zhCn: '公司账户与同事协作',
      zhTw: '公司帳戶與同事協作',
      enUs: 'Your company account and colleagues',
    },
    body: {
      zhCn: md`
        每个员工账号属于一家客户公司，公司名称显示在右上角的姓名菜单中。

        ## 全公司共享

        - 订单：同事可以查看、付款和跟踪彼此的订单，每张订单显示下单人。
        - 样品申请、申请次数与评价。
        - 收货地址簿、发票信息、结算方式。
        - BOM 的列对应关系和客户料号的型号选择。

        ## 个人所有

        - 购物车和样品车：每人各自一份。
        - 上传的 BOM：只有上传人可以查看和修改。

        公司资料（开票信息、结算方式等）如需变更，请联系您的销售代表。
      `,
      zhTw: md`
        每個員工帳號屬於一家客戶公司，公司名稱顯示在右上角的姓名選單中。

        ## 全公司共用

        - 訂單：同事可以查看、付款與追蹤彼此的訂單，每張訂單顯示下單人。
        - 樣品申請、申請次數與評價。
        - 收貨地址簿、發票資訊、結算方式。
        - BOM 的欄位對應與客戶料號的型號選擇。

        ## 個人所有

        - 購物車與樣品車：每人各自一份。
        - 上傳的 BOM：只有上傳者可以查看與修改。

        公司資料（開票資訊、結算方式等）如需變更，請聯絡您的業務代表。
      `,
      enUs: md`
        Every staff account belongs to one customer company, named in the menu under your name at the top right.

        ## Shared by the company

        - Orders: colleagues see, pay and track each other's orders; every order shows who placed it.
        - Sample requests, the request count and the ratings.
        - The address book, the invoice details and the payment terms.
        - BOM column mappings and the parts chosen for customer part numbers.

        ## Your own

        - The shopping cart and the sample cart: one each.
        - The BOMs you upload: only you see and change them.

        To change your company's record (invoice details, payment terms …), contact your sales representative.
      `,
    },
  },
];
