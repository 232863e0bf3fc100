import type { BaseUnit } from './param-values.js';

/**
 * The parameters every shop knows, with stable codes (the filter tables, the search and the web app name
 * them), their names in the three languages and the unit their numbers are kept in, and the names the
 * catalog data gives them ('Allowable voltage', 'Voltage rating (dc)' … are all the voltage rating). Any
 * other name the data brings becomes a parameter of its own ('x.' and a slug of the name), named as the
 * data names it: the data's vocabulary is open, this one is what filters and query words rely on.
 */

/**
 * How a parameter's value reads: a quantity in a base unit; a count (pins, rows, channels: '34P', '2x7P');
 * text only; or, for the parameters the data brings, a plain number when the text is one ('12' bits), as
 * written, since their unit is not known.
 */
export type ParamKind = { quantity: BaseUnit } | 'count' | 'text' | 'plain';

export interface ParamDefinition {
  code: string;
  nameEn: string;
  nameZhCn: string;
  nameZhTw: string;
  kind: ParamKind;
  /** Filter tables list parameters by this (then by how many parts have them): the defining value first. */
  sort: number;
  /** The data's names for it, the most trusted first (a part giving two keeps the first one's value). */
  sources: readonly string[];
}

/** The sort of every parameter the data brings: after the vocabulary's. */
export const DATA_PARAMETER_SORT = 1000;

type Entry = [code: string, en: string, zhCn: string, zhTw: string, kind: ParamKind, sources: string[]];

const F = { quantity: 'F' } as const;
const OHM = { quantity: 'Ω' } as const;
const H = { quantity: 'H' } as const;
const V = { quantity: 'V' } as const;
const A = { quantity: 'A' } as const;
const W = { quantity: 'W' } as const;
const HZ = { quantity: 'Hz' } as const;
const PERCENT = { quantity: '%' } as const;
const METRE = { quantity: 'm' } as const;

