/**
 * The search quality table (docs/search.md): real queries an engineer types, against the demo catalog of
 * 1,983 real parts (the jlcparts catalog, see seed/data/catalog/SOURCE.md). Each case says what must hold of
 * the answer; the expected numbers were counted by hand from the catalog's data.
 */

/** What every row of the first page must have: parameters by code (a number, or a value key), brand, category. */
export interface EveryRow {
  params?: Record<string, number | string>;
  /** Some parameter in this unit holds this number ('25V' is a rating, an output voltage …). */
  unitValue?: { unit: string; value: number };
  brand?: string;
  /** The product's subcategory name (English) matches. */
  category?: RegExp;
  partNumberPrefix?: string;
}

export interface QualityCase {
  q: string;
  /** What the query is, for the table in the docs. */
  kind: 'value' | 'package' | 'brand' | 'category' | 'mixed' | 'part number' | 'typo' | 'nothing';
  /** These part numbers open the list, in this order. */
  first?: string[];
  /** These part numbers are all on the first page. */
  includes?: string[];
  /** The exact number of matches. */
  total?: number;
  /** At least this many matches. */
  atLeast?: number;
  every?: EveryRow;
  /** Nothing matches, and the nearest part numbers include this one. */
  nearest?: string;
}

const HUNDRED_NF_0402 = [
  'CC0402KRX7R7BB104',
  'GRM155R61A104KA01D',
  'GCM155R71H104KE02D',
  'CL05B104KB54PNC',
  'TMK105B7104KVHF',
];
const HUNDRED_NF_0402_X7R = HUNDRED_NF_0402.filter((p) => p !== 'GRM155R61A104KA01D');
const capacitor100nF0402 = { params: { capacitance: 1e-7, package: '0402' } };
const murata = 'MURATA';
const ti = 'TI';

