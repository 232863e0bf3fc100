import type { TextCatalogue } from './index.js';

/** Texts the server names by key in product answers (i18nShortageFlag). */
export const productTexts = {
  'product.shortage.T': {
    zhCn: '库存不足，需订货',
    zhTw: '庫存不足，需訂貨',
    enUs: 'Short of stock, to be ordered',
  },
  'product.shortage.F': { zhCn: '现货', zhTw: '現貨', enUs: 'In stock' },
} satisfies TextCatalogue;
