import { canonical } from '../parameters/part-parameter-values.js';
import type { CountUnit, QueryValue } from './search-query.types.js';

/**
 * Counts and lengths as a query writes them (docs/search.md, "Counts of pins, rows and channels" and "A pitch"):
 * '24P', '2x20P', '40pin', '4芯', '4CH'; '2.54mm', 'P=2.54mm', '50mil'. search-query.ts decides by the words
 * beside them whether a bare '24P' is pins or picofarads and a length a pitch.
 */

/**
 * A count and how it is written: pins ('16P', '40pin', '40-pin', '8pos', '4芯', '10位', '8脚', '40针'), channels
 * ('4CH', '4通道', '4路') or rows ('2rows'); '2x20P' is forty pins in two rows.
 */
const COUNT_WORD =
  /^(?:(\d{1,2})[x×*])?(\d{1,4})-?(p|pins?|pos|positions?|ways?|芯|位|脚|腳|针|針|ch|channels?|通道|路|rows?)$/iu;

export interface CountReading {
  /** What it counts: '2x20P' is 40 pins and 2 rows. */
  counts: [CountUnit, number][];
  /** Digits and a bare 'P' ('24P'): 24 pins beside a connector, 24 pF elsewhere. */
  bareP: boolean;
  /** Written with '位': positions, but bits beside a processor or converter ('8位单片机'). */
  bits: boolean;
}

export function readCount(reading: string): CountReading | null {
  const m = COUNT_WORD.exec(reading);
  if (!m) return null;
  const [, rowsText, eachText = '', written = ''] = m;
  const unit = written.toLowerCase();
  const each = Number(eachText);
  const rows = rowsText === undefined ? undefined : Number(rowsText);
  if (each === 0 || rows === 0) return null;
  const channels = /^(?:ch|channels?|通道|路)$/u.test(unit);
  const ofRows = /^rows?$/u.test(unit);
  if (rows !== undefined)
    // Rows of channels or of rows mean nothing.
    return channels || ofRows
      ? null
      : {
          counts: [
            ['pins', rows * each],
            ['rows', rows],
          ],
          bareP: false,
          bits: false,
        };
  const counted: CountUnit = channels ? 'channels' : ofRows ? 'rows' : 'pins';
  return { counts: [[counted, each]], bareP: unit === 'p', bits: unit === '位' };
}

/** A length in millimetres or mils ('2.54mm', '.5mm', '50mil'); 'P=2.54mm', as descriptions write a pitch. */
const LENGTH = /^(P=)?(\d+(?:\.\d+)?)(mm|mil)?$/iu;
const MIL = 25.4e-6;

/** A length in metres, and whether it is written as a pitch ('P=2.54mm'); null when it is none. */
export function readLength(reading: string): { metres: number; pitch: boolean } | null {
  const m = LENGTH.exec(reading);
  if (!m) return null;
  const [, pitch, number = '', unit] = m;
  // A bare number is a length only as 'P=2.54' (millimetres).
  if (unit === undefined && pitch === undefined) return null;
  const metres = canonical(Number(number) * (unit?.toLowerCase() === 'mil' ? MIL : 1e-3));
  return metres > 0 && metres < 1 ? { metres, pitch: pitch !== undefined } : null;
}

/** The value a word naming a parameter reads beside it: a pitch is a length, a bare number in millimetres. */
export function namedValue(code: string, reading: string): QueryValue | null {
  if (code !== 'pitch') return null;
  const length = readLength(reading) ?? readLength(`P=${reading}`);
  return length ? { unit: 'm', value: length.metres } : null;
}
