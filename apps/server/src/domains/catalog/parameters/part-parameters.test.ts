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
    ['0805 LED', undefined, { kind: 'led', value: null, package: '0805' }],
    ['红色LED 0603', 'LED1', { kind: 'led', value: null, package: '0603' }],
    ['SS34 SMA 肖特基二极管', undefined, { kind: 'diode', value: null, package: 'SMA' }],
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
      { kind: 'capacitor', value: 1e-4, voltage: 10, package: null },
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
      { kind: 'led', value: null, package: '0805' },
    ],
    [
      '插件-3P,6.4x4.3mm 10kΩ 12 250mW ±10% ±100ppm/℃ 插件-3P,6.4x4.3mm Potentiometers, Variable Resistors ROHS',
      ['Variable Resistors/Potentiometers', 'Resistors'],
      { kind: null },
    ],
  ])('%s', (text, categoryNames, expected) => {
    expect(parsed(text, undefined, categoryNames)).toMatchObject(expected);
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
