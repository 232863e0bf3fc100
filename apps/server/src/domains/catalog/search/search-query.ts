import { nameKey } from '../catalog-naming.js';
import { packageKey, valueKey } from '../parameters/param-keys.js';
import {
  canonical,
  dielectricWord,
  packageWord,
  powerWord,
  toleranceWord,
  valueWord,
  voltageWord,
  type ValueWord,
} from '../parameters/part-parameter-values.js';
import {
  startsPhrase,
  type CategoryKind,
  type PhraseMeaning,
  type SearchDictionary,
} from './search-dictionary.js';

/**
 * What an engineer typed in the search box, word by word (docs/search.md): values with units ('100nF',
 * '10K欧', '1/4W'), packages ('0402', 'LQFP48'), dielectrics ('X7R'), brands ('村田', 'Texas Instruments'),
 * categories ('贴片电容', 'op amp') and plain text (part numbers, description words). Pure and total: any
 * input gives words or nothing, never an error.
 */

export type QueryUnit = 'F' | 'Ω' | 'H' | 'V' | 'A' | 'W' | 'Hz' | '%';

/** A value in the unit's SI base (farads, ohms …; percent for '%'), six significant digits (`canonical`). */
export interface QueryValue {
  unit: QueryUnit;
  value: number;
  /**
   * The parameters kept in this unit, once resolved from the cached vocabulary (search-word-parameters.ts):
   * the statement then names them, so the planner sees the parameter and uses its value statistics.
   */
  parameterIds?: readonly number[];
}

export type QueryWord =
  /** Several alternatives when the word reads more than one way ('470' next to '电容': 47 pF or 470 pF). */
  | { kind: 'value'; text: string; alternatives: QueryValue[] }
  /** key = packageKey(text): '0603' for '1608', 'SOT23' for 'SOT-23'. */
  | { kind: 'package'; text: string; key: string; parameterId?: number }
  | { kind: 'brand'; text: string; brandIds: number[] }
  /** A top node's id stands for its subcategories too. */
  | { kind: 'category'; text: string; catalogIds: number[]; categoryKind?: CategoryKind }
  /** A known text value: the dielectrics (key 'C0G' for NP0 and COG). */
  | { kind: 'parameter'; text: string; key: string }
  /** Anything else, key = valueKey(text): part-number-like words and description words. */
  | { kind: 'text'; text: string; key: string };

// ---- Words and atoms -------------------------------------------------------------------------------

const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const CJK = new RegExp(`[${CJK_CLASS}]`, 'u');
/** A word cut where the script changes: '贴片电容100nF' → '贴片电容', '100nF'. */
const SCRIPT_RUNS = new RegExp(`[${CJK_CLASS}]+|[^${CJK_CLASS}]+`, 'gu');
/**
 * Spaces, commas and semicolons (full-width ones are ASCII after NFKC), the enumeration comma, bars, and
 * slashes between words (markWordSlashes marks them with a private-use character). Captured, so that a
 * phrase shows its own separators ('DC/DC').
 */
const SEPARATORS = /([\s,;、|\uE000]+)/u;
const WORD_SLASH = '\uE000';

/**
 * One piece of the query: a Latin word, or one CJK character (CJK is matched against the dictionary
 * character by character, since Chinese writes no spaces: '村田电容' → '村田', '电容').
 */
interface Atom {
  /** As typed (after NFKC), for display. */
  text: string;
  /** What values are read from: the text with Chinese units in symbols ('10K欧' → '10KΩ'). */
  reading: string;
  key: string;
  cjk: boolean;
  /** Typed right after the previous atom, with no separator between. */
  glued: boolean;
  /** The separator before it, as a phrase shows it: ' ' or '/'. */
  gap: string;
}

/** Chinese units right after a number: the reading's symbol, and what the number must end with. */
const CJK_UNITS: readonly (readonly [unit: RegExp, symbol: string, after: RegExp])[] = [
  [/^千(?:欧姆|歐姆|欧|歐)/u, 'kΩ', /\d$/],
  [/^兆(?:欧姆|歐姆|欧|歐)/u, 'MΩ', /\d$/],
  [/^(?:欧姆|歐姆|欧|歐)/u, 'Ω', /\d[kKmM]?$/],
  [/^毫伏/u, 'mV', /\d$/],
  [/^(?:伏特|伏)/u, 'V', /\d[kK]?$/],
  [/^毫安/u, 'mA', /\d$/],
];

