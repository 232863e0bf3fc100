import { describe, expect, it } from 'vitest';
import { buildSearchDictionary, type DictionaryNode } from './search-dictionary.js';
import { readQuery } from './search-query.js';
import { comparedLabel } from './search-sense-labels.js';
import { nodeRoles, senseOf, type ComparedCode, type ValueComparison } from './search-sense.js';

/**
 * What a query's values mean (search-sense.ts) on real category names (the jlcparts catalog's): which volts,
 * amperes, watts and percents are ratings and tolerances, and whose parts come first.
 */

function node(id: number, parentId: number | null, nameEn: string, nameZhCn = nameEn): DictionaryNode {
  return { id, parentId, level: parentId === null ? 1 : 2, nameEn, nameZhCn, nameZhTw: nameZhCn };
}

const N = {
  capacitors: 1,
  mlcc: 11,
  electrolytic: 12,
  resistors: 2,
  chip: 21,
  network: 22,
  potentiometer: 23,
  thruHole: 24,
  inductors: 3,
  power: 31,
  smd: 32,
  emi: 4,
  bead: 41,
  protection: 5,
  fuse: 51,
  resettable: 52,
  holder: 53,
  varistor: 54,
  tvsTop: 6,
  tvsFuse: 61,
  tvs: 62,
  sensors: 7,
  ntc: 71,
  crystals: 8,
  crystal: 81,
  oscillator: 82,
  power_ics: 9,
  ldo: 91,
  diodes: 10,
  zener: 101,
  transistors: 13,
  mosfet: 131,
};

const NODES: DictionaryNode[] = [
  node(N.capacitors, null, 'Capacitors', '电容'),
  node(N.mlcc, N.capacitors, 'Multilayer Ceramic Capacitors MLCC - SMD/SMT', '贴片电容'),
  node(N.electrolytic, N.capacitors, 'Aluminum Electrolytic Capacitors - SMD', '贴片型铝电解电容'),
  node(N.resistors, null, 'Resistors', '电阻'),
  node(N.chip, N.resistors, 'Chip Resistor - Surface Mount', '贴片电阻'),
  node(N.network, N.resistors, 'Resistor Networks & Arrays', '排阻'),
  node(N.potentiometer, N.resistors, 'Potentiometers, Variable Resistors', '可调电阻/电位器'),
  node(N.thruHole, N.resistors, 'Through Hole Resistors', '直插电阻'),
  node(N.inductors, null, 'Inductors/Coils/Transformers', '电感/线圈/变压器'),
  node(N.power, N.inductors, 'Power Inductors', '功率电感'),
  node(N.smd, N.inductors, 'Inductors (SMD)', '贴片电感'),
  node(N.emi, null, 'Filters/EMI Optimization', '滤波器/EMI优化'),
  node(N.bead, N.emi, 'Ferrite Beads', '磁珠'),
  node(N.protection, null, 'Circuit Protection', '电路保护'),
  node(N.fuse, N.protection, 'Fuses', '保险丝'),
  node(N.resettable, N.protection, 'Resettable Fuses', '自恢复保险丝'),
  node(N.holder, N.protection, 'Fuse Holders', '保险丝座'),
  node(N.varistor, N.protection, 'Varistors', '压敏电阻'),
  node(N.tvsTop, null, 'TVS/Fuse/Board Level Protection', 'TVS/保险丝/板级保护'),
  node(N.tvsFuse, N.tvsTop, 'Automotive Fuses', '汽车保险丝'),
  node(N.tvs, N.tvsTop, 'TVS', 'TVS二极管'),
  node(N.sensors, null, 'Sensors', '传感器'),
  node(N.ntc, N.sensors, 'NTC Thermistors', 'NTC热敏电阻'),
  node(N.crystals, null, 'Crystals, Oscillators, Resonators', '晶振'),
  node(N.crystal, N.crystals, 'Crystals', '无源晶振'),
  node(N.oscillator, N.crystals, 'Crystal Oscillators', '有源晶振'),
  node(N.power_ics, null, 'Power Management ICs', '电源管理芯片'),
  node(N.ldo, N.power_ics, 'Linear Voltage Regulators (LDO)', '线性稳压器(LDO)'),
  node(N.diodes, null, 'Diodes', '二极管'),
  node(N.zener, N.diodes, 'Zener Diodes', '稳压二极管'),
  node(N.transistors, null, 'Triode/MOS Tube/Transistor', '三极管/MOS管/晶体管'),
  node(N.mosfet, N.transistors, 'MOSFETs', '场效应管(MOSFET)'),
];

