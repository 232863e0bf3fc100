import type { SubstituteRole, SubstituteVerdict } from '@emall/contract';
import {
  DIELECTRIC_ORDER,
  NOT_SEARCHABLE_CODES,
  paramRole,
  type ParamRole,
} from '../parameters/param-roles.js';
import { quantityIn } from '../parameters/param-values.js';

/**
 * The drop-in rule (docs/substitutes.md), on parameter values alone: whether a candidate may replace an
 * original, and how each parameter compares. Pure: the service reads the values, this decides.
 */

/** A stored parameter value (product_param). */
export interface ParamValue {
  text: string;
  num: number | null;
  key: string;
}

/** A product's parameter values by parameter code. */
export type ParamValues = ReadonlyMap<string, ParamValue>;

/** A comparison's outcome: a verdict, or `excluded` when the candidate is no drop-in. */
export type Comparison = SubstituteVerdict | 'excluded';

/** Numbers stored with six significant digits: equal within that. */
function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}

/**
 * A text reading kept by its text: a BOM's call judges 27,000 candidates, each against an original whose
 * temperature range or supply is read again for every one of them (NFKC and a regular expression each time).
 * The readings are pure, so a held one is the same; at most READINGS_HELD texts each, then it starts over.
 */
const READINGS_HELD = 10_000;
function heldReading<T>(read: (text: string) => T | null): (text: string) => T | null {
  const held = new Map<string, T | null>();
  return (text) => {
    // A reading is a value or null, never undefined: undefined is a text not read yet.
    const known = held.get(text);
    if (known !== undefined) return known;
    if (held.size >= READINGS_HELD) held.clear();
    const reading = read(text);
    held.set(text, reading);
    return reading;
  };
}

/** '±20ppm', '±100ppm/℃', '10 ppm' → the ppm as a number; null when none. */
export const ppmOf = heldReading((text: string): number | null => {
  const m = /(\d+(?:\.\d+)?)\s*ppm/i.exec(text.normalize('NFKC'));
  return m?.[1] ? Number(m[1]) : null;
});

/** '810mcd', '1cd', '1.2cd@20mA' → candela; null when none (a range '90mcd~180mcd' reads its lower end). */
export const candelaOf = heldReading((text: string): number | null => {
  const m = /(\d+(?:\.\d+)?)\s*(m?)cd/i.exec(text.normalize('NFKC'));
  if (!m?.[1]) return null;
  return Number(m[1]) * (m[2] ? 1e-3 : 1);
});

/** '-55℃~+125℃', '-40°C ~ 85°C', '-40℃~+125℃@(Tj)' → [-55, 125]; null when not a range. */
export const temperatureRangeOf = heldReading((text: string): [number, number] | null => {
  const m = /([+-]?\d+(?:\.\d+)?)\s*(?:℃|°C|°|C)?\s*~\s*([+-]?\d+(?:\.\d+)?)/iu.exec(text.normalize('NFKC'));
  if (!m?.[1] || !m[2]) return null;
  const low = Number(m[1]);
  const high = Number(m[2]);
  return low <= high ? [low, high] : null;
});

/** '2.7V~5.5V' → [2.7, 5.5]; '3.3V' → [3.3, 3.3]; null for lists ('3.3V, 5V') and words. */
export const voltageRangeOf = heldReading((text: string): [number, number] | null => {
  const parts = text.normalize('NFKC').split('@')[0]?.split('~') ?? [];
  if (parts.length === 1) {
    const v = quantityIn(parts[0] ?? '', 'V');
    return v === null ? null : [v, v];
  }
  if (parts.length !== 2) return null;
  const low = quantityIn(parts[0] ?? '', 'V');
  const high = quantityIn(parts[1] ?? '', 'V');
  return low !== null && high !== null && low <= high ? [low, high] : null;
});

/** A dielectric's rank (0 best) or undefined when the key names none ('C0G(NP0)' keys as 'C0GNP0'). */
export function dielectricRank(key: string): number | undefined {
  return DIELECTRIC_ORDER[key];
}

/**
 * A supply voltage: two ranges compare as ranges (the candidate's must cover the original's); two single
 * values as the most the part takes (a regulator's data gives its maximum input: '6V', '15V'), so the
 * candidate's must be at least as high; a single value beside a range cannot be compared.
 */
function compareSupply(original: [number, number], candidate: [number, number]): Comparison {
  const single = (r: [number, number]) => r[0] === r[1];
  if (single(original) && single(candidate)) return compareNumbers(original[1], candidate[1], true);
  if (single(original) || single(candidate)) return 'excluded';
  return compareRanges(original, candidate);
}

/** A part type's key without a count ('1 Piece P-Channel' and 'P-Channel' are one). */
function partTypeKey(key: string): string {
  return key.replace(/^1(?:PIECE)?/, '');
}

/** A diode configuration's key, one for each spelling: 'Standalone', '1 Independent' and 'Single' are one. */
function diodeConfigurationKey(key: string): string {
  const bare = key.replace(/^1(?:PAIR)?/, '');
  return ['STANDALONE', 'INDEPENDENT', 'SINGLE'].includes(bare) ? 'SINGLE' : bare;
}

function compareRanges(original: [number, number], candidate: [number, number]): Comparison {
  if (candidate[0] > original[0] || candidate[1] < original[1]) return 'excluded';
  return candidate[0] === original[0] && candidate[1] === original[1] ? 'same' : 'better';
}

