/**
 * The measured quantities inside a component description, word by word: values with SI prefixes and the
 * RKM code ('4k7', '4R7', '8p2', '0R'), voltages, tolerances, power ('1/10W'), chip and diode packages and
 * ceramic dielectrics. Pure; part-parameters.ts decides which of them is the component's value.
 */

/** What a value is measured in: farad, henry, ohm, hertz; `bare` when the word names no unit ('4.7k', '100n'). */
export type ValueUnit = 'F' | 'H' | 'Ω' | 'Hz' | 'bare';

export interface ValueWord {
  unit: ValueUnit;
  /** The value in the SI unit (ohm, farad, henry, hertz), canonical (see `canonical`). */
  value: number;
  /** The multiplier letter as written ('k', 'n', 'R', '' when none): a bare value's hint of its kind. */
  prefix: string;
  /** Only digits ('104', '470', '66.5'): a capacitor code or a plain number, read by the kind. */
  digitsOnly: boolean;
  /** Written with '@' ('600Ω@100MHz'): a ferrite bead's impedance, an ESR or a current elsewhere. */
  atFrequency: boolean;
}

/**
 * Six significant digits: 0.1 µF and 100 nF, computed through different floating-point products, become
 * the same number, so the catalog's value and the BOM's compare equal in SQL.
 */
export function canonical(value: number): number {
  return Number(value.toPrecision(6));
}

const PREFIX_POWER: Record<string, number> = {
  p: -12,
  n: -9,
  u: -6,
  μ: -6,
  m: -3,
  k: 3,
  K: 3,
  M: 6,
  G: 9,
  R: 0,
  r: 0,
};

/** 'M' is mega for ohms and hertz ('1MΩ', '12MHz'), but milli for farads and henries ('1MH' means mH). */
function prefixPower(prefix: string, unit: ValueUnit): number | undefined {
  if (prefix === '') return 0;
  if (unit === 'Hz') {
    const lower = prefix.toLowerCase();
    return lower === 'm' ? 6 : lower === 'k' ? 3 : lower === 'g' ? 9 : undefined;
  }
  if (unit === 'F' || unit === 'H') {
    const lower = prefix.toLowerCase();
    return lower === 'r' || lower === 'k' ? undefined : PREFIX_POWER[lower];
  }
  if (unit === 'Ω')
    return prefix === 'p' || prefix === 'n' || prefix === 'u' ? undefined : PREFIX_POWER[prefix];
  return PREFIX_POWER[prefix];
}

function unitOf(text: string): ValueUnit | undefined {
  const t = text.toLowerCase();
  if (t === '') return 'bare';
  if (t === 'f') return 'F';
  if (t === 'h') return 'H';
  if (t === 'ω' || t === 'ohm' || t === 'ohms' || t === 'Ω') return 'Ω';
  if (t === 'hz') return 'Hz';
  return undefined;
}

/** '4.7k', '100nF', '0.1uF', '600Ω', '12MHz', '10K', '66.5', '1MΩ'. */
const DECIMAL = /^(\d+(?:[.,]\d+)?)([pnuμmkKMGRr]?)(f|h|hz|ω|ohms?)?$/iu;
/** The RKM code: the multiplier as the decimal point ('4k7', '4R7', '8p2', '2n2', '1M5', '0R', '4u7F'). */
const RKM = /^(\d+)([pnuμkKMRr])(\d+)(f|h|ω)?$/iu;

/** A word as a value, or null ('25V', 'X7R', '0603' and words of letters are not values). */
export function valueWord(word: string): ValueWord | null {
  // NFKC: the micro sign 'µ' becomes the Greek 'μ', the ohm sign 'Ω' the Greek 'Ω'.
  const [main = '', at] = (/^[\x20-\x7e]*$/.test(word) ? word : word.normalize('NFKC')).split('@');
  const atFrequency = at !== undefined;
  const rkm = RKM.exec(main);
  if (rkm) {
    const [, whole = '', prefix = '', fraction = '', unitText = ''] = rkm;
    const unit = unitOf(unitText);
    const power = unit && prefixPower(prefix, unit);
    if (unit === undefined || power === undefined) return null;
    const value = Number(`${whole}.${fraction}`) * 10 ** power;
    return { unit, value: canonical(value), prefix, digitsOnly: false, atFrequency };
  }
  const decimal = DECIMAL.exec(main);
  if (!decimal) return null;
  const [, digits = '', rawPrefix = '', unitText = ''] = decimal;
  // '0R' alone is the RKM zero ohm; 'R' after digits is ohms, never a multiplier of another unit.
  let prefix = rawPrefix;
  let unit = unitOf(unitText);
  if (unit === 'bare' && /^[Rr]$/.test(prefix)) {
    unit = 'Ω';
    prefix = '';
  }
  const power = unit && prefixPower(prefix, unit);
  if (unit === undefined || power === undefined) return null;
  const value = Number(digits.replace(',', '.')) * 10 ** power;
  if (!Number.isFinite(value)) return null;
  return {
    unit,
    value: canonical(value),
    prefix,
    digitsOnly: prefix === '' && unitText === '',
    atFrequency,
  };
}