/** In the order filter tables show them. */
const ENTRIES: readonly Entry[] = [
  // The package comes from the product's package column; the data names none.
  ['package', 'Package', '封装', '封裝', 'text', []],
  ['type', 'Type', '类型', '類型', 'text', ['Type', 'Types']],
  // The value that defines a passive or a crystal: what a buyer types first ('100nF', '10k', '12MHz').
  ['capacitance', 'Capacitance', '容值', '容值', F, ['Capacitance', 'Nominal capacitance']],
  ['resistance', 'Resistance', '阻值', '阻值', OHM, ['Resistance', 'Resistance value', 'Resistance @ 25℃']],
  ['inductance', 'Inductance', '电感值', '電感值', H, ['Inductance', 'Inductance @ frequency']],
  // A ferrite bead's impedance at 100 MHz ('600Ω@100MHz'); filters' and connectors' characteristic impedance.
  ['impedance', 'Impedance', '阻抗', '阻抗', OHM, ['Impedance @ frequency', 'Impedance']],
  ['frequency', 'Frequency', '频率', '頻率', HZ, ['Frequency']],
  ['zenerVoltage', 'Zener voltage', '稳压值', '穩壓值', V, ['Zener voltage (nom)']],
  [
    'voltageRating',
    'Voltage rating',
    '额定电压',
    '額定電壓',
    V,
    [
      'Allowable voltage',
      'Voltage rating (dc)',
      'Voltage rating - dc',
      'Allowable voltage (dc)',
      'Voltage rating (max)',
      'Rated voltage (max)',
      // A resistor's maximum working voltage: the data of chip resistors names it so.
      'Voltage-supply(max)',
    ],
  ],
  [
    'currentRating',
    'Current rating',
    '额定电流',
    '額定電流',
    A,
    ['Rated current', 'Current rating (dc)', 'Current rating-power', 'Current rating - power (max)'],
  ],
  [
    'power',
    'Power',
    '功率',
    '功率',
    W,
    ['Power', 'Rated wattage', 'Power dissipation', 'Power dissipation (pd)', 'Total power dissipation(pd)'],
  ],
  ['tolerance', 'Tolerance', '精度', '精度', PERCENT, ['Tolerance', 'Resistance tolerance']],
  [
    'temperatureCoefficient',
    'Dielectric / temperature coefficient',
    '介质/温度系数',
    '介質/溫度係數',
    'text',
    ['Temperature coefficient', 'Temperature coefficient(typ)', 'Temperature coefficient (typ)'],
  ],
  ['dcResistance', 'DC resistance', '直流电阻', '直流電阻', OHM, ['Dc resistance']],
  ['esr', 'ESR', '等效串联电阻', '等效串聯電阻', OHM, ['Equivalent series resistance', 'Esr']],
  ['rippleCurrent', 'Ripple current', '纹波电流', '漣波電流', A, ['Ripple current']],
  [
    'loadCapacitance',
    'Load capacitance',
    '负载电容',
    '負載電容',
    F,
    ['Load capacitance', 'Load capacitor', 'Built-in load capacitance', 'External load capacitor'],
  ],
  [
    'frequencyStability',
    'Frequency stability',
    '频率稳定度',
    '頻率穩定度',
    'text',
    ['Frequency stability', 'Frequency stability(full temperature range)'],
  ],
  // A resettable (PTC) fuse's currents: it carries the hold current without tripping (its main value: a
  // '500mA' one), trips at the trip current; its 'Current rating' is the largest fault current it survives.
  ['holdCurrent', 'Hold current', '保持电流', '保持電流', A, ['Hold current', 'Current - hold (ih)']],
  ['tripCurrent', 'Trip current', '动作电流', '動作電流', A, ['Trip current', 'Current - trip (it)']],
  [
    'saturationCurrent',
    'Saturation current',
    '饱和电流',
    '飽和電流',
    A,
    ['Current - saturation(isat)', 'Saturation current (isat)'],
  ],
  ['outputVoltage', 'Output voltage', '输出电压', '輸出電壓', V, ['Output voltage']],
  [
    'outputCurrent',
    'Output current',
    '输出电流',
    '輸出電流',
    A,
    ['Output current', 'Output current(max)', 'Output current (max)', 'Max output current'],
  ],
  [
    'supplyVoltage',
    'Supply voltage',
    '工作电压',
    '工作電壓',
    V,
    [
      'Voltage - supply',
      'Supply voltage',
      'Operating voltage',
      'Operating voltage range',
      'Supply voltage range',
    ],
  ],
  [
    'quiescentCurrent',
    'Quiescent current',
    '静态电流',
    '靜態電流',
    A,
    ['Quiescent current', 'Quiescent current(iq)', 'Quiescent current (iq)'],
  ],
  ['dropoutVoltage', 'Dropout voltage', '压差', '壓差', V, ['Voltage dropout', 'Dropout voltage']],
  ['outputType', 'Output type', '输出类型', '輸出類型', 'text', ['Output type']],
  ['outputs', 'Number of outputs', '输出数', '輸出數', 'count', ['Number of outputs']],
  [
    'channels',
    'Number of channels',
    '通道数',
    '通道數',
    'count',
    ['Number of channels', 'Number of circuits'],
  ],
  ['interface', 'Interface', '接口', '介面', 'text', ['Interface', 'Interface type']],
  [
    'forwardVoltage',
    'Forward voltage',
    '正向压降',
    '順向壓降',
    V,
    [
      'Voltage - forward(vf)',
      'Forward voltage (vf@if)',
      'Voltage - forward (vf) (max) @ if',
      'Forward voltage (vf)',
      'Forward voltage drop',
    ],
  ],
  [
    'reverseVoltage',
    'Reverse voltage',
    '反向耐压',
    '反向耐壓',
    V,
    ['Voltage - dc reverse (vr) (max)', 'Reverse voltage (vr)', 'Reverse voltage'],
  ],
  [
    'rectifiedCurrent',
    'Rectified current',
    '整流电流',
    '整流電流',
    A,
    ['Rectified current', 'Average rectified current (io)'],
  ],
  [
    'forwardCurrent',
    'Forward current',
    '正向电流',
    '順向電流',
    A,
    ['Forward current', 'Forward current(if)', 'Current - dc forward(if)'],
  ],
  [
    'breakdownVoltage',
    'Breakdown voltage',
    '击穿电压',
    '擊穿電壓',
    V,
    ['Voltage - breakdown', 'Breakdown voltage', 'Breakdown voltage (vbr)'],
  ],
  [
    'standoffVoltage',
    'Reverse stand-off voltage',
    '反向截止电压',
    '反向截止電壓',
    V,
    ['Reverse stand-off voltage (vrwm)'],
  ],
  [
    'clampingVoltage',
    'Clamping voltage',
    '钳位电压',
    '箝位電壓',
    V,
    ['Clamping voltage', 'Maximum clamping voltage'],
  ],
  [
    'drainSourceVoltage',
    'Drain-source voltage',
    '漏源电压',
    '汲源電壓',
    V,
    ['Drain to source voltage', 'Drain source voltage (vdss)'],
  ],
  ['drainCurrent', 'Drain current', '漏极电流', '汲極電流', A, ['Continuous drain current (id)']],
  [
    'rdsOn',
    'On-resistance (RDS(on))',
    '导通电阻',
    '導通電阻',
    OHM,
    ['Rds(on)', 'Drain source on resistance (rds(on)@vgs,id)'],
  ],
  [
    'gateThresholdVoltage',
    'Gate threshold voltage',
    '阈值电压',
    '閾值電壓',
    V,
    ['Gate threshold voltage (vgs(th)@id)'],
  ],
  [
    'collectorEmitterVoltage',
    'Collector-emitter voltage',
    '集射极电压',
    '集射極電壓',
    V,
    [
      'Collector - emitter voltage vceo',
      'Collector-emitter breakdown voltage (vceo)',
      'Collector-emitter voltage (vceo)',
    ],
  ],
  [
    'collectorCurrent',
    'Collector current',
    '集电极电流',
    '集極電流',
    A,
    ['Current - collector(ic)', 'Collector current (ic)', 'Collector current(ic)'],
  ],
  [
    'pins',
    'Number of pins',
    '引脚数',
    '引腳數',
    'count',
    // A header's or connector's 'Pin structure' ('2x20P': 40), a housing's 'Holes structure', last: they also
    // give the rows where the data names none (product-params.ts).
    [
      'Number of pins',
      'Number of positions',
      'Number of positions or pins',
      'Number of contacts',
      'Pin structure',
      'Holes structure',
    ],
  ],
  ['rows', 'Number of rows', '排数', '排數', 'count', ['Number of rows']],
  ['pitch', 'Pitch', '间距', '間距', METRE, ['Pitch', 'Lead pitch', 'Lead spacing', 'Pin spacing']],
  [
    'mountingType',
    'Mounting type',
    '安装方式',
    '安裝方式',
    'text',
    ['Mounting type', 'Mounting style', 'Mounting sytle'],
  ],
  ['color', 'Color', '颜色', '顏色', 'text', ['Color', 'Colour', 'Illumination color', 'Emitted color']],
  [
    'operatingTemperature',
    'Operating temperature',
    '工作温度',
    '工作溫度',
    'text',
    ['Operating temperature', 'Operating temperature range'],
  ],
];

