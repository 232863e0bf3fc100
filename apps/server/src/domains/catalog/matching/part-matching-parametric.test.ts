import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePartNumber } from '@emall/contract';
import type { Database } from '../../../platform/db.js';
import { migrate } from '../../../platform/migrate.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import { brand, catalog, product } from '../core/catalog.tables.js';
import { fillProductParameters } from '../parameters/part-parameter-fill.js';
import { matchBomLines, type PartMatch, type PartMatchLine } from './part-matching.service.js';
import { parametricConfidence } from './part-matching-parametric.js';

/**
 * The parametric stage on a small catalog of passives whose descriptions are written as the demo catalog's
 * (seed/data/catalog/parts-sample.json): each product differs from a neighbour in one parameter. The LEDs,
 * diodes, transistors, regulators and headers are real parts of that file, their descriptions, packages and
 * catalog nodes copied unchanged.
 */

const R = 'Chip Resistor - Surface Mount';
const MLCC = 'Multilayer Ceramic Capacitors MLCC - SMD/SMT';
const BEADS = 'Ferrite Beads';
const TANTALUM = 'Tantalum Capacitors';
const LEDS = 'Light Emitting Diodes (LED)';
const SCHOTTKY = 'Schottky Diodes';
const MOSFETS = 'MOSFETs';
const LDOS = 'Voltage Regulators - Linear, Low Drop Out (LDO) Regulators';
const HEADERS = 'Pin Headers';
const FEMALE_HEADERS = 'Female Headers';

