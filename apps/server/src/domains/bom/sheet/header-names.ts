import type { BomField } from '@emall/contract';

/**
 * How BOMs name their columns, in English and Chinese, as exported by KiCad (and its BOM plugins), Altium,
 * EAGLE, EasyEDA, JLCPCB's and distributors' BOM tools and hand-made sheets. Compared as header keys (see
 * headerKey): 'Mfr. #' and 'MFR #' are one. A name says which field a column probably holds; where a name is
 * used for several things ('Part No.' holds designators in a Mouser export, '名称' part numbers in many
 * Chinese sheets), the column's content decides (sheet/sheet-header.ts).
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

/** What a header cell says about its column. */
export interface HeaderName {
  field: BomField;
  /**
   * 2: a name that says what it holds ('MPN', 'Manufacturer Part Number', 'Value'); 1: a generic one
   * ('Part Number', 'Part No.', 'Device', 'LibPart') that gives way to a specific name of the same field.
   */
  strength: 1 | 2;
  /** Fields the column's content may show it holds instead (a 'Name' column of part numbers is mfrPn). */
  orByContent: readonly BomField[];
  /** The number of a repeated name: 2 for 'MPN2' and 'Manufacturer 2', 1 for 'Manufacturer1 Part Number'. */
  index: number;
}

interface NameRule {
  field: BomField;
  strength: 1 | 2;
  orByContent?: readonly BomField[];
  names: readonly string[];
}

const RULES: readonly NameRule[] = [
  {
    field: 'mfrPn',
    strength: 2,
    names: words(
      'mpn mfrpn mfrno mfrpartno mfrpartnumber mfrpartnum mfgpn mfgno mfgpartno mfgpartnumber mfrnumber ' +
        ' manufacturerpn manufacturerno manufacturerpart manufacturerpartno manufacturerpartnumber ' +
        ' manufacturerspartnumber manufacturerspart manufacturerspartno manufacturerspn componentpartnumber ' +
        ' model modelno ' +
        // 'Mrf#': a common typo of 'Mfr#'; 'Manufacture Part Number' (LCSC's order export); 'Manuf. P/N'.
        ' mrfno mrfpn mrfpartno mrfpartnumber mrfnumber mfrpno mfgpno mfrpnno ' +
        ' manufacturepn manufacturepartno manufacturepartnumber manufpn manufno manufpartno manufpartnumber ' +
        ' mfrpartnr mfgpartnr manufacturerpartnr matchedmpn requestedmpn requestedpartnumber ' +
        ' 型号 规格型号 型号规格 物料型号 器件型号 元件型号 原厂型号 制造商型号 厂家型号 厂商型号 品牌型号 ' +
        ' 型號 規格型號 製造商型號 原廠型號 廠家型號 ' +
        ' 原厂料号 厂家料号 厂商料号 制造商料号 原厂编号 制造商编号 制造商零件编号 原廠料號 廠家料號 製造商料號',
    ),
  },
  {
    // Generic: a Mouser export's 'Part No.' holds designators, a DigiKey cart's 'Part Number' DigiKey codes.
    field: 'mfrPn',
    strength: 1,
    orByContent: ['designator', 'supplierPn'],
    names: words('partnumber partno partnum pn part parts'),
  },
  {
    field: 'partName',
    strength: 2,
    orByContent: ['mfrPn'],
    names: words(
      'name partname component componentname 名称 名稱 物料名称 物料名稱 零件名称 零件名稱 元件名称 元件名稱 ' +
        ' 元器件名 元器件名称 元器件名稱 器件名称 品名 物料',
    ),
  },
  {
    field: 'partName',
    strength: 2,
    names: words('value values partvalue val comment comments 值 参数 參數 参数值 标称值 阻值 容值'),
  },
  { field: 'partName', strength: 1, names: words('device libpart libref libraryref symbol') },
  {
    field: 'manufacturer',
    strength: 2,
    names: words(
      'manufacturer manufacturers manufacturername mfr mfg mfrname mfgname maker brand brandname vendor ' +
        ' manufacture manuf mfgr mfrs mrf mrfname matchedmanufacturer ' +
        ' 厂商 厂家 品牌 制造商 生产厂家 生产厂商 厂牌 厂商名称 品牌名称 廠商 廠家 製造商 廠牌 生產廠家',
    ),
  },
  {
    field: 'qty',
    strength: 2,
    names: words(
      'qty qtys quantity quantities qnty qtyperboard qtyperpcb qtyper quantityperboard quantityperpcb menge anzahl ' +
        ' orderqty orderquantity count pcs usage 数量 數量 用量 单机用量 單機用量 数目 数量pcs 单板用量',
    ),
  },
  {
    field: 'designator',
    strength: 2,
    names: words(
      'designator designators reference references ref refs refdes referencedesignator ' +
        ' referencedesignators partreference partreferences 位号 位號 标号 標號 元件位号 丝印 絲印 位置',
    ),
  },
  {
    // DigiKey's 'Customer Reference' holds the buyer's own number, or (often) the designators.
    field: 'custPn',
    strength: 2,
    orByContent: ['designator'],
    names: words('customerreference customerref custref'),
  },
  {
    field: 'custPn',
    strength: 2,
    names: words(
      'custpn customerpn customerpartnumber customerpartno custpartnumber internalpn customerno custno ' +
        ' customernumber customerpart cpn ipn internalpartno yourpartnumber yourpartno ' +
        ' internalpartnumber itemcode materialcode materialno 物料编码 物料編碼 物料编号 物料代码 物料号 ' +
        ' 客户料号 客戶料號 料号 料號 客户物料编码',
    ),
  },
  {
    field: 'supplierPn',
    strength: 2,
    names: words(
      'lcsc lcscpart lcscpartno lcscpartnumber lcscno lcscpn jlcpcb jlcpcbpart jlcpcbpartno jlcpart jlcpartno ' +
        ' supplierpart supplierpartno supplierpartnumber supplierpn suppliercode ordercode ordernumber ' +
        ' digikey digikeypn digikeyno digikeypartnumber digikeypartno mouser mouserpn mouserno ' +
        ' mouserpartnumber mouserpartno rs rspn rsno rspartnumber rspartno rsstockno newark newarkpn newarkno ' +
        ' newarkpartnumber farnell farnellpn farnellno farnellpartnumber arrow arrowpn tme tmepn ' +
        ' arrowpartnumber arrowpartno tmesymbol tmepartno tmepartnumber farnellordercode newarkordercode ' +
        ' element14 element14pn element14partnumber rsstocknumber rscomponents dkpn ' +
        ' sku suppliersku distributorsku vendorsku distributorpn distributorno distributorpartnumber ' +
        ' distributorpartno vendorpn vendorpartnumber vendorpartno supplierno suppliernumber ' +
        ' 供应商料号 供应商编码 供应商编号 商品编号 立创编号 立创商城编号 立创链接 立创料号 lcsc编号 嘉立创编号',
    ),
  },
  {
    field: 'description',
    strength: 2,
    names: words(
      'description descriptions desc descriptionvalue specification specifications spec specs details ' +
        ' 描述 说明 說明 規格 规格 规格描述 物料描述 描述规格 规格参数',
    ),
  },
  {
    field: 'package',
    strength: 2,
    names: words('package footprint packagefootprint pcbfootprint case casepackage 封装 封裝 封装规格'),
  },
];

