import { describe, expect, it } from 'vitest';
import { parseParameters, isMatchable, type ComponentParameters } from './part-parameters.js';
import { packageWord, valueWord } from './part-parameter-values.js';

/**
 * The parametric parser on real descriptions. BOM forms: the free-text lines of the real BOMs in
 * domains/bom/fixtures (rubiks-cube-robot_BOM.xlsx, SurfaceDial_Lite_BOM_easyeda_utf16, the hackrf BOMs'
 * values and descriptions; their sources are in domains/bom/fixtures/SOURCE.md), and the forms buyers type
 * in the BOM's description column. Catalog forms: product descriptions and packages of seed/data/catalog/parts-sample.json.
 */

const NONE: ComponentParameters = {
  kind: null,
  value: null,
  package: null,
  voltage: null,
  tolerance: null,
  dielectric: null,
  power: null,
  capacitorType: null,
};

function parsed(text: string, designators?: string, categoryNames?: string[]) {
  return parseParameters(text, { designators, categoryNames });
}

describe('values', () => {
  it.each([
    ['4.7k', 4700],
    ['4k7', 4700],
    ['4K7', 4700],
    ['4R7', 4.7],
    ['0R', 0],
    ['1M', 1e6],
    ['1M5', 1.5e6],
    ['100nF', 1e-7],
    ['0.1uF', 1e-7],
    ['0.1µF', 1e-7],
    ['0.1UF', 1e-7],
    ['33PF', 3.3e-11],
    ['8p2', 8.2e-12],
    ['2n2', 2.2e-9],
    ['10uH', 1e-5],
    ['866Ω', 866],
    ['42.2kΩ', 42200],
    ['68mΩ', 0.068],
    ['1MΩ', 1e6],
    ['10 ohm', null],
    ['12MHz', 1.2e7],
    ['32.768kHz', 32768],
    ['600R', 600],
  ])('%s → %s', (word, value) => {
    expect(valueWord(word)?.value ?? null).toBe(value);
  });

  it('100 nF and 0.1 µF are the same number, so the catalog and the BOM compare equal', () => {
    expect(valueWord('100nF')?.value).toBe(valueWord('0.1uF')?.value);
    expect(valueWord('4.7k')?.value).toBe(valueWord('4k7')?.value);
    expect(valueWord('10000pF')?.value).toBe(valueWord('10nF')?.value);
  });

  it('words that are no values: ratings, packages, part numbers', () => {
    for (const word of ['25V', 'X7R', '1%', '500mA', 'STM32F103', '1N4148', 'M3'])
      expect(valueWord(word)).toBeNull();
  });
});

describe('packages', () => {
  it.each([
    ['0603', '0603'],
    ['0603R', '0603'],
    ['0603C', '0603'],
    ['C0805', '0805'],
    ['R_0402', '0402'],
    ['1206', '1206'],
    ['2512', '2512'],
    ['SOT-23', 'SOT-23'],
    ['SOT23', 'SOT-23'],
    ['SOT-23-3', 'SOT-23'],
    ['SOT-23-5', 'SOT-23-5'],
    ['SOD-123', 'SOD-123'],
    ['SOD123', 'SOD-123'],
    ['SOD-123F', 'SOD-123F'],
    ['DO-214AC', 'SMA'],
    ['LL34', 'LL-34'],
    ['SOD-80C', 'LL-34'],
    ['3528', '3528'],
    ['SMD3225-4P', '3225'],
    ['49S', 'HC-49S'],
    ['HC-49S-SMD', 'HC-49S-SMD'],
    ['1234', null],
    ['QFN-32', null],
  ])('%s → %s', (word, pkg) => {
    expect(packageWord(word)).toBe(pkg);
  });
});

