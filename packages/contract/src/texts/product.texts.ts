import type { TextCatalogue } from './text-catalogue.js';

/** Texts the server names by key in product answers (i18nShortageFlag, i18nProductSpec item names). */
export const productTexts = {
  'product.shortage.T': {
    zhCn: '库存不足，需订货',
    zhTw: '庫存不足，需訂貨',
    enUs: 'Short of stock, to be ordered',
  },
  'product.spec.package': { zhCn: '封装', zhTw: '封裝', enUs: 'Package' },
  'product.spec.category': { zhCn: '类目', zhTw: '類目', enUs: 'Category' },
  'product.spec.subcategory': { zhCn: '子类目', zhTw: '子類目', enUs: 'Subcategory' },
  'product.spec.pins': { zhCn: '引脚数', zhTw: '引腳數', enUs: 'Pins' },
  // Named so the item can be recognised and left out: the supplier's own grading is never shown to a buyer.
  'product.spec.libraryType': { zhCn: '物料等级', zhTw: '物料等級', enUs: 'Library type' },
  'product.shortage.F': { zhCn: '现货', zhTw: '現貨', enUs: 'In stock' },
} satisfies TextCatalogue;
