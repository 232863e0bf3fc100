import { canonical, powerWord, toleranceWord, valueWord } from './part-parameter-values.js';

/**
 * A parameter's value text as a number in the parameter's base unit ('100nF' → 1e-7 F, '1/4W' → 0.25 W,
 * '±5%' → 5), or null when the text holds no single number of that unit: a range ('2.7V~5.5V'), a list
 * ('2V, 3.3V'), another unit ('±0.1pF' as a tolerance) or words. A wrong number would put a part in the
 * wrong filter row; null only leaves it out of the numeric filters, and its text still shows and matches.
 */

/** The base units numbers are kept in (docs/search.md, 'Parameters of a product'). */
export type BaseUnit = 'F' | 'Ω' | 'H' | 'V' | 'A' | 'W' | 'Hz' | '%' | 'm';

/** How each base unit may be written after the prefix, compared in lower case; the longer forms first. */
const UNIT_SPELLINGS: Record<BaseUnit, readonly string[]> = {
  F: ['f'],
  Ω: ['ohms', 'ohm', 'ω', 'r', '欧姆', '欧', '歐姆', '歐'],
  H: ['h'],
  V: ['vdc', 'vac', 'v'],
  A: ['a'],
  W: ['w'],
  Hz: ['hz'],
  '%': ['%'],
  m: ['m'],
};

type Powers = Readonly<Record<string, number>>;

/** Farads and henries are never mega: 'MF' and 'MH' (BOMs in upper case) are milli, as the parser reads them. */
const SMALL: Powers = { p: -12, n: -9, u: -6, μ: -6, m: -3 };
const FARAD: Powers = { f: -15, ...SMALL };
/** Hertz are never milli: 'mhz' is mega. */
const HERTZ: Powers = { k: 3, m: 6, g: 9 };
/** Case matters where the catalog's writing makes it safe: 'mΩ' is milli and 'MΩ' mega. */
const OHM: Powers = { μ: -6, u: -6, m: -3, k: 3, K: 3, M: 6, G: 9 };
const ELECTRIC: Powers = { p: -12, n: -9, u: -6, μ: -6, m: -3, k: 3, K: 3, M: 6 };
const METRE: Powers = { n: -9, u: -6, μ: -6, m: -3, c: -2, k: 3 };

/** The power of ten of a prefix written before the unit, or undefined when it cannot stand there. */
function prefixPower(prefix: string, unit: BaseUnit): number | undefined {
  if (prefix === '') return 0;
  switch (unit) {
    case 'F':
      return FARAD[prefix.toLowerCase()];
    case 'H':
      return SMALL[prefix.toLowerCase()];
    case 'Hz':
      return HERTZ[prefix.toLowerCase()];
    case 'Ω':
      return OHM[prefix];
    case 'V':
    case 'A':
    case 'W':
      return ELECTRIC[prefix];
    case 'm':
      return METRE[prefix];
    case '%':
      return undefined;
  }
}

/** Units whose values can never be negative: a sign there is a range or a typo. */
const UNSIGNED = new Set<BaseUnit>(['F', 'Ω', 'H', 'W', 'Hz', 'm']);

/** Units a bare number may be written in ('50' as a voltage); metres, hertz and henries are ambiguous bare. */
const BARE_IN_BASE = new Set<BaseUnit>(['V', 'A', 'W', '%', 'Ω']);

/** A number, a prefix and a unit: '100nF', '-5V', '.5mm', '2.54mm'. */
const QUANTITY = /^([+-]|±)?(\d+(?:\.\d+)?|\.\d+)(\D*)$/u;

/** Words that make a text a list or a range rather than one value. */
const LIST_OR_RANGE = /[~,;、，；/|]|\s(?:to|and)\s/iu;

/**
 * The primary value of a text written with a condition: '150mV@(150mA)' → '150mV', '20@500MHz' → '20',
 * '46dB(typ)' → '46dB'; and the text without spaces ('10 kΩ' → '10kΩ').
 */
function primaryPart(text: string): string {
  const [main = ''] = text.normalize('NFKC').split('@');
  return main.replace(/\([^)]*\)\s*$/u, '').replace(/\s+/g, '');
}

/** A capacitor or resistor code: two digits and a power of ten ('104' = 10 × 10⁴ pF = 100 nF; '103' = 10 kΩ). */
function threeDigitCode(digits: string): number | null {
  if (!/^\d\d[1-7]$/.test(digits)) return null;
  return Number(digits.slice(0, 2)) * 10 ** Number(digits[2]);
}

/**
 * A bare number as the unit reads it: the three-digit code of capacitors (in pF) and resistors; a
 * capacitance written as a whole number below 1000 in picofarads ('22', '100'), as the description
 * parser reads it; ohms, volts, amperes, watts and percent as they are. Anything else is ambiguous.
 */
function bareNumber(digits: string, unit: BaseUnit): number | null {
  const value = Number(digits);
  const code = threeDigitCode(digits);
  if (unit === 'F') {
    if (code !== null) return code * 1e-12;
    return /^\d{1,3}$/.test(digits) ? value * 1e-12 : null;
  }
  if (unit === 'Ω') {
    if (code !== null) return code;
    // '1001' may be a four-digit resistor code (1 kΩ) or 1001 Ω: no guess.
    return /^\d{4,}$/.test(digits) ? null : value;
  }
  return BARE_IN_BASE.has(unit) ? value : null;
}