describe('BOM free-text lines', () => {
  it.each<[string, string | undefined, Partial<ComponentParameters>]>([
    ['0603 4.7k电阻', undefined, { kind: 'resistor', value: 4700, package: '0603' }],
    ['100nF 25V 0603电容', undefined, { kind: 'capacitor', value: 1e-7, voltage: 25, package: '0603' }],
    ['10uF/16V 0805', undefined, { kind: 'capacitor', value: 1e-5, voltage: 16, package: '0805' }],
    ['10uF 6.3V 0805电容', undefined, { kind: 'capacitor', value: 1e-5, voltage: 6.3, package: '0805' }],
    ['Resistor 10K 1% 0402', undefined, { kind: 'resistor', value: 1e4, tolerance: 1, package: '0402' }],
    [
      '贴片电容 0.1uF 50V X7R 0603',
      undefined,
      { kind: 'capacitor', value: 1e-7, voltage: 50, dielectric: 'X7R', package: '0603' },
    ],
    ['1k 0402电阻', undefined, { kind: 'resistor', value: 1000, package: '0402' }],
    ['4R7 ±5% 1/10W 0603', 'R5', { kind: 'resistor', value: 4.7, tolerance: 5, power: 0.1, package: '0603' }],
    ['0R', 'R12', { kind: 'resistor', value: 0 }],
    ['104', 'C1, C2', { kind: 'capacitor', value: 1e-7 }],
    ['104 0603', undefined, { kind: null, package: '0603' }],
    ['225 X5R 0402', 'C7', { kind: 'capacitor', value: 2.2e-6, dielectric: 'X5R', package: '0402' }],
    ['22', 'C3', { kind: 'capacitor', value: 2.2e-11 }],
    ['10u', 'L2', { kind: 'inductor', value: 1e-5 }],
    ['100n', undefined, { kind: 'capacitor', value: 1e-7 }],
    ['磁珠 600R 0603', undefined, { kind: 'ferriteBead', value: 600, package: '0603' }],
    ['120Ω@100MHz 0402', 'FB1', { kind: 'ferriteBead', value: 120, package: '0402' }],
    ['12MHz 49S晶振', undefined, { kind: 'crystal', value: 1.2e7, package: 'HC-49S' }],
    // An LED without its colour, a Schottky without its ratings: no value to look up.
    ['0805 LED', undefined, { kind: 'led', value: null, package: '0805' }],
    ['SS34 SMA 肖特基二极管', undefined, { kind: 'schottky', value: null, package: 'SMA' }],
    ['3.6 Zener', undefined, { kind: 'zener', value: 3.6, voltage: null }],
    ['C0G 100pF 50V 0402', undefined, { kind: 'capacitor', value: 1e-10, dielectric: 'C0G', voltage: 50 }],
    ['NP0 22pF', undefined, { kind: 'capacitor', value: 2.2e-11, dielectric: 'C0G' }],
    ['10K 1% 0603R', 'R1-R4', { kind: 'resistor', value: 1e4, tolerance: 1, package: '0603' }],
  ])('%s (%s)', (text, designators, expected) => {
    expect(parsed(text, designators)).toMatchObject(expected);
  });

  it('the SurfaceDial names: their values say the kind by unit or multiplier', () => {
    expect(parsed('4.7K', 'U?,U?,U?')).toMatchObject({ kind: 'resistor', value: 4700 });
    expect(parsed('5.1k')).toMatchObject({ kind: 'resistor', value: 5100 });
    expect(parsed('0.1uF')).toMatchObject({ kind: 'capacitor', value: 1e-7 });
    expect(parsed('4.7uF')).toMatchObject({ kind: 'capacitor', value: 4.7e-6 });
    // A bare number and a current say no kind.
    expect(parsed('66.5', 'U?,U?').kind).toBeNull();
    expect(parsed('500ma', 'U?').kind).toBeNull();
  });

  it('the hackrf descriptions and values', () => {
    expect(parsed('CAP CER 0.1UF 10V 10% X5R 0402')).toEqual({
      kind: 'capacitor',
      value: 1e-7,
      package: '0402',
      voltage: 10,
      tolerance: 10,
      dielectric: 'X5R',
      power: null,
      capacitorType: null,
    });
    expect(parsed('CAP CER 10000PF 16V 10% X7R 0402').value).toBe(1e-8);
    expect(parsed('8p2', 'C14')).toMatchObject({ kind: 'capacitor', value: 8.2e-12 });
  });

  it('texts without a component: sockets, screws, cables, chips', () => {
    for (const text of ['XH-2A插座', 'M3螺母', 'MPU6050杜邦线', 'TYPE_C', 'attiny85', '2.54mm排针'])
      expect(isMatchable(parsed(text))).toBe(false);
  });

  it('parts of other kinds that hold a kind word are none of the kinds', () => {
    expect(parsed('10k 可调电阻').kind).toBeNull();
    expect(parsed('NTC 10K 0603 thermistor').kind).toBeNull();
    expect(parsed('压敏电阻 14D471K').kind).toBeNull();
    expect(parsed('自恢复保险丝 0805 500mA').kind).toBeNull();
    expect(parsed('100nF 25V 2A 30mΩ ±20% SMD-4P,2x1.2mm Feed Through Capacitors').kind).toBeNull();
  });

  it('designators of several kinds say none', () => {
    expect(parsed('10', 'R1, C2').kind).toBeNull();
  });

  it('reads a value typed with spaces inside as one value, never as a smaller one', () => {
    expect(parsed('10 k 0603 电阻')).toMatchObject({ kind: 'resistor', value: 10_000, package: '0603' });
    expect(parsed('100 nF 50 V 0402 电容')).toMatchObject({ kind: 'capacitor', value: 1e-7, voltage: 50 });
    expect(parsed('2 .2uH 电感 0805')).toMatchObject({ kind: 'inductor', value: 2.2e-6 });
    expect(parsed('R 4.7 K 1 %')).toMatchObject({ kind: 'resistor', value: 4700, tolerance: 1 });
    // A word after a number that is no unit stays apart.
    expect(parsed('M3 10 mm 螺丝').kind).toBeNull();
  });
});