export const QUALITY_CASES: readonly QualityCase[] = [
  // Values in their different spellings.
  { q: '100nF 0402', kind: 'value', total: 5, includes: HUNDRED_NF_0402, every: capacitor100nF0402 },
  { q: '0.1uF 0402', kind: 'value', total: 5, includes: HUNDRED_NF_0402, every: capacitor100nF0402 },
  { q: '0.1µF 0402', kind: 'value', total: 5, every: capacitor100nF0402 },
  { q: '100n 0402', kind: 'value', total: 5, every: capacitor100nF0402 },
  { q: '０.１ｕＦ　０４０２', kind: 'value', total: 5, every: capacitor100nF0402 },
  { q: '104 0402 电容', kind: 'value', total: 5, every: capacitor100nF0402 },
  // A code beside a chip size alone: 100 nF or 100 kΩ (the capacitors, then the resistors, by stock).
  {
    q: '0402 104',
    kind: 'value',
    atLeast: 6,
    includes: HUNDRED_NF_0402,
    every: { params: { package: '0402' } },
  },
  { q: '104 0402 X7R', kind: 'value', total: 4, includes: HUNDRED_NF_0402_X7R },
  {
    q: '100nF 0402 X7R',
    kind: 'value',
    total: 4,
    includes: HUNDRED_NF_0402_X7R,
    every: { params: { capacitance: 1e-7, package: '0402', temperatureCoefficient: 'X7R' } },
  },
  {
    q: '1uF 0603',
    kind: 'value',
    total: 2,
    includes: ['CC0603KRX7R7BB105', '0603X105K500NT'],
    every: { params: { capacitance: 1e-6, package: '0603' } },
  },
  {
    q: '10k 0603',
    kind: 'value',
    includes: ['AC0603DR-0710KL'],
    every: { params: { resistance: 1e4, package: '0603' } },
  },
  {
    q: '10kΩ 0603',
    kind: 'value',
    includes: ['AC0603DR-0710KL'],
    every: { params: { resistance: 1e4, package: '0603' } },
  },
  {
    q: '10K欧 0603',
    kind: 'value',
    includes: ['AC0603DR-0710KL'],
    every: { params: { resistance: 1e4, package: '0603' } },
  },
  {
    q: '103 电阻 0603',
    kind: 'value',
    includes: ['AC0603DR-0710KL'],
    every: { params: { resistance: 1e4, package: '0603' } },
  },
  {
    q: '4k7 0402',
    kind: 'value',
    includes: ['RMCF0402JT4K70', 'RMCF0402FT4K70'],
    every: { params: { resistance: 4700, package: '0402' } },
  },
  {
    q: '4.7kΩ 0402',
    kind: 'value',
    includes: ['RMCF0402JT4K70'],
    every: { params: { resistance: 4700, package: '0402' } },
  },
  {
    q: '8MHz',
    kind: 'value',
    includes: ['SXMH8.000F2020F30', 'X49SM8MSB2SC', '3NM08000C33YC'],
    every: { params: { frequency: 8e6 } },
  },
  {
    q: '10uH',
    kind: 'value',
    atLeast: 11,
    includes: ['CBC3225T100KR'],
    every: { params: { inductance: 1e-5 } },
  },
  {
    // A rating at least (search-sense-quality.test.ts checks each row's): the 25 V part and those of 35 V and 50 V.
    q: '10uF 25V',
    kind: 'value',
    total: 6,
    includes: ['VS1E100MC054000CE0', 'EEEFTH100UAR', 'HGC1206R7106K350NSPJ'],
    every: { params: { capacitance: 1e-5 } },
  },
  // Packages.
  { q: 'SOT-23', kind: 'package', atLeast: 58, every: { params: { package: 'SOT23' } } },
  {
    q: 'LQFP48',
    kind: 'package',
    includes: ['STM32F302C8T6', 'STM32F301C8T6TR'],
    every: { params: { package: 'LQFP48' } },
  },
  // Brands in three languages and their aliases.
  { q: '村田', kind: 'brand', atLeast: 46, every: { brand: murata } },
  { q: 'muRata', kind: 'brand', atLeast: 46, every: { brand: murata } },
  { q: 'Murata', kind: 'brand', atLeast: 46, every: { brand: murata } },
  { q: 'TI', kind: 'brand', atLeast: 59, every: { brand: ti } },
  { q: '德州仪器', kind: 'brand', atLeast: 59, every: { brand: ti } },
  { q: '德州儀器', kind: 'brand', atLeast: 59, every: { brand: ti } },
  { q: 'Texas Instruments', kind: 'brand', atLeast: 59, every: { brand: ti } },
  // Category words.
  { q: 'MLCC', kind: 'category', total: 98, every: { category: /MLCC/ } },
  { q: '电容', kind: 'category', atLeast: 180, every: { category: /capacitor/i } },
  { q: 'capacitor', kind: 'category', atLeast: 180, every: { category: /capacitor/i } },
  { q: 'LDO', kind: 'category', atLeast: 43, every: { category: /LDO/ } },
  { q: 'MOSFET', kind: 'category', atLeast: 130, every: { category: /MOSFET/ } },
  // Bridge rectifiers are diodes too.
  { q: '二极管', kind: 'category', atLeast: 100, every: { category: /diode|rectifier/i } },
  { q: '晶振', kind: 'category', atLeast: 25, every: { category: /crystal|oscillator|resonator/i } },
  // Mixed queries.
  {
    q: 'Murata 100nF',
    kind: 'mixed',
    // Two chip capacitors and a feed-through capacitor of 100 nF.
    total: 3,
    includes: ['GRM155R61A104KA01D', 'GCM155R71H104KE02D', 'NFM21PC104R1E3D'],
    every: { brand: murata, params: { capacitance: 1e-7 } },
  },
  {
    q: '村田 100nF 0402',
    kind: 'mixed',
    total: 2,
    every: { brand: murata, params: { capacitance: 1e-7, package: '0402' } },
  },
  { q: '贴片电容 100nF 0402', kind: 'mixed', total: 5, every: { ...capacitor100nF0402, category: /MLCC/ } },
  {
    q: 'TI LDO',
    kind: 'mixed',
    includes: ['TPS7A3001DGNR', 'LP2980IM5X-3.3/NOPB', 'TPS7A8001DRBR'],
    every: { brand: ti, category: /LDO/ },
  },
  {
    q: 'LDO 3.3V',
    kind: 'mixed',
    // Every LDO of the catalog with a 3.3 V output (AMS1117-3.3 under several makers).
    total: 29,
    every: { category: /LDO/, unitValue: { unit: 'V', value: 3.3 } },
  },
  {
    q: '贴片电阻 10k 1%',
    kind: 'mixed',
    // 1 % and better (search-sense-quality.test.ts checks each row's): AC0603DR-0710KL is 0.5 %.
    total: 3,
    includes: ['AC0805FR-0710KL', 'AC1206FR-0710KL', 'AC0603DR-0710KL'],
    every: { category: /Chip Resistor/, params: { resistance: 1e4 } },
  },
  {
    q: 'STM32 LQFP48',
    kind: 'mixed',
    total: 2,
    includes: ['STM32F302C8T6', 'STM32F301C8T6TR'],
    every: { partNumberPrefix: 'STM32', params: { package: 'LQFP48' } },
  },
  {
    q: 'SOT-23 MOSFET',
    kind: 'mixed',
    atLeast: 50,
    every: { category: /MOSFET/, params: { package: 'SOT23' } },
  },
  // Part numbers keep their order: exact, then prefix, then contains.
  { q: 'GRM155R61A104KA01D', kind: 'part number', first: ['GRM155R61A104KA01D'] },
  { q: 'grm155r61a104ka01d', kind: 'part number', first: ['GRM155R61A104KA01D'] },
  { q: 'STM32F302C8T6', kind: 'part number', first: ['STM32F302C8T6'] },
  { q: 'AMS1117-3.3', kind: 'part number', first: ['AMS1117-3.3'] },
  { q: 'GRM155', kind: 'part number', atLeast: 10, every: { partNumberPrefix: 'GRM155' } },
  // Typos and nothing at all.
  { q: 'STM32F302C8T7', kind: 'typo', nearest: 'STM32F302C8T6' },
  { q: 'GRM155R61A104KA01X', kind: 'typo', nearest: 'GRM155R61A104KA01D' },
  { q: 'qqqzzzxxx', kind: 'nothing', total: 0 },
];
