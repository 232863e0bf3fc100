import type { QueryWordKind } from '@emall/contract';
import type { RowRule } from './search-quality-facts.js';

/**
 * The search quality table on the real catalog (docs/search.md, "Quality table"): queries an engineer types on
 * LCSC or DigiKey, each with the rule of a correct row, judged against the jlcparts full catalog of 581,792 parts.
 * The bar is precision@10 ≥ 0.9 (at least 9 of the first 10 rows correct; fewer rows: all of them) and at least
 * `atLeast` matches. search-quality-real.test.ts runs them on a fixture of real parts taken from that catalog
 * (fixtures/SOURCE.md; testing/extract-search-quality-parts.ts keeps each case's correct parts and its distractors);
 * testing/measure-search-quality.ts measures them on the full catalog.
 */

export type RealCaseKind =
  | 'pin count'
  | 'mixed script'
  | 'rating'
  | 'kind first'
  | 'brand'
  | 'package'
  | 'part number'
  | 'spacing'
  | 'typo'
  | 'value';

export interface RealCase {
  q: string;
  kind: RealCaseKind;
  /** What a correct row is, in words (the docs' table). */
  what: string;
  correct: RowRule;
  /** At least this many matches: the fixture holds that many correct parts. */
  atLeast: number;
  /** Words the reading must hold (ext.reading.understood): of this kind, typed so. */
  reads?: readonly { kind: QueryWordKind; text?: string }[];
  /** What no word may be read as: the start of a label in English ('Capacitance' for '24P'). */
  readsNot?: readonly string[];
  /** Correct parts the fixture keeps, the most stocked first (default 16; and as many of each way of `anyOf`). */
  keep?: number;
  /** Parts of the full catalog a search could list wrongly: the fixture keeps the most stocked of each (default 10). */
  distractors?: readonly { why: string; rule: RowRule; keep?: number }[];
}

// ---- Rules shared by several cases ------------------------------------------------------------------

const USB = /USB/i;
const PIN_HEADER = /^Pin Headers?$/i;
const FEMALE_HEADER = /Female Header/i;
/** Flat-cable connectors, not the cables themselves. */
const FPC_CONNECTOR = /^(?!.*cable).*FPC.*Connector/i;
const CHIP_RESISTOR = /Chip Resistor/i;
/** Resistors, not potentiometers, thermistors or varistors (none of those says 'resistor' without 'variable'). */
const RESISTOR = /^(?!.*(variable|potentiometer)).*(resistor|resistance)/i;
const MLCC = /Multilayer Ceramic Capacitors MLCC - SMD/i;
/** Capacitors, not the EMI filters that also have a capacitance (feed-through capacitors, filters). */
const CAPACITOR = /^(?!.*(feed|filter)).*capacitor/i;
const ELECTROLYTIC = /electrolytic/i;
const INDUCTOR = /^(?!.*(accessor|core|transformer)).*inductor/i;
const FERRITE_BEAD = /ferrite bead/i;
const MOSFET = /MOSFET/i;
const BJT = /Bipolar|BJT|NPN\/PNP/i;
const CRYSTAL = /^Crystals$|crystal resonator/i;
const NTC = /NTC Thermistor/i;
/** Op amps, not the audio and video power amplifiers the catalog files as 'Audio Power OpAmps'. */
const OP_AMP = /^(?!.*(audio|video)).*(op ?amps?\b|operational amplifier)/i;
const LDO = /LDO/i;

const TYPE_C = 'TYPEC';
const P_CHANNEL = /^(\d+(PIECE|PCS)?)?PCHANNEL$/;
const N_CHANNEL = /^(\d+(PIECE|PCS)?)?NCHANNEL$/;

const pF = (n: number) => n * 1e-12;
/** The 150 mil small-outline package of 8 pins, as the catalog writes it three ways. */
const SOIC8_WAYS: readonly RowRule[] = [
  { params: { package: 'SOIC8' } },
  { params: { package: 'SOP8' } },
  { params: { package: 'SO8' } },
];

