import { nameKey } from '../core/catalog-naming.js';
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
import { mountedNodes } from './search-mounting-nodes.js';
import { samePackageKeys } from './search-package-spellings.js';
import { namedValue, readCount, readLength, type CountReading } from './search-count-words.js';
import type { CountUnit, QueryUnit, QueryValue } from './search-query.types.js';
export type { CountUnit, QueryUnit, QueryValue } from './search-query.types.js';

/**
 * What an engineer typed in the search box, word by word (docs/search.md): values with units ('100nF',
 * '10K欧', '1/4W'), counts of pins, rows and channels ('24P' beside a connector, '2x20P', '40pin', '4芯'), a
 * pitch ('2.54mm间距'), packages ('0402', 'LQFP48'), dielectrics ('X7R'), text values of a parameter ('P沟道',
 * '贴片'), brands ('村田', 'Texas Instruments'), categories ('贴片电容', 'op amp') and plain text (part numbers,
 * description words). Pure and total: any input gives words or nothing, never an error.
 */

const COUNT_UNITS: ReadonlySet<QueryUnit> = new Set<QueryUnit>(['pins', 'rows', 'channels']);

/** Whether a unit is a count: its numbers are those of the parameter of that code, not of a unit. */
export function isCountUnit(unit: QueryUnit): unit is CountUnit {
  return COUNT_UNITS.has(unit);
}

export type QueryWord =
  /** Several alternatives when the word reads more than one way ('470' next to '电容': 47 pF or 470 pF). */
  | { kind: 'value'; text: string; alternatives: QueryValue[] }
  /**
   * key = packageKey(text): '0603' for '1608', 'SOT23' for 'SOT-23'; `sameAs` the keys of the same package
   * written otherwise ('SOP8' and 'SO8' for 'SOIC-8'; search-package-spellings.ts): a part with any matches.
   */
  | { kind: 'package'; text: string; key: string; sameAs?: string[]; parameterId?: number }
  | { kind: 'brand'; text: string; brandIds: number[] }
  /** A top node's id stands for its subcategories too. */
  | { kind: 'category'; text: string; catalogIds: number[]; categoryKind?: CategoryKind }
  /**
   * A known text value: a dielectric (key 'C0G' for NP0 and COG) in whichever parameter holds it; or a curated
   * value word ('P沟道', '贴片'; search-value-words.ts): `key` the word's id ('PCHANNEL'), `keys` the catalog's
   * value keys of the parameter `code` it names (any of them matches), `parameterId` that parameter once
   * resolved.
   */
  | { kind: 'parameter'; text: string; key: string; code?: string; keys?: string[]; parameterId?: number }
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

/**
 * Chinese count words right after a number join it: '4芯' (4 cores, a connector's or cable's positions), '10位'
 * (10 positions; 8 bits beside a processor), '8脚' and '40针' (pins), '4通道' and '4路' (channels). Not '芯'
 * of '芯片' (a chip).
 */
const CJK_COUNTS = /^(?:通道|芯(?!片)|位|脚|腳|针|針|路)/u;
const COUNT_NUMBER = /^(?:\d{1,2}[x×*])?\d{1,4}$/u;

/** A slash separates words ('SMD/SMT', '100nF/50V') but not a fraction ('1/4W') or '+/-'. */
function markWordSlashes(text: string): string {
  return text.replace(/\//g, (slash: string, at: number) => {
    const before = text[at - 1] ?? '';
    const after = text[at + 1] ?? '';
    const fraction = /\d/.test(before) && /\d/.test(after);
    return fraction || (before === '+' && after === '-') ? slash : WORD_SLASH;
  });
}

/**
 * Punctuation around a word ('(TI)', '"100nF".'); a package's '(7x7)' stays, and so does the point of a
 * number typed without its zero ('.5W' is 0.5 W, not 5 W).
 */
