import {
  bipolarPolarity,
  diodeRatings,
  headerLayout,
  ledColour,
  mosfetChannel,
  NOT_SINGLE_TRANSISTOR,
  regulatorOutput,
  transistorRatings,
  type Ratings,
} from './part-parameter-actives.js';
import {
  currentWord,
  dielectricWord,
  partPackageWord,
  powerWord,
  toleranceWord,
  valueWord,
  voltageWord,
  type ValueWord,
} from './part-parameter-values.js';

/**
 * A component described by its parameters instead of a part number ('0603 4.7k电阻', '100nF 25V 0603电容',
 * 'Resistor 10K 1% 0402', 'CAP CER 0.1UF 25V X7R 0603'). One parser for both sides of the parametric
 * matching stage: the BOM's free-text lines and the catalog's product descriptions (docs/bom-matching.md).
 */

export type ComponentKind =
  | 'resistor'
  | 'capacitor'
  | 'inductor'
  | 'ferriteBead'
  | 'crystal'
  | 'oscillator'
  | 'zener'
  | 'led'
  | 'diode'
  | 'schottky'
  | 'rectifier'
  | 'nmos'
  | 'pmos'
  | 'npn'
  | 'pnp'
  | 'ldo'
  | 'pinHeader'
  | 'femaleHeader';

export interface ComponentParameters {
  kind: ComponentKind | null;
  /**
   * The value in its SI unit: ohm (resistor; a ferrite bead's impedance at 100 MHz), farad, henry, hertz
   * (crystal, oscillator), volt (a zener's voltage, a regulator's output), ampere (a Schottky's or rectifier's
   * forward current, a transistor's drain or collector current); an LED's colour by its number
   * (part-parameter-actives.ts), a header's pins. Null when none is written, and always for other diodes.
   */
  value: number | null;
  /** '0603', 'SOT-23', 'SOD-123', '3528' … as packageWord writes it; a header's layout ('1x4 P2.54'). */
  package: string | null;
  /**
   * The rated voltage in volts (not a zener's own voltage, which is its value): a diode's reverse voltage, a
   * transistor's drain-source or collector-emitter voltage.
   */
  voltage: number | null;
  /** In percent: 1 for ±1%. */
  tolerance: number | null;
  /** Ceramic capacitors: 'X7R', 'X5R', 'C0G' (NP0) … */
  dielectric: string | null;
  /** Resistors: watts. */
  power: number | null;
  /** Capacitors that are not ceramic: 'tantalum', 'aluminum' (electrolytic), 'film'. */
  capacitorType: string | null;
}

/** Whatever is internal to reading the words: a transistor before its channel or polarity is read. */
type WordKind = ComponentKind | 'mosfet' | 'bipolar';

/** What a product's description cannot say alone: its catalog node's names ('Ferrite Beads', 'Crystals'). */
export interface ParameterHints {
  /** The catalog node's names, the most specific first. */
  categoryNames?: readonly string[];
  /** The BOM line's designators ('R1, R2', 'C3-C9'). */
  designators?: string;
}

/**
 * Kinds by their words, in English and Chinese, the more specific first: an LED is a diode and 'Crystal
 * Oscillators' are not crystals; 'Thick Film Resistor' is no capacitor although both are passives.
 */