/** '25V', '6.3V', '1kV', 'DC50V'; ranges ('1.8V~3.3V') and values at a condition ('1V@100mA') are not ratings. */
export function voltageWord(word: string): number | null {
  const m = /^(?:DC)?(\d+(?:\.\d+)?)(k?)V(?:DC)?$/i.exec(word);
  if (!m) return null;
  return canonical(Number(m[1]) * (m[2] ? 1000 : 1));
}

/** '1%', '±5%', '+/-10%', '±0.1%'. */
export function toleranceWord(word: string): number | null {
  const m = /^(?:±|\+\/-|\+-)?(\d+(?:\.\d+)?)%$/.exec(word);
  return m ? canonical(Number(m[1])) : null;
}

/** '1/10W', '1/4W', '0.25W', '62.5mW', '1W' (a resistor's power rating), in watts. */
export function powerWord(word: string): number | null {
  const fraction = /^(\d+)\/(\d+)W$/i.exec(word);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator > 0 ? canonical(Number(fraction[1]) / denominator) : null;
  }
  const m = /^(\d+(?:\.\d+)?)(m?)W$/.exec(word);
  return m ? canonical(Number(m[1]) * (m[2] ? 1e-3 : 1)) : null;
}

const DIELECTRICS: Record<string, string> = {
  X7R: 'X7R',
  X5R: 'X5R',
  X7S: 'X7S',
  X6S: 'X6S',
  X8R: 'X8R',
  X7T: 'X7T',
  Y5V: 'Y5V',
  Z5U: 'Z5U',
  C0G: 'C0G',
  COG: 'C0G',
  NP0: 'C0G',
  NPO: 'C0G',
};

/** A ceramic dielectric, NP0 and COG written as C0G. */
export function dielectricWord(word: string): string | null {
  return word.length === 3 ? (DIELECTRICS[word.toUpperCase()] ?? null) : null;
}

/** Imperial chip sizes; 1008 is an inductor size. */
export const CHIP_SIZES: ReadonlySet<string> = new Set([
  '01005',
  '0201',
  '0402',
  '0603',
  '0805',
  '1008',
  '1206',
  '1210',
  '1806',
  '1808',
  '1812',
  '2010',
  '2220',
  '2512',
]);
/** LED packages (PLCC sizes in tenths of a millimetre) and the crystal sizes of 'SMD3225-4P'. */
const OTHER_SIZES = new Set(['3528', '5050', '2835', '3014', '5730', '3225', '2520', '2016', '5032', '7050']);

/** Diode and transistor packages by their JEDEC names, read without spaces or hyphens. */
const NAMED_PACKAGES: Record<string, string> = {
  DO214AC: 'SMA',
  DO214AA: 'SMB',
  DO214AB: 'SMC',
  SMA: 'SMA',
  SMB: 'SMB',
  SMC: 'SMC',
  SMAF: 'SMAF',
  LL34: 'LL-34',
  MINIMELF: 'LL-34',
  SOD80: 'LL-34',
  SOD80C: 'LL-34',
  HC49S: 'HC-49S',
  '49S': 'HC-49S',
  HC49SSMD: 'HC-49S-SMD',
  HC49U: 'HC-49U',
};

/**
 * Metric chip sizes as the imperial size the catalog writes: in IPC-7351 footprint names ('CAPC1005X55N' is a
 * 1.0 × 0.5 mm capacitor: an 0402) and in package words (param-keys.ts). Sizes between ('CAPC1709X100N', a wider land for an 0603) say none.
 */
