import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../import/import-csv.js';
import { isBookkeeping, parameterOfSource, VOCABULARY } from './param-vocabulary.js';
import { productParamsOf, type ProductParamInput } from './product-params.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The real rows of fixtures/product-params-sample.csv by LCSC code, as productParamsOf reads them. */
const parts = new Map<string, ProductParamInput>();

beforeAll(async () => {
  const text = await readFile(path.join(here, '..', 'fixtures', 'product-params-sample.csv'), 'utf8');
  let header: string[] | undefined;
  for await (const { cells } of parseCsv([text])) {
    if (!header) {
      header = cells;
      continue;
    }
    const columns = header;
    const cell = (name: string) => cells[columns.indexOf(name)] ?? '';
    parts.set(cell('product_code'), {
      parameters: cell('parameters') ? (JSON.parse(cell('parameters')) as Record<string, string>) : undefined,
      package: cell('package'),
      description: cell('description'),
      categoryNames: [cell('subcategory'), cell('category')],
    });
  }
});

/** code → [text, number, key] of a fixture part. */
function paramsOf(lcsc: string): Record<string, [string, number | null, string]> {
  const input = parts.get(lcsc);
  if (!input) throw new Error(`${lcsc} is not in the fixture`);
  return Object.fromEntries(
    productParamsOf(input).map((p) => [p.code, [p.valueText, p.valueNum, p.valueKey]]),
  );
}

describe('the parameter vocabulary', () => {
  it('maps the names the real data gives, ignoring case, spaces and non-breaking spaces', () => {
    const codeOf = (name: string) => parameterOfSource(name)?.definition.code;
    expect(codeOf('Allowable voltage')).toBe('voltageRating');
    expect(codeOf('Voltage rating (dc)')).toBe('voltageRating');
    expect(codeOf('VOLTAGE RATING (MAX)')).toBe('voltageRating');
    expect(codeOf('Rated current')).toBe('currentRating');
    expect(codeOf('Operating temperature')).toBe('operatingTemperature');
    expect(codeOf('Operating temperature range')).toBe('operatingTemperature');
    expect(codeOf('Operating temperature\t-')).toBe('operatingTemperature');
    expect(codeOf('Temperature\u00a0coefficient')).toBe('temperatureCoefficient');
    expect(codeOf('Impedance @ frequency')).toBe('impedance');
    expect(codeOf('Number of positions or pins')).toBe('pins');
    // Names of their own: 'x.' and a slug, named as the data names them.
    expect(parameterOfSource('High-side\u00a0bias\u00a0voltage(vbs)')?.definition).toMatchObject({
      code: 'x.high-side-bias-voltage-vbs',
      nameEn: 'High-side bias voltage(vbs)',
      nameZhCn: 'High-side bias voltage(vbs)',
      kind: 'plain',
    });
    expect(codeOf('Φd')).toBe('x.φd');
  });

  it('drops the catalog bookkeeping', () => {
    for (const name of ['Mpn', 'MOQ', 'Order_multiple', 'Packaging_num', 'Rohs', 'Description', 'Category'])
      expect(isBookkeeping(name), name).toBe(true);
    for (const name of ['Whs-js', 'Whs-zh', 'Whs-hk']) expect(parameterOfSource(name), name).toBeUndefined();
    expect(isBookkeeping('Packaging')).toBe(false);
  });

  it('has unique codes, and each source name once', () => {
    expect(new Set(VOCABULARY.map((d) => d.code)).size).toBe(VOCABULARY.length);
    const sources = VOCABULARY.flatMap((d) => d.sources.map((s) => s.toLowerCase()));
    expect(new Set(sources).size).toBe(sources.length);
    expect(VOCABULARY.every((d) => d.nameZhCn !== '' && d.nameZhTw !== '')).toBe(true);
  });
});