/** The colours' numbers of part-parameter-actives.ts, as the table keeps them. */
const RED = 3;
const GREEN = 6;
const YELLOW_GREEN = 1;
const WARM_WHITE = 2;

describe('library names (KiCad, Altium and KiBoM exports): their words joined by underscores', () => {
  it.each<[string, Partial<ComponentParameters>]>([
    // The value columns of Marble-Mini_bom_kibom.csv (domains/bom/fixtures, SOURCE.md there).
    [
      'CC0402_100NF_16V_10%_X5R',
      { kind: 'capacitor', value: 1e-7, package: '0402', voltage: 16, tolerance: 10, dielectric: 'X5R' },
    ],
    ['CC0201_470NF_4V_20%_X5R', { kind: 'capacitor', value: 4.7e-7, package: '0201', voltage: 4 }],
    ['CC0603_4.7UF_16V_10%_X5R', { kind: 'capacitor', value: 4.7e-6, package: '0603' }],
    ['CC0402_100PF_50V_5%_C0G', { kind: 'capacitor', value: 1e-10, tolerance: 5, dielectric: 'C0G' }],
    [
      'R0402_10K_1%_0.0625W_100PPM',
      { kind: 'resistor', value: 1e4, package: '0402', tolerance: 1, power: 0.0625 },
    ],
    ['R0402_2K2_1%_0.0625W_100PPM', { kind: 'resistor', value: 2200, package: '0402' }],
    ['R0402_49R9_1%_0.0625W_100PPM', { kind: 'resistor', value: 49.9, package: '0402' }],
    ['R0603_4K99_1%_0.063W_50PPM', { kind: 'resistor', value: 4990, package: '0603', power: 0.063 }],
    ['R0402_0R_JUMPER', { kind: 'resistor', value: 0, package: '0402' }],
    ['R0402_100R_1%_0.1W_100PPM_50V', { kind: 'resistor', value: 100, voltage: 50, power: 0.1 }],
    // KiCad's own names.
    ['R_0603_10K_1%', { kind: 'resistor', value: 1e4, package: '0603', tolerance: 1 }],
    ['C_0805_4.7uF', { kind: 'capacitor', value: 4.7e-6, package: '0805' }],
    ['L_0603_2.2uH', { kind: 'inductor', value: 2.2e-6, package: '0603' }],
    // A value column beside a footprint column (dboard_BOM-keyboard_jlcpcb.csv): the imperial size first.
    ['100n C_0402_1005Metric', { kind: 'capacitor', value: 1e-7, package: '0402' }],
    ['16MHz Crystal_SMD_3225-4Pin_3.2x2.5mm', { kind: 'crystal', value: 1.6e7, package: '3225' }],
    // IPC-7351 footprints name the metric size: CAPC0603 is an 0201, RESC1005 an 0402.
    ['100nF CAPC0603X33N', { kind: 'capacitor', value: 1e-7, package: '0201' }],
    ['R0402_1K_1% RESC1005X40N', { kind: 'resistor', value: 1000, package: '0402' }],
    ['22uF CAPC1709X100N', { kind: 'capacitor', value: 2.2e-5, package: null }],
  ])('%s', (text, expected) => {
    expect(parsed(text)).toMatchObject(expected);
  });

  it('names of parts without a value to look up', () => {
    // A diode by its footprint alone, a connector's pins without their pitch, switches, holes, a trimmer.
    expect(parsed('D_SOD-123', 'D1')).toMatchObject({ kind: 'diode', value: null, package: 'SOD-123' });
    expect(parsed('Conn_01x04_Male')).toMatchObject({ kind: 'pinHeader', value: null });
    for (const text of [
      'Conn_01x04_Male',
      'Conn_02x06_Odd_Even',
      'R_POT',
      'SW_Push',
      'MountingHole',
      'D_SOD-123',
    ])
      expect(isMatchable(parsed(text)), text).toBe(false);
    // No capacitor in 'Conn', no resistor in 'R_POT' although its designator says R.
    expect(parsed('Conn_01x04_Male', 'J9').kind).not.toBe('capacitor');
    expect(parsed('R_POT', 'RV1').kind).toBeNull();
    expect(parsed('R_POT_Trim 10k', 'R3').kind).toBeNull();
  });
});