/** A slash separates words ('SMD/SMT', '100nF/50V') but not a fraction ('1/4W') or '+/-'. */
function markWordSlashes(text: string): string {
  return text.replace(/\//g, (slash: string, at: number) => {
    const before = text[at - 1] ?? '';
    const after = text[at + 1] ?? '';
    const fraction = /\d/.test(before) && /\d/.test(after);
    return fraction || (before === '+' && after === '-') ? slash : WORD_SLASH;
  });
}

/** Punctuation around a word ('(TI)', '"100nF".'); a package's '(7x7)' stays. */
function trimWord(word: string): string {
  let text = word;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/^[^\p{L}\p{N}±+(]+/u, '').replace(/[^\p{L}\p{N}%)]+$/u, '');
    if (text.startsWith('(') && text.endsWith(')')) text = text.slice(1, -1);
    else if (text.startsWith('(') && !text.includes(')')) text = text.slice(1);
    else if (text.endsWith(')') && !text.includes('(')) text = text.slice(0, -1);
  }
  return text;
}

/** CJK characters as atoms; a Chinese unit right after a number joins the number ('10K欧'). */
function addCjkRun(atoms: Atom[], run: string, glued: boolean, gap: string): void {
  let rest = run;
  const previous = atoms.at(-1);
  if (glued && previous && !previous.cjk) {
    const unit = CJK_UNITS.find(([pattern, , after]) => pattern.test(rest) && after.test(previous.reading));
    const written = unit ? unit[0].exec(rest)?.[0] : undefined;
    if (unit && written) {
      previous.text += written;
      previous.reading += unit[1];
      previous.key = nameKey(previous.text);
      rest = rest.slice(written.length);
    }
  }
  let first = true;
  for (const char of rest) {
    const after = glued || !first;
    atoms.push({
      text: char,
      reading: char,
      key: nameKey(char),
      cjk: true,
      glued: after,
      gap: after ? '' : gap,
    });
    first = false;
  }
}

/** '100 nF', '25 V', '1 %': a number and its unit typed apart are one value. */
const BARE_NUMBER = /^\d+(?:\.\d+)?[pnuμmkKMG]?$/u;
const UNIT_ALONE = /^(?:[pnuμmkKMG]?(?:F|H|Ω|ohms?|Hz|V|A|W)|%)$/iu;

function joinSpacedUnits(atoms: readonly Atom[]): Atom[] {
  const joined: Atom[] = [];
  for (const atom of atoms) {
    const previous = joined.at(-1);
    if (
      previous &&
      !previous.cjk &&
      !atom.cjk &&
      !atom.glued &&
      BARE_NUMBER.test(previous.reading) &&
      UNIT_ALONE.test(atom.reading)
    ) {
      const reading = previous.reading + atom.reading;
      if (readQuantity(reading, NO_KINDS).length > 0) {
        const text = `${previous.text}${atom.gap}${atom.text}`;
        joined[joined.length - 1] = { ...previous, text, reading, key: nameKey(text) };
        continue;
      }
    }
    joined.push(atom);
  }
  return joined;
}

function atomsOf(query: string): Atom[] {
  const atoms: Atom[] = [];
  // split() with a captured separator alternates words (even indexes) and separators (odd ones).
  const parts = markWordSlashes(query.normalize('NFKC')).split(SEPARATORS);
  for (let index = 0; index < parts.length; index += 2) {
    const separator = parts[index - 1] ?? '';
    const gap = separator.includes(WORD_SLASH) ? '/' : ' ';
    let glued = false;
    for (const run of parts[index]?.match(SCRIPT_RUNS) ?? []) {
      if (CJK.test(run)) {
        addCjkRun(atoms, run, glued, gap);
        glued = true;
        continue;
      }
      const text = trimWord(run);
      if (text === '') continue;
      atoms.push({ text, reading: text, key: nameKey(text), cjk: false, glued, gap: glued ? '' : gap });
      glued = true;
    }
  }
  return joinSpacedUnits(atoms);
}

