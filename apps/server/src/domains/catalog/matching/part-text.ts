import { normalizePartNumber } from '@emall/contract';

/**
 * What the part text of a BOM line is (docs/bom-matching.md): a part number to match, a description that must never
 * select a part by itself ('0603 4.7k电阻', '100nF', 'M3螺母'), or nothing. Descriptions still offer the
 * part-number-like words inside them ('HR4988E(实际购买的HR4988SQ)' → HR4988E, HR4988SQ) for proposals.
 */
export type PartTextKind = 'partNumber' | 'freeText' | 'empty';

export interface PartText {
  kind: PartTextKind;
  /** The normalised key of the whole text ('' when empty). */
  key: string;
  /** Keys to look up: the key of a part number, or the part-number-like words of a description. */
  lookupKeys: string[];
}

/** Chinese, Japanese or Korean writing: words, not part numbers ('电阻', '螺母', '母座'). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * A component value as schematics write it: '33pF', '4.7uF', '4k7', '8p2', '1k8', '470', '5.1k', '500ma',
 * '100mΩ', '12MHz', '25V', '1%'. A multiplier followed by digits ('4k7') has at most three, so '1N5819' is
 * not read as a value.
 */
const VALUE = /^[+-]?\d+(?:[.,]\d+)?\s*(?:[pnuµμmkKMGRr]\d{0,3})?\s*(?:Ω|ohms?|F|H|V|A|W|Hz|%|ppm)?$/iu;

/** Footprints and packages: '0603', 'SOT-23', 'QFN-28', 'TO-220-3', 'SMA'. */
const PACKAGE =
  /^(?:0201|0402|0603|0805|1206|1210|1812|2010|2512|SMA|SMB|SMC|(?:SOT|SOD|SOP|SOIC|SSOP|TSSOP|MSOP|QFN|DFN|LQFP|TQFP|QFP|BGA|DIP|TO|ESSOP|WSON|LQFN)-?\d+(?:-\d+)?)$/i;

/** Pin counts, sizes and units that are not part numbers: '16PIN', '2.54mm', '9x9x12mm', '3pin'. */
const MEASURE =
  /^(?:\d+(?:\.\d+)?(?:pin|pins|p|mm|cm|mil|pcs|位|个)|\d+(?:\.\d+)?[x×*]\d+(?:\.\d+)?(?:[x×*]\d+(?:\.\d+)?)?(?:mm)?)$/i;

/** JEDEC diodes and transistors ('1N914', '2N7002') look like values ('1n9' nano) but are part numbers. */
const JEDEC = /^[1-4]N\d{3,4}[A-Z]*$/i;

function isValueLike(word: string): boolean {
  return !JEDEC.test(word) && (VALUE.test(word) || PACKAGE.test(word) || MEASURE.test(word));
}

/** A word that may be a part number: letters and digits, at least 4 of them, not a value or package. */
function isPartNumberLike(word: string): boolean {
  const key = normalizePartNumber(word);
  return key.length >= 4 && /\p{L}/u.test(key) && /\d/.test(key) && !CJK.test(key) && !isValueLike(word);
}

/** The part-number-like words of a description, as keys, at most three, in order. */
function partNumberWords(text: string): string[] {
  const words = text
    .split(
      /[\s,;:=()（）【】[\]{}<>"'“”‘’、，；：。!?！？]+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/u,
    )
    .filter(isPartNumberLike)
    .map(normalizePartNumber);
  return [...new Set(words)].slice(0, 3);
}

function isDescription(text: string, key: string): boolean {
  if (CJK.test(text)) return true;
  if (!/\d/.test(key)) return true;
  if (/^\d+$/.test(key) && key.length < 6) return true;
  if (isValueLike(text)) return true;
  const words = text.split(/\s+/).filter(Boolean);
  // Several words of which one is a value, package or plain word: a description ('0805 LED', '3.6 Zener').
  return words.length > 1 && words.some((w) => isValueLike(w) || (/^\p{L}+$/u.test(w) && w.length > 3));
}

/** Classifies the part text of a BOM line. */
export function classifyPartText(input: string): PartText {
  const text = input.normalize('NFKC').trim();
  const key = normalizePartNumber(text);
  if (key === '') return { kind: 'empty', key, lookupKeys: [] };
  if (isDescription(text, key)) return { kind: 'freeText', key, lookupKeys: partNumberWords(text) };
  return { kind: 'partNumber', key, lookupKeys: [key] };
}