/** code, part number, description, package, catalog node, stock, active */
const PARTS: readonly (readonly [string, string, string, string, string, number, boolean?])[] = [
  [
    'R1',
    'R0603-4K7-F',
    '100mW 75V 4.7kΩ Thick Film Resistor ±1% ±100ppm/℃ 0603 Chip Resistor',
    '0603',
    R,
    5000,
  ],
  [
    'R2',
    'R0402-4K7-F',
    '62.5mW 50V 4.7kΩ Thick Film Resistor ±1% ±100ppm/℃ 0402 Chip Resistor',
    '0402',
    R,
    9000,
  ],
  [
    'R3',
    'R0603-4K7-J',
    '100mW 75V 4.7kΩ Thick Film Resistor ±5% ±100ppm/℃ 0603 Chip Resistor',
    '0603',
    R,
    100,
  ],
  [
    'R4',
    'R0603-47K-F',
    '100mW 75V 47kΩ Thick Film Resistor ±1% ±100ppm/℃ 0603 Chip Resistor',
    '0603',
    R,
    7000,
  ],
  [
    'R5',
    'R0603-4K7-OLD',
    '100mW 75V 4.7kΩ Thick Film Resistor ±1% 0603 Chip Resistor',
    '0603',
    R,
    99999,
    false,
  ],
  ['R6', 'R0603-600R', '100mW 75V 600Ω Thick Film Resistor ±1% 0603 Chip Resistor', '0603', R, 10],
  ['C1', 'C0603-104-50V', '100nF 50V X7R ±10% 0603 Multilayer Ceramic Capacitors MLCC', '0603', MLCC, 3000],
  ['C2', 'C0603-104-16V', '100nF 16V X7R ±10% 0603 Multilayer Ceramic Capacitors MLCC', '0603', MLCC, 8000],
  ['C3', 'C0603-104-25V5', '100nF 25V X5R ±10% 0603 Multilayer Ceramic Capacitors MLCC', '0603', MLCC, 100],
  ['C4', 'C0402-104-50V', '100nF 50V X7R ±10% 0402 Multilayer Ceramic Capacitors MLCC', '0402', MLCC, 6000],
  ['B1', 'FB0603-601', '1 600Ω@100MHz 300mΩ 500mA ±25% 0603 Ferrite Beads', '0603', BEADS, 4000],
  ['C5', 'C1206-106-16V', '10uF 16V X7R ±10% 1206 Multilayer Ceramic Capacitors MLCC', '1206', MLCC, 500],
  [
    'T1',
    'T1206-106-16V',
    '-55℃~+125℃ 10uF 16V 2.9Ω@100kHz ±10% 1206 Tantalum Capacitors',
    '1206',
    TANTALUM,
    9000,
  ],
  [
    'L1',
    'KT-0603G',
    '-40℃~+85℃ 100mW 120° 3.1V 430mcd 513nm~528nm 525nm 5mA Discrete Diode Emerald Green Water Clear 0603 LED Indication - Discrete ROHS',
    '0603',
    LEDS,
    800,
  ],
  [
    'L2',
    'LTST-C170KGKT',
    '-55℃~+85℃ 130° 20mA 2V 35mcd 571nm 574nm 75mW Discrete Diode Water Clear Yellow Green 0805 LED Indication - Discrete ROHS',
    '0805',
    LEDS,
    900,
  ],
  [
    'L3',
    'NCD0805R1',
    '-30℃~+85℃ 1.6V~2.6V 130° 195mcd 25mA 615nm~630nm 630nm 65mW Discrete Diode Red 0805 LED Indication - Discrete ROHS',
    '0805',
    LEDS,
    700,
  ],
  [
    'S1',
    'B16WS',
    '1 Independent 100uA@60V 10A 1A 60V 700mV@1A SOD-323 Schottky Diodes ROHS',
    'SOD-323',
    SCHOTTKY,
    600,
  ],
  [
    'M1',
    'LN2306LT1G',
    '-55℃~+150℃ 1 N-channel 1.4V 1.4W 30V 38mΩ@10V 5.8A 513.51pF 54.87pF SOT-23 MOSFETs ROHS',
    'SOT-23',
    MOSFETS,
    500,
  ],
  [
    'M2',
    'AO3407A',
    '1 P-Channel 16nC@10V 2.5V 30V 4.3A 48mΩ@10V 830pF 92pF SOT-23 MOSFETs ROHS',
    'SOT-23',
    MOSFETS,
    400,
  ],
  [
    'U1',
    'SGM2036-3.3YN5G/TR',
    '-40℃~+85℃ 1 100uVrms 190mV@(300mA) 20uA 3.3V 300mA 5.5V 80dB@(217Hz) Fixed Over Temperature Protection、Enable、Short Circuit Protection Positive SOT-23-5 Voltage Regulators - Linear, Low Drop Out (LDO) Regulators ROHS',
    'SOT-23-5',
    LDOS,
    300,
  ],
  [
    'U2',
    'L7805CV-DG',
    '0℃~+125℃@(Tj) 1 1.5A 2V@(1A) 35V 5V 62dB@(120Hz) 8mA Fixed Over Temperature Protection、Short Circuit Protection Positive TO-220 Voltage Regulators - Linear, Low Drop Out (LDO) Regulators ROHS',
    'TO-220',
    LDOS,
    200,
  ],
  [
    'H1',
    '1.27-1*3P针',
    '-55℃~+105℃ 1 1.27mm 1.7mm 1x3P 2.5mm 3A 3P 3mm Black Brass Pin Header Through Hole 插件,P=1.27mm Pin Headers ROHS',
    '插件,P=1.27mm',
    HEADERS,
    100,
  ],
  [
    'H2',
    'PM254V-11-04-H85',
    '-40℃~+105℃ 1 1x4P 2.54mm 3A 4P 8.5mm Brass Square Hole Through Hole Top 插件,P=2.54mm Female Headers ROHS',
    '插件,P=2.54mm',
    FEMALE_HEADERS,
    100,
  ],
];