// ---- Values ----------------------------------------------------------------------------------------

const NO_KINDS: ReadonlySet<CategoryKind> = new Set();

/** JEDEC diodes and transistors ('1N4148', '2N7002') read like the RKM code but are part numbers. */
const JEDEC = /^[1-4]N\d{3,4}/i;
/** The RKM code has at most three digits after its letter ('4k7', '1k02'); more is a part number. */
const LONG_RKM = /^\d+\p{L}\d{4,}/u;

/** '25V', '3.3V', '1kV', '500mV', and '3V3' as schematics write 3.3 V. */
function readVoltage(reading: string): number | null {
  const volts = voltageWord(reading);
  if (volts !== null) return volts;
  const milli = /^(\d+(?:\.\d+)?)mV$/i.exec(reading);
  if (milli) return canonical(Number(milli[1]) / 1000);
  const rkm = /^(\d+)V(\d+)$/i.exec(reading);
  return rkm ? canonical(Number(`${rkm[1] ?? ''}.${rkm[2] ?? ''}`)) : null;
}

/** '500mA', '1A', '10uA'; 'MA' is milliamperes too (nobody buys a megaampere part). */
function readCurrent(reading: string): number | null {
  const m = /^(\d+(?:\.\d+)?)([muμ]?)A$/iu.exec(reading);
  if (!m) return null;
  const prefix = (m[2] ?? '').toLowerCase();
  const scale = prefix === 'm' ? 1e-3 : prefix === '' ? 1 : 1e-6;
  return canonical(Number(m[1]) * scale);
}

/** '1/4W', '0.25W', '250mW' in any case ('250MW' is milliwatts too). */
function readPower(reading: string): number | null {
  const written = reading.replace(
    /^(\d+(?:\.\d+)?)(m?)w$/i,
    (_word: string, number: string, milli: string) => `${number}${milli ? 'm' : ''}W`,
  );
  return powerWord(written);
}

const withValue = (values: QueryValue[], unit: QueryUnit, value: number) => {
  const exact = canonical(value);
  if (!values.some((v) => v.unit === unit && v.value === exact)) values.push({ unit, value: exact });
};

/**
 * A value without a unit, by its multiplier and the kinds the query's categories name: u, n, p are farads
 * (henries next to an inductor category); k, K, M, R are ohms (k, K, M hertz next to a crystal or oscillator:
 * '12M 晶振'; R microhenries next to an inductor: '4R7 电感').
 */
function bareValues(word: ValueWord, kinds: ReadonlySet<CategoryKind>): QueryValue[] {
  const values: QueryValue[] = [];
  const { prefix, value } = word;
  if (/^[pnuμ]$/u.test(prefix)) {
    if (!kinds.has('inductor') || kinds.has('capacitor')) withValue(values, 'F', value);
    if (kinds.has('inductor')) withValue(values, 'H', value);
  } else if (/^[kKM]$/.test(prefix)) {
    const frequency = kinds.has('crystal') || kinds.has('oscillator');
    if (!frequency || kinds.has('resistor')) withValue(values, 'Ω', value);
    if (frequency) withValue(values, 'Hz', value);
  } else if (/^[Rr]$/.test(prefix)) {
    if (!kinds.has('inductor') || kinds.has('resistor')) withValue(values, 'Ω', value);
    if (kinds.has('inductor')) withValue(values, 'H', value * 1e-6);
  }
  return values;
}

/**
 * A three-digit code, read only next to a category of its kind: two digits and the power of ten, in
 * picofarads ('104' = 100 nF), ohms ('472' = 4.7 kΩ) or microhenries ('101' = 100 µH). Ending in 0 it may
 * also be the number itself ('470' = 47 pF or 470 pF).
 */
