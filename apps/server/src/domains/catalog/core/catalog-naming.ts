import { normalizePartNumber } from '@emall/contract';

/**
 * How brands and catalog nodes are named, keyed and coded. Shared by the demo seed and the catalog import, so
 * that a brand or category the import creates gets the code the seed would have given it.
 */

/** Collapses runs of white space and trims: 'Texas  Instruments ' → 'Texas Instruments'. */
export function tidyName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

/**
 * The matching key of a brand or category name: NFKC, upper case, letters and digits only (the part-number
 * key), so names that differ only in case, spaces or punctuation are one ('Alpha & Omega' = 'ALPHA&OMEGA').
 */
export function nameKey(name: string): string {
  return normalizePartNumber(name);
}

/** The distinct non-empty keys of some spellings, in first-seen order (a brand's `aliases`). */
export function nameKeys(spellings: Iterable<string>): string[] {
  const keys = new Set<string>();
  for (const spelling of spellings) {
    const key = nameKey(spelling);
    if (key !== '') keys.add(key);
  }
  return [...keys];
}

/** Upper-case ASCII letters and digits of the name before any parenthesis ('UMW(Youtai ...)' → 'UMW'). */
export function deriveBrandCode(name: string): string {
  const pick = (text: string) =>
    text
      .normalize('NFKC')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '');
  return pick(name.split(/[(（]/)[0] ?? '') || pick(name) || 'BRAND';
}

/** The Chinese in parentheses of a name such as 'ROHM(罗姆)', if any. */
export function chineseNamePart(name: string): string | undefined {
  const inside = /[(（]([^()（）]*\p{Script=Han}[^()（）]*)[)）]/u.exec(name)?.[1]?.trim();
  return inside === '' ? undefined : inside;
}

/** Lower-case words joined by '-': 'Chip Resistor - Surface Mount' → 'chip-resistor-surface-mount'. */
export function slug(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A catalog node's own code part: its slug, else its key in lower case (all-Chinese names), else 'other'. */
export function catalogCodePart(nameEn: string): string {
  return slug(nameEn) || nameKey(nameEn).toLowerCase() || 'other';
}

/** `base`, or `base` followed by 2, 3, ... : the first one `taken` does not hold. */
export function firstFreeCode(base: string, taken: (code: string) => boolean, separator = ''): string {
  let code = base;
  for (let n = 2; taken(code); n += 1) code = `${base}${separator}${n}`;
  return code;
}