/** '100nF', '10K欧', '2.54mm', '-5V', '±5%' in the unit, or null. */
function decimalQuantity(text: string, unit: BaseUnit): number | null {
  const m = QUANTITY.exec(text);
  if (!m) return null;
  const [, sign = '', digits = '', rest = ''] = m;
  if (sign === '±' ? unit !== '%' : sign === '-' && UNSIGNED.has(unit)) return null;
  if (rest === '') {
    const bare = bareNumber(digits, unit);
    return bare === null ? null : canonical(sign === '-' ? -bare : bare);
  }
  const lower = rest.toLowerCase();
  const spelling = UNIT_SPELLINGS[unit].find((s) => lower.endsWith(s));
  // Without the unit, only a resistance, capacitance or inductance may be written with its prefix alone
  // ('10k', '100n', '10u'), as on BOMs.
  const prefix = spelling === undefined ? rest : rest.slice(0, rest.length - spelling.length);
  if (spelling === undefined && !['Ω', 'F', 'H'].includes(unit)) return null;
  if (spelling === undefined && unit === 'Ω' && /^[pnuμ]$/i.test(prefix)) return null;
  const power = prefixPower(prefix, unit);
  if (power === undefined) return null;
  const value = Number(digits) * 10 ** power;
  return Number.isFinite(value) ? canonical(sign === '-' ? -value : value) : null;
}

/** The RKM code ('4k7', '4R7', '2n2', '4u7F'): the description parser's reading, when its unit agrees. */
function rkmQuantity(text: string, unit: BaseUnit): number | null {
  if (unit !== 'F' && unit !== 'H' && unit !== 'Ω') return null;
  if (!/^\d+[pnuμkKMRr]\d+\D*$/u.test(text)) return null;
  const word = valueWord(text);
  if (!word || (word.unit !== unit && word.unit !== 'bare')) return null;
  // A bare RKM word names its kind by its letter: '4k7' is ohms, '2n2' farads; never across units.
  if (word.unit === 'bare' && (unit === 'Ω') !== /^[kKMRr]$/.test(word.prefix)) return null;
  return word.value;
}

/** The members of a range or list ('2.7V~5.5V' → '2.7V', '5.5V'); one member for a single value. */
export function valueParts(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(LIST_OR_RANGE)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** A text's number in `unit` (see the top of this file), six significant digits. */
export function quantityIn(text: string, unit: BaseUnit): number | null {
  const main = primaryPart(text);
  if (main === '' || LIST_OR_RANGE.test(main.replace(/^\d+\/\d+W$/i, ''))) return null;
  if (unit === 'W' && main.includes('/')) return powerWord(main);
  if (unit === '%') {
    const tolerance = toleranceWord(main);
    if (tolerance !== null) return tolerance;
  }
  return decimalQuantity(main, unit) ?? rkmQuantity(main, unit);
}

/** A count: '8', '34P', '2x7P' (two rows of seven: 14), '3 pins'. */
export function countIn(text: string): number | null {
  const main = primaryPart(text).toLowerCase();
  const m = /^(?:(\d+)[x×*])?(\d+)(?:p|pins?|pos|positions?|ways?)?$/u.exec(main);
  if (!m) return null;
  return Number(m[1] ?? 1) * Number(m[2]);
}

const PREFIXES: readonly [number, string][] = [
  [9, 'G'],
  [6, 'M'],
  [3, 'k'],
  [0, ''],
  [-3, 'm'],
  [-6, 'u'],
  [-9, 'n'],
  [-12, 'p'],
  [-15, 'f'],
];

/** Prefixes each unit is written with in the catalog ('4.7uF', '120mΩ', '2.54mm'; never 'kF' or 'mHz'). */
const WRITTEN_PREFIXES: Record<BaseUnit, ReadonlySet<string>> = {
  F: new Set(['', 'm', 'u', 'n', 'p', 'f']),
  H: new Set(['', 'm', 'u', 'n', 'p']),
  Ω: new Set(['G', 'M', 'k', '', 'm', 'u']),
  V: new Set(['k', '', 'm', 'u']),
  A: new Set(['k', '', 'm', 'u', 'n', 'p']),
  W: new Set(['k', '', 'm', 'u']),
  Hz: new Set(['G', 'M', 'k', '']),
  '%': new Set(['']),
  m: new Set(['', 'm', 'u']),
};

/**
 * A number written as the catalog writes it, with the largest prefix that keeps at least 1 before the
 * point: 1e-7 F → '100nF', 4700 Ω → '4.7kΩ', 0.25 W → '250mW', 5 % → '5%'. The text of values the
 * description gives, and the key of every number (equal numbers share a key: '0.1uF' and '100nF').
 */
export function formatQuantity(value: number, unit: BaseUnit | null): string {
  if (unit === null) return String(canonical(value));
  if (value === 0) return `0${unit}`;
  const magnitude = Math.abs(value);
  const allowed = WRITTEN_PREFIXES[unit];
  const usable = PREFIXES.filter(([, p]) => allowed.has(p));
  const [power, prefix] = usable.find(([p]) => magnitude >= 10 ** p) ?? usable.at(-1) ?? [0, ''];
  return `${canonical(value / 10 ** power)}${prefix}${unit}`;
}
