import type { LocalizedText } from '../lang.js';

/** The operator console's brand screen (keys 'ops.brands.*'): the list and the merge of two brands. */
export const opsBrandsTexts: Record<string, LocalizedText> = {
  'ops.brands.tab': { zhCn: '品牌', zhTw: '品牌', enUs: 'Brands' },
  'ops.brands.keyword': {
    zhCn: '品牌编码、名称或别名',
    zhTw: '品牌代碼、名稱或別名',
    enUs: 'Brand code, name or alias',
  },
  'ops.brands.code': { zhCn: '编码', zhTw: '代碼', enUs: 'Code' },
  'ops.brands.nameEn': { zhCn: '英文名', zhTw: '英文名', enUs: 'English name' },
  'ops.brands.nameZh': { zhCn: '中文名', zhTw: '中文名', enUs: 'Chinese name' },
  'ops.brands.aliases': { zhCn: '别名', zhTw: '別名', enUs: 'Aliases' },
  'ops.brands.products': { zhCn: '商品数', zhTw: '商品數', enUs: 'Products' },
  'ops.brands.mainstream': { zhCn: '主流品牌', zhTw: '主流品牌', enUs: 'Mainstream' },
  'ops.brands.merge': { zhCn: '合并到…', zhTw: '合併到…', enUs: 'Merge into…' },
  'ops.brands.merge.title': {
    zhCn: '把品牌 {brand} 合并到另一个品牌',
    zhTw: '把品牌 {brand} 合併到另一個品牌',
    enUs: 'Merge the brand {brand} into another brand',
  },
  'ops.brands.merge.target': { zhCn: '合并到的品牌', zhTw: '合併到的品牌', enUs: 'Brand to merge into' },
  'ops.brands.merge.search': {
    zhCn: '输入编码或名称查找品牌',
    zhTw: '輸入代碼或名稱查找品牌',
    enUs: 'Type a code or name to find the brand',
  },
  'ops.brands.merge.explain': {
    zhCn: '{brand} 的 {count} 个商品将归入所选品牌（商品本身不变，购物车和订单不受影响），它的编码和名称成为所选品牌的别名，{brand} 随后被删除。此操作不能撤销。',
    zhTw: '{brand} 的 {count} 個商品將歸入所選品牌（商品本身不變，購物車和訂單不受影響），它的代碼和名稱成為所選品牌的別名，{brand} 隨後被刪除。此操作不能復原。',
    enUs: "The {count} products of {brand} move to the chosen brand (the products themselves stay as they are, so carts and orders are not affected), its code and names become the chosen brand's aliases, and {brand} is then removed. This cannot be undone.",
  },
  'ops.brands.merge.confirm': { zhCn: '确认合并', zhTw: '確認合併', enUs: 'Merge' },
  'ops.brands.merge.done': {
    zhCn: '已合并：{count} 个商品归入 {brand}',
    zhTw: '已合併：{count} 個商品歸入 {brand}',
    enUs: 'Merged: {count} products now under {brand}',
  },
};
