/**
 * Characters a name the import creates (a brand, a category, a parameter) never shows, removed when it is read:
 * - `<` and `>`: no maker, category or parameter is named with them, and markup is all they would bring. The
 *   shop escapes every text it shows, but names also travel to exports, e-mails and other programs.
 * - Control characters (C0, DEL, C1) and the Unicode marks that reorder text (bidirectional embeddings,
 *   overrides and isolates), which would make a name read otherwise than it is stored; a tab or line break
 *   becomes a space.
 * Everything else stays: `&` (AT&T, Alpha & Omega), quotes and apostrophes, letters of every script (Würth,
 * 罗姆). Descriptions and parameter values keep `<` and `>` (`<1µA`, `>100V`): they are shown escaped.
 */

// eslint-disable-next-line no-control-regex -- removing control characters is the point.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MARKUP = /[<>]/g;

/** The name as the shop may show it: markup and control characters removed, spaces squeezed. */
export function shownName(text: string): string {
  return text.replace(CONTROLS, ' ').replace(MARKUP, '').replace(/\s+/g, ' ').trim();
}
