import type { BomField } from '@emall/contract';

/**
 * How BOMs name their columns, in English and Chinese, as exported by KiCad, Altium, EasyEDA, distributors'
 * BOM tools and hand-made sheets. Compared as header keys (see headerKey): 'Mfr. #' and 'MFR #' are one.
 */

/** A header as compared: NFKC, lower case, '#' read as 'no', then letters (of any script) and digits only. */
export function headerKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/#/g, 'no')
    .replace(/[^\p{L}\p{Nd}]/gu, '');
}

/** Space-separated names. */
function words(names: string): string[] {
  return names.split(/\s+/).filter(Boolean);
}

const EXACT_NAMES: Record<BomField, readonly string[]> = {
  mfrPn: words(
    'mpn mfrpn mfrno mfrpartno mfrpartnumber mfrpartnum mfgpn mfgno mfgpartno mfgpartnumber ' +
      ' manufacturerpn manufacturerpart manufacturerpartno manufacturerpartnumber ' +
      ' manufacturerspartnumber manufacturerpartnumber1 mfrpartnumber1 partnumber partno partnum pn ' +
      ' model modelno componentpartnumber 型号 规格型号 型号规格 物料型号 器件型号 元件型号 原厂型号 制造商型号 厂家型号 厂商型号 型號 規格型號 ' +
      ' 製造商型號 原廠型號',
  ),
  partName: words(
    'name partname comment value values partvalue component componentname device 名称 名稱 物料名称 物料名稱 ' +
      ' 零件名称 零件名稱 元件名称 元器件名称 器件名称 品名 值 参数 參數',
  ),
  manufacturer: words(
    'manufacturer manufacturers manufacturername manufacturer1 mfr mfg mfrname mfgname maker brand ' +
      ' brandname vendor 厂商 厂家 品牌 制造商 生产厂家 生产厂商 厂牌 廠商 廠家 製造商 廠牌 生產廠家',
  ),
  qty: words(
    'qty qtys quantity qnty qtyperboard qtyperpcb qtyper quantityperboard quantityperpcb count pcs ' +
      ' usage 数量 數量 用量 单机用量 單機用量 数目 数量pcs',
  ),
  designator: words(
    'designator designators reference references ref refs refdes referencedesignator ' +
      ' referencedesignators partreference 位号 位號 标号 元件位号 丝印',
  ),
  custPn: words(
    'custpn customerpn customerpartnumber customerpartno custpartnumber internalpn ' +
      ' internalpartnumber itemcode materialcode materialno 物料编码 物料編碼 物料编号 物料代码 物料号 客户料号 客戶料號 料号 料號 ' +
      ' 客户物料编码',
  ),
  supplierPn: words(
    'lcsc lcscpart lcscpartno lcscpartnumber lcscno jlcpcbpart jlcpcbpartno jlcpart supplierpart ' +
      ' supplierpartno supplierpartnumber supplierpn suppliercode ordercode digikey digikeypn ' +
      ' digikeypartnumber digikeypartno digikeyno mouser mouserpn mouserno mouserpartnumber ' +
      ' mouserpartno 供应商料号 供应商编码 商品编号 立创编号 立创商城编号 lcsc编号',
  ),
  description: words(
    'description descriptions desc descriptionvalue specification spec details 描述 说明 規格 规格 规格描述 物料描述 ' +
      ' 描述规格',
  ),
  package: words('package footprint packagefootprint pcbfootprint case casepackage 封装 封裝'),
};

/** Parts of longer headers, tried in this order when no exact name fits ('*Mfg Part #', 'LCSC Part #'). */
const PARTIAL_NAMES: readonly [string, BomField][] = [
  ['lcsc', 'supplierPn'],
  ['jlc', 'supplierPn'],
  ['digikey', 'supplierPn'],
  ['mouser', 'supplierPn'],
  ['supplierpart', 'supplierPn'],
  ['manufacturerpart', 'mfrPn'],
  ['mfrpart', 'mfrPn'],
  ['mfgpart', 'mfrPn'],
  ['mpn', 'mfrPn'],
  ['型号', 'mfrPn'],
  ['型號', 'mfrPn'],
  ['manufacturer', 'manufacturer'],
  ['厂商', 'manufacturer'],
  ['厂家', 'manufacturer'],
  ['品牌', 'manufacturer'],
  ['制造商', 'manufacturer'],
  ['designator', 'designator'],
  ['reference', 'designator'],
  ['位号', 'designator'],
  ['quantity', 'qty'],
  ['数量', 'qty'],
  ['用量', 'qty'],
  ['description', 'description'],
  ['描述', 'description'],
  ['footprint', 'package'],
  ['package', 'package'],
  ['封装', 'package'],
  ['名称', 'partName'],
  ['名稱', 'partName'],
  ['partnumber', 'mfrPn'],
  ['partno', 'mfrPn'],
];

const FIELD_BY_NAME = new Map<string, BomField>(
  (Object.entries(EXACT_NAMES) as [BomField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [headerKey(name), field] as const),
  ),
);

/** The field a header cell names, if any. */
export function fieldOfHeader(text: string): BomField | undefined {
  const key = headerKey(text);
  if (key === '') return undefined;
  const exact = FIELD_BY_NAME.get(key);
  if (exact) return exact;
  if (key.startsWith('qty')) return 'qty';
  return PARTIAL_NAMES.find(([part]) => key.includes(part))?.[1];
}
