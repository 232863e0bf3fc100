import { describe, expect, it } from 'vitest';
import { nameKeys } from '../core/catalog-naming.js';
import { valueKey } from '../parameters/param-keys.js';
import {
  buildSearchDictionary,
  type CategoryKind,
  type DictionaryBrand,
  type DictionaryNode,
} from './search-dictionary.js';
import { readQuery, type QueryUnit, type QueryWord } from './search-query.js';

/**
 * How queries engineers type are read, on a small dictionary of real brand and category names (the demo
 * seed's mainstream brands, the jlcparts catalog's categories with the seed's Chinese names).
 */

function brandRow(
  id: number,
  brandCode: string,
  names: [en: string, zhCn: string, zhTw: string],
  spellings: string[],
): DictionaryBrand {
  const [nameEn, nameZhCn, nameZhTw] = names;
  return {
    id,
    brandCode,
    nameEn,
    nameZhCn,
    nameZhTw,
    aliases: nameKeys([brandCode, nameEn, nameZhCn, nameZhTw, ...spellings]),
  };
}

const B = { TI: 1, ST: 2, MURATA: 3, SAMSUNG: 4, DIODES: 5, MICROCHIP: 6, TAI: 7, TAITECH: 8, THREE_M: 9 };

const BRANDS: DictionaryBrand[] = [
  brandRow(B.TI, 'TI', ['Texas Instruments', '德州仪器', '德州儀器'], ['TEXAS INSTRUMENTS', 'Burr-Brown']),
  brandRow(B.ST, 'ST', ['STMicroelectronics', '意法半导体', '意法半導體'], ['ST Micro', '意法']),
  brandRow(B.MURATA, 'MURATA', ['Murata', '村田', '村田'], ['muRata', 'Murata Electronics', '村田制作所']),
  brandRow(B.SAMSUNG, 'SAMSUNG', ['Samsung Electro-Mechanics', '三星电机', '三星電機'], ['SEMCO']),
  brandRow(B.DIODES, 'DIODES', ['Diodes Incorporated', '美台', '美台'], ['DIODES', 'Diodes Inc.']),
  brandRow(
    B.MICROCHIP,
    'MICROCHIP',
    ['Microchip Technology', '微芯科技', '微芯科技'],
    ['Microchip', 'Atmel'],
  ),
  // TA-I Technology (resistors) and TAI-TECH (inductors): one key, two makers.
  brandRow(B.TAI, 'TAI', ['TA-I Tech', 'TA-I Tech', 'TA-I Tech'], ['TA-I Technology']),
  brandRow(B.TAITECH, 'TAITECH', ['TAI-TECH', 'TAI-TECH', 'TAI-TECH'], []),
  brandRow(B.THREE_M, '3M', ['3M', '3M', '3M'], []),
];

const C = {
  capacitors: 1,
  mlcc: 11,
  electrolytic: 12,
  leadedElectrolytic: 16,
  tantalum: 13,
  resistors: 2,
  chipResistor: 21,
  throughHoleResistor: 22,
  varistors: 23,
  inductors: 3,
  powerInductors: 31,
  smdInductors: 33,
  thInductors: 34,
  ferriteBeads: 32,
  power: 4,
  ldo: 41,
  ldoRegulators: 42,
  dcdc: 43,
  embedded: 5,
  mcu: 51,
  microchipNode: 52,
  amplifiers: 6,
  opAmp: 61,
  comparators: 62,
  diodes: 7,
  zener: 71,
  schottky: 72,
  led: 73,
  crystalsTop: 8,
  crystals: 81,
  oscillators: 82,
  transistors: 9,
  mosfets: 91,
  bjt: 92,
  filters: 10,
  switchedCapacitor: 101,
  connectors: 14,
  pinHeaders: 141,
  femaleHeaders: 142,
  usbConnectors: 143,
  fpcConnectors: 144,
  terminalBlocks: 145,
  hardware: 15,
  hexSocketScrews: 151,
};

/** How many parts some nodes have, to tell where a parameter is kept (the others' counts are not known). */
const PARTS: Record<number, number> = { 73: 100, 91: 50, 92: 40, 141: 50, 142: 50 };

function node(id: number, parentId: number | null, names: [string, string, string]): DictionaryNode {
  const [nameEn, nameZhCn, nameZhTw] = names;
  const parts = PARTS[id];
  const level = parentId === null ? 1 : 2;
  return parts === undefined
    ? { id, parentId, level, nameEn, nameZhCn, nameZhTw }
    : { id, parentId, level, nameEn, nameZhCn, nameZhTw, parts };
}