/**
 * `higherIsBetter`: a rating; otherwise a tolerance or loss. Magnitudes: a P-channel part's ratings are written
 * negative or positive ('-30V', '30V'), the same rating.
 */
function compareNumbers(original: number, candidate: number, higherIsBetter: boolean): Comparison {
  const [a, b] = [Math.abs(original), Math.abs(candidate)];
  if (sameNumber(a, b)) return 'same';
  return b > a === higherIsBetter ? 'better' : 'excluded';
}

/** The role a parameter plays for this original value (a dielectric is a grade, a ppm/℃ a tolerance). */
export function roleFor(code: string, original: ParamValue | undefined): SubstituteRole {
  const role = paramRole(code);
  if (role.compare !== 'dielectricOrPpm' || !original) return role.role;
  if (dielectricRank(original.key) !== undefined) return 'atLeast';
  return ppmOf(original.text) !== null ? 'atMost' : 'defining';
}

/** Two values of a decisive parameter, both stated. */
function compareStated(role: ParamRole, original: ParamValue, candidate: ParamValue): Comparison {
  switch (role.compare) {
    case 'ppm': {
      const [a, b] = [ppmOf(original.text), ppmOf(candidate.text)];
      if (a !== null && b !== null) return compareNumbers(a, b, false);
      break;
    }
    case 'temperatureRange': {
      const [a, b] = [temperatureRangeOf(original.text), temperatureRangeOf(candidate.text)];
      if (a && b) return compareRanges(a, b);
      break;
    }
    case 'supplyVoltage': {
      const [a, b] = [voltageRangeOf(original.text), voltageRangeOf(candidate.text)];
      if (a && b) return compareSupply(a, b);
      break;
    }
    case 'upperVoltage': {
      const [a, b] = [voltageRangeOf(original.text), voltageRangeOf(candidate.text)];
      if (a && b) return compareNumbers(a[1], b[1], false);
      break;
    }
    case 'luminousIntensity': {
      const [a, b] = [candelaOf(original.text), candelaOf(candidate.text)];
      if (a !== null && b !== null) return compareNumbers(a, b, true);
      break;
    }
    case 'partType':
      return partTypeKey(original.key) === partTypeKey(candidate.key) ? 'same' : 'excluded';
    case 'dielectricOrPpm': {
      const [a, b] = [dielectricRank(original.key), dielectricRank(candidate.key)];
      if (a !== undefined && b !== undefined) return b === a ? 'same' : b < a ? 'better' : 'excluded';
      const [p, q] = [ppmOf(original.text), ppmOf(candidate.text)];
      if (a === undefined && p !== null && q !== null) return compareNumbers(p, q, false);
      break;
    }
    case 'diodeConfiguration':
      return diodeConfigurationKey(original.key) === diodeConfigurationKey(candidate.key)
        ? 'same'
        : 'excluded';
    case undefined:
      // The parameter's own numbers (in its base unit, as stored).
      if (original.num === null || candidate.num === null) break;
      if (role.role === 'defining') return sameNumber(original.num, candidate.num) ? 'same' : 'excluded';
      return compareNumbers(original.num, candidate.num, role.role === 'atLeast');
  }
  // Values that cannot be compared as numbers or ranges: only the same value is safe.
  return original.key === candidate.key ? 'same' : 'excluded';
}

/** How one parameter compares: what the original and the candidate state of it. */
export function compareParam(
  code: string,
  original: ParamValue | undefined,
  candidate: ParamValue | undefined,
): Comparison {
  if (!original) return candidate ? 'extra' : 'same';
  const role = paramRole(code);
  if (role.role === 'info') {
    if (!candidate) return 'missing';
    const same =
      original.num !== null && candidate.num !== null
        ? sameNumber(original.num, candidate.num)
        : original.key === candidate.key;
    return same ? 'same' : 'differs';
  }
  // A hardware engineer accepts no unknown rating: a decisive value the candidate does not state excludes it.
  if (!candidate) return 'excluded';
  return compareStated(role, original, candidate);
}

/** The original's decisive parameters (not `info`): what "drop-in" means for it. */
export function decisiveCodes(original: ParamValues): string[] {
  return [...original.keys()].filter((code) => paramRole(code).role !== 'info');
}

/**
 * Whether the original can have drop-in substitutes at all: a package, at least one of the values that say
 * what it is (`main` in the roles table) and none that make it a programmable IC. Its category is checked by
 * the caller.
 */
export function isSearchable(original: ParamValues): boolean {
  if (!original.has('package')) return false;
  if ([...NOT_SEARCHABLE_CODES].some((code) => original.has(code))) return false;
  return [...original.keys()].some((code) => paramRole(code).main === true);
}

export interface Judgement {
  accepted: boolean;
  /** How many of the original's parameters the candidate states the same. */
  sameCount: number;
}

/** Whether the candidate is a drop-in for the original, and how many of the original's values it shares. */
export function judge(original: ParamValues, candidate: ParamValues): Judgement {
  let sameCount = 0;
  for (const [code, value] of original) {
    const outcome = compareParam(code, value, candidate.get(code));
    if (outcome === 'excluded') return { accepted: false, sameCount: 0 };
    if (outcome === 'same') sameCount += 1;
  }
  return { accepted: true, sameCount };
}
