import { describe, expect, it } from 'vitest';
import { countIn, formatQuantity, quantityIn, type BaseUnit } from './param-values.js';

/** A value text read in a unit: [text, unit, number or null]. */
const READINGS: readonly (readonly [string, BaseUnit, number | null])[] = [
  // Capacitance: prefixes, the micro sign, the three-digit code in picofarads, femtofarads.
  ['100nF', 'F', 1e-7],
  ['0.1uF', 'F', 1e-7],
  ['0.1µF', 'F', 1e-7],
  ['0.1μF', 'F', 1e-7],
  ['104', 'F', 1e-7],
  ['100n', 'F', 1e-7],
  ['3.9mF', 'F', 0.0039],
  ['400fF', 'F', 4e-13],
  ['22', 'F', 2.2e-11],
  ['2n2', 'F', 2.2e-9],
  ['0.1', 'F', null],
  ['10kF', 'F', null],
  // Resistance: bare prefixes, the code, Chinese and spelled-out ohms, milliohms, RKM.
  ['10k', 'Ω', 1e4],
  ['10kΩ', 'Ω', 1e4],
  ['10K欧', 'Ω', 1e4],
  ['10 kohm', 'Ω', 1e4],
  ['103', 'Ω', 1e4],
  ['4k7', 'Ω', 4700],
  ['4R7', 'Ω', 4.7],
  ['0R', 'Ω', 0],
  ['120mΩ', 'Ω', 0.12],
  ['1MΩ', 'Ω', 1e6],
  ['9.1mΩ@4.5V', 'Ω', 0.0091],
  ['1001', 'Ω', null],
  ['100n', 'Ω', null],
  // Inductance, frequency.
  ['2.3nH', 'H', 2.3e-9],
  ['4.7uH', 'H', 4.7e-6],
  ['4.7mH@10kHz', 'H', 0.0047],
  ['4R7', 'H', null],
  ['25MHz', 'Hz', 2.5e7],
  ['32.768kHz', 'Hz', 32768],
  ['25', 'Hz', null],
  // Power: milliwatts and fractions.
  ['250mW', 'W', 0.25],
  ['1/4W', 'W', 0.25],
  ['1/10W', 'W', 0.1],
  ['150W@8/20us', 'W', 150],
  // Tolerance.
  ['±5%', '%', 5],
  ['5%', '%', 5],
  ['+0.5%', '%', 0.5],
  ['±0.1pF', '%', null],
  ['-40%~+20%', '%', null],
  // Voltage, current, length; the primary value of a value at a condition.
  ['50V', 'V', 50],
  ['1kV', 'V', 1000],
  ['-5V', 'V', -5],
  ['150mV@(150mA)', 'V', 0.15],
  ['0.7V@(3A)', 'V', 0.7],
  ['600mA', 'A', 0.6],
  ['2.54mm', 'm', 0.00254],
  ['20@500MHz', 'V', 20],
  // Ranges, lists, other units and words: no number.
  ['-55℃~+155℃', 'V', null],
  ['2.7V~5.5V', 'V', null],
  ['2V, 3.3V', 'V', null],
  ['±18V', 'V', null],
  ['12.3V', 'A', null],
  ['100mA', 'V', null],
  ['X7R', 'F', null],
  ['', 'V', null],
];

describe('parameter values', () => {
  it.each(READINGS)('reads %s as %s: %s', (text, unit, expected) => {
    expect(quantityIn(text, unit)).toBe(expected);
  });

  it('reads counts of pins and positions', () => {
    expect(countIn('8')).toBe(8);
    expect(countIn('34P')).toBe(34);
    expect(countIn('2x7P')).toBe(14);
    expect(countIn('3 pins')).toBe(3);
    expect(countIn('Single channel')).toBeNull();
  });

  it('writes numbers as the catalog does, equal numbers alike', () => {
    expect(formatQuantity(1e-7, 'F')).toBe('100nF');
    expect(formatQuantity(quantityIn('0.1uF', 'F') ?? 0, 'F')).toBe('100nF');
    expect(formatQuantity(4700, 'Ω')).toBe('4.7kΩ');
    expect(formatQuantity(0.12, 'Ω')).toBe('120mΩ');
    expect(formatQuantity(0.25, 'W')).toBe('250mW');
    expect(formatQuantity(2.5e7, 'Hz')).toBe('25MHz');
    expect(formatQuantity(0.00254, 'm')).toBe('2.54mm');
    expect(formatQuantity(5, '%')).toBe('5%');
    expect(formatQuantity(0, 'Ω')).toBe('0Ω');
    expect(formatQuantity(-5, 'V')).toBe('-5V');
    expect(formatQuantity(14, null)).toBe('14');
  });
});