const NODES: DictionaryNode[] = [
  node(C.capacitors, null, ['Capacitors', '电容', '電容']),
  node(C.mlcc, C.capacitors, [
    'Multilayer Ceramic Capacitors MLCC - SMD/SMT',
    '贴片电容(MLCC)',
    '貼片電容(MLCC)',
  ]),
  node(C.electrolytic, C.capacitors, [
    'Aluminum Electrolytic Capacitors - SMD',
    '贴片铝电解电容',
    '貼片鋁電解電容',
  ]),
  node(C.tantalum, C.capacitors, ['Tantalum Capacitors', '钽电容', '鉭電容']),
  node(C.leadedElectrolytic, C.capacitors, [
    'Aluminum Electrolytic Capacitors - Leaded',
    '直插铝电解电容',
    '直插鋁電解電容',
  ]),
  node(C.resistors, null, ['Resistors', '电阻', '電阻']),
  node(C.chipResistor, C.resistors, ['Chip Resistor - Surface Mount', '贴片电阻', '貼片電阻']),
  node(C.throughHoleResistor, C.resistors, ['Through Hole Resistors', '直插电阻', '直插電阻']),
  node(C.varistors, C.resistors, ['Varistors', '压敏电阻', '壓敏電阻']),
  node(C.inductors, null, ['Inductors, Coils, Chokes', '电感/线圈/扼流圈', '電感/線圈/扼流圈']),
  node(C.powerInductors, C.inductors, ['Power Inductors', '功率电感', '功率電感']),
  node(C.smdInductors, C.inductors, ['Inductors (SMD)', '贴片电感', '貼片電感']),
  node(C.thInductors, C.inductors, ['Through Hole Inductors', '插件电感', '插件電感']),
  node(C.ferriteBeads, C.inductors, ['Ferrite Beads', '磁珠', '磁珠']),
  node(C.power, null, ['Power Management ICs', '电源管理芯片', '電源管理晶片']),
  node(C.ldo, C.power, ['Linear Voltage Regulators (LDO)', '线性稳压器(LDO)', '線性穩壓器(LDO)']),
  node(C.ldoRegulators, C.power, [
    'Voltage Regulators - Linear, Low Drop Out (LDO) Regulators',
    '线性低压差稳压器(LDO)',
    '線性低壓差穩壓器(LDO)',
  ]),
  node(C.dcdc, C.power, ['DC-DC Converters', 'DC-DC转换器', 'DC-DC轉換器']),
  node(C.embedded, null, [
    'Embedded Processors & Controllers',
    '嵌入式处理器和控制器',
    '嵌入式處理器和控制器',
  ]),
  node(C.mcu, C.embedded, [
    'Microcontroller Units (MCUs/MPUs/SOCs)',
    '微控制器(MCU/MPU/SOC)',
    '微控制器(MCU/MPU/SOC)',
  ]),
  node(C.microchipNode, C.embedded, ['MICROCHIP', 'MICROCHIP', 'MICROCHIP']),
  node(C.amplifiers, null, ['Amplifiers', '放大器', '放大器']),
  node(C.opAmp, C.amplifiers, ['Operational Amplifier', '运算放大器', '運算放大器']),
  node(C.comparators, C.amplifiers, ['Comparators', '比较器', '比較器']),
  node(C.diodes, null, ['Diodes', '二极管', '二極體']),
  node(C.zener, C.diodes, ['Zener Diodes', '稳压二极管', '齊納二極體']),
  node(C.schottky, C.diodes, ['Schottky Diodes', '肖特基二极管', '蕭特基二極體']),
  node(C.led, C.diodes, ['Light Emitting Diodes (LED)', '发光二极管(LED)', '發光二極體(LED)']),
  node(C.crystalsTop, null, [
    'Crystals, Oscillators, Resonators',
    '晶体/振荡器/谐振器',
    '晶體/振盪器/諧振器',
  ]),
  node(C.crystals, C.crystalsTop, ['Crystals', '晶体谐振器', '晶體諧振器']),
  node(C.oscillators, C.crystalsTop, ['Crystal Oscillators', '晶体振荡器', '晶體振盪器']),
  node(C.transistors, null, ['Transistors', '晶体管', '電晶體']),
  node(C.mosfets, C.transistors, ['MOSFETs', '场效应管(MOSFET)', '場效電晶體(MOSFET)']),
  node(C.bjt, C.transistors, ['Bipolar Transistors - BJT', '双极型晶体管(BJT)', '雙極型電晶體(BJT)']),
  node(C.filters, null, ['Filters', '滤波器', '濾波器']),
  node(C.switchedCapacitor, C.filters, ['Switched Capacitor Filters', '开关电容滤波器', '開關電容濾波器']),
  node(C.connectors, null, ['Connectors', '连接器', '連接器']),
  node(C.pinHeaders, C.connectors, ['Pin Headers', '排针', '排針']),
  node(C.femaleHeaders, C.connectors, ['Female Headers', '排母', '排母']),
  node(C.usbConnectors, C.connectors, ['USB Connectors', 'USB连接器', 'USB連接器']),
  node(C.fpcConnectors, C.connectors, ['FFC, FPC Connectors', 'FFC/FPC连接器', 'FFC/FPC連接器']),
  node(C.terminalBlocks, C.connectors, ['Screw Terminal Blocks', '接线端子', '接線端子']),
  node(C.hardware, null, ['Hardware/Fasteners/Sealing', '五金/紧固件', '五金/緊固件']),
  node(C.hexSocketScrews, C.hardware, ['Hex Socket Cylindrical Head Screw', '内六角螺丝', '內六角螺絲']),
];

