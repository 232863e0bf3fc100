import type { TextCatalogue } from './text-catalogue.js';

/** Global spot-stock direct purchasing (/global). */
export const globalTexts = {
  'global.title': {
    zhCn: '全球现货直采',
    zhTw: '全球現貨直採',
    enUs: 'Global spot-stock direct purchasing',
  },
  'global.subtitle': {
    zhCn: '45家主流品牌 · 2000+供应渠道 · 500万+库存数据 · 专业采购团队 · 一站式快速发货',
    zhTw: '45家主流品牌 · 2000+供應渠道 · 500萬+庫存數據 · 專業採購團隊 · 一站式快速發貨',
    enUs: '45 mainstream brands · 2000+ supplier channels · 5,000,000+ stock records · professional purchasing team · one-stop fast shipping',
  },
  'global.hot.title': { zhCn: '热门型号', zhTw: '熱門型號', enUs: 'Hot part numbers' },
  'global.hot.empty': { zhCn: '暂无热门型号', zhTw: '暫無熱門型號', enUs: 'No hot part numbers yet' },
  'global.stock.title': { zhCn: '现货库存', zhTw: '現貨庫存', enUs: 'Spot stock' },
  'global.column.partNumber': { zhCn: '型号', zhTw: '型號', enUs: 'Part number' },
  'global.column.brand': { zhCn: '品牌', zhTw: '品牌', enUs: 'Brand' },
  'global.column.channel': { zhCn: '渠道', zhTw: '渠道', enUs: 'Channel' },
  'global.column.stock': { zhCn: '库存数量', zhTw: '庫存數量', enUs: 'Stock' },
  'global.column.price': { zhCn: '单价（含税）', zhTw: '單價（含稅）', enUs: 'Unit price (tax incl.)' },
  'global.column.delivery': { zhCn: '交期', zhTw: '交期', enUs: 'Delivery' },
  'global.column.dateCode': { zhCn: '批次', zhTw: '批次', enUs: 'Date code' },
  'global.column.quoteDate': { zhCn: '报价日期', zhTw: '報價日期', enUs: 'Quoted on' },
  'global.empty': { zhCn: '暂无现货数据', zhTw: '暫無現貨數據', enUs: 'No spot stock found' },
} satisfies TextCatalogue;