describe('LEDs, diodes, transistors, regulators and headers on a BOM line', () => {
  it.each<[string, string | undefined, Partial<ComponentParameters> | null]>([
    ['LED 0603 red', undefined, { kind: 'led', value: RED, package: '0603' }],
    ['LED_0805_Green', undefined, { kind: 'led', value: GREEN, package: '0805' }],
    ['红色LED 0603', 'LED1', { kind: 'led', value: RED, package: '0603' }],
    ['LED_0603_Red', undefined, { kind: 'led', value: RED, package: '0603' }],
    ['绿色发光二极管 0805', undefined, { kind: 'led', value: GREEN, package: '0805' }],
    // Two colours: a bi-colour LED, no drop-in of either.
    ['LED 0603 red/green', undefined, null],
    ['LDO 3.3V SOT-23-5', undefined, { kind: 'ldo', value: 3.3, package: 'SOT-23-5' }],
    ['线性稳压 5V SOT-89', undefined, { kind: 'ldo', value: 5, package: 'SOT-89' }],
    ['LDO 3.3V', undefined, null],
    ['LDO adjustable SOT-23-5', undefined, null],
    ['肖特基二极管 40V 3A SMA', undefined, { kind: 'schottky', value: 3, voltage: 40, package: 'SMA' }],
    ['Schottky diode 1A 60V SOD-123', 'D3', { kind: 'schottky', value: 1, voltage: 60, package: 'SOD-123' }],
    ['Rectifier 1A 1000V SMA', undefined, { kind: 'rectifier', value: 1, voltage: 1000, package: 'SMA' }],
    ['Schottky 40V SMA', undefined, null],
    ['N-MOSFET 30V 5.8A SOT-23', undefined, { kind: 'nmos', value: 5.8, voltage: 30, package: 'SOT-23' }],
    ['MOSFET P-Channel -30V -4.3A SOT-23', undefined, { kind: 'pmos', value: 4.3, voltage: 30 }],
    ['NPN 45V 100mA SOT-23', 'Q1', { kind: 'npn', value: 0.1, voltage: 45, package: 'SOT-23' }],
    // Channel, voltage and current all written, or nothing: a wrong transistor is worse than none.
    ['MOSFET 30V 5A SOT-23', undefined, null],
    ['N-MOSFET 30V SOT-23', undefined, null],
    ['N-MOSFET 5A SOT-23', undefined, null],
    ['Dual N-Channel MOSFET 30V 5A SO-8', undefined, null],
    ['BJT SOT-23', undefined, null],
    ['PinHeader_1x04_P2.54mm_Vertical', undefined, { kind: 'pinHeader', value: 4, package: '1x4 P2.54' }],
    [
      'PinHeader_2x05_P1.27mm_Vertical_SMD',
      undefined,
      { kind: 'pinHeader', value: 10, package: '2x5 P1.27 SMD' },
    ],
    ['PinHeader_1x03_P2.54mm_Horizontal', undefined, { kind: 'pinHeader', value: 3, package: '1x3 P2.54 R' }],
    ['排针 2x3P 2.54', undefined, { kind: 'pinHeader', value: 6, package: '2x3 P2.54' }],
    ['PinSocket_1x04_P2.54mm_Vertical', undefined, { kind: 'femaleHeader', value: 4, package: '1x4 P2.54' }],
    ['排母 1x8P 2.54mm', undefined, { kind: 'femaleHeader', value: 8, package: '1x8 P2.54' }],
    // The rows and pins without the pitch, the pitch without them.
    ['Conn_01x04_Male', 'J9', null],
    ['2.54mm排针', undefined, null],
  ])('%s (%s)', (text, designators, expected) => {
    const p = parsed(text, designators);
    if (expected === null) expect(isMatchable(p)).toBe(false);
    else {
      expect(p).toMatchObject(expected);
      expect(isMatchable(p)).toBe(true);
    }
  });

  it('an LED, diode or transistor without its package is not looked up: another package does not fit', () => {
    expect(isMatchable(parsed('LED red'))).toBe(false);
    expect(isMatchable(parsed('N-MOSFET 30V 5.8A'))).toBe(false);
    expect(isMatchable(parsed('LED 3mm red 直插'))).toBe(false);
  });
});