export const METRIC_TO_IMPERIAL: Readonly<Record<string, string>> = {
  '0402': '01005',
  '0603': '0201',
  '1005': '0402',
  '1608': '0603',
  '2012': '0805',
  '3216': '1206',
  '3225': '1210',
  '4532': '1812',
  '5025': '2010',
  '6332': '2512',
};

/** 'C_0603_1608METRIC' and 'HC-49S-SMD' are the longest forms read. */
const MAX_PACKAGE_LENGTH = 20;

/**
 * A package: '0603', 'C0603', '0603R', 'R_0805', 'SOT-23', 'SOT23-3' (= SOT-23), 'SOD-123', 'SMA(DO-214AC)',
 * 'SMD3225-4P' (= 3225), 'HC-49S'. Answers the package as the catalog writes it, or null.
 */
export function packageWord(word: string): string | null {
  if (word.length > MAX_PACKAGE_LENGTH) return null;
  const upper = word.toUpperCase();
  // Without a digit only a named package ('SMA', 'MiniMELF'): one lookup (most words of a description).
  if (!/\d/.test(word)) return NAMED_PACKAGES[upper.replace(/[\s_-]/g, '')] ?? null;
  const chip = /^(?:[RCL]_?)?(\d{4,5})(?:[RCL]|_\d{4}METRIC)?$/.exec(upper);
  if (chip?.[1] && (CHIP_SIZES.has(chip[1]) || OTHER_SIZES.has(chip[1]))) return chip[1];
  const smd = /^SMD(\d{4})(?:-\dP)?$/.exec(upper);
  if (smd?.[1] && OTHER_SIZES.has(smd[1])) return smd[1];
  const compact = upper.replace(/[\s_-]/g, '');
  const named = NAMED_PACKAGES[compact];
  if (named) return named;
  const outline = /^(SOT|SOD)-?(\d{2,3}F?)(?:-(\d))?$/.exec(upper.replace(/\s/g, ''));
  if (outline) {
    // SOT-23-3 is SOT-23; SOT-23-5 and SOT-23-6 are other packages.
    const [, family = '', size = '', pins] = outline;
    return pins && pins !== '3' ? `${family}-${size}-${pins}` : `${family}-${size}`;
  }
  return null;
}

/**
 * A package as the parametric parser reads it: packageWord's, and the forms of library names and power
 * packages that the search's package keys keep as written ('R0402', 'CC0603' and 'LED0805' of a KiCad or
 * Altium library name, IPC-7351 footprints 'CAPC1005X55N' = 0402, 'Crystal_SMD_3225-4Pin' = 3225, 'TO-220').
 */
export function partPackageWord(word: string): string | null {
  const named = packageWord(word);
  if (named !== null || word.length > MAX_PACKAGE_LENGTH || !/\d/.test(word)) return named;
  const upper = word.toUpperCase();
  const chip = /^(?:CC|LED|D)(\d{4})$/.exec(upper);
  if (chip?.[1] && (CHIP_SIZES.has(chip[1]) || OTHER_SIZES.has(chip[1]))) return chip[1];
  const ipc = /^(?:CAP|RES|IND|LED|DIO|FUS)C(\d{4})X\d+[LNM]?$/.exec(upper);
  if (ipc?.[1]) return METRIC_TO_IMPERIAL[ipc[1]] ?? null;
  const crystal = /^(\d{4})-\dPIN$/.exec(upper);
  if (crystal?.[1] && OTHER_SIZES.has(crystal[1])) return crystal[1];
  // Regulators' and transistors' power packages: 'TO-220', 'TO252', 'TO-92'; TO-220-3 is TO-220.
  const to = /^TO-?(\d{2,3})(?:-(\d))?$/.exec(upper);
  if (to) return to[2] && to[2] !== '3' ? `TO-${to[1]}-${to[2]}` : `TO-${to[1]}`;
  return null;
}

/** '3A', '500mA', '1.5A', '100uA' (a current), in amperes; values at a condition ('1V@250mA') are not. */
export function currentWord(word: string): number | null {
  const m = /^(\d+(?:\.\d+)?)([muμn]?)A$/.exec(word);
  if (!m) return null;
  const power = { '': 0, m: -3, u: -6, μ: -6, n: -9 }[m[2] ?? ''] ?? 0;
  return canonical(Number(m[1]) * 10 ** power);
}