let database: Database;
let drop: () => Promise<void>;
const codeOf = new Map<string, string>();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  const [maker] = await database.db
    .insert(brand)
    .values({ brandCode: 'YAGEO', nameEn: 'YAGEO', nameZhCn: '国巨', nameZhTw: '國巨', aliases: ['YAGEO'] })
    .returning({ id: brand.id });
  const nodeIds = new Map<string, number>();
  for (const name of [R, MLCC, BEADS, TANTALUM, LEDS, SCHOTTKY, MOSFETS, LDOS, HEADERS, FEMALE_HEADERS]) {
    const [node] = await database.db
      .insert(catalog)
      .values({ catalogCode: name, level: 2, nameEn: name, nameZhCn: name, nameZhTw: name, idPath: '/' })
      .returning({ id: catalog.id });
    if (node) nodeIds.set(name, node.id);
  }
  const ids: number[] = [];
  for (const [code, mpn, desc, pkg, node, stock, active] of PARTS) {
    const [row] = await database.db
      .insert(product)
      .values({
        productCode: code,
        mfrPartNumber: mpn,
        mfrPnKey: normalizePartNumber(mpn),
        brandId: maker?.id ?? 0,
        catalogId: nodeIds.get(node) ?? null,
        productDesc: desc,
        specDesc: pkg,
        redundantStock: stock,
        isActive: active ?? true,
      })
      .returning({ id: product.id });
    if (row) {
      ids.push(row.id);
      codeOf.set(String(row.id), code);
    }
  }
  await fillProductParameters(database.db, ids);
});
afterAll(() => drop());

async function match(partText: string, line: Partial<PartMatchLine> = {}): Promise<PartMatch> {
  const [answer] = await matchBomLines({ readDb: database.db }, [
    { ref: 0, partText, manufacturer: '', supplierPn: '', ...line },
  ]);
  if (!answer) throw new Error('no answer');
  return answer;
}

/** The proposals as [code, confidence], best first. */
function proposals(answer: PartMatch) {
  return answer.candidates
    .filter((c) => c.rule === 'parametric')
    .map((c) => [codeOf.get(c.productId), c.confidence]);
}

