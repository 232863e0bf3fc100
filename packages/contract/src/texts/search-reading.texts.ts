import type { TextCatalogue } from './text-catalogue.js';

/**
 * What the search says a query's word was read as (the server labels each word with these): the kind of a
 * value by its unit, and the other kinds of word.
 */
export const searchReadingTexts = {
  'search.reading.unit.F': { zhCn: '容值', zhTw: '容值', enUs: 'Capacitance' },
  'search.reading.unit.Ω': { zhCn: '阻值', zhTw: '阻值', enUs: 'Resistance' },
  'search.reading.unit.H': { zhCn: '感值', zhTw: '感值', enUs: 'Inductance' },
  'search.reading.unit.V': { zhCn: '电压', zhTw: '電壓', enUs: 'Voltage' },
  'search.reading.unit.A': { zhCn: '电流', zhTw: '電流', enUs: 'Current' },
  'search.reading.unit.W': { zhCn: '功率', zhTw: '功率', enUs: 'Power' },
  'search.reading.unit.Hz': { zhCn: '频率', zhTw: '頻率', enUs: 'Frequency' },
  'search.reading.unit.%': { zhCn: '精度', zhTw: '精度', enUs: 'Tolerance' },
  'search.reading.kind.package': { zhCn: '封装', zhTw: '封裝', enUs: 'Package' },
  'search.reading.kind.brand': { zhCn: '品牌', zhTw: '品牌', enUs: 'Brand' },
  'search.reading.kind.category': { zhCn: '类别', zhTw: '類別', enUs: 'Category' },
  'search.reading.kind.parameter': { zhCn: '参数', zhTw: '參數', enUs: 'Parameter' },
  'search.reading.kind.text': { zhCn: '关键词', zhTw: '關鍵詞', enUs: 'Keyword' },
} satisfies TextCatalogue;