function codeValues(digits: string, kinds: ReadonlySet<CategoryKind>): QueryValue[] {
  const code = /^([1-9]\d)(\d)$/.exec(digits);
  if (!code) return [];
  const base = Number(code[1]);
  const power = Number(code[2]);
  const values: QueryValue[] = [];
  const read = (unit: QueryUnit, scale: number, plainToo: boolean) => {
    if (power <= 7) withValue(values, unit, base * 10 ** power * scale);
    if (plainToo && power === 0) withValue(values, unit, Number(digits) * scale);
  };
  if (kinds.has('capacitor')) read('F', 1e-12, true);
  if (kinds.has('resistor')) read('Ω', 1, true);
  if (kinds.has('inductor')) read('H', 1e-6, false);
  return values;
}

/** valueWord reads bare multipliers in lower case only: '100N', '4.7U' and '2N2' as typed in capitals. */
function lowerBarePrefix(reading: string): string {
  return reading.replace(
    /^(\d+(?:\.\d+)?)([NUP])(\d{0,3})$/,
    (_word: string, whole: string, prefix: string, fraction: string) =>
      `${whole}${prefix.toLowerCase()}${fraction}`,
  );
}

function readValue(reading: string, kinds: ReadonlySet<CategoryKind>): QueryValue[] {
  const word = valueWord(lowerBarePrefix(reading));
  // '600Ω@100MHz' is a bead's impedance at a frequency: no single value to look up.
  if (!word || word.atFrequency) return [];
  if (word.unit !== 'bare') return [{ unit: word.unit, value: word.value }];
  return word.digitsOnly ? codeValues(reading, kinds) : bareValues(word, kinds);
}

/** Every value a word reads as, in the context of the categories the query names; [] when none. */
function readQuantity(reading: string, kinds: ReadonlySet<CategoryKind>): QueryValue[] {
  if (JEDEC.test(reading) || LONG_RKM.test(reading)) return [];
  const readings: readonly (readonly [QueryUnit, number | null])[] = [
    ['V', readVoltage(reading)],
    ['A', readCurrent(reading)],
    ['W', readPower(reading)],
    ['%', toleranceWord(reading)],
  ];
  for (const [unit, value] of readings) if (value !== null) return [{ unit, value }];
  return readValue(reading, kinds);
}

// ---- Packages --------------------------------------------------------------------------------------

/** IC and discrete package families, followed by a pin count or size in a query ('LQFP48', 'TO-220F'). */
const PACKAGE_FAMILIES = [
  ...['QFP', 'LQFP', 'TQFP', 'QFN', 'LQFN', 'VQFN', 'WQFN', 'UQFN', 'TQFN', 'DFN', 'WDFN', 'UDFN', 'TDFN'],
  ...['SOP', 'HSOP', 'ESOP', 'TSOP', 'SSOP', 'TSSOP', 'HTSSOP', 'MSOP', 'VSSOP', 'SOIC'],
  ...['SON', 'WSON', 'VSON', 'USON', 'SOT', 'SOD', 'TO', 'DO', 'SC', 'DIP', 'PDIP', 'SDIP', 'SIP', 'ZIP'],
  ...['BGA', 'FBGA', 'LFBGA', 'TFBGA', 'LGA', 'CSP', 'WLCSP', 'PLCC'],
];
/** A family, the pin count, a suffix ('F', 'AC'), more numbers ('-3', 'x2-6') and a body size in brackets. */
const PACKAGE_FAMILY = new RegExp(
  `^(?:${PACKAGE_FAMILIES.join('|')})[-_]?\\d{1,4}[A-Z]{0,2}(?:[-_x×*]\\d{1,3}(?:\\.\\d+)?[A-Z]?){0,3}(?:\\([^()]*\\))?$`,
  'i',
);

function isPackage(reading: string): boolean {
  if (packageWord(reading) !== null || PACKAGE_FAMILY.test(reading) || /^D[23]?PAK$/i.test(reading))
    return true;
  // Metric chip sizes ('1608' = 0603) are keyed as the imperial size.
  return /^\d{4}(?:M|METRIC)?$/i.test(reading) && packageWord(packageKey(reading)) !== null;
}

/** Values, packages and dielectrics are read before brands: a short brand code never takes '3M' or 'SMA'. */
function isValueLike(reading: string): boolean {
  return dielectricWord(reading) !== null || isPackage(reading) || readQuantity(reading, NO_KINDS).length > 0;
}

// ---- Phrases ---------------------------------------------------------------------------------------