/** Parts of longer headers, tried in this order when no whole name fits ('*Mfg Part #', 'LCSC Part #'). */
const PARTIAL_NAMES: readonly [string, BomField][] = [
  ['lcsc', 'supplierPn'],
  ['jlc', 'supplierPn'],
  ['digikey', 'supplierPn'],
  ['mouser', 'supplierPn'],
  ['farnell', 'supplierPn'],
  ['newark', 'supplierPn'],
  ['supplierpart', 'supplierPn'],
  ['distributorpart', 'supplierPn'],
  ['vendorpart', 'supplierPn'],
  ['element14', 'supplierPn'],
  ['arrow', 'supplierPn'],
  ['ordercode', 'supplierPn'],
  ['立创', 'supplierPn'],
  ['manufacturerpart', 'mfrPn'],
  ['manufacturerspart', 'mfrPn'],
  ['manufacturepart', 'mfrPn'],
  ['manufpart', 'mfrPn'],
  ['mfrpart', 'mfrPn'],
  ['mrfpart', 'mfrPn'],
  ['mfgpart', 'mfrPn'],
  ['mfrno', 'mfrPn'],
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

/**
 * Words of columns that are about a part but hold none of its fields ('Mouser Price/Stock', 'Datasheet',
 * DigiKey's 'Available Quantity', 'Minimum Order Quantity', a 'Product Link').
 */
const NOT_A_FIELD =
  /price|stock|cost|url|link|website|datasheet|height|weight|date|available|availability|backorder|minimum|moq|leadtime|image|photo|picture|单价|价格|金额|库存|链接|網址|网址|图片|圖片/u;

const RULE_BY_NAME = new Map<string, NameRule>(
  RULES.flatMap((rule) => rule.names.map((name) => [headerKey(name), rule] as const)),
);

function fromKey(key: string, index: number): HeaderName | undefined {
  const rule = RULE_BY_NAME.get(key);
  if (rule) return { field: rule.field, strength: rule.strength, orByContent: rule.orByContent ?? [], index };
  if (NOT_A_FIELD.test(key)) return undefined;
  if (key.startsWith('qty')) return { field: 'qty', strength: 2, orByContent: [], index };
  const partial = PARTIAL_NAMES.find(([part]) => key.includes(part))?.[1];
  if (!partial) return undefined;
  // 'Part Number' inside a longer name is as generic as alone; other parts name their field.
  const generic = partial === 'mfrPn' && !/mpn|mfr|mrf|mfg|manuf|型号|型號/u.test(key);
  return {
    field: partial,
    strength: generic ? 1 : 2,
    orByContent: generic ? ['designator', 'supplierPn'] : [],
    index,
  };
}

/** What a header cell names, if anything: the field, how specific the name is, and its number if repeated. */
export function readHeaderName(text: string): HeaderName | undefined {
  const key = headerKey(text);
  if (key === '') return undefined;
  const rule = RULE_BY_NAME.get(key);
  if (rule)
    return { field: rule.field, strength: rule.strength, orByContent: rule.orByContent ?? [], index: 0 };
  // A numbered repeat: 'MPN2', 'Manufacturer 2', 'Manufacturer1 Part Number', 'Mfr_2_PN'.
  const numbered = /^(\D+?)(\d{1,2})(\D*)$/u.exec(key);
  const repeat = numbered && fromKey(`${numbered[1] ?? ''}${numbered[3] ?? ''}`, Number(numbered[2]));
  return repeat || fromKey(key, 0);
}

/** The field a header cell names, if any. */
export function fieldOfHeader(text: string): BomField | undefined {
  return readHeaderName(text)?.field;
}