const dictionary = buildSearchDictionary([], NODES);
const roles = nodeRoles(NODES);
const IDS: Record<ComparedCode, number> = {
  voltageRating: 184,
  currentRating: 204,
  power: 57,
  tolerance: 46,
  holdCurrent: 306,
};

function sense(query: string) {
  return senseOf(readQuery(query, dictionary), roles, (code) => IDS[code]);
}

/** Each compared word of a query as 'code ≥ value' / 'code ≤ value'. */
function compared(query: string): string[] {
  return sense(query).comparisons.flatMap((c: ValueComparison | undefined) =>
    c ? [`${c.code} ${{ atLeast: '≥', atMost: '≤', equal: '=' }[c.direction]} ${c.value}`] : [],
  );
}

describe('the roles of catalog nodes', () => {
  it('are the curated kinds by English name, and fuses; thermistors, varistors, potentiometers are none', () => {
    expect(roles.get(N.mlcc)).toBe('capacitor');
    expect(roles.get(N.capacitors)).toBe('capacitor');
    expect(roles.get(N.chip)).toBe('resistor');
    expect(roles.get(N.network)).toBe('resistor');
    expect(roles.get(N.power)).toBe('inductor');
    expect(roles.get(N.bead)).toBe('ferriteBead');
    expect(roles.get(N.crystal)).toBe('crystal');
    expect(roles.get(N.oscillator)).toBe('oscillator');
    expect(roles.get(N.zener)).toBe('zener');
    expect([N.fuse, N.resettable, N.holder, N.tvsFuse].map((id) => roles.get(id))).toEqual([
      'fuse',
      'resettableFuse',
      'fuse',
      'fuse',
    ]);
    for (const id of [N.potentiometer, N.varistor, N.ntc, N.tvs, N.tvsTop, N.ldo, N.mosfet, N.resistors])
      expect(roles.get(id)).toBeUndefined();
  });
});

