/** Every business constant (page sizes, limits, status and parameter codes), named once. */
export const SEARCH_PAGE_SIZE = 20;
export const STOCK_QUOTE_PAGE_SIZE = 20;
export const BOM_LOG_PAGE_SIZE = 20;
export const MY_BOM_PAGE_SIZE = 20;
/** The file kinds a BOM upload accepts (the server tells them by content, the picker by name). */
export const BOM_FILE_EXTENSIONS = ['.csv', '.tsv', '.txt', '.xls', '.xlsx'] as const;
/** A BOM is costed for 1 to 5 build quantities (boards) at once, each at most ten million boards. */
export const BOM_BUILD_QUANTITIES_MAX = 5;
export const BOM_BUILD_QUANTITY_MAX = 10_000_000;
/** Attrition: at most 100 % more, at most a million spare pieces a line. */
export const BOM_ATTRITION_PERCENT_MAX = 100;
export const BOM_ATTRITION_SPARES_MAX = 1_000_000;
/** A buy-up is offered when it costs at most this percent more than the plain buy, whatever the buyer sets. */
export const BOM_BUY_UP_LIMIT_PERCENT_MAX = 100;
/** A category page takes at most 20 parameter filters, and 100 values over all of them. */
export const CATEGORY_FILTERS_MAX = 20;
export const CATEGORY_FILTER_VALUES_MAX = 100;
/** The most substitutes one call answers. */
export const SUBSTITUTES_PAGE_SIZE_MAX = 20;
export const ORDER_LIST_PAGE_SIZE = 10;
export const SAMPLE_LIST_PAGE_SIZE = 10;
/** The longest text the sample list's part search takes (a part number or a brand). */
export const SAMPLE_KEYWORD_MAX_LENGTH = 50;
export const MY_SAMPLE_PAGE_SIZE = 5;
export const ORDER_LINE_PAGE_SIZE = 15;
export const MORE_LIST_PAGE_SIZE = 5;
export const MESSAGE_PAGE_SIZE = 15;
export const MESSAGE_NOTIFY_TYPE = 'WebMail';
export const SYS_PARAM_PAGE_SIZE = 10;
export const HOT_MFR_PN_PAGE_SIZE = -1;

export const SEARCH_MAX_LENGTH = 200;
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_DELAY_MS = 200;
export const SUGGESTION_BLUR_HIDE_MS = 200;
export const SUGGESTION_LIST_MAX_HEIGHT = 200;
export const SUGGESTION_BU_TENANT_CODE = '64';

export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 200;
export const FEEDBACK_COMPANY_MAX = 60;
export const FEEDBACK_EMAIL_MAX = 60;
export const FEEDBACK_PHONE_MAX = 11;
export const FEEDBACK_THROTTLE_MS = 1500;

export const CUST_PN_MAX_LENGTH = 35;
export const QUANTITY_INPUT_MAX_LENGTH = 8;
export const SAMPLE_RATING_DEFAULT = 3;
export const SAMPLE_TEXT_LIMIT = 500;

export const BANNER_WIDTH = 1190;
export const BANNER_HEIGHT = 150;
export const BANNER_AUTOPLAY_MS = 4000;
export const BANNER_TRANSITION_MS = 800;
export const SPOT_STOCK_PANEL_WIDTH = 422;
export const SPOT_STOCK_AUTO_CLOSE_MS = 3000;

export const CAPTCHA_CACHE_MS = 1_800_000;
export const CAPTCHA_TTL_MS = 1_800_000;
export const REQUEST_TIMEOUT_MS = 6000;
export const ERROR_MESSAGE_SECONDS = 3;
export const MESSAGE_TOAST_MAX_COUNT = 1;

/** Status codes. */
export const STATUS_ACTIVE = '00A';
export const STATUS_REMOVED = '00X';

export const ORDER_EXCHANGE_RATE = 1;
export const ORDER_SOURCE = 'EMALL';
export const DEFAULT_DELIVERY_DAYS = 3;
export const SERVICE_HOURS = '9:00-18:00';
export const FIXED_FOOTER_MIN_SPACE_PX = 520;
export const FIXED_FOOTER_MIN_ROWS = 4;
export const UPLOAD_DIALOG_WIDTH = 468;

/** Account type F ('fixed') means a billing cycle of 0 days. */
export const ACCOUNT_TYPE_PREPAID = 'F';

/** System parameter codes (docs/operations.md, "System parameters"). */
export const SYS_PARAM = {
  sampleAmountLimit: 'PAR_OMS_0003',
  sampleSkuLimit: 'PAR_OMS_0004',
  sampleQuantityLimit: 'PAR_OMS_0005',
  keywordSplitPattern: 'PAR_PSM_0015',
  supportLink: 'PAR_EMALL_000',
  registrationFlag: 'PAR_EMALL_001',
  shopCartCapacity: 'EMALL_SHOP_CART_CAPACITY',
} as const;

export const DIC_CODE = {
  bannerConfig: 'DIC_EMALL_BANNER_CONFIG',
  deliveryMethod: 'DIC_DELIVERY_METHOD',
} as const;

/** Names of the cookies and headers the web client and server agree on. */
export const SESSION_COOKIE = 'EMALL_SID';
/** The operator console's session: its own cookie, sent only to /api/emall/ops (decision 60). */
export const OPS_SESSION_COOKIE = 'EMALL_OPS_SID';
export const OPS_API_PREFIX = '/api/emall/ops/';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const LANG_HEADER = 'x-lang';
export const LANG_COOKIE = 'EMALL_LANG';
export const SALES_CHANNEL_HEADER = 'x-sales-channel';
export const REQUEST_ID_HEADER = 'x-request-id';
