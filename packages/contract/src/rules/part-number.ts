import { SEARCH_MAX_LENGTH, SUGGESTION_MIN_LENGTH } from '../constants.js';

/**
 * The normalised key of a part number (docs/search.md, "How results are ranked"), so that 'stm32f103c8t6',
 * 'STM32F103-C8T6' and the full-width 'ＳＴＭ３２Ｆ１０３Ｃ８Ｔ６' find the same part: NFKC (full-width to half-width),
 * upper case, then every character that is not a letter or a decimal digit removed. Letters of every script
 * stay, so the real part number 'M3螺母' keeps its CJK. The server stores and indexes this key; search and BOM
 * matching compare keys, never raw text.
 */
export function normalizePartNumber(input: string): string {
  return input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{Nd}]/gu, '');
}

/** Why a search input is refused. */
export type SearchInputReason = 'EMPTY' | 'TOO_SHORT' | 'TOO_LONG';

export type SearchInputCheck =
  { ok: true; value: string; key: string } | { ok: false; reason: SearchInputReason };

/**
 * Checks what the buyer typed in the search box, the same way in the
 * browser and on the server. The input is trimmed; a blank input is `EMPTY` (ignored, no message);
 * more than SEARCH_MAX_LENGTH characters (UTF-16 units, as the box's maxlength and zod count them) is
 * `TOO_LONG`, checked before normalising so a huge input costs nothing; fewer than SUGGESTION_MIN_LENGTH
 * valid characters (code points of the normalised key) is `TOO_SHORT` ('please enter at least N valid
 * characters'). An accepted input answers the trimmed text and its normalised key.
 */
export function cleanSearchInput(input: string): SearchInputCheck {
  const value = input.trim();
  if (value === '') return { ok: false, reason: 'EMPTY' };
  if (value.length > SEARCH_MAX_LENGTH) return { ok: false, reason: 'TOO_LONG' };
  const key = normalizePartNumber(value);
  if (Array.from(key).length < SUGGESTION_MIN_LENGTH) return { ok: false, reason: 'TOO_SHORT' };
  return { ok: true, value, key };
}

/** The text key of each refusal that the search box shows; `EMPTY` is silently ignored. */
export const SEARCH_INPUT_REASON_TEXT = {
  TOO_SHORT: { key: 'rules.search.tooShort', n: SUGGESTION_MIN_LENGTH },
  TOO_LONG: { key: 'rules.search.tooLong', n: SEARCH_MAX_LENGTH },
} as const satisfies Partial<Record<SearchInputReason, { key: string; n: number }>>;