export const REAL_QUALITY_CASES: readonly RealCase[] = [
  // ---- Counts of pins and positions, read by context --------------------------------------------------
  {
    q: 'USB-C 24P',
    kind: 'pin count',
    what: 'USB connector, Type-C, 24 contacts',
    correct: { category: USB, params: { 'x.connector-type': TYPE_C, pins: 24 } },
    atLeast: 10,
    readsNot: ['Capacitance'],
    distractors: [
      { why: '24P read as 24 pF', rule: { category: CAPACITOR, params: { capacitance: pF(24) } } },
      {
        why: 'Type-C of 16 contacts',
        rule: { category: USB, params: { 'x.connector-type': TYPE_C, pins: 16 } },
      },
    ],
  },
  {
    q: 'Type-C 16P',
    kind: 'pin count',
    what: 'USB connector, Type-C, 16 contacts',
    correct: { category: USB, params: { 'x.connector-type': TYPE_C, pins: 16 } },
    atLeast: 10,
    readsNot: ['Capacitance'],
    distractors: [
      { why: '16P read as 16 pF', rule: { category: CAPACITOR, params: { capacitance: pF(16) } } },
      {
        why: 'Type-C of 24 contacts',
        rule: { category: USB, params: { 'x.connector-type': TYPE_C, pins: 24 } },
      },
    ],
  },
  {
    q: 'TYPE-C 6P',
    kind: 'pin count',
    what: 'USB connector, Type-C, 6 contacts (power only)',
    correct: { category: USB, params: { 'x.connector-type': TYPE_C, pins: 6 } },
    atLeast: 10,
    readsNot: ['Capacitance'],
    distractors: [
      { why: '6P read as 6 pF', rule: { category: CAPACITOR, params: { capacitance: pF(6) } } },
      {
        why: 'micro-USB of 5 or 6 contacts',
        rule: { category: USB, params: { 'x.connector-type': 'MICROB' } },
      },
    ],
  },
  {
    q: '排针 2x20P',
    kind: 'pin count',
    what: 'pin header of 2 rows of 20 pins (40)',
    correct: {
      category: PIN_HEADER,
      params: { pins: 40, rows: 2 },
    },
    atLeast: 10,
    readsNot: ['Capacitance'],
    distractors: [
      {
        why: 'female header 2x20P',
        rule: { category: FEMALE_HEADER, params: { pins: 40, rows: 2 } },
      },
      { why: 'pin header 1x40P', rule: { category: PIN_HEADER, params: { pins: 40, rows: 1 } } },
      { why: '20 pF capacitors', rule: { category: CAPACITOR, params: { capacitance: pF(20) } } },
    ],
  },
  {
    q: '排母 40Pin',
    kind: 'pin count',
    what: 'female header of 40 positions (1x40 or 2x20)',
    correct: {
      category: FEMALE_HEADER,
      params: { pins: 40 },
    },
    atLeast: 10,
    distractors: [
      {
        why: 'pin header of 40 pins',
        rule: { category: PIN_HEADER, params: { pins: 40 } },
      },
      { why: 'female header of 20 positions', rule: { category: FEMALE_HEADER, params: { pins: 20 } } },
    ],
  },
  {
    q: 'FPC 0.5mm 24P',
    kind: 'pin count',
    what: 'FFC/FPC connector, 0.5 mm pitch, 24 contacts',
    correct: { category: FPC_CONNECTOR, params: { pitch: 0.0005, pins: 24 } },
    atLeast: 10,
    readsNot: ['Capacitance'],
    distractors: [
      {
        why: 'FPC 0.5 mm of 20 contacts',
        rule: { category: FPC_CONNECTOR, params: { pitch: 0.0005, pins: 20 } },
      },
      {
        why: 'FPC 1.0 mm of 24 contacts',
        rule: { category: FPC_CONNECTOR, params: { pitch: 0.001, pins: 24 } },
      },
      { why: '24 pF capacitors', rule: { category: CAPACITOR, params: { capacitance: pF(24) } } },
    ],
  },
  {
    q: '2.54mm 1x4P',
    kind: 'pin count',
    what: 'connector of 2.54 mm pitch, 1 row of 4',
    correct: { params: { pitch: 0.00254, pins: 4, rows: 1 } },
    atLeast: 10,
    distractors: [
      { why: 'pin header 2x4P', rule: { category: PIN_HEADER, params: { pins: 8, rows: 2 } } },
      { why: 'pin header 1x40P', rule: { category: PIN_HEADER, params: { pins: 40, rows: 1 } } },
    ],
  },

  {
    q: 'FPC 0.5mm 16 P',
    kind: 'spacing',
    what: 'FFC/FPC connector, 0.5 mm pitch, 16 contacts (the count typed apart from its P)',
    correct: { category: FPC_CONNECTOR, params: { pitch: 0.0005, pins: 16 } },
    atLeast: 10,
    readsNot: ['Capacitance'],
    distractors: [
      {
        why: 'FPC 0.5 mm of 6 contacts',
        rule: { category: FPC_CONNECTOR, params: { pitch: 0.0005, pins: 6 } },
      },
      { why: '16 pF capacitors', rule: { category: CAPACITOR, params: { capacitance: pF(16) } } },
    ],
  },

  // ---- Chinese glued to Latin letters and digits ------------------------------------------------------
  {
    q: 'P沟道 MOSFET',
    kind: 'mixed script',
    what: 'MOSFET, P-channel',
    correct: { category: MOSFET, params: { type: P_CHANNEL } },
    atLeast: 10,
    reads: [{ kind: 'category', text: 'MOSFET' }],
    distractors: [{ why: 'N-channel MOSFETs', rule: { category: MOSFET, params: { type: N_CHANNEL } } }],
  },
  {
    q: 'N沟道 SOT-23',
    kind: 'mixed script',
    what: 'MOSFET, N-channel, package SOT-23',
    correct: { category: MOSFET, params: { type: N_CHANNEL, package: 'SOT23' } },
    atLeast: 10,
    reads: [{ kind: 'package', text: 'SOT-23' }],
    distractors: [
      {
        why: 'P-channel MOSFETs in SOT-23',
        rule: { category: MOSFET, params: { type: P_CHANNEL, package: 'SOT23' } },
      },
      {
        why: 'NPN transistors in SOT-23',
        rule: { category: BJT, params: { type: 'NPN', package: 'SOT23' } },
      },
    ],
  },
  {
    q: 'N-MOSFET 30V',
    kind: 'mixed script',
    what: 'MOSFET, N-channel, drain-source 30 V',
    correct: { category: MOSFET, params: { type: N_CHANNEL, drainSourceVoltage: 30 } },
    atLeast: 10,
    distractors: [
      {
        why: 'P-channel MOSFETs of 30 V',
        rule: { category: MOSFET, params: { type: P_CHANNEL, drainSourceVoltage: 30 } },
      },
    ],
  },
  {
    q: '贴片电阻 0603',
    kind: 'mixed script',
    what: 'chip resistor, 0603',
    correct: { category: CHIP_RESISTOR, params: { package: '0603' } },
    atLeast: 10,
    reads: [
      { kind: 'category', text: '贴片电阻' },
      { kind: 'package', text: '0603' },
    ],
    distractors: [
      { why: 'MLCC 0603', rule: { category: MLCC, params: { package: '0603' } } },
      { why: 'NTC thermistors 0603', rule: { category: NTC, params: { package: '0603' } } },
    ],
  },
  {
    q: '插件电容',
    kind: 'mixed script',
    what: 'capacitor for through-hole mounting (package 插件…)',
    // The package column says it: '插件' alone, or with the lead spacing or size ('插件,P=5mm', '插件,D5xL11mm').
    correct: {
      category: CAPACITOR,
      anyOf: [{ params: { package: '插件' } }, { params: { package: /^插件./ } }],
    },
    atLeast: 10,
    distractors: [
      { why: 'SMD electrolytic capacitors', rule: { category: ELECTROLYTIC, params: { package: /^SMD/ } } },
      { why: 'through-hole resistors', rule: { category: RESISTOR, params: { package: /^插件/ } } },
    ],
  },
  {
    q: '2.54mm间距 排针',
    kind: 'mixed script',
    what: 'pin header, 2.54 mm pitch',
    correct: { category: PIN_HEADER, params: { pitch: 0.00254 } },
    atLeast: 10,
    reads: [{ kind: 'category', text: '排针' }],
    distractors: [
      { why: 'pin headers of 2.0 mm', rule: { category: PIN_HEADER, params: { pitch: 0.002 } } },
      { why: 'female headers of 2.54 mm', rule: { category: FEMALE_HEADER, params: { pitch: 0.00254 } } },
    ],
  },
  {
    q: 'NPN三极管',
    kind: 'mixed script',
    what: 'bipolar transistor, NPN',
    correct: { category: BJT, params: { type: 'NPN' } },
    atLeast: 10,
    distractors: [
      { why: 'PNP transistors', rule: { category: BJT, params: { type: 'PNP' } } },
      { why: 'digital transistors NPN', rule: { category: /Digital Transistor/i } },
    ],
  },
  {
    q: 'PNP三极管 SOT-23',
    kind: 'mixed script',
    what: 'bipolar transistor, PNP, SOT-23',
    correct: { category: BJT, params: { type: 'PNP', package: 'SOT23' } },
    atLeast: 10,
    distractors: [
      {
        why: 'NPN transistors in SOT-23',
        rule: { category: BJT, params: { type: 'NPN', package: 'SOT23' } },
      },
    ],
  },
  {
    q: '10k电阻 0603',
    kind: 'mixed script',
    what: 'resistor of 10 kΩ, 0603 (not a thermistor)',
    correct: { category: RESISTOR, params: { resistance: 1e4, package: '0603' } },
    atLeast: 10,
    reads: [
      { kind: 'category', text: '电阻' },
      { kind: 'package', text: '0603' },
    ],
    distractors: [
      {
        why: 'NTC thermistors of 10 kΩ 0603',
        rule: { category: NTC, params: { resistance: 1e4, package: '0603' } },
      },
    ],
  },
  {
    q: '0805贴片电容10uF',
    kind: 'mixed script',
    what: 'MLCC of 10 µF, 0805',
    correct: { category: MLCC, params: { capacitance: 1e-5, package: '0805' } },
    atLeast: 10,
    reads: [
      { kind: 'package', text: '0805' },
      { kind: 'category', text: '贴片电容' },
    ],
    distractors: [
      { why: 'tantalum capacitors of 10 µF', rule: { category: /tantalum/i, params: { capacitance: 1e-5 } } },
      {
        why: 'MLCC of 10 µF in 0603',
        rule: { category: MLCC, params: { capacitance: 1e-5, package: '0603' } },
      },
    ],
  },
  {
    q: '肖特基二极管SMA',
    kind: 'mixed script',
    what: 'Schottky diode, package SMA',
    correct: { category: /schottky/i, params: { package: 'SMA' } },
    atLeast: 10,
    reads: [{ kind: 'package', text: 'SMA' }],
    distractors: [
      {
        why: 'rectifier diodes in SMA',
        rule: { category: /General Purpose|Rectifier/i, params: { package: 'SMA' } },
      },
      { why: 'TVS in SMA', rule: { category: /TVS/i, params: { package: 'SMA' } } },
    ],
  },
  {
    q: 'LED 0603 红色',
    kind: 'mixed script',
    what: 'LED, 0603, red',
    correct: { category: /Light Emitting/i, params: { package: '0603', color: 'RED' } },
    atLeast: 10,
    distractors: [
      {
        why: 'LEDs 0603 of other colours',
        rule: { category: /Light Emitting/i, params: { package: '0603', color: 'WHITE' } },
      },
    ],
  },

  {
    q: 'CR2032 电池座',
    kind: 'mixed script',
    what: 'battery holder for a CR2032 coin cell',
    correct: {
      category: /battery connector|battery holder/i,
      anyOf: [{ params: { 'x.battery-type': 'CR2032' } }, { description: /CR2032/i }],
    },
    atLeast: 10,
    distractors: [
      {
        why: 'holders of other coin cells',
        rule: {
          category: /battery connector|battery holder/i,
          params: { 'x.battery-type': /^CR(1220|2025|1632)$/ },
        },
      },
      { why: 'battery management ICs', rule: { category: /battery management/i } },
    ],
  },

  // ---- Ratings the part must at least meet, tolerances at most ----------------------------------------
  {
    q: '4.7uH 2A',
    kind: 'rating',
    what: 'inductor of 4.7 µH, rated current ≥ 2 A (not the saturation current)',
    correct: { category: INDUCTOR, params: { inductance: 4.7e-6, currentRating: { atLeast: 2 } } },
    atLeast: 10,
    distractors: [
      {
        why: 'saturation current ≥ 2 A, rated current below',
        rule: {
          category: INDUCTOR,
          params: { inductance: 4.7e-6, currentRating: { atMost: 1.99 }, saturationCurrent: { atLeast: 2 } },
        },
        keep: 16,
      },
      {
        why: 'saturation current exactly 2 A',
        rule: { category: INDUCTOR, params: { inductance: 4.7e-6, saturationCurrent: 2 } },
      },
    ],
  },
  {
    q: '10uF 25V 0805',
    kind: 'rating',
    what: 'capacitor of 10 µF, 0805, voltage rating ≥ 25 V',
    correct: {
      category: CAPACITOR,
      params: { capacitance: 1e-5, package: '0805', voltageRating: { atLeast: 25 } },
    },
    atLeast: 10,
    distractors: [
      {
        why: '10 µF 0805 rated below 25 V',
        rule: {
          category: CAPACITOR,
          params: { capacitance: 1e-5, package: '0805', voltageRating: { atMost: 16 } },
        },
        keep: 16,
      },
    ],
  },
  {
    q: '100nF 50V 0402',
    kind: 'rating',
    what: 'capacitor of 100 nF, 0402, voltage rating ≥ 50 V',
    correct: {
      category: CAPACITOR,
      params: { capacitance: 1e-7, package: '0402', voltageRating: { atLeast: 50 } },
    },
    atLeast: 10,
    distractors: [
      {
        why: '100 nF 0402 of 16 V and 25 V',
        rule: {
          category: CAPACITOR,
          params: { capacitance: 1e-7, package: '0402', voltageRating: { atMost: 35 } },
        },
        keep: 16,
      },
    ],
  },
  {
    q: '1k 0603 1/10W',
    kind: 'rating',
    what: 'resistor of 1 kΩ, 0603, power ≥ 0.1 W',
    correct: { category: RESISTOR, params: { resistance: 1000, package: '0603', power: { atLeast: 0.1 } } },
    atLeast: 10,
    distractors: [
      {
        why: '1 kΩ 0603 of 1/16 W',
        rule: {
          category: RESISTOR,
          params: { resistance: 1000, package: '0603', power: { atMost: 0.0625 } },
        },
      },
      {
        why: '1 kΩ 0603 ferrite beads',
        rule: { category: FERRITE_BEAD, params: { impedance: 1000, package: '0603' } },
      },
    ],
  },
  {
    q: '10k 0402 1%',
    kind: 'rating',
    what: 'resistor of 10 kΩ, 0402, tolerance ≤ 1 % (0.5 % and 0.1 % too)',
    correct: { category: RESISTOR, params: { resistance: 1e4, package: '0402', tolerance: { atMost: 1 } } },
    atLeast: 10,
    distractors: [
      {
        why: '10 kΩ 0402 of 0.1 % and 0.5 % (correct too)',
        rule: {
          category: RESISTOR,
          params: { resistance: 1e4, package: '0402', tolerance: { atMost: 0.5 } },
        },
      },
      {
        why: '10 kΩ 0402 of 5 %',
        rule: { category: RESISTOR, params: { resistance: 1e4, package: '0402', tolerance: 5 } },
      },
      {
        why: 'NTC thermistors of 10 kΩ 0402 1 %',
        rule: { category: NTC, params: { resistance: 1e4, package: '0402', tolerance: 1 } },
      },
    ],
  },
  {
    q: '10uH 3A',
    kind: 'rating',
    what: 'inductor of 10 µH, rated current ≥ 3 A',
    correct: { category: INDUCTOR, params: { inductance: 1e-5, currentRating: { atLeast: 3 } } },
    atLeast: 10,
    distractors: [
      {
        why: 'saturation current ≥ 3 A, rated current below',
        rule: {
          category: INDUCTOR,
          params: { inductance: 1e-5, currentRating: { atMost: 2.99 }, saturationCurrent: { atLeast: 3 } },
        },
        keep: 16,
      },
    ],
  },
  {
    q: '22uF 16V 0805',
    kind: 'rating',
    what: 'capacitor of 22 µF, 0805, voltage rating ≥ 16 V',
    correct: {
      category: CAPACITOR,
      params: { capacitance: 2.2e-5, package: '0805', voltageRating: { atLeast: 16 } },
    },
    atLeast: 10,
    distractors: [
      {
        why: '22 µF 0805 of 6.3 V and 10 V',
        rule: {
          category: CAPACITOR,
          params: { capacitance: 2.2e-5, package: '0805', voltageRating: { atMost: 10 } },
        },
        keep: 16,
      },
    ],
  },
  {
    q: '100uF 35V 电解电容',
    kind: 'rating',
    what: 'aluminium electrolytic capacitor of 100 µF, voltage rating ≥ 35 V',
    correct: { category: ELECTROLYTIC, params: { capacitance: 1e-4, voltageRating: { atLeast: 35 } } },
    atLeast: 10,
    distractors: [
      {
        why: '100 µF electrolytic of 16 V and 25 V',
        rule: { category: ELECTROLYTIC, params: { capacitance: 1e-4, voltageRating: { atMost: 25 } } },
        keep: 16,
      },
    ],
  },
  {
    q: '1uF 50V 0603',
    kind: 'rating',
    what: 'capacitor of 1 µF, 0603, voltage rating ≥ 50 V',
    correct: {
      category: CAPACITOR,
      params: { capacitance: 1e-6, package: '0603', voltageRating: { atLeast: 50 } },
    },
    atLeast: 10,
    distractors: [
      {
        why: '1 µF 0603 of 10 V to 35 V',
        rule: {
          category: CAPACITOR,
          params: { capacitance: 1e-6, package: '0603', voltageRating: { atMost: 35 } },
        },
        keep: 16,
      },
    ],
  },
  {
    q: '0.1R 1206 1%',
    kind: 'rating',
    what: 'resistor of 0.1 Ω, 1206, tolerance ≤ 1 %',
    correct: { category: RESISTOR, params: { resistance: 0.1, package: '1206', tolerance: { atMost: 1 } } },
    atLeast: 10,
    distractors: [
      {
        why: '0.1 Ω 1206 of 5 %',
        rule: { category: RESISTOR, params: { resistance: 0.1, package: '1206', tolerance: 5 } },
      },
    ],
  },
  {
    q: '1206 自恢复保险丝 500mA',
    kind: 'rating',
    what: 'resettable fuse, 1206, hold current 500 mA',
    correct: { category: /Resettable/i, params: { package: '1206', holdCurrent: 0.5 } },
    atLeast: 10,
    distractors: [
      {
        why: 'resettable fuses 1206 of other currents',
        rule: { category: /Resettable/i, params: { package: '1206' } },
      },
    ],
  },

  // ---- The right kind first ---------------------------------------------------------------------------
  {
    q: '100k 0402 1%',
    kind: 'kind first',
    what: 'chip resistor of 100 kΩ, 0402, tolerance ≤ 1 %, before the NTC thermistors of 100 kΩ 0402 1 %',
    correct: {
      category: CHIP_RESISTOR,
      params: { resistance: 1e5, package: '0402', tolerance: { atMost: 1 } },
    },
    atLeast: 10,
    distractors: [
      {
        why: 'NTC thermistors of 100 kΩ 0402 1 %',
        rule: { category: NTC, params: { resistance: 1e5, package: '0402', tolerance: 1 } },
        keep: 16,
      },
    ],
  },
  {
    q: '10k 0603',
    kind: 'kind first',
    what: 'resistor of 10 kΩ, 0603, before thermistors and potentiometers',
    correct: { category: RESISTOR, params: { resistance: 1e4, package: '0603' } },
    atLeast: 10,
    distractors: [
      {
        why: 'NTC thermistors of 10 kΩ 0603',
        rule: { category: NTC, params: { resistance: 1e4, package: '0603' } },
        keep: 16,
      },
      {
        why: 'potentiometers of 10 kΩ',
        rule: { category: /potentiometer|variable/i, params: { resistance: 1e4 } },
      },
    ],
  },
  {
    q: '0603 104',
    kind: 'value',
    what: 'the code beside a chip size alone: capacitor of 100 nF or resistor of 100 kΩ, 0603',
    correct: {
      params: { package: '0603' },
      anyOf: [
        { category: CAPACITOR, params: { capacitance: 1e-7 } },
        { category: RESISTOR, params: { resistance: 1e5 } },
      ],
    },
    atLeast: 10,
    distractors: [
      { why: 'LEDs of 104 mcd in 0603', rule: { category: /LED/i, description: /\b104mcd/i }, keep: 10 },
    ],
  },
  {
    q: '100nF 0603',
    kind: 'kind first',
    what: 'capacitor of 100 nF, 0603, before EMI filters and feed-through capacitors',
    correct: { category: CAPACITOR, params: { capacitance: 1e-7, package: '0603' } },
    atLeast: 10,
    distractors: [
      {
        why: 'EMI filters and feed-through capacitors of 100 nF',
        rule: { category: /filter|feed/i, params: { capacitance: 1e-7 } },
        keep: 16,
      },
    ],
  },
  {
    q: '600R 0603',
    kind: 'kind first',
    what: 'ferrite bead of 600 Ω at 100 MHz, 0603',
    correct: { category: FERRITE_BEAD, params: { impedance: 600, package: '0603' } },
    atLeast: 10,
    distractors: [
      { why: 'common mode filters of 600 Ω', rule: { category: /common mode/i, params: { impedance: 600 } } },
      {
        why: 'ferrite beads 0603 of 120 Ω',
        rule: { category: FERRITE_BEAD, params: { impedance: 120, package: '0603' } },
      },
    ],
  },
  {
    q: '10k NTC 0603',
    kind: 'kind first',
    what: 'NTC thermistor of 10 kΩ, 0603 (not a chip resistor)',
    correct: { category: NTC, params: { resistance: 1e4, package: '0603' } },
    atLeast: 10,
    distractors: [
      {
        why: 'chip resistors of 10 kΩ 0603',
        rule: { category: CHIP_RESISTOR, params: { resistance: 1e4, package: '0603' } },
        keep: 16,
      },
    ],
  },
  {
    q: '12MHz 3225',
    kind: 'kind first',
    what: 'crystal of 12 MHz in a 3.2 × 2.5 mm package',
    correct: { category: CRYSTAL, params: { frequency: 1.2e7, package: /3225/ } },
    atLeast: 10,
    distractors: [
      { why: 'oscillators of 12 MHz', rule: { category: /oscillator/i, params: { frequency: 1.2e7 } } },
      {
        why: 'crystals of 12 MHz in other packages',
        rule: { category: CRYSTAL, params: { frequency: 1.2e7, package: /5032|HC49/ } },
      },
    ],
  },
  {
    q: '32.768kHz',
    kind: 'kind first',
    what: 'crystal of 32.768 kHz (not an RTC or an oscillator)',
    correct: { category: CRYSTAL, params: { frequency: 32768 } },
    atLeast: 10,
    distractors: [
      { why: 'oscillators of 32.768 kHz', rule: { category: /oscillator/i, params: { frequency: 32768 } } },
      { why: 'RTC chips (they run on a 32.768 kHz crystal)', rule: { category: /real.time clock|\bRTC\b/i } },
    ],
  },
  {
    q: '1uH 0603',
    kind: 'kind first',
    what: 'inductor of 1 µH, 0603',
    correct: { category: INDUCTOR, params: { inductance: 1e-6, package: '0603' } },
    atLeast: 10,
    distractors: [
      {
        why: '1 µF capacitors 0603',
        rule: { category: MLCC, params: { capacitance: 1e-6, package: '0603' } },
      },
      { why: 'ferrite beads 0603', rule: { category: FERRITE_BEAD, params: { package: '0603' } } },
    ],
  },

  // ---- Values read by the words around them ------------------------------------------------------------
  {
    q: '晶振 8M 3225',
    kind: 'value',
    what: 'crystal or oscillator of 8 MHz (a bare M beside 晶振), 3.2 × 2.5 mm',
    correct: { category: /crystal|oscillator/i, params: { frequency: 8e6, package: /3225/ } },
    atLeast: 10,
    distractors: [
      { why: '8 MΩ resistors', rule: { category: RESISTOR, params: { resistance: 8e6 } } },
      {
        why: 'crystals of 8 MHz in HC-49',
        rule: { category: CRYSTAL, params: { frequency: 8e6, package: /HC49/ } },
      },
    ],
  },
  {
    q: '稳压二极管 3.3V SOD-123',
    kind: 'value',
    what: 'zener diode of 3.3 V (its main value, not a rating), SOD-123',
    correct: { category: /zener/i, params: { zenerVoltage: 3.3, package: 'SOD123' } },
    atLeast: 10,
    distractors: [
      {
        why: 'zeners of 5.1 V in SOD-123',
        rule: { category: /zener/i, params: { zenerVoltage: 5.1, package: 'SOD123' } },
      },
      { why: 'TVS of 3.3 V in SOD-123', rule: { category: /TVS|ESD/i, params: { package: 'SOD123' } } },
    ],
  },
  {
    q: '0R 0603',
    kind: 'value',
    what: 'zero-ohm resistor (jumper), 0603',
    correct: { category: RESISTOR, params: { resistance: 0, package: '0603' } },
    atLeast: 10,
    distractors: [
      {
        why: 'resistors 0603 of 10 Ω',
        rule: { category: RESISTOR, params: { resistance: 10, package: '0603' } },
      },
    ],
  },

  // ---- Brands in Chinese and English ------------------------------------------------------------------
  {
    q: '国巨 0603 10k',
    kind: 'brand',
    what: 'YAGEO resistor of 10 kΩ, 0603',
    correct: { brand: /^YAGEO$/i, category: RESISTOR, params: { resistance: 1e4, package: '0603' } },
    atLeast: 5,
    reads: [{ kind: 'brand', text: '国巨' }],
    distractors: [
      {
        why: 'other makers of 10 kΩ 0603',
        rule: { category: CHIP_RESISTOR, params: { resistance: 1e4, package: '0603' } },
      },
    ],
  },
  {
    q: '风华 100nF 0402',
    kind: 'brand',
    what: 'Fenghua capacitor of 100 nF, 0402',
    correct: { brand: /fenghua|^FH$/i, params: { capacitance: 1e-7, package: '0402' } },
    atLeast: 3,
    reads: [{ kind: 'brand', text: '风华' }],
    distractors: [
      {
        why: 'other makers of 100 nF 0402',
        rule: { category: MLCC, params: { capacitance: 1e-7, package: '0402' } },
      },
    ],
  },
  {
    q: '顺络 磁珠 0603',
    kind: 'brand',
    what: 'Sunlord ferrite bead, 0603',
    correct: { brand: /sunlord/i, category: FERRITE_BEAD, params: { package: '0603' } },
    atLeast: 10,
    reads: [
      { kind: 'brand', text: '顺络' },
      { kind: 'category', text: '磁珠' },
    ],
    distractors: [
      {
        why: 'Sunlord inductors 0603',
        rule: { brand: /sunlord/i, category: INDUCTOR, params: { package: '0603' } },
      },
      { why: 'other makers of beads 0603', rule: { category: FERRITE_BEAD, params: { package: '0603' } } },
    ],
  },
  {
    q: '三星 10uF 0603',
    kind: 'brand',
    what: 'Samsung Electro-Mechanics capacitor of 10 µF, 0603',
    correct: { brand: /samsung/i, params: { capacitance: 1e-5, package: '0603' } },
    atLeast: 3,
    reads: [{ kind: 'brand', text: '三星' }],
    distractors: [
      {
        why: 'other makers of 10 µF 0603',
        rule: { category: MLCC, params: { capacitance: 1e-5, package: '0603' } },
      },
    ],
  },
  {
    q: '乐鑫 ESP32-C3',
    kind: 'brand',
    what: 'Espressif part of the ESP32-C3 family',
    correct: { brand: /espressif/i, partNumber: /^ESP32C3/ },
    atLeast: 5,
    reads: [{ kind: 'brand', text: '乐鑫' }],
    distractors: [
      { why: 'other ESP32 parts of Espressif', rule: { brand: /espressif/i, partNumber: /^ESP32S3/ } },
      { why: 'ESP32-C3 boards of other makers', rule: { partNumber: /ESP32C3/, brand: /^(?!.*espressif)/i } },
    ],
  },
  {
    q: 'TDK 电感 4.7uH',
    kind: 'brand',
    what: 'TDK inductor of 4.7 µH',
    correct: { brand: /^TDK$/i, category: INDUCTOR, params: { inductance: 4.7e-6 } },
    atLeast: 5,
    reads: [
      { kind: 'brand', text: 'TDK' },
      { kind: 'category', text: '电感' },
    ],
    distractors: [
      { why: 'other makers of 4.7 µH', rule: { category: INDUCTOR, params: { inductance: 4.7e-6 } } },
    ],
  },
  {
    q: 'Murata 1uF 0402',
    kind: 'brand',
    what: 'Murata capacitor of 1 µF, 0402',
    correct: { brand: /murata/i, params: { capacitance: 1e-6, package: '0402' } },
    atLeast: 5,
    distractors: [
      {
        why: 'other makers of 1 µF 0402',
        rule: { category: MLCC, params: { capacitance: 1e-6, package: '0402' } },
      },
    ],
  },

  // ---- Packages beside categories ---------------------------------------------------------------------
  {
    q: 'SOIC-8 运放',
    kind: 'package',
    what: 'op amp in SOIC-8 (which the catalog mostly writes SOP-8)',
    correct: {
      category: OP_AMP,
      anyOf: SOIC8_WAYS,
    },
    // SOIC-8, SOP-8 and SO-8 are one package (JEDEC MS-012); the fixture holds 25, 25 and 21 op amps so written,
    // so one spelling alone does not reach this.
    atLeast: 40,
    distractors: [
      { why: 'op amps in SOT-23-5', rule: { category: OP_AMP, params: { package: /^SOT235/ } } },
      {
        why: 'comparators in SOIC-8',
        rule: { category: /comparator/i, params: { package: /^(SOIC8|SOP8|SO8)$/ } },
      },
    ],
  },
  {
    q: 'LDO SOT-23-5 3.3V',
    kind: 'package',
    what: 'LDO regulator of 3.3 V output, SOT-23-5',
    correct: { category: LDO, params: { package: /^SOT235$/, outputVoltage: 3.3 } },
    atLeast: 10,
    distractors: [
      {
        why: 'LDOs of 3.3 V in SOT-23',
        rule: { category: LDO, params: { package: 'SOT23', outputVoltage: 3.3 } },
      },
      {
        why: 'LDOs in SOT-23-5 of 1.8 V',
        rule: { category: LDO, params: { package: /^SOT235$/, outputVoltage: 1.8 } },
      },
    ],
  },

  {
    q: 'ESD 0402',
    kind: 'package',
    what: 'ESD protection diode, 0402',
    correct: { category: /\bESD\b/i, params: { package: '0402' } },
    atLeast: 10,
    distractors: [
      { why: 'ESD diodes in SOD-523', rule: { category: /\bESD\b/i, params: { package: 'SOD523' } } },
      { why: 'MLCC 0402', rule: { category: MLCC, params: { package: '0402' } } },
    ],
  },

  // ---- Part-number families ---------------------------------------------------------------------------
  {
    q: 'MOS管 AO3401',
    kind: 'part number',
    what: 'an AO3401 MOSFET (any maker)',
    correct: { category: MOSFET, partNumber: /^AO3401/ },
    atLeast: 5,
    distractors: [{ why: 'AO3400 (N-channel)', rule: { partNumber: /^AO3400/ } }],
  },
  {
    q: 'AMS1117-3.3 SOT-223',
    kind: 'part number',
    what: 'AMS1117-3.3 (any maker), package SOT-223',
    correct: { partNumber: /^AMS111733/, params: { package: /^SOT223/ } },
    atLeast: 3,
    distractors: [{ why: 'AMS1117 of other voltages', rule: { partNumber: /^AMS1117(?!33)/ } }],
  },
  {
    q: 'CH340',
    kind: 'part number',
    what: 'a CH340 part (CH340G, CH340C, CH340N …)',
    correct: { partNumber: /^CH340/ },
    atLeast: 5,
    distractors: [{ why: 'CH34x of other numbers', rule: { partNumber: /^CH34[13]/ } }],
  },
  {
    q: 'LM358 SOP-8',
    kind: 'part number',
    what: 'an LM358 in SOP-8 (= SOIC-8, SO-8)',
    correct: { partNumber: /^LM358/, anyOf: SOIC8_WAYS },
    // The catalog writes 30 of them SOP-8, 15 SOIC-8 and 7 SO-8; the fixture holds 16, 15 and 7.
    atLeast: 25,
    distractors: [
      {
        why: 'LM358 in DIP-8 and MSOP-8',
        rule: { partNumber: /^LM358/, params: { package: /^(DIP8|MSOP8|TSSOP8)/ } },
      },
    ],
  },

  // ---- Numbers and units typed apart ------------------------------------------------------------------
  {
    q: '10 k 0603',
    kind: 'spacing',
    what: 'resistor of 10 kΩ, 0603',
    correct: { category: RESISTOR, params: { resistance: 1e4, package: '0603' } },
    atLeast: 10,
    distractors: [
      {
        why: 'NTC thermistors of 10 kΩ 0603',
        rule: { category: NTC, params: { resistance: 1e4, package: '0603' } },
      },
    ],
  },
  {
    q: '2 .2uH',
    kind: 'spacing',
    what: 'inductor of 2.2 µH (the point typed after a space)',
    correct: { category: INDUCTOR, params: { inductance: 2.2e-6 } },
    atLeast: 10,
    distractors: [
      { why: 'inductors of 2 µH and of 0.2 µH', rule: { category: INDUCTOR, params: { inductance: 2e-6 } } },
    ],
  },
  {
    q: '4.7 uF 0805',
    kind: 'spacing',
    what: 'capacitor of 4.7 µF, 0805',
    correct: { category: CAPACITOR, params: { capacitance: 4.7e-6, package: '0805' } },
    atLeast: 10,
    distractors: [
      { why: '4.7 µF in 0603', rule: { category: MLCC, params: { capacitance: 4.7e-6, package: '0603' } } },
      { why: '47 µF in 0805', rule: { category: MLCC, params: { capacitance: 4.7e-5, package: '0805' } } },
    ],
  },
  {
    q: '100 nF 50 V 0402',
    kind: 'spacing',
    what: 'capacitor of 100 nF, 0402, voltage rating ≥ 50 V',
    correct: {
      category: CAPACITOR,
      params: { capacitance: 1e-7, package: '0402', voltageRating: { atLeast: 50 } },
    },
    atLeast: 10,
    distractors: [
      {
        why: '100 nF 0402 of 16 V and 25 V',
        rule: {
          category: CAPACITOR,
          params: { capacitance: 1e-7, package: '0402', voltageRating: { atMost: 35 } },
        },
      },
    ],
  },

  // ---- Typos ------------------------------------------------------------------------------------------
  {
    q: '10K 0603 1％',
    kind: 'typo',
    what: 'resistor of 10 kΩ, 0603, tolerance ≤ 1 % (full-width %)',
    correct: { category: RESISTOR, params: { resistance: 1e4, package: '0603', tolerance: { atMost: 1 } } },
    atLeast: 10,
    distractors: [
      {
        why: 'NTC thermistors of 10 kΩ 0603 1 %',
        rule: { category: NTC, params: { resistance: 1e4, package: '0603', tolerance: 1 } },
      },
      {
        why: '10 kΩ 0603 of 5 %',
        rule: { category: RESISTOR, params: { resistance: 1e4, package: '0603', tolerance: 5 } },
      },
    ],
  },
  {
    q: 'GRM188R71H104KA93',
    kind: 'typo',
    what: 'the Murata GRM188R71H104KA93 (its packing letter left off)',
    correct: { partNumber: /^GRM188R71H104KA93/ },
    atLeast: 1,
    distractors: [{ why: 'GRM188 of other values', rule: { partNumber: /^GRM188R71H/ } }],
  },
];
