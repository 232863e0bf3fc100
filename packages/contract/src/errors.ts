import type { LocalizedText } from './lang.js';

/**
 * The closed list of error codes. Each has its HTTP status and its message in the three languages;
 * the server answers `{success:false, code:status, errcode, msg}` from this table and nowhere else.
 */
export const ERRORS = {
  VALIDATION_FAILED: {
    status: 400,
    text: {
      zhCn: '请求参数有误，请检查后重试',
      zhTw: '請求參數有誤，請檢查後重試',
      enUs: 'The request is invalid, please check it',
    },
  },
  MALFORMED_BODY: {
    status: 400,
    text: { zhCn: '请求内容无法解析', zhTw: '請求內容無法解析', enUs: 'The request body could not be read' },
  },
  UNAUTHENTICATED: {
    status: 401,
    text: {
      zhCn: '请登录以获取更多信息',
      zhTw: '請登入以獲取更多資訊',
      enUs: 'Please log in for more information',
    },
  },
  LOGIN_FAILED: {
    status: 401,
    text: { zhCn: '账号或密码错误', zhTw: '帳號或密碼錯誤', enUs: 'Wrong staff code or password' },
  },
  CAPTCHA_INVALID: {
    status: 401,
    text: {
      zhCn: '验证码错误或已失效，请重新输入',
      zhTw: '驗證碼錯誤或已失效，請重新輸入',
      enUs: 'The verification code is wrong or expired, please enter the new one',
    },
  },
  ACCOUNT_DISABLED: {
    status: 401,
    text: {
      zhCn: '账号已停用，请联系客服',
      zhTw: '帳號已停用，請聯繫客服',
      enUs: 'This account is disabled, please contact us',
    },
  },
  XSRF_MISMATCH: {
    status: 403,
    text: {
      zhCn: '页面已过期，请刷新后重试',
      zhTw: '頁面已過期，請重新整理後重試',
      enUs: 'The page has expired, please reload it and try again',
    },
  },
  ORIGIN_REFUSED: {
    status: 403,
    text: {
      zhCn: '该请求来自其他网站，已被拒绝',
      zhTw: '該請求來自其他網站，已被拒絕',
      enUs: 'This request came from another website and was refused',
    },
  },
  FORBIDDEN: {
    status: 403,
    text: { zhCn: '无权访问该数据', zhTw: '無權存取該資料', enUs: 'You have no access to this data' },
  },
  OPS_READ_ONLY: {
    status: 403,
    text: {
      zhCn: '只读账号不能修改数据',
      zhTw: '唯讀帳號不能修改資料',
      enUs: 'This operator account is read-only and cannot change anything',
    },
  },
  NOT_FOUND: {
    status: 404,
    text: {
      zhCn: '请求的资源不存在',
      zhTw: '請求的資源不存在',
      enUs: 'The requested resource does not exist',
    },
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    text: {
      zhCn: '请求方式不被支持',
      zhTw: '請求方式不被支援',
      enUs: 'This request method is not supported',
    },
  },
  CONFLICT: {
    status: 409,
    text: {
      zhCn: '数据已被修改，请刷新后重试',
      zhTw: '資料已被修改，請重新整理後重試',
      enUs: 'The data has changed, please reload',
    },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    text: { zhCn: '提交的内容过大', zhTw: '提交的內容過大', enUs: 'The request is too large' },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    text: { zhCn: '不支持的内容类型', zhTw: '不支援的內容類型', enUs: 'This content type is not supported' },
  },
  OLD_PASSWORD_WRONG: {
    status: 422,
    text: { zhCn: '原密码错误', zhTw: '原密碼錯誤', enUs: 'The old password is wrong' },
  },
  PASSWORD_UNCHANGED: {
    status: 422,
    text: {
      zhCn: '新密码不能与原密码相同',
      zhTw: '新密碼不能與原密碼相同',
      enUs: 'The new password must differ from the old one',
    },
  },
  PARAM_NOT_PUBLIC: {
    status: 403,
    text: { zhCn: '该参数不可读取', zhTw: '該參數不可讀取', enUs: 'This parameter cannot be read' },
  },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    text: {
      zhCn: '尝试次数过多，请{minutes}分钟后再试',
      zhTw: '嘗試次數過多，請{minutes}分鐘後再試',
      enUs: 'Too many attempts, please try again in {minutes} minutes',
    },
  },
  PASSWORD_CHECKS_BUSY: {
    status: 429,
    text: {
      zhCn: '当前登录的人较多，请几秒后再试',
      zhTw: '目前登入的人較多，請幾秒後再試',
      enUs: 'Many people are signing in right now; please try again in a few seconds',
    },
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    text: {
      zhCn: '操作过于频繁，请{seconds}秒后再试',
      zhTw: '操作過於頻繁，請{seconds}秒後再試',
      enUs: 'Too many requests; please try again in {seconds} seconds',
    },
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    text: {
      zhCn: '服务暂不可用，请稍后再试',
      zhTw: '服務暫不可用，請稍後再試',
      enUs: 'The service is unavailable, please try later',
    },
  },
  QUERY_TOO_LONG: {
    status: 503,
    text: {
      zhCn: '查询耗时过长，请缩小范围（减少筛选条件）后重试',
      zhTw: '查詢耗時過長，請縮小範圍（減少篩選條件）後重試',
      enUs: 'The search took too long: narrow it (fewer filters) and try again',
    },
  },
  CART_FULL: {
    status: 422,
    text: {
      zhCn: '购物车最多可存放{n}种商品，请先删除部分商品',
      zhTw: '購物車最多可存放{n}種商品，請先刪除部分商品',
      enUs: 'The shopping cart holds at most {n} products; please delete some first',
    },
  },
  CART_LINE_NOT_FOUND: {
    status: 404,
    text: {
      zhCn: '购物车中没有该商品',
      zhTw: '購物車中沒有該商品',
      enUs: 'This product is not in your shopping cart',
    },
  },
  PRODUCT_UNAVAILABLE: {
    status: 404,
    text: {
      zhCn: '该商品不存在或已下架',
      zhTw: '該商品不存在或已下架',
      enUs: 'This product does not exist or is no longer sold',
    },
  },
  QUANTITY_BELOW_MINIMUM: {
    status: 422,
    text: {
      zhCn: '数量低于最小起订量{n}',
      zhTw: '數量低於最小起訂量{n}',
      enUs: 'The quantity is below the minimum order quantity {n}',
    },
  },
  QUANTITY_NOT_PACKAGE_MULTIPLE: {
    status: 422,
    text: {
      zhCn: '数量须为最小包装量{n}的整数倍',
      zhTw: '數量須為最小包裝量{n}的整數倍',
      enUs: 'The quantity must be a whole multiple of the minimum package {n}',
    },
  },
  QUANTITY_TOO_LARGE: {
    status: 422,
    text: {
      zhCn: '数量不能超过{n}',
      zhTw: '數量不能超過{n}',
      enUs: 'The quantity cannot be more than {n}',
    },
  },
  SPREADSHEET_UNREADABLE: {
    status: 422,
    text: {
      zhCn: '文件不是可读取的 .xls 或 .xlsx 表格',
      zhTw: '檔案不是可讀取的 .xls 或 .xlsx 表格',
      enUs: 'The file is not a readable .xls or .xlsx spreadsheet',
    },
  },
  SPREADSHEET_TOO_COMPLEX: {
    status: 422,
    text: {
      zhCn: '表格解压后过大或结构异常，无法读取',
      zhTw: '表格解壓後過大或結構異常，無法讀取',
      enUs: 'The spreadsheet is too large when unpacked or is malformed, so it cannot be read',
    },
  },
  /** Too many of the caller's uploads (its tenant's, or its address's) are being read at once. */
  UPLOADS_IN_PROGRESS: {
    status: 429,
    text: {
      zhCn: '已有{n}个文件正在读取，请等其完成后再上传',
      zhTw: '已有{n}個檔案正在讀取，請等其完成後再上傳',
      enUs: '{n} of your files are still being read; please wait for them to finish before uploading another',
    },
  },
  /** The caller's tenant (or address) uploaded more files than its window allows. */
  UPLOADS_TOO_FREQUENT: {
    status: 429,
    text: {
      zhCn: '上传文件过于频繁，请{seconds}秒后再试',
      zhTw: '上傳檔案過於頻繁，請{seconds}秒後再試',
      enUs: 'Too many files uploaded; please try again in {seconds} seconds',
    },
  },
  FILE_NO_TABLE: {
    status: 422,
    text: {
      zhCn: '文件中没有可读取的表格：文件为空，或内容没有分列',
      zhTw: '檔案中沒有可讀取的表格：檔案為空，或內容沒有分欄',
      enUs: 'The file holds no table to read: it is empty, or its content is not in columns',
    },
  },
  TEXT_UNREADABLE: {
    status: 422,
    text: {
      zhCn: '文件中的文字无法读取，请使用 UTF-8、UTF-16 或 GBK 编码',
      zhTw: '檔案中的文字無法讀取，請使用 UTF-8、UTF-16 或 GBK 編碼',
      enUs: 'The text of the file cannot be read; use UTF-8, UTF-16 or GBK encoding',
    },
  },
  IMPORT_COLUMNS_MISSING: {
    status: 422,
    text: {
      zhCn: '表格中缺少“型号”或“客户物料编码”列，请使用模板',
      zhTw: '表格中缺少「型號」或「客戶物料編碼」欄，請使用範本',
      enUs: 'The sheet lacks the part number or the custom part number column; please use the template',
    },
  },
  IMPORT_EMPTY: {
    status: 422,
    text: {
      zhCn: '表格中没有可导入的型号',
      zhTw: '表格中沒有可匯入的型號',
      enUs: 'The sheet holds no part numbers to import',
    },
  },
  IMPORT_TOO_MANY_ROWS: {
    status: 422,
    text: {
      zhCn: '每次最多导入{n}行',
      zhTw: '每次最多匯入{n}行',
      enUs: 'At most {n} rows can be imported at a time',
    },
  },
  IMPORT_CUST_PN_TOO_LONG: {
    status: 422,
    text: {
      zhCn: '第{row}行的客户物料编码超过{n}个字符',
      zhTw: '第{row}行的客戶物料編碼超過{n}個字元',
      enUs: 'Row {row}: the custom part number has more than {n} characters',
    },
  },
  ORDER_CHANGED: {
    status: 409,
    text: {
      zhCn: '订单信息已变更，请返回购物车重新确认',
      zhTw: '訂單資訊已變更，請返回購物車重新確認',
      enUs: 'The order has changed, please check it again in the shopping cart',
    },
  },
  BOM_CHANGED: {
    status: 409,
    text: {
      zhCn: 'BOM 在计算成本后已被修改，请查看新的成本后重试',
      zhTw: 'BOM 在計算成本後已被修改，請查看新的成本後重試',
      enUs: 'The BOM changed after it was costed: check the new costs and try again',
    },
  },
  BOM_NOT_COSTED: {
    status: 409,
    text: {
      zhCn: '请先匹配完 BOM 再计算成本',
      zhTw: '請先匹配完 BOM 再計算成本',
      enUs: 'The BOM must finish matching before it can be costed',
    },
  },
  BOM_BUILD_NOT_SET: {
    status: 400,
    text: {
      zhCn: '该生产数量不在此 BOM 的生产数量中',
      zhTw: '該生產數量不在此 BOM 的生產數量中',
      enUs: "That number of boards is not one of this BOM's build quantities",
    },
  },
  SUBSTITUTE_NOT_DROP_IN: {
    status: 400,
    text: {
      zhCn: '所选器件不是该器件的可直接替代料',
      zhTw: '所選器件不是該器件的可直接替代料',
      enUs: 'The chosen part is not a drop-in substitute for this part',
    },
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    text: {
      zhCn: '该请求编号已用于另一笔订单，请刷新页面后重新提交',
      zhTw: '該請求編號已用於另一筆訂單，請重新整理頁面後重新提交',
      enUs: 'This request key was already used for another order; reload the page and submit again',
    },
  },
  ORDER_STATE_FORBIDS: {
    status: 422,
    text: {
      zhCn: '订单当前状态（{status}）不允许此操作',
      zhTw: '訂單目前狀態（{status}）不允許此操作',
      enUs: 'The order is {status}, which does not allow this',
    },
  },
  FILE_KIND_NOT_ACCEPTED: {
    status: 422,
    text: {
      zhCn: '只能上传 {kinds} 文件',
      zhTw: '只能上傳 {kinds} 檔案',
      enUs: 'Only {kinds} files can be uploaded',
    },
  },
  ADDRESS_BOOK_FULL: {
    status: 422,
    text: {
      zhCn: '最多可保存{n}个收货地址',
      zhTw: '最多可儲存{n}個收貨地址',
      enUs: 'At most {n} shipping addresses can be kept',
    },
  },
  SAMPLE_NOT_OFFERED: {
    status: 422,
    text: {
      zhCn: '该商品不提供免费样品',
      zhTw: '該商品不提供免費樣品',
      enUs: 'This product is not offered as a free sample',
    },
  },
  SAMPLE_LINE_NOT_FOUND: {
    status: 404,
    text: {
      zhCn: '样品车中没有该商品',
      zhTw: '樣品車中沒有該商品',
      enUs: 'This product is not in your sample cart',
    },
  },
  SAMPLE_CART_EMPTY: {
    status: 422,
    text: { zhCn: '请先选择样品', zhTw: '請先選擇樣品', enUs: 'Please choose samples first' },
  },
  SAMPLE_QTY_LIMIT: {
    status: 422,
    text: {
      zhCn: '{mfrPartNumber} 每次最多申请{n}个样品',
      zhTw: '{mfrPartNumber} 每次最多申請{n}個樣品',
      enUs: 'At most {n} pieces of {mfrPartNumber} can be requested at a time',
    },
  },
  SAMPLE_SKU_LIMIT: {
    status: 422,
    text: {
      zhCn: '每次最多申请{n}种样品，请减少后再提交',
      zhTw: '每次最多申請{n}種樣品，請減少後再提交',
      enUs: 'At most {n} different parts can be requested at a time',
    },
  },
  SAMPLE_AMOUNT_LIMIT: {
    status: 422,
    text: {
      zhCn: '样品总金额{amount}元超过上限{n}元',
      zhTw: '樣品總金額{amount}元超過上限{n}元',
      enUs: 'The samples are worth {amount} CNY, more than the limit of {n} CNY',
    },
  },
  SAMPLE_REQUEST_TIMES_LIMIT: {
    status: 422,
    text: {
      zhCn: '{days}天内最多申请{n}次样品，请稍后再试',
      zhTw: '{days}天內最多申請{n}次樣品，請稍後再試',
      enUs: 'At most {n} sample requests can be made in {days} days; please try later',
    },
  },
  SAMPLE_FEEDBACK_PENDING: {
    status: 422,
    text: {
      zhCn: '您有{pending}个已发货的样品申请待反馈，请先完成反馈',
      zhTw: '您有{pending}個已發貨的樣品申請待回饋，請先完成回饋',
      enUs: '{pending} shipped sample requests await your feedback; please give it first',
    },
  },
  SAMPLE_STATE_FORBIDS: {
    status: 422,
    text: {
      zhCn: '样品申请当前状态（{status}）不允许此操作',
      zhTw: '樣品申請目前狀態（{status}）不允許此操作',
      enUs: 'The sample request is {status}, which does not allow this',
    },
  },
  REGION_INVALID: {
    status: 422,
    text: {
      zhCn: '所选省市区不正确，请重新选择',
      zhTw: '所選省市區不正確，請重新選擇',
      enUs: 'The province, city and district do not match; please choose them again',
    },
  },
  FEEDBACK_TOO_FREQUENT: {
    status: 429,
    text: {
      zhCn: '反馈提交过于频繁，请{minutes}分钟后再试',
      zhTw: '回饋提交過於頻繁，請{minutes}分鐘後再試',
      enUs: 'You have sent feedback too often, please try again in {minutes} minutes',
    },
  },
  BRAND_PRODUCT_NOT_FOUND: {
    status: 404,
    text: {
      zhCn: '没有找到产品系列“{productCode}”',
      zhTw: '沒有找到產品系列「{productCode}」',
      enUs: 'There is no product line "{productCode}"',
    },
  },
  BRAND_REQUEST_TOO_FREQUENT: {
    status: 429,
    text: {
      zhCn: '提交次数过多，请{minutes}分钟后再试，或拨打客服热线',
      zhTw: '提交次數過多，請{minutes}分鐘後再試，或撥打客服熱線',
      enUs: 'Too many requests were sent from your network; please try again in {minutes} minutes or call us',
    },
  },
  ENQUIRY_STATE_FORBIDS: {
    status: 422,
    text: {
      zhCn: '询价单当前状态（{status}）不允许此操作',
      zhTw: '詢價單目前狀態（{status}）不允許此操作',
      enUs: 'The enquiry is {status}, which does not allow this',
    },
  },
  ENQUIRY_NOTHING_TO_ADD: {
    status: 422,
    text: {
      zhCn: '没有可按报价加入购物车的型号（报价已过期或型号未匹配）',
      zhTw: '沒有可按報價加入購物車的型號（報價已過期或型號未匹配）',
      enUs: 'No line can go to the cart at a quoted price (the quote expired or the part is not in the catalog)',
    },
  },
  ENQUIRY_NOTHING_TO_ENQUIRE: {
    status: 422,
    text: {
      zhCn: '该BOM没有需要询价的行（未匹配或无价格）',
      zhTw: '該BOM沒有需要詢價的行（未匹配或無價格）',
      enUs: 'This BOM has no line to enquire (unmatched or unpriced)',
    },
  },
  REGISTRATION_CLOSED: {
    status: 403,
    text: {
      zhCn: '目前暂不接受新企业注册，如需开通账号请联系客服',
      zhTw: '目前暫不接受新企業註冊，如需開通帳號請聯繫客服',
      enUs: 'New companies cannot register at present; please contact us to open an account',
    },
  },
  REGISTRATION_STAFF_CODE_TAKEN: {
    status: 409,
    text: {
      zhCn: '该登录账号已被使用，请换一个',
      zhTw: '該登入帳號已被使用，請換一個',
      enUs: 'This staff code is taken, please choose another',
    },
  },
  REGISTRATION_CREDIT_CODE_TAKEN: {
    status: 409,
    text: {
      zhCn: '该统一社会信用代码已有待审核或已通过的注册申请',
      zhTw: '該統一社會信用代碼已有待審核或已通過的註冊申請',
      enUs: 'A registration with this unified social credit code is already pending or approved',
    },
  },
  REGISTRATION_CAPTCHA_INVALID: {
    // 422, not 401: the web app turns every 401 into a trip to /login, which would lose the filled form.
    status: 422,
    text: {
      zhCn: '验证码错误或已失效，请重新输入',
      zhTw: '驗證碼錯誤或已失效，請重新輸入',
      enUs: 'The verification code is wrong or expired, please enter the new one',
    },
  },
  LICENCE_TOO_LARGE: {
    status: 413,
    text: {
      zhCn: '营业执照文件不能超过{mb}MB',
      zhTw: '營業執照檔案不能超過{mb}MB',
      enUs: 'The business licence file must be at most {mb} MB',
    },
  },
  REGISTRATION_STATE_FORBIDS: {
    status: 422,
    text: {
      zhCn: '注册申请当前状态（{status}）不允许此操作',
      zhTw: '註冊申請目前狀態（{status}）不允許此操作',
      enUs: 'The registration application is {status}, which does not allow this',
    },
  },
  INTERNAL: {
    status: 500,
    text: {
      zhCn: '系统处理失败，请稍后再试（请求号 {requestId}）',
      zhTw: '系統處理失敗，請稍後再試（請求號 {requestId}）',
      enUs: 'Something went wrong, please try again later (request {requestId})',
    },
  },
  OPS_ORDER_SHIP_TOO_MANY: {
    status: 422,
    text: {
      zhCn: '第{lineNo}行最多还可发货{left}件',
      zhTw: '第{lineNo}行最多還可出貨{left}件',
      enUs: 'Line {lineNo} has only {left} pieces left to ship',
    },
  },
  OPS_SAMPLE_STATE_CONFLICT: {
    status: 409,
    text: {
      zhCn: '该样品申请当前为“{status}”状态，不能执行此操作，请刷新后查看',
      zhTw: '該樣品申請目前為「{status}」狀態，不能執行此操作，請重新整理後查看',
      enUs: 'This sample request is now {status} and this step no longer applies; please reload it',
    },
  },
  OPS_CATALOG_IMPORT_HEADER: {
    status: 422,
    text: {
      zhCn: '文件首行须为表头，且包含 brand 和 mfr_part_number 列（{detail}）',
      zhTw: '檔案首行須為表頭，且包含 brand 和 mfr_part_number 欄（{detail}）',
      enUs: 'The first row must be the header, with the columns brand and mfr_part_number ({detail})',
    },
  },
  OPS_CATALOG_IMPORT_RUNNING: {
    status: 409,
    text: {
      zhCn: '已有一个目录导入正在进行，请等待其完成',
      zhTw: '已有一個目錄匯入正在進行，請等待其完成',
      enUs: 'A catalog import is already running; wait until it ends',
    },
  },
  OPS_CATALOG_HOT_PART_EXISTS: {
    status: 409,
    text: {
      zhCn: '该品牌型号已在热门型号中',
      zhTw: '該品牌型號已在熱門型號中',
      enUs: 'This brand and part number is already a hot part',
    },
  },
  OPS_REGISTRATION_DECIDED: {
    status: 409,
    text: {
      zhCn: '该注册申请已处理（{status}），不能再审核',
      zhTw: '該註冊申請已處理（{status}），不能再審核',
      enUs: 'This application has already been decided ({status})',
    },
  },
  OPS_CONTENT_BANNER_LIMIT: {
    status: 409,
    text: {
      zhCn: '首页轮播最多{n}张，请先删除一张',
      zhTw: '首頁輪播最多{n}張，請先刪除一張',
      enUs: 'The home carousel holds at most {n} banners; remove one first',
    },
  },
  OPS_CONTENT_BANNER_ORDER: {
    status: 409,
    text: {
      zhCn: '轮播图已被修改，请刷新后重新排序',
      zhTw: '輪播圖已被修改，請重新整理後再排序',
      enUs: 'The banners have changed; refresh and order them again',
    },
  },
  OPS_CONTENT_DIC_VALUE_TAKEN: {
    status: 409,
    text: {
      zhCn: '该字典中已有值{value}',
      zhTw: '該字典中已有值{value}',
      enUs: 'The dictionary already has the value {value}',
    },
  },
  OPS_CONTENT_TEXT_PLACEHOLDERS: {
    status: 422,
    text: {
      zhCn: '三种语言都必须保留占位符：{names}',
      zhTw: '三種語言都必須保留預留位置：{names}',
      enUs: 'All three languages must keep the placeholders: {names}',
    },
  },
  OPS_CONTENT_HELP_SEEDED: {
    status: 409,
    text: {
      zhCn: '商城自带的文章不能删除，请改为下架',
      zhTw: '商城內建的文章不能刪除，請改為下架',
      enUs: "The shop's own articles cannot be deleted; unpublish it instead",
    },
  },
  OPS_LEAD_STATE_CONFLICT: {
    status: 409,
    text: {
      zhCn: '该线索当前为“{status}”状态，不能执行此操作，请刷新后查看',
      zhTw: '該線索目前為「{status}」狀態，不能執行此操作，請重新整理後查看',
      enUs: 'This lead is now {status} and this step no longer applies; please reload it',
    },
  },
  OPS_FEEDBACK_STATE_CONFLICT: {
    status: 409,
    text: {
      zhCn: '该反馈已处理，不能再次处理，请刷新后查看',
      zhTw: '該回饋已處理，不能再次處理，請重新整理後查看',
      enUs: 'This feedback has already been handled; please reload it',
    },
  },
  MAIL_NOT_FAILED: {
    status: 409,
    text: {
      zhCn: '只有发送失败的邮件可以重新发送，请刷新后查看',
      zhTw: '只有發送失敗的郵件可以重新發送，請重新整理後查看',
      enUs: 'Only a mail that failed can be sent again; please reload',
    },
  },
  OPS_BRAND_MERGE_SELF: {
    status: 409,
    text: {
      zhCn: '不能把品牌合并到它自己',
      zhTw: '不能把品牌合併到它自己',
      enUs: 'A brand cannot be merged into itself',
    },
  },
  OPS_BRAND_MERGE_CLASH: {
    status: 409,
    text: {
      zhCn: '两个品牌有 {count} 个相同型号（如 {example}），请先处理这些重复商品再合并',
      zhTw: '兩個品牌有 {count} 個相同型號（如 {example}），請先處理這些重複商品再合併',
      enUs: 'Both brands list {count} of the same part numbers (such as {example}); resolve those duplicates before merging',
    },
  },
  // The buyer API's keys (docs/api-v1.md).
  API_KEY_INVALID: {
    status: 401,
    text: {
      zhCn: 'API 密钥无效、已过期或已撤销',
      zhTw: 'API 金鑰無效、已過期或已撤銷',
      enUs: 'The API key is invalid, expired or revoked',
    },
  },
  API_KEY_SCOPE: {
    status: 403,
    text: {
      zhCn: '该 API 密钥没有此操作的权限（需要 {scope}）',
      zhTw: '該 API 金鑰沒有此操作的權限（需要 {scope}）',
      enUs: 'This API key lacks the scope this call needs ({scope})',
    },
  },
  API_KEY_ADDRESS: {
    status: 403,
    text: {
      zhCn: '该 API 密钥不允许从此地址使用',
      zhTw: '該 API 金鑰不允許從此位址使用',
      enUs: 'This API key may not be used from this address',
    },
  },
  API_KEY_LIMIT: {
    status: 422,
    text: {
      zhCn: '每个企业最多 {max} 个有效的 API 密钥，请先撤销不用的密钥',
      zhTw: '每個企業最多 {max} 個有效的 API 金鑰，請先撤銷不用的金鑰',
      enUs: 'A company may hold at most {max} active API keys; revoke one first',
    },
  },
} as const satisfies Record<string, { status: number; text: LocalizedText }>;

