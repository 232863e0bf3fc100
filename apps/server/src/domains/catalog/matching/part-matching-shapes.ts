import { normalizePartNumber } from '@emall/contract';

/**
 * Part numbers that read as descriptions: digits only (Molex `22284043`, `0022284043`) or several words
 * with spaces (`ERJ 3EKF 1001V`, `PTS526 SM15 SMTR2 LFS`). The part text classifier calls them free text,
 * rightly so without a maker (`470`, `100nF 0402` look the same). The identity stage looks such a text up
 * as a part number and lets it choose only a product of the maker the line names.
 */

/** Chinese, Japanese or Korean writing: a description, whatever else it holds. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Digits, written alone or in groups: `22284043`, `22 28 4043`, `0022.28.4043`. */
const DIGITS_ONLY = /^\d[\d\s\-./]*$/;
/** A word of a spaced part number: letters, digits and the punctuation part numbers carry. */
const PART_WORD = /^[\p{L}\p{Nd}\-./#+,()]+$/u;
/** A value with its unit ('100nF', '25V', '4.7k'): a description's word ('100nF 25V X7R'). */
const VALUE_WORD = /^\d+(?:[.,]\d+)?[pnuµμmkKMGR]?(?:F|H|V|A|W|Hz|Ω|ohms?|mm|%)?$/iu;
const MIN_KEY = 5;
const MAX_KEY = 40;
const MAX_WORDS = 6;

export function mayBePartNumber(input: string): boolean {
  const text = input.normalize('NFKC').trim();
  if (CJK.test(text)) return false;
  const key = normalizePartNumber(text);
  if (key.length < MIN_KEY || key.length > MAX_KEY) return false;
  if (DIGITS_ONLY.test(text)) return true;
  const words = text.split(/\s+/);
  // A description starts with a value or lists several ('100nF 25V X7R'); a part number may end in one
  // ('ERJ 3EKF 1001V').
  const values = words.filter((word) => VALUE_WORD.test(word));
  if (VALUE_WORD.test(words[0] ?? '') || values.length >= 2) return false;
  return (
    words.length >= 2 &&
    words.length <= MAX_WORDS &&
    /\p{L}/u.test(key) &&
    /\d/.test(key) &&
    words.every((word) => PART_WORD.test(word))
  );
}