function trimWord(word: string): string {
  let text = word;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/^(?:(?!\.\d)[^\p{L}\p{N}±+(])+/u, '').replace(/[^\p{L}\p{N}%)]+$/u, '');
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
    const count = unit
      ? undefined
      : COUNT_NUMBER.test(previous.reading)
        ? CJK_COUNTS.exec(rest)?.[0]
        : undefined;
    if (unit && written) {
      previous.text += written;
      previous.reading += unit[1];
      previous.key = nameKey(previous.text);
      rest = rest.slice(written.length);
    } else if (count) {
      previous.text += count;
      previous.reading += count;
      previous.key = nameKey(previous.text);
      rest = rest.slice(count.length);
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

/** '100 nF', '25 V', '1 %', '2.54 mm': a number and its unit typed apart are one value. */
const BARE_NUMBER = /^\d+(?:\.\d+)?[pnuμmkKMG]?$/u;
const UNIT_ALONE = /^(?:[pnuμmkKMG]?(?:F|H|Ω|ohms?|Hz|V|A|W)|%|mm|mil)$/iu;
/** A multiplier ('10 k', '100 n') or a count's unit ('16 P', '40 pin', '8 pos', '4 CH') after a plain number. */
const PLAIN_NUMBER = /^(?:\d+(?:\.\d+)?|\d{1,2}[x×*]\d{1,4})$/u;
const SUFFIX_ALONE = /^(?:[pnuμkmr]|pins?|pos|positions?|ways?|ch)$/iu;
/** The rest of a number typed after a stray space: '2 .2uH' is 2.2 µH. */
const DECIMAL_REST = /^\.\d/u;

/** Whether a word reads as a value, a count or a length: what a number and its unit typed apart must give. */
function readsAsQuantity(reading: string): boolean {
  return (
    readQuantity(reading, NO_KINDS).length > 0 || readCount(reading) !== null || readLength(reading) !== null
  );
}

function joinSpacedUnits(atoms: readonly Atom[]): Atom[] {
  const joined: Atom[] = [];
  for (const atom of atoms) {
    const previous = joined.at(-1);
    if (previous && !previous.cjk && !atom.cjk && !atom.glued && !isPackage(previous.reading)) {
      const unit =
        (BARE_NUMBER.test(previous.reading) && UNIT_ALONE.test(atom.reading)) ||
        (PLAIN_NUMBER.test(previous.reading) && SUFFIX_ALONE.test(atom.reading));
      const decimal = /^\d+$/.test(previous.reading) && DECIMAL_REST.test(atom.text);
      const reading = previous.reading + (decimal ? atom.text : atom.reading);
      if ((unit || decimal) && readsAsQuantity(reading)) {
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
      // '.5W' is read as '0.5W'.
      const reading = DECIMAL_REST.test(text) ? `0${text}` : text;
      atoms.push({ text, reading, key: nameKey(text), cjk: false, glued, gap: glued ? '' : gap });
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
  ...['SO', 'SOP', 'HSOP', 'ESOP', 'TSOP', 'SSOP', 'TSSOP', 'HTSSOP', 'MSOP', 'VSSOP', 'SOIC'],
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

/**
 * Values, counts, lengths, packages and dielectrics are read before brands: a short brand code never takes
 * '3M' or 'SMA'.
 */
function isValueLike(reading: string): boolean {
  return dielectricWord(reading) !== null || isPackage(reading) || readsAsQuantity(reading);
}

// ---- Phrases ---------------------------------------------------------------------------------------

type Piece = (
  | { kind: 'phrase'; text: string; meaning: PhraseMeaning }
  | { kind: 'latin'; atom: Atom }
  /** Plain text: CJK characters no phrase takes ('国产'), a value word that does not apply beside the query. */
  | { kind: 'plain'; text: string }
) & {
  /** Typed right after the previous piece, with no separator between. */
  glued: boolean;
};

function spanText(atoms: readonly Atom[]): string {
  return atoms.map((a, i) => (i > 0 ? a.gap + a.text : a.text)).join('');
}

/**
 * Whether a Chinese character is typed inside a longer Chinese word: a phrase of that one character is then not
 * read ('红' is red, but '红外' is infrared, not red and '外').
 */
function inChineseWord(atoms: readonly Atom[], at: number): boolean {
  const atom = atoms[at];
  const before = atoms[at - 1];
  const after = atoms[at + 1];
  return atom?.cjk === true && ((atom.glued && before?.cjk === true) || (after?.glued === true && after.cjk));
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
    if (meaning && !(end === start + 1 && inChineseWord(atoms, start))) found = { end, meaning };
  }
  return found;
}

/** One Latin letter: glued to Chinese that no phrase takes, it is part of that word ('P管'), not a word alone. */
const LONE_LETTER = /^\p{L}$/u;

function phrasePieces(atoms: readonly Atom[], dictionary: SearchDictionary): Piece[] {
  const valueLike = atoms.map((a) => !a.cjk && isValueLike(a.reading));
  const pieces: Piece[] = [];
  let i = 0;
  while (i < atoms.length) {
    const atom = atoms[i];
    if (!atom) break;
    const phrase = valueLike[i] ? undefined : longestPhrase(atoms, valueLike, i, dictionary);
    if (phrase) {
      const text = spanText(atoms.slice(i, phrase.end));
      pieces.push({ kind: 'phrase', text, meaning: phrase.meaning, glued: atom.glued });
      i = phrase.end;
      continue;
    }
    // CJK characters no phrase takes stay together as one text word ('国产' in '国产电容'), with a single
    // Latin letter glued to them ('P管').
    const last = pieces.at(-1);
    const lone = !atom.cjk && LONE_LETTER.test(atom.text);
    if (atom.glued && last?.kind === 'plain' && (atom.cjk || lone)) last.text += atom.text;
    else if (atom.cjk && atom.glued && last?.kind === 'latin' && LONE_LETTER.test(last.atom.text))
      pieces[pieces.length - 1] = { kind: 'plain', text: last.atom.text + atom.text, glued: last.glued };
    else
      pieces.push(
        atom.cjk
          ? { kind: 'plain', text: atom.text, glued: atom.glued }
          : { kind: 'latin', atom, glued: atom.glued },
      );
    i += 1;
  }
  return pieces;
}

// ---- Context -------------------------------------------------------------------------------------

/** Words that name connectors, also where the catalog has no node of that name: 'USB-C 24P', 'XH 4P'. */
const CONNECTOR_KEYS = new Set([
  ...['CONNECTOR', 'CONNECTORS', 'HEADER', 'HEADERS', 'PINHEADER', 'FEMALEHEADER', 'SOCKET', 'SOCKETS'],
  ...['TERMINAL', 'TERMINALS', 'TERMINALBLOCK', 'PLUG', 'JACK', 'RECEPTACLE', 'HOUSING', 'WAFER', 'IDC'],
  ...['HDMI', 'RJ45', 'RJ11', 'DSUB', 'DB9', 'DB15', 'SATA', 'JST', 'XH', 'PH', 'ZH', 'SH', 'GH', 'VH', 'HY'],
]);
const CONNECTOR_PREFIX = /^(?:USB|TYPE[ABC]$|MICROUSB|MINIUSB|MICROB$|MINIB$|FPC|FFC)/u;
const CONNECTOR_CJK =
  /排针|排針|排母|连接器|連接器|端子|插座|座子|母座|公座|针座|針座|插头|插頭|牛角|简牛|簡牛|排线|排線|接插件|卡座|杜邦|线对板|線對板|板对板|板對板/u;
/** Words that name processors and converters, whose '8位' is bits. */
const BIT_KEYS = new Set(['MCU', 'MPU', 'CPU', 'DSP', 'ADC', 'DAC', 'SOC', 'ARM']);
const BIT_CJK = /单片机|單片機|处理器|處理器|微控制器|模数|模數|数模|數模/u;

/** The two-terminal chip sizes (imperial keys; a metric size is keyed as its imperial one) of passives. */
const CHIP_SIZES = new Set(['01005', '0201', '0402', '0603', '0805', '1206', '1210', '1812', '2010', '2512']);
/** What a chip size alone says a three-digit code beside it is. */
const CHIP_KINDS: readonly CategoryKind[] = ['capacitor', 'resistor'];

/** What the other words of a query tell about how a word is read. */
interface Context {
  /** The component kinds of the categories named (bare values and codes: '104 电容', '4.7u 电感'). */
  kinds: ReadonlySet<CategoryKind>;
  /** '24P' is 24 pins: a word names connectors, or a length or another count of pins is beside it. */
  pins: boolean;
  /** A length is a pitch: a word names connectors, or a count of pins is beside it. */
  pitch: boolean;
  /** '8位' is 8 bits, not 8 positions: a word names processors or converters. */
  bits: boolean;
}

function pieceText(piece: Piece): string {
  return piece.kind === 'latin' ? piece.atom.text : piece.text;
}

function contextOf(pieces: readonly Piece[], dictionary: SearchDictionary): Context {
  const kinds = new Set<CategoryKind>();
  let connector = false;
  let bits = false;
  let length = false;
  let countsPins = false;
  let bareP = false;
  let dielectric = false;
  let chipSize = false;
  for (const piece of pieces) {
    const key = nameKey(pieceText(piece));
    if (piece.kind === 'phrase' && piece.meaning.kind === 'category') {
      const { catalogIds } = piece.meaning;
      for (const kind of piece.meaning.kinds) kinds.add(kind);
      if (catalogIds.length && catalogIds.every((id) => dictionary.countedNodes.has(id))) connector = true;
      if (catalogIds.some((id) => dictionary.bitNodes.has(id))) bits = true;
    }
    if (piece.kind === 'phrase' && piece.meaning.kind === 'parameterName') length = true;
    if (piece.kind === 'plain') {
      if (CONNECTOR_CJK.test(piece.text)) connector = true;
      if (BIT_CJK.test(piece.text)) bits = true;
    }
    if (CONNECTOR_KEYS.has(key) || CONNECTOR_PREFIX.test(key)) connector = true;
    if (BIT_KEYS.has(key) || BIT_CJK.test(key)) bits = true;
    if (piece.kind !== 'latin') continue;
    if (dielectricWord(piece.atom.reading)) dielectric = true;
    else if (isPackage(piece.atom.reading) && CHIP_SIZES.has(packageKey(piece.atom.reading))) chipSize = true;
    if (readLength(piece.atom.reading)) length = true;
    const count = readCount(piece.atom.reading);
    if (count?.counts.some(([unit]) => unit === 'pins')) {
      if (count.bareP) bareP = true;
      else if (!count.bits) countsPins = true;
    }
  }
  // No category named: a dielectric says capacitor, a chip size capacitor or resistor, so that a three-digit
  // code beside them is a value ('104 X7R' is 100 nF; '0603 104' 100 nF or 100 kΩ), not a word of a description.
  if (kinds.size === 0 && dielectric) kinds.add('capacitor');
  else if (kinds.size === 0 && chipSize) for (const kind of CHIP_KINDS) kinds.add(kind);
  const pins = connector || length || countsPins;
  const capacitor = kinds.has('capacitor');
  return { kinds, pins, pitch: connector || countsPins || (bareP && pins && !capacitor), bits };
}

// ---- Words -----------------------------------------------------------------------------------------

function textWord(text: string): QueryWord | null {
  const key = valueKey(text);
  return key === '' ? null : { kind: 'text', text, key };
}

/** A count's words: '2x20P' is two, 40 pins and 2 rows, both of which a part must have. */
function countWords(text: string, count: CountReading): QueryWord[] {
  return count.counts.map(([unit, value]) => ({ kind: 'value', text, alternatives: [{ unit, value }] }));
}

/** A count ('24P' beside a connector, '40pin', '2x20P'), or null when the word is read otherwise. */
function countOf(text: string, reading: string, context: Context): QueryWord[] | null {
  const count = readCount(reading);
  if (!count) return null;
  // '8位单片机' is an 8-bit microcontroller: a plain word, keyed as the catalog writes a width ('8 Bit' core).
  const [first] = count.counts;
  if (count.bits && context.bits && first) return [{ kind: 'text', text, key: `${first[1]}BIT` }];
  if (!count.bareP) return countWords(text, count);
  if (!context.pins) return null;
  // '24P' beside a connector and a capacitor: either.
  const capacitance = context.kinds.has('capacitor') ? readQuantity(reading, context.kinds) : [];
  const pins = count.counts.map(([unit, value]) => ({ unit, value }));
  return [{ kind: 'value', text, alternatives: [...capacitance, ...pins] }];
}

/** A package, with the other spellings of the same package ('SOIC-8' is also written 'SOP-8' and 'SO-8'). */
function packageWordOf(text: string, reading: string): QueryWord {
  const key = packageKey(reading);
  const sameAs = samePackageKeys(key);
  return sameAs.length ? { kind: 'package', text, key, sameAs } : { kind: 'package', text, key };
}

function latinWords(atom: Atom, context: Context): QueryWord[] {
  const { text, reading } = atom;
  const dielectric = dielectricWord(reading);
  if (dielectric) return [{ kind: 'parameter', text, key: valueKey(dielectric) }];
  if (isPackage(reading)) return [packageWordOf(text, reading)];
  const counted = countOf(text, reading, context);
  if (counted) return counted;
  // A length is a pitch written as one ('P=2.54mm') or beside a connector or a count of pins; otherwise it
  // is a plain word (a size: '5mm LED').
  const length = readLength(reading);
  if (length && (length.pitch || context.pitch))
    return [{ kind: 'value', text, alternatives: [{ unit: 'm', value: length.metres }] }];
  // Nothing is zero farads, henries or volts: '0P' is a plain word ('0R', the zero-ohm jumper, is a value).
  const alternatives = readQuantity(reading, context.kinds).filter((a) => a.value !== 0 || a.unit === 'Ω');
  if (alternatives.length > 0) return [{ kind: 'value', text, alternatives }];
  return [textWord(text)].flatMap((w) => w ?? []);
}

function wordsOf(piece: Piece, context: Context): QueryWord[] {
  switch (piece.kind) {
    case 'latin':
      return latinWords(piece.atom, context);
    case 'plain':
      return [textWord(piece.text)].flatMap((w) => w ?? []);
    case 'phrase': {
      const { text, meaning } = piece;
      switch (meaning.kind) {
        case 'brand':
          return [{ kind: 'brand', text, brandIds: [...meaning.brandIds] }];
        case 'category': {
          const catalogIds = [...meaning.catalogIds];
          return [
            meaning.categoryKind
              ? { kind: 'category', text, catalogIds, categoryKind: meaning.categoryKind }
              : { kind: 'category', text, catalogIds },
          ];
        }
        case 'parameterValue':
          return [{ kind: 'parameter', text, key: meaning.id, code: meaning.code, keys: [...meaning.keys] }];
        case 'parameterName':
          // A parameter's name with no value beside it: a plain word.
          return [textWord(text)].flatMap((w) => w ?? []);
      }
    }
  }
}

type CategoryPiece = Piece & { kind: 'phrase'; meaning: Extract<PhraseMeaning, { kind: 'category' }> };

const isCategory = (piece: Piece | undefined): piece is CategoryPiece =>
  piece?.kind === 'phrase' && piece.meaning.kind === 'category';

/** Share of a category's parts that must keep a parameter for its value words to filter there. */
const KEPT_SHARE = 0.5;

/**
 * How a curated value word reads beside the query's categories ('P沟道', '贴片'): next to a category some of whose
 * nodes say the same or the opposite in their names, it narrows it to the first or leaves out the second
 * (search-mounting-nodes.ts: '插件电容' the leaded capacitors, '贴片保险丝' not 'Fuses with Leads'); alone, or
 * next to a category most of whose parts keep its parameter and some have its values ('贴片 排针', 'P沟道
 * MOSFET'), it is that value; next to any other category ('贴片LED': LEDs keep no mounting type) it is a plain
 * word, since reading it would leave out every part that does not say.
 */
function resolveValueWords(pieces: readonly Piece[], dictionary: SearchDictionary): Piece[] {
  const out = [...pieces];
  const categories = pieces.flatMap((piece, i) => (isCategory(piece) ? [i] : []));
  const dropped = new Set<number>();
  pieces.forEach((piece, i) => {
    if (piece.kind !== 'phrase' || piece.meaning.kind !== 'parameterValue') return;
    const { catalogIds, code } = piece.meaning;
    let narrowed = false;
    for (const c of categories) {
      const category = out[c];
      if (!isCategory(category)) continue;
      const ids = mountedNodes(category.meaning.catalogIds, piece.meaning, dictionary);
      if (!ids) continue;
      narrowed = true;
      // The two are one word ('贴片电感', 'SMD inductor'), in the order typed.
      const text =
        c > i
          ? `${piece.text}${c === i + 1 && category.glued ? '' : ' '}${category.text}`
          : `${category.text}${c === i - 1 && piece.glued ? '' : ' '}${piece.text}`;
      out[c] = { ...category, text, meaning: { ...category.meaning, catalogIds: ids } };
    }
    if (narrowed) {
      dropped.add(i);
      return;
    }
    const applies =
      categories.length === 0 ||
      categories.some((c) => {
        const category = out[c];
        return (
          isCategory(category) &&
          category.meaning.catalogIds.some((id) => catalogIds.includes(id)) &&
          dictionary.keptShare(code, category.meaning.catalogIds) >= KEPT_SHARE
        );
      });
    if (!applies) out[i] = { kind: 'plain', text: piece.text, glued: piece.glued };
  });
  return out.filter((_piece, i) => !dropped.has(i));
}

/**
 * A word naming a parameter and the value beside it, as one word ('2.54mm间距', '间距 2.54', 'pitch 2.54mm'):
 * the index of the first of the two pieces and the value; the value after the name is preferred.
 */
function namedValues(pieces: readonly Piece[]): Map<number, QueryValue> {
  const pairs = new Map<number, QueryValue>();
  const taken = new Set<number>();
  pieces.forEach((piece, i) => {
    if (piece.kind !== 'phrase' || piece.meaning.kind !== 'parameterName') return;
    const { code } = piece.meaning;
    const valueAt = (at: number) => {
      const other = pieces[at];
      return other?.kind === 'latin' && !taken.has(at) ? namedValue(code, other.atom.reading) : null;
    };
    const after = valueAt(i + 1);
    const before = after ? null : valueAt(i - 1);
    const value = after ?? before;
    if (!value) return;
    const first = after ? i : i - 1;
    pairs.set(first, value);
    taken.add(first).add(first + 1);
  });
  return pairs;
}

/** The words of a query, in the order typed. */
export function readQuery(query: string, dictionary: SearchDictionary): QueryWord[] {
  const pieces = resolveValueWords(phrasePieces(atomsOf(query), dictionary), dictionary);
  // Bare values, codes and counts read by the other words of the query ('104 电容', 'USB-C 24P').
  const context = contextOf(pieces, dictionary);
  const named = namedValues(pieces);
  const words: QueryWord[] = [];
  for (let i = 0; i < pieces.length; i += 1) {
    const piece = pieces[i];
    if (!piece) continue;
    const value = named.get(i);
    const next = pieces[i + 1];
    if (value && next) {
      const text = `${pieceText(piece)}${next.glued ? '' : ' '}${pieceText(next)}`;
      words.push({ kind: 'value', text, alternatives: [value] });
      i += 1;
      continue;
    }
    words.push(...wordsOf(piece, context));
  }
  return words;
}