const KIND_WORDS: readonly (readonly [WordKind, RegExp])[] = [
  ['ferriteBead', /ferrite|\bbeads?\b|磁珠/i],
  // 'Female' before 'male'; a header's words before a transistor's ('Pin Header' is no part of one).
  ['femaleHeader', /female|pin ?sockets?|排母/i],
  ['pinHeader', /pin ?headers?|\bmale\b|排针|排針/i],
  // Before the crystal: 晶体管 is a transistor, 晶体 a crystal.
  ['mosfet', /mosfet|\b[NP]?MOS\b|场效应|場效應|MOS管/i],
  ['bipolar', /\bBJT\b|bipolar|\bNPN\b|\bPNP\b|三极管|三極管|晶体管|晶體管/i],
  ['led', /\bLEDs?\b|发光二极管|發光二極體|灯珠|燈珠/i],
  ['ldo', /\bLDOs?\b|low[ -]?drop[ -]?out|linear (?:voltage )?regulators?|线性稳压|線性穩壓/i],
  ['zener', /zener|稳压管|稳压二极管|穩壓/i],
  ['oscillator', /\boscillators\b|有源晶振|\b[TV]?CXO\b/i],
  ['crystal', /crystal|\bxtal\b|晶振|晶体|晶體|resonator|谐振器/i],
  ['capacitor', /capacitor|\bcap\b|\bMLCC\b|电容|電容/i],
  ['inductor', /inductor|\bind\b|电感|電感|choke/i],
  ['resistor', /resistor|\bres\b|电阻|電阻/i],
  ['schottky', /schottky|肖特基|\bSBD\b/i],
  // Fast-recovery and high-efficiency rectifiers are no drop-in for a standard one (nor the reverse).
  ['diode', /fast recovery|快恢复|快恢復|high effic|super barrier|ultra ?fast|超快/i],
  ['rectifier', /rectifier|整流/i],
  ['diode', /diode|二极管|二極體/i],
];

/** Parts these words name are none of the kinds above, although they hold a kind's word. */
const OTHER_PARTS =
  /potentiometer|variable resistor|\bPOT\b|varistor|thermistor|\bNTC\b|\bPTC\b|电位器|可调电阻|压敏|热敏|排阻|resistor (?:network|array)|common mode|共模|feed[ -]?through|穿心|EMI filters?|RFI filters?|滤波器|fuse|保险丝|TVS|ESD|bridge|整流桥|optocoupler|光耦|photo|光电|LED drivers?|LED驱动|display|segment|数码管|digital transistor|pre-?biased|darlington|达林顿/i;

function kindByWords(text: string): WordKind | null | undefined {
  if (OTHER_PARTS.test(text)) return null;
  return KIND_WORDS.find(([, words]) => words.test(text))?.[0];
}

const DESIGNATOR_KINDS: readonly (readonly [RegExp, ComponentKind])[] = [
  [/^FB\d/i, 'ferriteBead'],
  [/^LED\d/i, 'led'],
  [/^ZD\d/i, 'zener'],
  [/^Y\d/i, 'crystal'],
  [/^R\d/i, 'resistor'],
  [/^C\d/i, 'capacitor'],
  [/^L\d/i, 'inductor'],
  [/^D\d/i, 'diode'],
];

/** The kind every designator of the line names by its prefix (R1, C3, L2, FB1, Y1), or undefined. */
function kindByDesignators(designators: string): ComponentKind | undefined {
  const refs = designators.split(/[\s,;，、]+/).filter(Boolean);
  const kinds = new Set(refs.map((ref) => DESIGNATOR_KINDS.find(([prefix]) => prefix.test(ref))?.[1]));
  const [only] = kinds;
  return kinds.size === 1 ? only : undefined;
}

/** The kind a value's unit implies: farads are capacitors, '4k7' and '0R' resistors, '100n' a capacitor. */
function kindByUnits(values: readonly ValueWord[]): ComponentKind | undefined {
  const plain = values.filter((v) => !v.atFrequency);
  if (plain.some((v) => v.unit === 'F')) return 'capacitor';
  if (plain.some((v) => v.unit === 'H')) return 'inductor';
  if (plain.some((v) => v.unit === 'Ω')) return 'resistor';
  if (plain.some((v) => v.unit === 'Hz')) return 'crystal';
  const bare = plain.filter((v) => v.unit === 'bare' && v.prefix !== '');
  if (bare.some((v) => /^[kKMRr]$/.test(v.prefix))) return 'resistor';
  if (bare.some((v) => /^[pnuμ]$/.test(v.prefix))) return 'capacitor';
  return undefined;
}