/**
 * Values of the type and mounting parameters as the real catalog writes them (its filter tables' rows): which
 * node's parts have them, and how many.
 */
function keysOf(code: string, catalogId: number, n: number, texts: string[]) {
  return texts.map((text) => ({ catalogId, code, key: valueKey(text), n }));
}

const PARAMETER_KEYS = [
  ...keysOf('type', C.mosfets, 5, [
    'P-Channel',
    'N-Channel',
    '1 N-channel',
    '1 Piece P-Channel',
    '2 N-Channel',
  ]),
  ...keysOf('type', C.mosfets, 5, ['2 P-Channel', 'N-Channel + P-Channel', '1 N-Channel + 1 P-Channel']),
  ...keysOf('type', C.bjt, 10, ['NPN', 'PNP', 'NPN+PNP']),
  ...keysOf('type', C.zener, 10, ['Zener']),
  ...keysOf('mountingType', C.pinHeaders, 10, [
    'Through Hole',
    'Surface Mount,Vertical',
    'Patch',
    'Right Angle',
  ]),
  ...keysOf('mountingType', C.femaleHeaders, 10, ['Through Hole', 'Surface Mount, Right Angle', 'SMD']),
  ...keysOf('mountingType', C.femaleHeaders, 10, ['Surface Mount', 'Direct Insert', 'Brick nogging']),
  // A few LEDs say how they are mounted: most keep no mounting type.
  ...keysOf('mountingType', C.led, 5, ['Surface Mount']),
];

const dictionary = buildSearchDictionary(BRANDS, NODES, PARAMETER_KEYS);

// ---- Expected words ----

const value = (text: string, ...alternatives: [QueryUnit, number][]): QueryWord => ({
  kind: 'value',
  text,
  alternatives: alternatives.map(([unit, v]) => ({ unit, value: v })),
});
const pkg = (text: string, key: string, ...sameAs: string[]): QueryWord =>
  sameAs.length ? { kind: 'package', text, key, sameAs } : { kind: 'package', text, key };
const brand = (text: string, ...brandIds: number[]): QueryWord => ({ kind: 'brand', text, brandIds });
const category = (text: string, catalogIds: number[], categoryKind?: CategoryKind): QueryWord =>
  categoryKind
    ? { kind: 'category', text, catalogIds, categoryKind }
    : { kind: 'category', text, catalogIds };
const param = (text: string, key: string): QueryWord => ({ kind: 'parameter', text, key });
const count = (text: string, ...alternatives: [QueryUnit, number][]): QueryWord =>
  value(text, ...alternatives);
const P_CHANNEL = ['1PIECEPCHANNEL', '2PCHANNEL', 'PCHANNEL'];
const N_CHANNEL = ['1NCHANNEL', '2NCHANNEL', 'NCHANNEL'];
const SURFACE_MOUNT = ['PATCH', 'SMD', 'SURFACEMOUNT', 'SURFACEMOUNTRIGHTANGLE', 'SURFACEMOUNTVERTICAL'];
const THROUGH_HOLE = ['DIRECTINSERT', 'THROUGHHOLE'];
const typed = (text: string, id: string, code: string, keys: string[]): QueryWord => ({
  kind: 'parameter',
  text,
  key: id,
  code,
  keys,
});
const pChannel = (text: string) => typed(text, 'PCHANNEL', 'type', P_CHANNEL);
const nChannel = (text: string) => typed(text, 'NCHANNEL', 'type', N_CHANNEL);
const smd = (text: string) => typed(text, 'SMD', 'mountingType', SURFACE_MOUNT);
const throughHole = (text: string) => typed(text, 'THROUGHHOLE', 'mountingType', THROUGH_HOLE);
const text = (written: string, key: string): QueryWord => ({ kind: 'text', text: written, key });

const CAPACITORS = [C.capacitors, C.mlcc, C.electrolytic, C.tantalum, C.leadedElectrolytic];
const RESISTORS = [C.resistors, C.chipResistor, C.throughHoleResistor];
// Not the top node: it holds ferrite beads too.
const INDUCTORS = [C.powerInductors, C.smdInductors, C.thInductors];
const LDO = [C.ldo, C.ldoRegulators];
const DIODES = [C.diodes, C.zener, C.schottky];

