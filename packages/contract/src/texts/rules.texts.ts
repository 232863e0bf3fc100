import { FEEDBACK_CONTENT_MIN } from '../constants.js';
import type { TextCatalogue } from './text-catalogue.js';

/**
 * The messages of the business rules in `src/rules`. Texts that travel inside a zod issue
 * (`params.text`) are shown as they are, unfilled, so they carry their numbers instead of placeholders.
 */
export const rulesTexts = {
  'rules.search.tooShort': {
    zhCn: '请输入至少{n}个有效字符',
    zhTw: '請輸入至少{n}個有效字元',
    enUs: 'please enter at least {n} valid characters',
  },
  'rules.search.tooLong': {
    zhCn: '搜索内容最多{n}个字符',
    zhTw: '搜尋內容最多{n}個字元',
    enUs: 'please enter at most {n} characters',
  },
  'rules.quantity.belowMinimum': {
    zhCn: '数量低于最小起订量{n}',
    zhTw: '數量低於最小起訂量{n}',
    enUs: 'The quantity is below the minimum order quantity {n}',
  },
  'rules.quantity.notPackageMultiple': {
    zhCn: '数量须为最小包装量{n}的整数倍',
    zhTw: '數量須為最小包裝量{n}的整數倍',
    enUs: 'The quantity must be a whole multiple of the minimum package {n}',
  },
  'rules.quantity.exceedsStock': {
    zhCn: '购买数量已超过库存，超出部分需订货，请留意交货日期',
    zhTw: '購買數量已超過庫存，超出部分需訂貨，請留意交貨日期',
    enUs: 'The quantity exceeds the stock, so the item must be ordered: please check the delivery date',
  },
  'rules.money.tooLarge': { zhCn: '金额过大', zhTw: '金額過大', enUs: 'The amount is too large' },
  'rules.feedback.telInvalid': {
    zhCn: '请输入正确的手机号码',
    zhTw: '請輸入正確的手機號碼',
    enUs: 'please enter a correct phone number',
  },
  'rules.feedback.emailInvalid': {
    zhCn: '请输入正确的邮箱格式',
    zhTw: '請輸入正確的電子郵件格式',
    enUs: 'please enter a correct email format',
  },
  'rules.feedback.contentRequired': {
    zhCn: '请留下您的问题或建议',
    zhTw: '請留下您的問題或建議',
    enUs: 'please leave your question or suggestion',
  },
  'rules.feedback.contentTooShort': {
    zhCn: `请至少填写${FEEDBACK_CONTENT_MIN}个字`,
    zhTw: `請至少填寫${FEEDBACK_CONTENT_MIN}個字`,
    enUs: `fill in at least ${FEEDBACK_CONTENT_MIN} characters`,
  },
} satisfies TextCatalogue;

export type RulesTextKey = keyof typeof rulesTexts;