describe('productParamsOf on real parts', () => {
  it('reads a 100 nF 0402 X7R capacitor', () => {
    expect(paramsOf('C3846904')).toEqual({
      package: ['0402', null, '0402'],
      capacitance: ['100nF', 1e-7, '100NF'],
      voltageRating: ['25V', 25, '25V'],
      tolerance: ['±5%', 5, '5'],
      temperatureCoefficient: ['X7R', null, 'X7R'],
    });
  });

  it('keys NP0 as C0G, one dielectric', () => {
    expect(paramsOf('C107004').temperatureCoefficient).toEqual(['NP0', null, 'C0G']);
    expect(paramsOf('C1557').temperatureCoefficient).toEqual(['C0G', null, 'C0G']);
  });

  it('reads a chip resistor: the first of two temperature names wins, the maximum voltage is its rating', () => {
    expect(paramsOf('C4968')).toMatchObject({
      resistance: ['9.1kΩ', 9100, '9D1KΩ'],
      power: ['62.5mW', 0.0625, '62D5MW'],
      tolerance: ['±1%', 1, '1'],
      voltageRating: ['50V', 50, '50V'],
      operatingTemperature: ['-55℃~+155℃', null, '55C155C'],
      'x.overload-voltage-max': ['50V', null, '50V'],
    });
  });

  it('reads inductors, beads and crystals, keeping a value at a condition as its text', () => {
    expect(paramsOf('C7518040')).toMatchObject({
      inductance: ['2.3nH', 2.3e-9, '2D3NH'],
      dcResistance: ['120mΩ', 0.12, '120MΩ'],
      currentRating: ['600mA', 0.6, '600MA'],
      'x.q-frequency': ['20@500MHz', null, '20500MHZ'],
    });
    expect(paramsOf('C185894')).toMatchObject({ impedance: ['1kΩ', 1000, '1KΩ'], channels: ['1', 1, '1'] });
    expect(paramsOf('C337637')).toMatchObject({
      package: ['SMD3225-4P', null, '3225'],
      frequency: ['25MHz', 2.5e7, '25MHZ'],
      loadCapacitance: ['18pF', 1.8e-11, '18PF'],
    });
  });

  it('reads an LDO and a Schottky diode: the primary value of a value at a condition', () => {
    expect(paramsOf('C622067')).toMatchObject({
      outputVoltage: ['1.2V', 1.2, '1D2V'],
      dropoutVoltage: ['150mV@(150mA)', 0.15, '150MV'],
      outputs: ['1', 1, '1'],
    });
    expect(paramsOf('C8598').forwardVoltage).toEqual(['600mV@1A', 0.6, '600MV']);
  });

  it('leaves lists and ranges without a number', () => {
    expect(paramsOf('C264544').forwardVoltage).toEqual(['2V, 3.3V', null, '2V33V']);
    expect(paramsOf('C898234').supplyVoltage).toEqual(['13.5V~16.5V', null, '135V165V']);
  });

  it('reads connectors: pitch in metres, rows as a count', () => {
    expect(paramsOf('C57369')).toMatchObject({
      pitch: ['2.54mm', 0.00254, '2D54MM'],
      rows: ['1', 1, '1'],
      mountingType: ['Through Hole', null, 'THROUGHHOLE'],
      color: ['Black', null, 'BLACK'],
    });
  });

  it("reads a header's pin structure as its pins, and its rows where the data names none", () => {
    const params = (parameters: Record<string, string>) =>
      Object.fromEntries(
        productParamsOf({ parameters, package: 'P=2.54mm' }).map((r) => [r.code, [r.valueText, r.valueNum]]),
      );
    expect(params({ 'Pin structure': '2x20P' })).toMatchObject({ pins: ['2x20P', 40], rows: ['2', 2] });
    expect(params({ 'Pin structure': '1×4P' })).toMatchObject({ pins: ['1×4P', 4], rows: ['1', 1] });
    expect(params({ 'Pin structure': '2*20' })).toMatchObject({ pins: ['2*20', 40], rows: ['2', 2] });
    // The positions of a header with pins left out: 16 positions, one row.
    expect(params({ 'Pin structure': '1x16P (Missing 5P)' })).toMatchObject({ rows: ['1', 1] });
    // The first listed source wins: the data's own count of pins and of rows.
    expect(params({ 'Pin structure': '2x20P', 'Number of pins': '40', 'Number of rows': '2' })).toMatchObject(
      {
        pins: ['40', 40],
        rows: ['2', 2],
      },
    );
    expect(params({ 'Number of rows': '1', 'Pin structure': '2x5P' })).toMatchObject({
      pins: ['2x5P', 10],
      rows: ['1', 1],
    });
    // A plain count names no rows.
    expect(params({ 'Pin structure': '40P' })).not.toHaveProperty('rows');
  });

  it("reads a resettable fuse's hold and trip currents in amperes", () => {
    const rows = productParamsOf({
      parameters: { 'Hold current': '500mA', 'Trip current': '1A', 'Current rating': '100A' },
      package: '1206',
    });
    expect(Object.fromEntries(rows.map((r) => [r.code, r.valueNum]))).toMatchObject({
      holdCurrent: 0.5,
      tripCurrent: 1,
    });
  });

  it('gives a part whose parameters are only bookkeeping its package and packing', () => {
    expect(paramsOf('C2917605')).toEqual({
      package: ['TSSOP-38-4.4mm', null, 'TSSOP3844MM'],
      'x.packaging': ['Tape & Reel (TR)', null, 'TAPEREELTR'],
    });
    expect(paramsOf('C47115888')).toEqual({ package: ['0805', null, '0805'] });
  });
});

describe('productParamsOf without the data', () => {
  it('reads the description for parts whose parameters give no defining value', () => {
    const rows = productParamsOf({
      parameters: {},
      package: '',
      description: 'CAP CER 0.1UF 25V X7R 0402',
      categoryNames: ['Multilayer Ceramic Capacitors MLCC - SMD/SMT', 'Capacitors'],
    });
    expect(Object.fromEntries(rows.map((r) => [r.code, [r.valueText, r.valueNum, r.valueKey]]))).toEqual({
      capacitance: ['100nF', 1e-7, '100NF'],
      voltageRating: ['25V', 25, '25V'],
      temperatureCoefficient: ['X7R', null, 'X7R'],
      package: ['0402', null, '0402'],
    });
  });

  it('keeps what the data gives over what the description says, and a LED description names no rating', () => {
    const rows = productParamsOf({
      parameters: { 'Allowable voltage': '50V' },
      package: '0603',
      description: '10uF 16V X5R 0603',
      categoryNames: ['Capacitors'],
    });
    expect(rows.find((r) => r.code === 'voltageRating')?.valueText).toBe('50V');
    expect(rows.find((r) => r.code === 'capacitance')?.valueNum).toBe(1e-5);
    const led = productParamsOf({ package: '0603', description: 'Red 2V 0603 LED', categoryNames: ['LEDs'] });
    expect(led.map((r) => r.code)).toEqual(['package']);
  });

  it('keys a package column by packageKey, every spelling alike', () => {
    const keyOf = (pkg: string) =>
      productParamsOf({ package: pkg }).find((r) => r.code === 'package')?.valueKey;
    expect(keyOf('LQFP-48(7x7)')).toBe('LQFP48');
    expect(keyOf('1608')).toBe('0603');
  });
});