/** A capacitor code: two digits and the power of ten in picofarads ('104' = 100 nF, '225' = 2.2 µF). */
function capacitorCode(word: ValueWord): number | null {
  const digits = String(word.value);
  if (!/^\d\d[1-7]$/.test(digits)) return null;
  return Number((Number(digits.slice(0, 2)) * 10 ** (Number(digits[2]) - 12)).toPrecision(6));
}

function valueFor(
  kind: ComponentKind,
  values: readonly ValueWord[],
  voltages: readonly number[],
): number | null {
  const plain = values.filter((v) => !v.atFrequency);
  const bare = (prefixes: RegExp) => plain.find((v) => v.unit === 'bare' && prefixes.test(v.prefix));
  const inUnit = (unit: ValueWord['unit']) => plain.find((v) => v.unit === unit);
  switch (kind) {
    case 'resistor':
      return (inUnit('Ω') ?? bare(/^(?:[kKMRrm]|)$/))?.value ?? null;
    case 'capacitor': {
      const written = inUnit('F') ?? bare(/^[pnuμ]$/);
      if (written) return written.value;
      // A bare number: the three-digit code ('104'), else picofarads ('100', '22').
      const digits = plain.find((v) => v.digitsOnly && Number.isInteger(v.value) && v.value < 1000);
      return digits ? (capacitorCode(digits) ?? Number((digits.value * 1e-12).toPrecision(6))) : null;
    }
    case 'inductor':
      return (inUnit('H') ?? bare(/^[pnuμm]$/))?.value ?? null;
    case 'ferriteBead':
      // The impedance at 100 MHz ('600Ω@100MHz', '600R'); a bead's other ohms are its DC resistance.
      return (
        values.find((v) => v.atFrequency && v.unit === 'Ω')?.value ??
        (inUnit('Ω') ?? bare(/^(?:[kR]|)$/))?.value ??
        null
      );
    case 'crystal':
    case 'oscillator':
      return inUnit('Hz')?.value ?? null;
    case 'zener':
      return voltages[0] ?? plain.find((v) => v.digitsOnly)?.value ?? null;
    case 'diode':
      // Switching, fast-recovery and other diodes are known by their part numbers: no value to look up.
      return null;
    case 'led':
    case 'schottky':
    case 'rectifier':
    case 'nmos':
    case 'pmos':
    case 'npn':
    case 'pnp':
    case 'ldo':
    case 'pinHeader':
    case 'femaleHeader':
      // Read by activeParameters (part-parameter-actives.ts).
      return null;
  }
}

/**
 * The words of a description: CJK text, brackets, commas and slashes separate them ('10uF/16V',
 * '0603 4.7k电阻', 'SMA(DO-214AC)'); a power fraction ('1/10W') and '+/-' are kept whole.
 */