type Piece =
  | { kind: 'phrase'; text: string; meaning: PhraseMeaning }
  | { kind: 'latin'; atom: Atom }
  | { kind: 'cjk'; text: string };

function spanText(atoms: readonly Atom[]): string {
  return atoms.map((a, i) => (i > 0 ? a.gap + a.text : a.text)).join('');
}

/** The longest run of atoms from `start` that the dictionary knows ('Texas Instruments', '贴片电阻'). */
function longestPhrase(
  atoms: readonly Atom[],
  valueLike: readonly boolean[],
  start: number,
  dictionary: SearchDictionary,
): { end: number; meaning: PhraseMeaning } | undefined {
  let key = '';
  let found: { end: number; meaning: PhraseMeaning } | undefined;
  for (let end = start + 1; end <= atoms.length; end += 1) {
    const atom = atoms[end - 1];
    if (!atom || (end - 1 > start && valueLike[end - 1])) break;
    key += atom.key;
    if (!startsPhrase(dictionary, key)) break;
    const meaning = dictionary.meanings.get(key);
    if (meaning) found = { end, meaning };
  }
  return found;
}

function phrasePieces(atoms: readonly Atom[], dictionary: SearchDictionary): Piece[] {
  const valueLike = atoms.map((a) => !a.cjk && isValueLike(a.reading));
  const pieces: Piece[] = [];
  let i = 0;
  while (i < atoms.length) {
    const atom = atoms[i];
    if (!atom) break;
    const phrase = valueLike[i] ? undefined : longestPhrase(atoms, valueLike, i, dictionary);
    if (phrase) {
      pieces.push({ kind: 'phrase', text: spanText(atoms.slice(i, phrase.end)), meaning: phrase.meaning });
      i = phrase.end;
      continue;
    }
    // CJK characters no phrase takes stay together as one text word ('国产' in '国产电容').
    const last = pieces.at(-1);
    if (atom.cjk && atom.glued && last?.kind === 'cjk') last.text += atom.text;
    else pieces.push(atom.cjk ? { kind: 'cjk', text: atom.text } : { kind: 'latin', atom });
    i += 1;
  }
  return pieces;
}

// ---- Words -----------------------------------------------------------------------------------------

function textWord(text: string): QueryWord | null {
  const key = valueKey(text);
  return key === '' ? null : { kind: 'text', text, key };
}

function latinWord(atom: Atom, kinds: ReadonlySet<CategoryKind>): QueryWord | null {
  const { text, reading } = atom;
  const dielectric = dielectricWord(reading);
  if (dielectric) return { kind: 'parameter', text, key: valueKey(dielectric) };
  if (isPackage(reading)) return { kind: 'package', text, key: packageKey(reading) };
  const alternatives = readQuantity(reading, kinds);
  if (alternatives.length > 0) return { kind: 'value', text, alternatives };
  return textWord(text);
}

function wordOf(piece: Piece, kinds: ReadonlySet<CategoryKind>): QueryWord | null {
  switch (piece.kind) {
    case 'latin':
      return latinWord(piece.atom, kinds);
    case 'cjk':
      return textWord(piece.text);
    case 'phrase': {
      const { text, meaning } = piece;
      if (meaning.kind === 'brand') return { kind: 'brand', text, brandIds: [...meaning.brandIds] };
      const catalogIds = [...meaning.catalogIds];
      return meaning.categoryKind
        ? { kind: 'category', text, catalogIds, categoryKind: meaning.categoryKind }
        : { kind: 'category', text, catalogIds };
    }
  }
}

/** The words of a query, in the order typed. */
export function readQuery(query: string, dictionary: SearchDictionary): QueryWord[] {
  const pieces = phrasePieces(atomsOf(query), dictionary);
  // Bare values and codes read by the categories named anywhere in the query ('104 电容', '4.7u 电感').
  const kinds = new Set<CategoryKind>();
  for (const piece of pieces)
    if (piece.kind === 'phrase' && piece.meaning.kind === 'category')
      for (const kind of piece.meaning.kinds) kinds.add(kind);
  return pieces.flatMap((piece) => wordOf(piece, kinds) ?? []);
}