describe('ratings and tolerances', () => {
  it('compare a rating next to a passive value at least, against its rating parameter', () => {
    expect(compared('10uF 25V')).toEqual(['voltageRating ≥ 25']);
    expect(compared('4.7uH 2A')).toEqual(['currentRating ≥ 2']);
    expect(compared('100k 0402 1/16W')).toEqual(['power ≥ 0.0625']);
    expect(compared('10k 0603 1%')).toEqual(['tolerance ≤ 1']);
    expect(compared('10uF 25V 0805')).toEqual(['voltageRating ≥ 25']);
    expect(sense('4.7uH 2A').comparisons[1]?.parameterId).toBe(IDS.currentRating);
  });

  it('compare a rating next to a passive category, without a value of its own', () => {
    expect(compared('电容 25V')).toEqual(['voltageRating ≥ 25']);
    expect(compared('贴片电阻 10k 1%')).toEqual(['tolerance ≤ 1']);
    expect(compared('磁珠 600Ω 2A')).toEqual(['currentRating ≥ 2']);
    expect(compared('功率电感 3A')).toEqual(['currentRating ≥ 3']);
  });

  it("keep a fuse's current as its value and its voltage as a rating", () => {
    expect(compared('保险丝 2A 250V')).toEqual(['voltageRating ≥ 250']);
  });

  it("ask a resettable fuse's current of its hold current, equal (not its trip current or fault rating)", () => {
    expect(compared('1206 自恢复保险丝 500mA')).toEqual(['holdCurrent = 0.5']);
    expect(compared('自恢复保险丝 500mA 6V')).toEqual(['holdCurrent = 0.5', 'voltageRating ≥ 6']);
    const words = readQuery('自恢复保险丝 500mA', dictionary);
    const [, amperes] = words;
    const [, hold] = senseOf(words, roles, (code) => IDS[code]).comparisons;
    if (!amperes || !hold) throw new Error('not compared');
    expect(hold.parameterId).toBe(IDS.holdCurrent);
    expect(comparedLabel(amperes, hold, 'zh_CN')).toBe('保持电流 500mA');
    // Without a category a current is a value in any parameter, fuses (resettable ones too) first.
    expect(compared('500mA')).toEqual([]);
    expect(sense('500mA').mainCatalogIds).toEqual(expect.arrayContaining([N.fuse, N.resettable]));
  });

  it('keep the volts that are no rating exact: an output, a MOSFET, a zener, a value alone', () => {
    for (const query of ['LDO 3.3V', '3.3V', '25V', 'MOSFET 30V', '稳压二极管 5.1V', '1%', '12MHz 3.3V'])
      expect(compared(query), query).toEqual([]);
    // A unit the part has no rating in stays a value: a capacitor's amperes are its ripple current.
    expect(compared('10uF 25V 2A')).toEqual(['voltageRating ≥ 25']);
    // Every category must be a rated part's.
    expect(compared('LDO 电容 3.3V')).toEqual([]);
  });

  it('say how they were read in the three languages', () => {
    const words = readQuery('4.7uH 2A ±1%', dictionary);
    const { comparisons } = senseOf(words, roles, (code) => IDS[code]);
    const [, amperes, percent] = words;
    const [, rating, tolerance] = comparisons;
    if (!amperes || !rating || !percent || !tolerance) throw new Error('not compared');
    expect(comparedLabel(amperes, rating, 'en_US')).toBe('Rated current ≥ 2A');
    expect(comparedLabel(amperes, rating, 'zh_CN')).toBe('额定电流 ≥ 2A');
    expect(comparedLabel(amperes, rating, 'zh_TW')).toBe('額定電流 ≥ 2A');
    expect(comparedLabel(percent, tolerance, 'en_US')).toBe('Tolerance ≤ 1%');
  });
});

describe('the categories of the main value first', () => {
  const first = (query: string) => sense(query).mainCatalogIds;

  it("are those whose main value a query without a category asks: resistors' and beads' ohms, not a thermistor's", () => {
    const ohms = first('100k 0402 1%');
    expect(ohms).toEqual(expect.arrayContaining([N.chip, N.network, N.thruHole, N.bead]));
    expect(ohms).not.toContain(N.ntc);
    expect(ohms).not.toContain(N.potentiometer);
    expect(first('10uF 25V')).toEqual(expect.arrayContaining([N.capacitors, N.mlcc, N.electrolytic]));
    expect(first('10uF 25V')).not.toContain(N.chip);
    expect(first('4.7uH 2A')).toEqual(expect.arrayContaining([N.power, N.smd]));
    // A rating asks for no category: the fuses, whose main value is a current, are not first for '4.7uH 2A'.
    expect(first('4.7uH 2A')).not.toContain(N.fuse);
    expect(first('8MHz')).toEqual([N.crystal, N.oscillator]);
    expect(first('5.1V')).toEqual([N.zener]);
  });

  it('are none when the query names a category or no value', () => {
    expect(first('贴片电阻 10k')).toEqual([]);
    expect(first('LDO 3.3V')).toEqual([]);
    expect(first('0402')).toEqual([]);
    expect(first('STM32')).toEqual([]);
  });
});
