import { describe, expect, it } from 'vitest';
import { productParamsOf } from '../parameters/product-params.js';
import { paramRole, PARAM_ROLES } from '../parameters/param-roles.js';
import { VOCABULARY_BY_CODE } from '../parameters/param-vocabulary.js';
import {
  candelaOf,
  compareParam,
  isSearchable,
  judge,
  ppmOf,
  roleFor,
  temperatureRangeOf,
  voltageRangeOf,
  type ParamValue,
  type ParamValues,
} from './substitute-rule.js';

/** A part's values as the import stores them, from the catalog data's own names and texts. */
function part(pkg: string, parameters: Record<string, string>): ParamValues {
  return new Map(
    productParamsOf({ package: pkg, parameters }).map((p) => [
      p.code,
      { text: p.valueText, num: p.valueNum, key: p.valueKey },
    ]),
  );
}

function value(values: ParamValues, code: string): ParamValue | undefined {
  return values.get(code);
}

/** 0603WAF1002T5E (UniOhm) as the catalog data writes it. */
const RESISTOR = {
  Resistance: '10kΩ',
  Power: '100mW',
  Type: 'Thick Film Resistor',
  Tolerance: '±1%',
  'Temperature coefficient': '±100ppm/℃',
  'Voltage-supply(max)': '75V',
  'Operating temperature': '-55℃~+155℃',
};

describe('the roles table', () => {
  it('names only parameters of the vocabulary, besides the few the data brings that a real case needs', () => {
    const dataCodes = Object.keys(PARAM_ROLES).filter((code) => !VOCABULARY_BY_CODE.has(code));
    expect(dataCodes.every((code) => code.startsWith('x.'))).toBe(true);
    expect(dataCodes.length).toBeLessThanOrEqual(8);
  });

  it('gives the defining values, ratings, tolerances and ranges their roles, and the rest info', () => {
    expect(paramRole('capacitance').role).toBe('defining');
    expect(paramRole('voltageRating').role).toBe('atLeast');
    expect(paramRole('rdsOn').role).toBe('atMost');
    expect(paramRole('operatingTemperature').role).toBe('covers');
    expect(paramRole('mountingType').role).toBe('info');
    expect(paramRole('x.insulation-height').role).toBe('info');
  });
});

describe('reading values', () => {
  it('reads temperature ranges, supply ranges, ppm and candela as the catalog writes them', () => {
    expect(temperatureRangeOf('-55℃~+125℃')).toEqual([-55, 125]);
    expect(temperatureRangeOf('-40℃~+125℃@(Tj)')).toEqual([-40, 125]);
    expect(temperatureRangeOf('+150℃@(Tj)')).toBeNull();
    expect(voltageRangeOf('4.5V~28V')).toEqual([4.5, 28]);
    expect(voltageRangeOf('15V')).toEqual([15, 15]);
    expect(voltageRangeOf('3.3V, 5V')).toBeNull();
    expect(ppmOf('±100ppm/℃')).toBe(100);
    expect(ppmOf('±20ppm')).toBe(20);
    expect(candelaOf('810mcd')).toBeCloseTo(0.81);
    expect(candelaOf('1cd')).toBe(1);
  });
});