export const VOCABULARY: readonly ParamDefinition[] = ENTRIES.map(
  ([code, nameEn, nameZhCn, nameZhTw, kind, sources], i) => ({
    code,
    nameEn,
    nameZhCn,
    nameZhTw,
    kind,
    sort: (i + 1) * 10,
    sources,
  }),
);

/** The vocabulary by code. */
export const VOCABULARY_BY_CODE: ReadonlyMap<string, ParamDefinition> = new Map(
  VOCABULARY.map((d) => [d.code, d]),
);

/**
 * The catalog's bookkeeping, not properties of the part: its own part number and description, order
 * quantities, packing counts, RoHS flags, its category and stock per warehouse. The product's columns
 * hold what of it the shop keeps.
 */
const BOOKKEEPING = new Set([
  'mpn',
  'moq',
  'order_multiple',
  'packaging_num',
  'rohs',
  'rohsstatus',
  'description',
  'category',
  'brand',
  'manufacturer',
  'stock',
  'price',
  'lcsc',
]);

/**
 * A source name as it is compared: NFKC (a non-breaking space is a space), lower case, without spaces,
 * without trailing punctuation ('Operating temperature\t-' is 'Operating temperature').
 */
export function sourceKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/[^\p{L}\p{N})%]+$/u, '');
}

/** Whether a name is the catalog's bookkeeping (see BOOKKEEPING; 'Whs-js' and every other warehouse too). */
export function isBookkeeping(name: string): boolean {
  const key = sourceKey(name);
  return BOOKKEEPING.has(key) || key.startsWith('whs-');
}

/** Each source name's definition and its rank among the definition's sources. */
const BY_SOURCE = new Map<string, SourceParameter>(
  VOCABULARY.flatMap((definition) =>
    definition.sources.map((source, rank) => [sourceKey(source), { definition, rank }] as const),
  ),
);

/** Longest code of a parameter the data brings: its slug is cut there. */
const MAX_CODE_LENGTH = 64;

/** A name as shown: NFKC, single spaces, without trailing punctuation. */
export function tidyName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .replace(/[\s\-–:：]+$/u, '')
    .trim();
}

export interface SourceParameter {
  definition: ParamDefinition;
  rank: number;
}

/** The parameters of the source names read so far (null: none), since the data repeats a few thousand names. */
const sourceCache = new Map<string, SourceParameter | null>();
const MAX_CACHED_SOURCES = 20_000;

/**
 * The parameter a source name maps to, and the rank of the name among its sources (lower is more
 * trusted; the data's own names rank after every vocabulary source); undefined for bookkeeping names
 * and names without a letter or digit.
 */
export function parameterOfSource(name: string): SourceParameter | undefined {
  const cached = sourceCache.get(name);
  if (cached !== undefined) return cached ?? undefined;
  const found = readSource(name);
  // A catalog has a few thousand names; a file of made-up names must not grow the cache without end.
  if (sourceCache.size < MAX_CACHED_SOURCES) sourceCache.set(name, found ?? null);
  return found;
}

function readSource(name: string): SourceParameter | undefined {
  if (isBookkeeping(name)) return undefined;
  const known = BY_SOURCE.get(sourceKey(name));
  if (known) return known;
  const shown = tidyName(name);
  const slug = shown
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_CODE_LENGTH)
    .replace(/-+$/, '');
  if (slug === '') return undefined;
  return {
    definition: {
      code: `x.${slug}`,
      nameEn: shown,
      nameZhCn: shown,
      nameZhTw: shown,
      kind: 'plain',
      sort: DATA_PARAMETER_SORT,
      sources: [name],
    },
    rank: Number.MAX_SAFE_INTEGER,
  };
}