describe('the parametric stage', () => {
  it('proposes the resistors of the value and package, more stock first, never the 0402 or 47k ones', async () => {
    const answer = await match('0603 4.7k电阻');
    expect(answer.kind).toBe('freeText');
    expect(answer.selected).toBeNull();
    // Kind and value, and the package agrees: one asked parameter of three.
    expect(proposals(answer)).toEqual([
      ['R1', 0.4],
      ['R3', 0.4],
    ]);
  });

  it('a package disagreement excludes; without a package every one of the value is proposed, at 0.3', async () => {
    expect(proposals(await match('4.7k', { designators: 'R1, R2' }))).toEqual([
      ['R2', 0.3],
      ['R1', 0.3],
      ['R3', 0.3],
    ]);
  });

  it('ranks by agreement: a tolerance asked excludes the worse one', async () => {
    expect(proposals(await match('Resistor 4.7K 1% 0603'))).toEqual([['R1', 0.5]]);
  });

  it('capacitors: the voltage at least the asked one, the dielectric and the package equal', async () => {
    expect(proposals(await match('100nF 25V 0603电容'))).toEqual([
      ['C1', 0.5],
      ['C3', 0.5],
    ]);
    const best = await match('贴片电容 0.1uF 50V X7R 0603');
    expect(proposals(best)).toEqual([['C1', 0.6]]);
    // Everything agrees, still only a proposal.
    expect(best.selected).toBeNull();
  });

  it('never proposes a part of another kind with the same value', async () => {
    expect(proposals(await match('磁珠 600R 0603'))).toEqual([['B1', 0.4]]);
    expect(proposals(await match('600R 0603电阻'))).toEqual([['R6', 0.4]]);
    expect(proposals(await match('600R 0603', { designators: 'FB1' }))).toEqual([['B1', 0.4]]);
  });

  it('reads the description column and the designators', async () => {
    expect(proposals(await match('4k7', { designators: 'R7', description: '0603 1%' }))).toEqual([
      ['R1', 0.5],
    ]);
  });

  it('part numbers and texts without a component get no parametric proposal', async () => {
    expect(proposals(await match('RC0603FR-074K7L'))).toEqual([]);
    expect(proposals(await match('XH-2A插座'))).toEqual([]);
    expect(proposals(await match('66.5'))).toEqual([]);
  });

  it('many lines in one statement, each with its own answer, a value asked twice answered for both', async () => {
    const texts = ['0603 4.7k电阻', '100nF 25V 0603电容', '磁珠 600R 0603', 'M3螺母', '4.7k 0603电阻'];
    const answers = await matchBomLines(
      { readDb: database.db },
      texts.map((partText, ref) => ({ ref, partText, manufacturer: '', supplierPn: '' })),
    );
    expect(answers.map((a) => proposals(a).map(([code]) => code))).toEqual([
      ['R1', 'R3'],
      ['C1', 'C3'],
      ['B1'],
      [],
      ['R1', 'R3'],
    ]);
  });

  it('reads a library name as its words: the part number stages found nothing, the parameters propose', async () => {
    expect(proposals(await match('CC0603_100NF_25V_10%_X7R'))).toEqual([['C1', 0.6]]);
    expect(proposals(await match('R0603_4K7_1%_0.1W_100PPM', { package: 'RESC1608X55N' }))).toEqual([
      ['R1', 0.6],
    ]);
  });

  it('an X7R capacitor asked is never a tantalum one of the same value and size, nor the reverse', async () => {
    expect(proposals(await match('CC1206_10uF_16V_10%_X7R'))).toEqual([['C5', 0.6]]);
    expect(proposals(await match('10uF 16V 1206 钽电容'))).toEqual([['T1', 0.6]]);
  });

  it('LEDs by colour and package: a yellow-green one is no green one', async () => {
    expect(proposals(await match('LED_0603_Green'))).toEqual([['L1', 0.4]]);
    expect(proposals(await match('红色LED 0805'))).toEqual([['L3', 0.4]]);
    expect(proposals(await match('LED 0805 green'))).toEqual([]);
    expect(proposals(await match('LED 0603 red'))).toEqual([]);
  });

  it('Schottky diodes by current and package, the reverse voltage at least the asked one', async () => {
    expect(proposals(await match('Schottky 1A 40V SOD-323'))).toEqual([['S1', 0.5]]);
    expect(proposals(await match('Schottky 1A 100V SOD-323'))).toEqual([]);
    expect(proposals(await match('Schottky 1A 40V SOD-123'))).toEqual([]);
  });

  it('MOSFETs only when the channel, the voltage and the current are written', async () => {
    expect(proposals(await match('N-MOSFET 30V 5.8A SOT-23', { designators: 'Q1' }))).toEqual([['M1', 0.5]]);
    expect(proposals(await match('P-MOSFET -30V -4.3A SOT-23'))).toEqual([['M2', 0.5]]);
    expect(proposals(await match('P-MOSFET 30V 5.8A SOT-23'))).toEqual([]);
    expect(proposals(await match('MOSFET 30V 5.8A SOT-23'))).toEqual([]);
    expect(proposals(await match('N-MOSFET 5.8A SOT-23'))).toEqual([]);
  });

  it('regulators by output voltage and package', async () => {
    expect(proposals(await match('LDO 3.3V SOT-23-5'))).toEqual([['U1', 0.4]]);
    expect(proposals(await match('LDO 5V TO-220'))).toEqual([['U2', 0.4]]);
    expect(proposals(await match('LDO 3.3V SOT-223'))).toEqual([]);
  });

  it('headers by rows, pins and pitch, male and female apart', async () => {
    expect(proposals(await match('PinHeader_1x03_P1.27mm_Vertical'))).toEqual([['H1', 0.4]]);
    expect(proposals(await match('PinSocket_1x04_P2.54mm_Vertical'))).toEqual([['H2', 0.4]]);
    expect(proposals(await match('排母 1x4P 2.54'))).toEqual([['H2', 0.4]]);
    expect(proposals(await match('PinHeader_1x04_P2.54mm_Vertical'))).toEqual([]);
    expect(proposals(await match('PinHeader_1x03_P2.54mm_Vertical'))).toEqual([]);
    // Without the pitch, no proposal.
    expect(proposals(await match('Conn_01x03_Male'))).toEqual([]);
  });

  it('confidence from 0.3 to 0.6 by agreement', () => {
    expect([0, 1, 2, 3, 4].map(parametricConfidence)).toEqual([0.3, 0.4, 0.5, 0.6, 0.6]);
  });
});