describe('comparing one parameter', () => {
  const original = part('0603', RESISTOR);

  it('keeps a defining value equal and excludes any other', () => {
    const same = part('0603', { ...RESISTOR, Resistance: '10KΩ' });
    const other = part('0603', { ...RESISTOR, Resistance: '4.7kΩ' });
    expect(compareParam('resistance', value(original, 'resistance'), value(same, 'resistance'))).toBe('same');
    expect(compareParam('resistance', value(original, 'resistance'), value(other, 'resistance'))).toBe(
      'excluded',
    );
  });

  it('takes a higher rating and a lower tolerance as better, the other way as excluded', () => {
    const better = part('0603', { ...RESISTOR, Power: '1/8W', Tolerance: '±0.5%' });
    const worse = part('0603', { ...RESISTOR, Power: '1/16W', Tolerance: '±5%' });
    expect(compareParam('power', value(original, 'power'), value(better, 'power'))).toBe('better');
    expect(compareParam('tolerance', value(original, 'tolerance'), value(better, 'tolerance'))).toBe(
      'better',
    );
    expect(compareParam('power', value(original, 'power'), value(worse, 'power'))).toBe('excluded');
    expect(compareParam('tolerance', value(original, 'tolerance'), value(worse, 'tolerance'))).toBe(
      'excluded',
    );
  });

  it('takes a resistor’s lower ppm/℃ as better and a higher one as excluded', () => {
    const low = part('0603', { ...RESISTOR, 'Temperature coefficient': '±50ppm/℃' });
    const high = part('0603', { ...RESISTOR, 'Temperature coefficient': '±200ppm/℃' });
    const code = 'temperatureCoefficient';
    expect(roleFor(code, value(original, code))).toBe('atMost');
    expect(compareParam(code, value(original, code), value(low, code))).toBe('better');
    expect(compareParam(code, value(original, code), value(high, code))).toBe('excluded');
  });

  it('orders capacitor dielectrics: C0G/NP0 best, then X8R, X7R, X7S, X6S, X5R, Y5V', () => {
    const cap = (dielectric: string) =>
      part('0402', { Capacitance: '100nF', 'Temperature coefficient': dielectric });
    const code = 'temperatureCoefficient';
    const x7r = value(cap('X7R'), code);
    expect(roleFor(code, x7r)).toBe('atLeast');
    expect(compareParam(code, x7r, value(cap('C0G'), code))).toBe('better');
    expect(compareParam(code, x7r, value(cap('X8R'), code))).toBe('better');
    expect(compareParam(code, x7r, value(cap('X7R'), code))).toBe('same');
    expect(compareParam(code, x7r, value(cap('X7S'), code))).toBe('excluded');
    expect(compareParam(code, x7r, value(cap('X5R'), code))).toBe('excluded');
    expect(compareParam(code, value(cap('X5R'), code), value(cap('Y5V'), code))).toBe('excluded');
    expect(compareParam(code, value(cap('C0G'), code), value(cap('NP0'), code))).toBe('same');
  });

  it('wants the operating temperature range covered', () => {
    const wider = part('0603', { ...RESISTOR, 'Operating temperature': '-65℃~+170℃' });
    const narrower = part('0603', { ...RESISTOR, 'Operating temperature': '-40℃~+125℃' });
    const code = 'operatingTemperature';
    expect(compareParam(code, value(original, code), value(wider, code))).toBe('better');
    expect(compareParam(code, value(original, code), value(narrower, code))).toBe('excluded');
  });

  it('compares supply voltages as ranges, or as the most a regulator takes when both give one value', () => {
    const code = 'supplyVoltage';
    const ldo = (v: string) => value(part('SOT-23', { 'Voltage - supply': v }), code);
    expect(compareParam(code, ldo('6V'), ldo('15V'))).toBe('better');
    expect(compareParam(code, ldo('15V'), ldo('6V'))).toBe('excluded');
    expect(compareParam(code, ldo('4.5V~28V'), ldo('4.5V~40V'))).toBe('better');
    expect(compareParam(code, ldo('1.8V~3.3V'), ldo('3.3V'))).toBe('excluded');
  });

  it('compares P-channel ratings by magnitude and part types without their count', () => {
    const p = (vds: string, type: string) =>
      part('SOT-23', { 'Drain source voltage (vdss)': vds, Type: type });
    expect(
      compareParam(
        'drainSourceVoltage',
        value(p('-30V', 'P-Channel'), 'drainSourceVoltage'),
        value(p('30V', 'P-Channel'), 'drainSourceVoltage'),
      ),
    ).toBe('same');
    expect(
      compareParam(
        'type',
        value(p('30V', '1 Piece P-Channel'), 'type'),
        value(p('30V', 'P-Channel'), 'type'),
      ),
    ).toBe('same');
    expect(
      compareParam('type', value(p('30V', 'P-Channel'), 'type'), value(p('30V', 'N-Channel'), 'type')),
    ).toBe('excluded');
  });

  it('reads a diode configuration’s spellings as one and tells a pair from a single diode', () => {
    const code = 'x.diode-configuration';
    const diode = (c: string) => value(part('SOT-23', { 'Diode configuration': c }), code);
    expect(compareParam(code, diode('Standalone'), diode('1 Independent'))).toBe('same');
    expect(compareParam(code, diode('1 Pair Common Cathode'), diode('Series'))).toBe('excluded');
  });

  it('excludes a candidate that does not state a decisive value, and only marks a missing info value', () => {
    const bare = part('0603', { Resistance: '10kΩ' });
    expect(compareParam('power', value(original, 'power'), undefined)).toBe('excluded');
    expect(compareParam('x.overload-voltage-max', { text: '150V', num: 150, key: '150V' }, undefined)).toBe(
      'missing',
    );
    expect(compareParam('power', undefined, value(original, 'power'))).toBe('extra');
    expect(judge(original, bare).accepted).toBe(false);
  });
});

describe('judging a candidate', () => {
  it('accepts a part better in every rating and counts the values it shares', () => {
    const original = part('0603', RESISTOR);
    const better = part('0603', { ...RESISTOR, Power: '125mW', Tolerance: '±0.5%' });
    expect(judge(original, original)).toEqual({ accepted: true, sameCount: 8 });
    expect(judge(original, better)).toEqual({ accepted: true, sameCount: 6 });
  });

  it('refuses another package', () => {
    expect(judge(part('0603', RESISTOR), part('0805', RESISTOR)).accepted).toBe(false);
  });

  it('is searchable only with a package and a value that says what the part is', () => {
    expect(isSearchable(part('0603', RESISTOR))).toBe(true);
    expect(isSearchable(part('', RESISTOR))).toBe(false);
    // A microcontroller: package, supply and temperature say nothing of which other part could replace it.
    const mcu = part('LQFP-48(7x7)', {
      'Voltage - supply': '2V~3.6V',
      'Operating temperature': '-40℃~+85℃',
      'Cpu core': 'ARM Cortex-M3',
    });
    expect(isSearchable(mcu)).toBe(false);
    // A digital potentiometer states a resistance, but its protocol and taps decide (MCP4631-104E/ST).
    const pot = part('TSSOP-14', { Resistance: '100kΩ', 'Interface type': 'I2C', 'Number of taps': '129' });
    expect(isSearchable(pot)).toBe(false);
  });
});