export type ErrorCode = keyof typeof ERRORS;

/** Per-field validation messages, chosen by the kind of problem. `{n}` is the bound. */
export const FIELD_MESSAGES = {
  required: { zhCn: '必填', zhTw: '必填', enUs: 'is required' },
  invalidType: { zhCn: '类型不正确', zhTw: '類型不正確', enUs: 'has the wrong type' },
  tooShort: { zhCn: '至少{n}个字符', zhTw: '至少{n}個字元', enUs: 'must have at least {n} characters' },
  tooLong: { zhCn: '最多{n}个字符', zhTw: '最多{n}個字元', enUs: 'must have at most {n} characters' },
  tooSmall: { zhCn: '不能小于{n}', zhTw: '不能小於{n}', enUs: 'must be at least {n}' },
  tooBig: { zhCn: '不能大于{n}', zhTw: '不能大於{n}', enUs: 'must be at most {n}' },
  tooFewItems: { zhCn: '至少{n}项', zhTw: '至少{n}項', enUs: 'must have at least {n} items' },
  tooManyItems: { zhCn: '最多{n}项', zhTw: '最多{n}項', enUs: 'must have at most {n} items' },
  invalidValue: { zhCn: '取值不正确', zhTw: '取值不正確', enUs: 'has an invalid value' },
  invalidEmail: {
    zhCn: '请输入正确的邮箱格式',
    zhTw: '請輸入正確的郵箱格式',
    enUs: 'please enter a correct email format',
  },
  changedTo: { zhCn: '已变为{value}', zhTw: '已變為{value}', enUs: 'is now {value}' },
  unavailable: {
    zhCn: '该商品不存在或已下架',
    zhTw: '該商品不存在或已下架',
    enUs: 'is no longer sold',
  },
  notPriced: { zhCn: '该商品暂无价格', zhTw: '該商品暫無價格', enUs: 'has no price' },
  unknownField: { zhCn: '不是可接受的字段', zhTw: '不是可接受的欄位', enUs: 'is not an accepted field' },
} as const satisfies Record<string, LocalizedText>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

/** Fills `{name}` placeholders. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