describe('catalog descriptions (seed/data/catalog/parts-sample.json)', () => {
  it.each<[string, string[], Partial<ComponentParameters>]>([
    [
      '0201 -55℃~+125℃ 25V 50mW 866Ω Thick Film Resistor ±1% ±200ppm/℃ 0201 Chip Resistor - Surface Mount ROHS',
      ['Chip Resistor - Surface Mount', 'Resistors'],
      { kind: 'resistor', value: 866, voltage: 25, power: 0.05, tolerance: 1, package: '0201' },
    ],
    [
      '0402 25V 4.7nF X7R ±10% 0402 Multilayer Ceramic Capacitors MLCC - SMD/SMT ROHS',
      ['Multilayer Ceramic Capacitors MLCC - SMD/SMT', 'Capacitors'],
      { kind: 'capacitor', value: 4.7e-9, voltage: 25, dielectric: 'X7R', tolerance: 10, package: '0402' },
    ],
    [
      'CASE-C-6032-25(mm) -55℃~+125℃ 1.2Ω@100kHz 100uF 10V ±10% CASE-C-6032-25(mm) Tantalum Capacitors ROHS',
      ['Tantalum Capacitors', 'Capacitors'],
      { kind: 'capacitor', value: 1e-4, voltage: 10, package: null, capacitorType: 'tantalum' },
    ],
    [
      'SMD,5.8x5.2mm 20mΩ 3A 4.7uH Unshielded Inductor ±20% SMD,5.8x5.2mm Power Inductors ROHS',
      ['Power Inductors', 'Inductors/Coils/Transformers'],
      { kind: 'inductor', value: 4.7e-6, tolerance: 20 },
    ],
    [
      '0402 -55℃~+125℃ 1 1.3Ω 200mA 75Ω@100MHz ±25% 0402 Ferrite Beads ROHS',
      ['Ferrite Beads', 'Filters/EMI Optimization'],
      { kind: 'ferriteBead', value: 75, package: '0402' },
    ],
    [
      'SMD3225-4P -40℃~+85℃ 20pF 32MHz 50Ω Crystal Oscillator ±10ppm ±30ppm SMD3225-4P Crystals ROHS',
      ['Crystals', 'Crystals/Oscillators/Resonators'],
      { kind: 'crystal', value: 3.2e7, package: '3225' },
    ],
    [
      'SMD7050-4P -40℃~+85℃ 1.8V~3.3V 12mA 50MHz CMOS ±10ppm ±20ppm SMD7050-4P Crystal Oscillators ROHS',
      ['Oscillators', 'Crystals/Oscillators/Resonators'],
      { kind: 'oscillator', value: 5e7, package: '7050' },
    ],
    [
      'SOD-323 1 Independent 200mW 3.4V~3.8V 3.6V 5uA 600Ω 90Ω SOD-323 Zener Diodes ROHS',
      ['Zener Diodes', 'Diodes'],
      { kind: 'zener', value: 3.6, package: 'SOD-323' },
    ],
    [
      '0805 -40℃~+80℃ 120° 180mcd 2.4V 20mA 524nm 60mW 620nm~630nm Discrete Diode Red Water Clear 0805 LED Indication - Discrete ROHS',
      ['Light Emitting Diodes (LED)', 'Optoelectronics'],
      { kind: 'led', value: RED, package: '0805' },
    ],
    [
      '插件-3P,6.4x4.3mm 10kΩ 12 250mW ±10% ±100ppm/℃ 插件-3P,6.4x4.3mm Potentiometers, Variable Resistors ROHS',
      ['Variable Resistors/Potentiometers', 'Resistors'],
      { kind: null },
    ],
  ])('%s', (text, categoryNames, expected) => {
    expect(parsed(text, undefined, categoryNames)).toMatchObject(expected);
  });

  it.each<[string, string, string[], Partial<ComponentParameters> | null]>([
    [
      'KT-0603G',
      '0603 -40℃~+85℃ 100mW 120° 3.1V 430mcd 513nm~528nm 525nm 5mA Discrete Diode Emerald Green Water Clear 0603 LED Indication - Discrete ROHS',
      ['Light Emitting Diodes (LED)', 'Optoelectronics'],
      { kind: 'led', value: GREEN, package: '0603' },
    ],
    [
      'LTST-C170KGKT',
      '0805 -55℃~+85℃ 130° 20mA 2V 35mcd 571nm 574nm 75mW Discrete Diode Water Clear Yellow Green 0805 LED Indication - Discrete ROHS',
      ['Light Emitting Diodes (LED)', 'Optoelectronics'],
      { kind: 'led', value: YELLOW_GREEN, package: '0805' },
    ],
    [
      // The lens's colour is not the light's.
      'XL-1608WWC-06',
      '0603 -40℃~+85℃ 130° 20mA 2500K~3000K 3.3V 70mW 780mcd Discrete Diode Top-mount Warm White Yellow Lens 0603 LED Indication - Discrete ROHS',
      ['Light Emitting Diodes (LED)', 'Optoelectronics'],
      { kind: 'led', value: WARM_WHITE, package: '0603' },
    ],
    [
      // The forward current the smaller of two, the surge current the larger; the reverse voltage the largest.
      'B16WS',
      'SOD-323 1 Independent 100uA@60V 10A 1A 60V 700mV@1A SOD-323 Schottky Diodes ROHS',
      ['Schottky Diodes', 'Diodes'],
      { kind: 'schottky', value: 1, voltage: 60, package: 'SOD-323' },
    ],
    [
      'LRB520CS-30T5G',
      'SOD-923 1 Independent 100mA 30V 450mV 500mA 500nA SOD-923 Schottky Diodes ROHS',
      ['Schottky Barrier Diodes (SBD)', 'Diodes'],
      { kind: 'schottky', value: 0.1, voltage: 30, package: 'SOD-923' },
    ],
    [
      // Two diodes in one package are no drop-in for one.
      'LBAT54ALT1G',
      'SOT-23 1 Pair Common Anode 200mA 2uA 30V 400mV 600mA SOT-23 Schottky Diodes ROHS',
      ['Schottky Diodes', 'Diodes'],
      null,
    ],
    [
      // Two transistors in one package, or one with built-in resistors, are no drop-in for a plain one.
      'BC847BDW1T1G',
      'SOT-363 -55℃~+150℃ 100MHz 100mA 150 2 NPN 250mV 380mW 45V 5uA 6V NPN SOT-363 Bipolar (BJT) ROHS',
      ['Bipolar Transistors - BJT', 'Transistors'],
      null,
    ],
    [
      'DDTD123YC-7-F',
      'SOT-23 -55℃~+150℃ 0.5uA 1 NPN (Pre-Biased) 2.2kΩ 200MHz 200mW 2V 300mV 300mV 300mV 500mA 50V 56 5V NPN SOT-23 Digital Transistors ROHS',
      ['Transistors (NPN/PNP)', 'Transistors'],
      null,
    ],
    [
      'LN2306LT1G',
      'SOT-23 -55℃~+150℃ 1 N-channel 1.4V 1.4W 30V 38mΩ@10V 5.8A 513.51pF 54.87pF SOT-23 MOSFETs ROHS',
      ['MOSFETs', 'Transistors'],
      { kind: 'nmos', value: 5.8, voltage: 30, package: 'SOT-23' },
    ],
    [
      'AO3407A',
      'SOT-23 1 P-Channel 16nC@10V 2.5V 30V 4.3A 48mΩ@10V 830pF 92pF SOT-23 MOSFETs ROHS',
      ['MOSFETs', 'Transistors'],
      { kind: 'pmos', value: 4.3, voltage: 30, package: 'SOT-23' },
    ],
    [
      // A complementary pair is neither channel's drop-in.
      'AO6604',
      'TSOP-6 -55℃~+150℃ 1 N-Channel + 1 P-Channel 13A、13A 2.9nC@4.5V、8.5nC@4.5V 20V 260pF、560pF 27pF、70pF 48pF、80pF 650mV、700mV 65mΩ@4.5V、75mΩ@4.5V N-Channel + P-Channel TSOP-6 MOSFETs ROHS',
      ['MOSFETs', 'Transistors'],
      null,
    ],
    [
      'BC857',
      'SOT-23 1 PNP 100MHz 100mA 15nA 200mW 45V 5V 650mV 800 PNP SOT-23 Bipolar (BJT) ROHS',
      ['Bipolar Transistors - BJT', 'Transistors'],
      { kind: 'pnp', value: 0.1, voltage: 45, package: 'SOT-23' },
    ],
    [
      'SGM2036-3.3YN5G/TR',
      'SOT-23-5 -40℃~+85℃ 1 100uVrms 190mV@(300mA) 20uA 3.3V 300mA 5.5V 80dB@(217Hz) Fixed Over Temperature Protection、Enable、Short Circuit Protection Positive SOT-23-5 Voltage Regulators - Linear, Low Drop Out (LDO) Regulators ROHS',
      ['Voltage Regulators - Linear, Low Drop Out (LDO) Regulators', 'Power Management (PMIC)'],
      { kind: 'ldo', value: 3.3, package: 'SOT-23-5' },
    ],
    [
      'L7805CV-DG',
      'TO-220 0℃~+125℃@(Tj) 1 1.5A 2V@(1A) 35V 5V 62dB@(120Hz) 8mA Fixed Over Temperature Protection、Short Circuit Protection Positive TO-220 Voltage Regulators - Linear, Low Drop Out (LDO) Regulators ROHS',
      ['Voltage Regulators - Linear, Low Drop Out (LDO) Regulators', 'Power Management (PMIC)'],
      { kind: 'ldo', value: 5, package: 'TO-220' },
    ],
    [
      'TPS7A3001DGNR',
      'HVSSOP-8 -40℃~+125℃@(Tj) 1 1.18V~33V 15.1uVrms 200mA 216mV@(100mA) 36V 55uA 72dB@(120Hz) Adjustable Negative Over Current Protection、Enable、Thermal Shutdown HVSSOP-8 Voltage Regulators - Linear, Low Drop Out (LDO) Regulators ROHS',
      ['Voltage Regulators - Linear, Low Drop Out (LDO) Regulators', 'Power Management (PMIC)'],
      null,
    ],
    [
      // The pitch of the package column (P=1.27mm), not the other lengths of the description.
      '1.27-1*3P针',
      '插件,P=1.27mm -55℃~+105℃ 1 1.27mm 1.7mm 1x3P 2.5mm 3A 3P 3mm Black Brass Pin Header Through Hole 插件,P=1.27mm Pin Headers ROHS',
      ['Pin Headers', 'Connectors'],
      { kind: 'pinHeader', value: 3, package: '1x3 P1.27' },
    ],
    [
      'PM254V-11-04-H85',
      '插件,P=2.54mm -40℃~+105℃ 1 1x4P 2.54mm 3A 4P 8.5mm Brass Square Hole Through Hole Top 插件,P=2.54mm Female Headers ROHS',
      ['Female Headers', 'Connectors'],
      { kind: 'femaleHeader', value: 4, package: '1x4 P2.54' },
    ],
    [
      // Bridges, optocouplers and LED drivers hold a kind's word but are none of the kinds.
      'KBP206',
      'KBP -55℃~+150℃ 1.1V@2A 10uA@600V 2A 35A 600V Single-Phase Rectifier KBP Bridge Rectifiers ROHS',
      ['Bridge Rectifiers', 'Diodes'],
      null,
    ],
  ])('%s', (_part, text, categoryNames, expected) => {
    const p = parsed(text, undefined, categoryNames);
    if (expected === null) expect(isMatchable(p)).toBe(false);
    else {
      expect(p).toMatchObject(expected);
      expect(isMatchable(p)).toBe(true);
    }
  });

  it('leaded parts have the package THT, so an SMD size asked excludes them', () => {
    expect(
      parsed(
        '插件,D6.3xL11mm 100uF 11mm 2.5mm 25V 5000hrs@105℃ 6.3mm ±20% 插件,D6.3xL11mm Aluminum Electrolytic Capacitors - Leaded ROHS',
        undefined,
        ['Aluminum Electrolytic Capacitors - Leaded', 'Capacitors'],
      ),
    ).toMatchObject({ kind: 'capacitor', value: 1e-4, voltage: 25, package: 'THT' });
  });

  it('a synthetic part without a value is not matchable, whatever its node says', () => {
    const p = parsed('SOT-23 Synthetic part RC0603FR12345A-1f', undefined, ['Chip Resistor - Surface Mount']);
    expect(p.kind).toBe('resistor');
    expect(isMatchable(p)).toBe(false);
  });

  it("a product's node that names no kind wins over its description's words", () => {
    const mcu = parsed('RP2040 133MHz external crystal oscillator QFN-56', undefined, [
      'Microcontrollers (MCU/MPU/SOC)',
      'Embedded Processors & Controllers',
    ]);
    expect(mcu.kind).toBeNull();
    // An EMI filter under 'Bead/Filter/EMI Optimization' is no ferrite bead.
    expect(
      parsed('-40℃~+85℃ 1 2A 3 33pF 50V No SMD-3P EMI/RFI Filters (LC, RC Networks) ROHS', undefined, [
        'EMI Filters (LC, RC Networks)',
        'Bead/Filter/EMI Optimization',
      ]).kind,
    ).toBeNull();
    // Without a node, the words decide.
    expect(parsed('12MHz crystal HC-49S').kind).toBe('crystal');
  });

  it('nothing at all', () => {
    expect(parsed('')).toEqual(NONE);
  });
});