describe('readQuery', () => {
  it.each<[string, QueryWord[]]>([
    // The examples engineers type, as on LCSC or DigiKey.
    ['100nF 0402', [value('100nF', ['F', 1e-7]), pkg('0402', '0402')]],
    ['村田', [brand('村田', B.MURATA)]],
    ['Murata 100nF', [brand('Murata', B.MURATA), value('100nF', ['F', 1e-7])]],
    [
      '贴片电容 100nF 0402',
      [category('贴片电容', [C.mlcc], 'capacitor'), value('100nF', ['F', 1e-7]), pkg('0402', '0402')],
    ],
    ['100nF 0402 X7R', [value('100nF', ['F', 1e-7]), pkg('0402', '0402'), param('X7R', 'X7R')]],
    ['STM32 LQFP48', [text('STM32', 'STM32'), pkg('LQFP48', 'LQFP48')]],
    ['TI LDO 3.3V', [brand('TI', B.TI), category('LDO', LDO), value('3.3V', ['V', 3.3])]],
    ['10K欧 0603 1%', [value('10K欧', ['Ω', 10_000]), pkg('0603', '0603'), value('1%', ['%', 1])]],
    ['德州仪器', [brand('德州仪器', B.TI)]],
    [
      'capacitor 10uF 25V',
      [category('capacitor', CAPACITORS, 'capacitor'), value('10uF', ['F', 1e-5]), value('25V', ['V', 25])],
    ],
    // CJK glued to CJK, to Latin and to digits.
    ['村田电容', [brand('村田', B.MURATA), category('电容', CAPACITORS, 'capacitor')]],
    ['贴片电阻', [category('贴片电阻', [C.chipResistor], 'resistor')]],
    ['贴片电容100nF', [category('贴片电容', [C.mlcc], 'capacitor'), value('100nF', ['F', 1e-7])]],
    ['STM32单片机', [text('STM32', 'STM32'), category('单片机', [C.mcu])]],
    ['国产电容', [text('国产', '国产'), category('电容', CAPACITORS, 'capacitor')]],
    [
      '0603电阻10k',
      [pkg('0603', '0603'), category('电阻', RESISTORS, 'resistor'), value('10k', ['Ω', 10_000])],
    ],
    ['MOS管', [category('MOS管', [C.mosfets])]],
    ['三星电容', [brand('三星', B.SAMSUNG), category('电容', CAPACITORS, 'capacitor')]],
    ['電容 電阻', [category('電容', CAPACITORS, 'capacitor'), category('電阻', RESISTORS, 'resistor')]],
    // Brands in three languages, any case, several words, codes.
    ['Texas Instruments', [brand('Texas Instruments', B.TI)]],
    ['texas  instruments LM358', [brand('texas instruments', B.TI), text('LM358', 'LM358')]],
    ['德州儀器', [brand('德州儀器', B.TI)]],
    ['Murata Electronics', [brand('Murata Electronics', B.MURATA)]],
    ['muRata MURATA', [brand('muRata', B.MURATA), brand('MURATA', B.MURATA)]],
    ['意法半导体 STM32F103', [brand('意法半导体', B.ST), text('STM32F103', 'STM32F103')]],
    ['Samsung Electro-Mechanics', [brand('Samsung Electro-Mechanics', B.SAMSUNG)]],
    ['(TI)', [brand('TI', B.TI)]],
    ['TAI-TECH', [brand('TAI-TECH', B.TAI, B.TAITECH)]],
    ['Microchip', [brand('Microchip', B.MICROCHIP)]],
    // A curated category word wins over a brand spelled the same.
    ['Diodes', [category('Diodes', DIODES, 'diode')]],
    // Categories by curated words and by their own names.
    ['chip resistor 0603', [category('chip resistor', [C.chipResistor], 'resistor'), pkg('0603', '0603')]],
    ['op amp', [category('op amp', [C.opAmp])]],
    ['运放', [category('运放', [C.opAmp])]],
    ['稳压二极管', [category('稳压二极管', [C.zener], 'zener')]],
    ['LED 0603', [category('LED', [C.led], 'led'), pkg('0603', '0603')]],
    ['DC/DC', [category('DC/DC', [C.dcdc])]],
    ['Power Inductors', [category('Power Inductors', [C.powerInductors], 'inductor')]],
    ['Varistor', [category('Varistor', [C.varistors])]],
    // Values in every unit and spelling.
    ['0.1uF', [value('0.1uF', ['F', 1e-7])]],
    ['0.1µF', [value('0.1μF', ['F', 1e-7])]],
    ['100n', [value('100n', ['F', 1e-7])]],
    ['100NF 100N', [value('100NF', ['F', 1e-7]), value('100N', ['F', 1e-7])]],
    ['4.7u', [value('4.7u', ['F', 4.7e-6])]],
    ['2n2', [value('2n2', ['F', 2.2e-9])]],
    ['4.7u 电感', [value('4.7u', ['H', 4.7e-6]), category('电感', INDUCTORS, 'inductor')]],
    ['4R7 电感', [value('4R7', ['H', 4.7e-6]), category('电感', INDUCTORS, 'inductor')]],
    ['10k 10kΩ 10kohm', [value('10k', ['Ω', 1e4]), value('10kΩ', ['Ω', 1e4]), value('10kohm', ['Ω', 1e4])]],
    ['4k7 4R7', [value('4k7', ['Ω', 4700]), value('4R7', ['Ω', 4.7])]],
    ['4.7千欧', [value('4.7千欧', ['Ω', 4700])]],
    [
      '3.3伏 500毫安 +/-5%',
      [value('3.3伏', ['V', 3.3]), value('500毫安', ['A', 0.5]), value('+/-5%', ['%', 5])],
    ],
    ['101 电感', [value('101', ['H', 1e-4]), category('电感', INDUCTORS, 'inductor')]],
    ['25V 3.3V 3V3', [value('25V', ['V', 25]), value('3.3V', ['V', 3.3]), value('3V3', ['V', 3.3])]],
    ['500mA 1A', [value('500mA', ['A', 0.5]), value('1A', ['A', 1])]],
    [
      '1/4W 0.25W 250mW',
      [value('1/4W', ['W', 0.25]), value('0.25W', ['W', 0.25]), value('250mW', ['W', 0.25])],
    ],
    ['1% ±5%', [value('1%', ['%', 1]), value('±5%', ['%', 5])]],
    ['12MHz 32.768kHz', [value('12MHz', ['Hz', 1.2e7]), value('32.768kHz', ['Hz', 32_768])]],
    ['10uH', [value('10uH', ['H', 1e-5])]],
    // '晶振' names crystals and oscillators, as the shops' top category; '无源' and '有源' tell which.
    ['12M 晶振', [value('12M', ['Hz', 1.2e7]), category('晶振', [C.crystalsTop, C.crystals, C.oscillators])]],
    [
      '无源晶振 有源晶振',
      [category('无源晶振', [C.crystals], 'crystal'), category('有源晶振', [C.oscillators], 'oscillator')],
    ],
    ['100 nF 25 V', [value('100 nF', ['F', 1e-7]), value('25 V', ['V', 25])]],
    ['10uF/25V', [value('10uF', ['F', 1e-5]), value('25V', ['V', 25])]],
    ['磁珠 600R', [category('磁珠', [C.ferriteBeads], 'ferriteBead'), value('600R', ['Ω', 600])]],
    // Three-digit codes are values only next to a capacitor or resistor category.
    ['104', [text('104', '104')]],
    ['104 电容', [value('104', ['F', 1e-7]), category('电容', CAPACITORS, 'capacitor')]],
    ['103 贴片电阻', [value('103', ['Ω', 1e4]), category('贴片电阻', [C.chipResistor], 'resistor')]],
    ['472 resistor', [value('472', ['Ω', 4700]), category('resistor', RESISTORS, 'resistor')]],
    ['470 电容', [value('470', ['F', 4.7e-11], ['F', 4.7e-10]), category('电容', CAPACITORS, 'capacitor')]],
    // With no category named, a chip size says capacitor or resistor, a dielectric capacitor.
    ['104 0603', [value('104', ['F', 1e-7], ['Ω', 1e5]), pkg('0603', '0603')]],
    ['0402 103', [pkg('0402', '0402'), value('103', ['F', 1e-8], ['Ω', 1e4])]],
    ['104 1608', [value('104', ['F', 1e-7], ['Ω', 1e5]), pkg('1608', '0603')]],
    ['104 X7R', [value('104', ['F', 1e-7]), param('X7R', 'X7R')]],
    ['104 0603 X7R', [value('104', ['F', 1e-7]), pkg('0603', '0603'), param('X7R', 'X7R')]],
    // Not beside an IC package, nor a category of another kind.
    ['104 SOT-23', [text('104', '104'), pkg('SOT-23', 'SOT23')]],
    ['LED 0603 104', [category('LED', [C.led], 'led'), pkg('0603', '0603'), text('104', '104')]],
    // Packages.
    [
      'SOT-23 SOT23 SOIC-8 SOP8',
      [
        pkg('SOT-23', 'SOT23'),
        pkg('SOT23', 'SOT23'),
        pkg('SOIC-8', 'SOIC8', 'SOP8', 'SO8'),
        pkg('SOP8', 'SOP8', 'SOIC8', 'SO8'),
      ],
    ],
    // A package written several ways looks for each ('SO-8' is SOIC-8 and SOP-8; DPAK is TO-252).
    ['SO-8 SC-88', [pkg('SO-8', 'SO8', 'SOIC8', 'SOP8'), pkg('SC-88', 'SC88', 'SC706', 'SOT363')]],
    ['SOD-323 TO-263', [pkg('SOD-323', 'SOD323', 'SC76'), pkg('TO-263', 'TO263', 'D2PAK')]],
    ['LQFP-48 QFN-32 TO-220', [pkg('LQFP-48', 'LQFP48'), pkg('QFN-32', 'QFN32'), pkg('TO-220', 'TO220')]],
    ['SMA SOD-123 1608', [pkg('SMA', 'SMA'), pkg('SOD-123', 'SOD123'), pkg('1608', '0603')]],
    ['LQFP-48(7x7)', [pkg('LQFP-48(7x7)', 'LQFP48')]],
    [
      'BGA-256 TSSOP-20 DPAK',
      [pkg('BGA-256', 'BGA256'), pkg('TSSOP-20', 'TSSOP20'), pkg('DPAK', 'DPAK', 'TO252')],
    ],
    [
      'TO-220F DFN2x2-6 SOT-23-5',
      [pkg('TO-220F', 'TO220F'), pkg('DFN2x2-6', 'DFN2X26'), pkg('SOT-23-5', 'SOT235')],
    ],
    // Dielectrics.
    ['NP0 COG C0G', [param('NP0', 'C0G'), param('COG', 'C0G'), param('C0G', 'C0G')]],
    // A word that reads as a value or a package is one before a brand code.
    ['3M', [value('3M', ['Ω', 3e6])]],
    // Part numbers and what is not a value.
    ['1N4148 2N7002', [text('1N4148', '1N4148'), text('2N7002', '2N7002')]],
    ['5kF 10xyz', [text('5kF', '5KF'), text('10xyz', '10XYZ')]],
    ['ＳＴＭ３２Ｆ１０３', [text('STM32F103', 'STM32F103')]],
    ['LM1117-3.3', [text('LM1117-3.3', 'LM111733')]],
    // Separators: full-width commas, semicolons, slashes between words.
    ['100nF，0402；X7R', [value('100nF', ['F', 1e-7]), pkg('0402', '0402'), param('X7R', 'X7R')]],
    ['SMD/SMT', [smd('SMD'), smd('SMT')]],
    // Counts of pins, rows and channels: written as one always; a bare 'P' beside a connector, a pitch or
    // another count.
    ['USB-C 24P', [text('USB-C', 'USBC'), count('24P', ['pins', 24])]],
    ['Type-C 16P', [text('Type-C', 'TYPEC'), count('16P', ['pins', 16])]],
    [
      '排针 2x20P',
      [category('排针', [C.pinHeaders]), count('2x20P', ['pins', 40]), count('2x20P', ['rows', 2])],
    ],
    ['2*20P', [count('2*20P', ['pins', 40]), count('2*20P', ['rows', 2])]],
    ['2.54mm 40P', [value('2.54mm', ['m', 0.00254]), count('40P', ['pins', 40])]],
    ['排母 16 P', [category('排母', [C.femaleHeaders]), count('16 P', ['pins', 16])]],
    ['XH 4P', [text('XH', 'XH'), count('4P', ['pins', 4])]],
    [
      'connector 24P',
      [category('connector', [C.connectors, C.usbConnectors, C.fpcConnectors]), count('24P', ['pins', 24])],
    ],
    [
      'Screw Terminal Blocks 3P',
      [category('Screw Terminal Blocks', [C.terminalBlocks]), count('3P', ['pins', 3])],
    ],
    [
      '40Pin 40pin 40-pin 40 pins',
      [
        count('40Pin', ['pins', 40]),
        count('40pin', ['pins', 40]),
        count('40-pin', ['pins', 40]),
        count('40 pins', ['pins', 40]),
      ],
    ],
    [
      '8pos 8 pos 8way',
      [count('8pos', ['pins', 8]), count('8 pos', ['pins', 8]), count('8way', ['pins', 8])],
    ],
    [
      '4芯 10位 8脚 40针',
      [
        count('4芯', ['pins', 4]),
        count('10位', ['pins', 10]),
        count('8脚', ['pins', 8]),
        count('40针', ['pins', 40]),
      ],
    ],
    [
      '4CH 4通道 4路',
      [count('4CH', ['channels', 4]), count('4通道', ['channels', 4]), count('4路', ['channels', 4])],
    ],
    // A bare 'P' is picofarads elsewhere, both beside a connector and a capacitor.
    ['100P 0603', [value('100P', ['F', 1e-10]), pkg('0603', '0603')]],
    ['22P 电容', [value('22P', ['F', 2.2e-11]), category('电容', CAPACITORS, 'capacitor')]],
    ['24P', [value('24P', ['F', 2.4e-11])]],
    [
      '排针 24P 电容',
      [
        category('排针', [C.pinHeaders]),
        value('24P', ['F', 2.4e-11], ['pins', 24]),
        category('电容', CAPACITORS, 'capacitor'),
      ],
    ],
    // '位' beside a processor is bits; '芯片' is a chip.
    ['8位单片机', [text('8位', '8BIT'), category('单片机', [C.mcu])]],
    ['12位 ADC', [text('12位', '12BIT'), text('ADC', 'ADC')]],
    ['STM32芯片', [text('STM32', 'STM32'), text('芯片', '芯片')]],
    // A pitch: named ('间距', 'pitch', 'P='), or a length beside a connector or a count of pins.
    ['2.54mm间距', [value('2.54mm间距', ['m', 0.00254])]],
    ['间距2.54 排针', [value('间距2.54', ['m', 0.00254]), category('排针', [C.pinHeaders])]],
    ['pitch 1.27mm', [value('pitch 1.27mm', ['m', 0.00127])]],
    ['1.27mm pitch', [value('1.27mm pitch', ['m', 0.00127])]],
    ['P=2.54mm', [value('P=2.54mm', ['m', 0.00254])]],
    ['2.54 mm 排母', [value('2.54 mm', ['m', 0.00254]), category('排母', [C.femaleHeaders])]],
    ['50mil 排针', [value('50mil', ['m', 0.00127]), category('排针', [C.pinHeaders])]],
    ['5mm LED', [text('5mm', '5MM'), category('LED', [C.led], 'led')]],
    ['间距', [text('间距', '间距')]],
    // A channel, a polarity and a mounting, glued to Chinese or in English.
    ['P沟道', [pChannel('P沟道')]],
    ['P 沟道', [pChannel('P 沟道')]],
    ['N沟道MOS管', [nChannel('N沟道'), category('MOS管', [C.mosfets])]],
    ['P-channel MOSFET', [pChannel('P-channel'), category('MOSFET', [C.mosfets])]],
    ['P-Channel SOT-23', [pChannel('P-Channel'), pkg('SOT-23', 'SOT23')]],
    ['P channel', [pChannel('P channel')]],
    ['PMOS NMOS管', [pChannel('PMOS'), nChannel('NMOS管')]],
    ['N-MOSFET PMOSFET', [nChannel('N-MOSFET'), pChannel('PMOSFET')]],
    ['NPN三极管', [typed('NPN', 'NPN', 'type', ['NPN']), category('三极管', [C.bjt])]],
    ['贴片LED', [text('贴片', '贴片'), category('LED', [C.led], 'led')]],
    // A mounting beside a category that says it in its names narrows it; beside one that mostly keeps a mounting
    // type it is that; beside any other, a plain word.
    ['插件电解电容', [category('插件电解电容', [C.leadedElectrolytic], 'capacitor')]],
    ['10uF 钽', [value('10uF', ['F', 1e-5]), category('钽', [C.tantalum], 'capacitor')]],
    // '电解' alone names the electrolytic capacitors, as 'electrolytic' does.
    [
      '100uF 电解',
      [value('100uF', ['F', 1e-4]), category('电解', [C.electrolytic, C.leadedElectrolytic], 'capacitor')],
    ],
    // The nodes named for the mounting, where the category has them: the shops' 'Inductors (SMD)'.
    [
      'SMD inductor 10uH',
      [category('SMD inductor', [C.smdInductors], 'inductor'), value('10uH', ['H', 1e-5])],
    ],
    // A node's own name is a phrase of its own.
    ['贴片电感', [category('贴片电感', [C.smdInductors], 'inductor')]],
    [
      'SMD 10uH inductor',
      // The category keeps its place; its text says both.
      [value('10uH', ['H', 1e-5]), category('SMD inductor', [C.smdInductors], 'inductor')],
    ],
    // '电阻' names the top node too: it stands for its subcategories, of which one is named for through hole.
    ['插件 电阻', [category('插件 电阻', [C.throughHoleResistor], 'resistor')]],
    // '插件电容': the capacitors named leaded, not the tantalum ones (no name says how those are mounted).
    ['插件电容', [category('插件电容', [C.leadedElectrolytic], 'capacitor')]],
    ['贴片 排针', [smd('贴片'), category('排针', [C.pinHeaders])]],
    ['排母 插件', [category('排母', [C.femaleHeaders]), throughHole('插件')]],
    ['贴片 三极管', [text('贴片', '贴片'), category('三极管', [C.bjt])]],
    ['NPN LED', [text('NPN', 'NPN'), category('LED', [C.led], 'led')]],
    ['P沟道 MOSFET', [pChannel('P沟道'), category('MOSFET', [C.mosfets])]],
    ['3.3V稳压', [value('3.3V', ['V', 3.3]), category('稳压', LDO)]],
    // A lone letter glued to Chinese no phrase knows is part of that word.
    ['P管', [text('P管', 'P管')]],
    ['贴片P', [smd('贴片'), text('P', 'P')]],
    // Numbers, units and multipliers typed apart, stray points.
    ['2 .2uH', [value('2 .2uH', ['H', 2.2e-6])]],
    ['.5W', [value('.5W', ['W', 0.5])]],
    ['10 k', [value('10 k', ['Ω', 1e4])]],
    ['100 n 0402', [value('100 n', ['F', 1e-7]), pkg('0402', '0402')]],
    ['16 P', [value('16 P', ['F', 1.6e-11])]],
    ['10 m', [text('10', '10'), text('m', 'M')]],
    ['0603 K', [pkg('0603', '0603'), text('K', 'K')]],
    ['(2x20P),', [count('2x20P', ['pins', 40]), count('2x20P', ['rows', 2])]],
    ['0x20P 2x0P', [text('0x20P', '0X20P'), text('2x0P', '2X0P')]],
    ['0P 0R 100x20P', [text('0P', '0P'), value('0R', ['Ω', 0]), text('100x20P', '100X20P')]],
    ['P= ..5mm 间距 pitch', [text('P', 'P'), value('.5mm 间距', ['m', 0.0005]), text('pitch', 'PITCH')]],
    ['P沟道N沟道贴片插件', [pChannel('P沟道'), nChannel('N沟道'), smd('贴片'), throughHole('插件')]],
    [
      '8位 10位单片机 4芯片',
      [
        text('8位', '8BIT'),
        text('10位', '10BIT'),
        category('单片机', [C.mcu]),
        text('4', '4'),
        text('芯片', '芯片'),
      ],
    ],
    ['间距 2.54mm 2.54mm', [value('间距 2.54mm', ['m', 0.00254]), text('2.54mm', '254MM')]],
    // Bad input gives text words or nothing.
    ['%', []],
    ['_', []],
    ['\\', []],
    ['"\'', []],
    ['😀', []],
    ["'; DROP TABLE--", [text('DROP', 'DROP'), text('TABLE', 'TABLE')]],
    ['', []],
  ])('%s', (query, expected) => {
    expect(readQuery(query, dictionary)).toEqual(expected);
  });

  it('narrows a category to the nodes named for a mounting only where they hold a fair share of its parts', () => {
    const nodes: DictionaryNode[] = [
      {
        id: 1,
        parentId: null,
        level: 1,
        nameEn: 'Fuses',
        nameZhCn: '保险丝',
        nameZhTw: '保險絲',
        parts: 1000,
      },
      { id: 11, parentId: 1, level: 2, nameEn: 'Fuses', nameZhCn: '保险丝', nameZhTw: '保險絲', parts: 995 },
      { id: 12, parentId: 1, level: 2, nameEn: 'Surface Mount Fuses', nameZhCn: '', nameZhTw: '', parts: 2 },
      {
        id: 13,
        parentId: 1,
        level: 2,
        nameEn: 'Fuses with Leads (Through Hole)',
        nameZhCn: '',
        nameZhTw: '',
        parts: 3,
      },
    ];
    const keys = [{ catalogId: 11, code: 'mountingType', key: 'SMD', n: 1 }].concat([
      { catalogId: 13, code: 'mountingType', key: 'THROUGHHOLE', n: 1 },
    ]);
    const fuses = buildSearchDictionary([], nodes, keys);
    // 2 of 1,000: a stray node, not where the catalog files its SMD fuses; the leaded ones are left out.
    expect(readQuery('贴片保险丝', fuses)).toEqual([
      { kind: 'category', text: '贴片保险丝', catalogIds: [11, 12] },
    ]);
  });

  it('reads a USB connector type and a colour as the catalog writes them, whichever way they are typed', () => {
    const keys = [
      ...keysOf('x.connector-type', C.usbConnectors, 10, ['Type-C', 'Micro-B']),
      ...keysOf('color', C.led, 20, ['Red', 'Emerald Green', 'Red/Green']),
    ];
    const withTypes = buildSearchDictionary(BRANDS, NODES, keys);
    const typeC = (typed: string): QueryWord => ({
      kind: 'parameter',
      text: typed,
      key: 'USBC',
      code: 'x.connector-type',
      keys: ['TYPEC'],
    });
    expect(readQuery('USB-C 24P', withTypes)).toEqual([typeC('USB-C'), count('24P', ['pins', 24])]);
    expect(readQuery('USB Type-C 16P', withTypes)).toEqual([typeC('USB Type-C'), count('16P', ['pins', 16])]);
    expect(readQuery('Micro USB', withTypes)).toMatchObject([
      { kind: 'parameter', key: 'MICROUSB', keys: ['MICROB'] },
    ]);
    const red = (typed: string): QueryWord => ({
      kind: 'parameter',
      text: typed,
      key: 'RED',
      code: 'color',
      keys: ['RED'],
    });
    expect(readQuery('LED 0603 红色', withTypes)).toEqual([
      category('LED', [C.led], 'led'),
      pkg('0603', '0603'),
      red('红色'),
    ]);
    expect(readQuery('红LED', withTypes)).toEqual([red('红'), category('LED', [C.led], 'led')]);
    // One character inside a longer Chinese word is not a word of its own: '红外' is infrared.
    expect(readQuery('红外', withTypes)).toEqual([text('红外', '红外')]);
    expect(readQuery('红绿', withTypes)).toEqual([text('红绿', '红绿')]);
  });

  it('reads a long query without trouble', () => {
    const long = 'STM32 100nF 村田电容 '.repeat(30).slice(0, 500);
    const words = readQuery(long, dictionary);
    expect(words.length).toBeGreaterThan(50);
    expect(readQuery('x'.repeat(500), dictionary)).toEqual([text('x'.repeat(500), 'X'.repeat(500))]);
  });

  it('never throws on random characters of every script', () => {
    const alphabet = Array.from(
      'aZ09.,;/\\%_-+±()（）【】"\'@#µΩ欧电容村田贴片 \t😀한국어カタカナ\u0000\uE000\uFFFFPpxX*=m沟道位芯针排间距',
    );
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let n = 0; n < 300; n += 1) {
      const length = next() % 40;
      const query = Array.from({ length }, () => alphabet[next() % alphabet.length]).join('');
      expect(() => readQuery(query, dictionary)).not.toThrow();
    }
  });

  it('gives every word a display text and (but for brands and categories) a non-empty key', () => {
    for (const word of readQuery('贴片电容 100nF；0402/X7R TI LM358 国产', dictionary)) {
      expect(word.text).not.toBe('');
      if ('key' in word) expect(word.key).not.toBe('');
    }
  });
});
