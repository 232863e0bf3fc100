import type { TextCatalogue } from './text-catalogue.js';

/**
 * Texts the server writes when a buyer buys from a costed BOM: the costed sheet's headers and totals
 * (exportBomCosting, .xlsx and .csv) and the reasons a line is not put in the cart (addBomToCart).
 */
export const bomSheetExportTexts = {
  'bomSheet.name': { zhCn: 'BOM 核价', zhTw: 'BOM 成本', enUs: 'BOM costing' },
  'bomSheet.lineNo': { zhCn: '行号', zhTw: '行號', enUs: 'Line' },
  'bomSheet.designators': { zhCn: '位号', zhTw: '位號', enUs: 'Designators' },
  'bomSheet.sheetPart': { zhCn: 'BOM 型号/描述', zhTw: 'BOM 型號/描述', enUs: 'BOM part' },
  'bomSheet.sheetMaker': { zhCn: 'BOM 品牌', zhTw: 'BOM 品牌', enUs: 'BOM maker' },
  'bomSheet.custPn': { zhCn: '客户料号', zhTw: '客戶料號', enUs: 'Customer part number' },
  'bomSheet.part': { zhCn: '选用型号', zhTw: '選用型號', enUs: 'Chosen part' },
  'bomSheet.maker': { zhCn: '选用品牌', zhTw: '選用品牌', enUs: 'Chosen maker' },
  'bomSheet.rule': { zhCn: '匹配方式', zhTw: '匹配方式', enUs: 'How chosen' },
  'bomSheet.substitute': { zhCn: '替代料', zhTw: '替代料', enUs: 'Substitute' },
  'bomSheet.substituteOf': { zhCn: '是，替代 {part}', zhTw: '是，替代 {part}', enUs: 'yes, for {part}' },
  'bomSheet.substituteNone': { zhCn: '否', zhTw: '否', enUs: 'no' },
  'bomSheet.currency': { zhCn: '币种', zhTw: '幣別', enUs: 'Currency' },
  'bomSheet.qtyPerBoard': { zhCn: '单板用量', zhTw: '單板用量', enUs: 'Qty per board' },
  'bomSheet.build.need': { zhCn: '{n} 套：需求', zhTw: '{n} 套：需求', enUs: '{n} boards: need' },
  'bomSheet.build.buyQty': { zhCn: '{n} 套：采购数量', zhTw: '{n} 套：採購數量', enUs: '{n} boards: buy' },
  'bomSheet.build.unitPrice': {
    zhCn: '{n} 套：单价(含税)',
    zhTw: '{n} 套：單價(含稅)',
    enUs: '{n} boards: unit price incl. tax',
  },
  'bomSheet.build.extPrice': {
    zhCn: '{n} 套：小计(含税)',
    zhTw: '{n} 套：小計(含稅)',
    enUs: '{n} boards: extended incl. tax',
  },
  'bomSheet.build.stock': { zhCn: '{n} 套：库存', zhTw: '{n} 套：庫存', enUs: '{n} boards: stock' },
  'bomSheet.build.short': { zhCn: '{n} 套：缺货数量', zhTw: '{n} 套：缺貨數量', enUs: '{n} boards: short' },
  'bomSheet.build.delivery': {
    zhCn: '{n} 套：交期(天)',
    zhTw: '{n} 套：交期(天)',
    enUs: '{n} boards: delivery days',
  },
  'bomSheet.total.tax': {
    zhCn: '合计(含税，{currency})',
    zhTw: '合計(含稅，{currency})',
    enUs: 'Total incl. tax ({currency})',
  },
  'bomSheet.total.notTax': {
    zhCn: '合计(未税，{currency})',
    zhTw: '合計(未稅，{currency})',
    enUs: 'Total excl. tax ({currency})',
  },
  'bomSheet.perBoard.tax': {
    zhCn: '每套(含税，{currency})',
    zhTw: '每套(含稅，{currency})',
    enUs: 'Per board incl. tax ({currency})',
  },
  'bomSheet.perBoard.notTax': {
    zhCn: '每套(未税，{currency})',
    zhTw: '每套(未稅，{currency})',
    enUs: 'Per board excl. tax ({currency})',
  },
  'bomSheet.refused.noPart': {
    zhCn: '该行未选择器件',
    zhTw: '該行未選擇元件',
    enUs: 'No part is chosen for this line',
  },
  'bomSheet.refused.noPrice': {
    zhCn: '该器件暂无价格',
    zhTw: '該元件暫無價格',
    enUs: 'The chosen part has no price',
  },
  'bomSheet.refused.qtyZero': {
    zhCn: '该行单板用量为 0',
    zhTw: '該行單板用量為 0',
    enUs: 'The line needs 0 pieces per board',
  },
} satisfies TextCatalogue;