function wordsOf(text: string): string[] {
  return joinValuesTypedApart(text)
    .replace(/\+\/-/g, '±')
    .replace(/(\d+)\s*\/\s*(\d+)\s*W\b/gi, ' $1⁄$2W ')
    .split(
      /[\s,;:()（）【】[\]{}<>"'“”、，；：。/]+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/u,
    )
    .map((w) => w.replace('⁄', '/'))
    .filter(Boolean);
}

/** A unit or multiplier typed apart from its number: '10 k', '100 nF', '16 V', '1 %', '120 R'. */
const UNIT_APART = /(\d)\s+(?=(?:[pnuµμmkKMG]?(?:F|H|Hz|V|A|W|Ω|ohms?|%)|[kKMR]|[pnuµμ])(?![\p{L}\d]))/gu;

/**
 * A value typed with spaces inside is one word: '10 k' is 10 kΩ (not 10 Ω and a stray 'k'), '100 nF' 100 nF (not
 * 100 pF), '2 .2uH' 2.2 µH (not 2 and 0.2 µH). A word after the number that is not a unit stays apart ('10 mm',
 * '2 pcs', '0603 R1').
 */
function joinValuesTypedApart(text: string): string {
  return text.replace(/(\d)\s+\.(\d)/g, '$1.$2').replace(UNIT_APART, '$1');
}

/**
 * The kind by the catalog node's names (a product's node that names no kind means none), else the text's
 * words, else the designators, else the units.
 */
function kindOf(text: string, values: readonly ValueWord[], hints: ParameterHints): WordKind | null {
  const names = hints.categoryNames ?? [];
  for (const name of names) {
    const kind = kindByWords(name);
    if (kind !== undefined) return kind;
  }
  // A product's node is surer than its description: a microcontroller's mentions its 'external crystal'.
  if (names.length) return null;
  const byWords = kindByWords(text);
  if (byWords !== undefined) return byWords;
  return (
    (hints.designators ? kindByDesignators(hints.designators) : undefined) ?? kindByUnits(values) ?? null
  );
}

/** Capacitors that are not ceramic, by their words (see stageDielectric). */
const CAPACITOR_TYPES: readonly (readonly [string, RegExp])[] = [
  ['tantalum', /tantalum|钽/i],
  ['aluminum', /electrolytic|alumin(?:i)?um|电解|電解/i],
  ['film', /\bfilm\b|薄膜|polyester|polypropylene/i],
];

function capacitorType(text: string): string | null {
  return CAPACITOR_TYPES.find(([, words]) => words.test(text))?.[0] ?? null;
}

/** Words of leaded (through-hole) parts. */
const THROUGH_HOLE = /插件|直插|through[ -]?hole|\bTHT\b|\baxial\b|\bradial\b/i;

const NO_PARAMETERS: ComponentParameters = {
  kind: null,
  value: null,
  package: null,
  voltage: null,
  tolerance: null,
  dielectric: null,
  power: null,
  capacitorType: null,
};

/** A transistor's kind by its channel or polarity; a pair, a digital transistor or a Darlington is none. */
function transistorKind(kind: WordKind | null, text: string): ComponentKind | null {
  if (kind !== 'mosfet' && kind !== 'bipolar') return kind;
  if (NOT_SINGLE_TRANSISTOR.test(text)) return null;
  return kind === 'mosfet' ? mosfetChannel(text) : bipolarPolarity(text);
}

/** The kinds part-parameter-actives.ts reads: a drop-in needs the package (or a header's layout) too. */
const ACTIVE_KINDS = new Set<ComponentKind>([
  'led',
  'schottky',
  'rectifier',
  'nmos',
  'pmos',
  'npn',
  'pnp',
  'ldo',
  'pinHeader',
  'femaleHeader',
]);

/** An active kind's value, rating and package (a header's layout), or null when the text does not say them. */
function activeParameters(
  kind: ComponentKind,
  text: string,
  words: readonly string[],
  ratings: Ratings,
): { value: number | null; voltage: number | null; package?: string } {
  switch (kind) {
    case 'led':
      return { value: ledColour(text), voltage: null };
    case 'ldo':
      return { value: regulatorOutput(text, ratings), voltage: null };
    case 'schottky':
    case 'rectifier':
      return diodeRatings(text, ratings) ?? { value: null, voltage: null };
    case 'nmos':
    case 'pmos':
    case 'npn':
    case 'pnp':
      return transistorRatings(ratings) ?? { value: null, voltage: null };
    case 'pinHeader':
    case 'femaleHeader': {
      const layout = headerLayout(text, words);
      return layout
        ? { value: layout.value, voltage: null, package: layout.package }
        : { value: null, voltage: null };
    }
    case 'resistor':
    case 'capacitor':
    case 'inductor':
    case 'ferriteBead':
    case 'crystal':
    case 'oscillator':
    case 'zener':
    case 'diode':
      // Read by valueFor.
      return { value: null, voltage: null };
  }
}

/**
 * The parameters a description gives. The kind comes from the catalog node's names, else the words of
 * the text, else the designators' prefix, else the value's unit. A part of another kind (a potentiometer,
 * a varistor, a fuse) answers kind null, as does a text without any kind. Library names are read as their
 * words: 'CC0402_100NF_16V_10%_X5R' as '0402 100NF 16V 10% X5R', 'LED_0603_Red' as an LED.
 */
export function parseParameters(input: string, hints: ParameterHints = {}): ComponentParameters {
  const text = input.normalize('NFKC').replace(/_/g, ' ');
  const words = wordsOf(text);
  const values: ValueWord[] = [];
  const voltages: number[] = [];
  const currents: number[] = [];
  let pkg: string | null = null;
  let tolerance: number | null = null;
  let dielectric: string | null = null;
  let power: number | null = null;
  for (const word of words) {
    // Temperature and value ranges ('-55℃~+155℃', '1.8V~3.3V') say nothing here; words without a digit
    // can only be a dielectric or a named package ('COG', 'SMA'). Skipping them early keeps the import cheap.
    if (word.includes('~') || word.includes('℃')) continue;
    if (!/\d/.test(word)) {
      dielectric ??= dielectricWord(word);
      pkg ??= partPackageWord(word);
      continue;
    }
    const asPackage = partPackageWord(word);
    if (asPackage) {
      pkg ??= asPackage;
      continue;
    }
    // A P-channel part's ratings are written negative ('-30V -4.3A'): the rating is the magnitude.
    const magnitude = word.startsWith('-') ? word.slice(1) : word;
    const voltage = voltageWord(magnitude);
    if (voltage !== null) voltages.push(voltage);
    const current = currentWord(magnitude);
    if (current !== null) currents.push(current);
    tolerance ??= toleranceWord(word);
    dielectric ??= dielectricWord(word);
    power ??= powerWord(word);
    const value = voltage === null ? valueWord(word) : null;
    if (value) values.push(value);
  }
  // Leaded parts ('插件,D6.3xL11mm', 'Through Hole'): no size to compare, but never an SMD chip's.
  if (pkg === null && THROUGH_HOLE.test(text)) pkg = 'THT';
  const kind = transistorKind(kindOf(text, values, hints), text);
  if (kind === null) return { ...NO_PARAMETERS, package: pkg };
  if (ACTIVE_KINDS.has(kind)) {
    const ratings = { voltages, currents, fromCatalog: !!hints.categoryNames?.length };
    const active = activeParameters(kind, text, words, ratings);
    // The tolerance as any kind's: the search's parameters of a description keep it (product-params.ts).
    return { ...NO_PARAMETERS, kind, tolerance, ...active, package: active.package ?? pkg };
  }
  return {
    kind,
    value: valueFor(kind, values, voltages),
    package: pkg,
    voltage: kind === 'zener' ? null : (voltages[0] ?? null),
    tolerance,
    dielectric: kind === 'capacitor' ? dielectric : null,
    capacitorType: kind === 'capacitor' ? capacitorType(text) : null,
    power: kind === 'resistor' ? power : null,
  };
}

/**
 * Whether the parameters name a kind and a value: what the parametric stage needs to look up parts. An LED, a
 * diode, a transistor, a regulator or a header needs its package as well (a header its layout): one of another
 * package does not fit the board, and 'THT' alone does not say which leaded package.
 */
export function isMatchable(p: ComponentParameters): p is ComponentParameters & {
  kind: ComponentKind;
  value: number;
} {
  if (p.kind === null || p.value === null) return false;
  return !ACTIVE_KINDS.has(p.kind) || (p.package !== null && p.package !== 'THT');
}

/**
 * The dielectric the parametric stage compares (product_parameter.dielectric): a ceramic's ('X7R'), else a
 * capacitor's type ('tantalum'), so that an X7R asked excludes a tantalum part of the same value and case size
 * (a polarised part) and a tantalum asked excludes the ceramic ones. The search keeps only the ceramic's.
 */
export function stageDielectric(p: ComponentParameters): string | null {
  return p.dielectric ?? p.capacitorType;
}
