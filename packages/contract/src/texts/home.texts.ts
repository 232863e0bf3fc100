import type { TextCatalogue } from './text-catalogue.js';

/** The home page. */
export const homeTexts = {
  'home.slogan.title': {
    zhCn: '建立信任，让电子产业更高效',
    zhTw: '建立信任，讓電子產業更高效',
    enUs: 'Building trust, making the electronics industry more efficient',
  },
  'home.banner.label': { zhCn: '活动推荐', zhTw: '活動推薦', enUs: 'Featured' },
  'home.categories.title': { zhCn: '产品分类', zhTw: '產品分類', enUs: 'Product categories' },
  'home.categories.all': { zhCn: '全部分类', zhTw: '全部分類', enUs: 'All categories' },
  'home.categories.count': { zhCn: '{n} 种', zhTw: '{n} 種', enUs: '{n} parts' },
  'home.newParts.title': { zhCn: '新品上架', zhTw: '新品上架', enUs: 'New parts' },
  'home.newParts.intro': {
    zhCn: '最近上架或更新、有现货有价格的物料',
    zhTw: '最近上架或更新、有現貨有價格的物料',
    enUs: 'Added or updated lately, in stock and priced',
  },
  'home.hotParts.title': { zhCn: '热销物料', zhTw: '熱銷物料', enUs: 'Best sellers' },
  'home.hotParts.intro': {
    zhCn: '近 {days} 天下单客户最多的物料',
    zhTw: '近 {days} 天下單客戶最多的物料',
    enUs: 'Ordered by the most customers in the last {days} days',
  },
  'home.part.stock': { zhCn: '库存 {n}', zhTw: '庫存 {n}', enUs: '{n} in stock' },
  'home.part.noStock': { zhCn: '暂无现货', zhTw: '暫無現貨', enUs: 'Out of stock' },
  'home.part.noPrice': { zhCn: '询价', zhTw: '詢價', enUs: 'Price on request' },
  'home.sections.failed': {
    zhCn: '暂时无法加载。',
    zhTw: '暫時無法載入。',
    enUs: 'Could not be loaded just now.',
  },
  'home.sections.retry': { zhCn: '重试', zhTw: '重試', enUs: 'Try again' },
} satisfies TextCatalogue;
