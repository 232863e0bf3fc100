import type { TextCatalogue } from './text-catalogue.js';

/** Home additions: the part search, the BOM button and the spot-stock panel. */
export const homeExtraTexts = {
  'home.bom.button': { zhCn: 'BOM上传', zhTw: 'BOM上傳', enUs: 'Upload BOM' },
  'home.bom.loginRequired': {
    zhCn: '请登录以获取更多信息',
    zhTw: '請登入以獲取更多資訊',
    enUs: 'please log in to get more information',
  },
  'home.spotStock.button': { zhCn: '全球现货直采', zhTw: '全球現貨直採', enUs: 'Global spot stock' },
  'home.spotStock.label': {
    zhCn: '全球现货直采服务',
    zhTw: '全球現貨直採服務',
    enUs: 'Global spot-stock direct purchasing',
  },
  'home.spotStock.open': {
    zhCn: '展开全球现货直采',
    zhTw: '展開全球現貨直採',
    enUs: 'Show global spot-stock purchasing',
  },
  'home.spotStock.close': {
    zhCn: '收起全球现货直采',
    zhTw: '收起全球現貨直採',
    enUs: 'Hide global spot-stock purchasing',
  },
  'home.spotStock.tab': { zhCn: '现货直采', zhTw: '現貨直採', enUs: 'Spot stock' },
  'home.spotStock.title': {
    zhCn: '全球现货直采服务',
    zhTw: '全球現貨直採服務',
    enUs: 'Global spot-stock direct purchasing',
  },
  'home.spotStock.intro': {
    zhCn: '海量现货资源，专业团队为您直采',
    zhTw: '海量現貨資源，專業團隊為您直採',
    enUs: 'Vast spot stock, bought directly for you by our team',
  },
  'home.spotStock.brands.value': { zhCn: '45家', zhTw: '45家', enUs: '45' },
  'home.spotStock.brands.label': { zhCn: '主流品牌', zhTw: '主流品牌', enUs: 'mainstream brands' },
  'home.spotStock.channels.value': { zhCn: '2000+', zhTw: '2000+', enUs: '2000+' },
  'home.spotStock.channels.label': { zhCn: '供应渠道', zhTw: '供應渠道', enUs: 'supplier channels' },
  'home.spotStock.records.value': { zhCn: '500万+', zhTw: '500萬+', enUs: '5,000,000+' },
  'home.spotStock.records.label': { zhCn: '库存数据', zhTw: '庫存數據', enUs: 'stock records' },
  'home.spotStock.team': {
    zhCn: '专业采购团队',
    zhTw: '專業採購團隊',
    enUs: 'Professional purchasing team',
  },
  'home.spotStock.shipping': {
    zhCn: '一站式快速发货',
    zhTw: '一站式快速發貨',
    enUs: 'One-stop fast shipping',
  },
  'home.spotStock.enter': {
    zhCn: '立即进入现货直采',
    zhTw: '立即進入現貨直採',
    enUs: 'Browse global spot stock',
  },
} satisfies TextCatalogue;
