import { normalizePartNumber } from '@emall/contract';
import { makerKey, spelledOutNamesOf } from './maker-identity.js';
import { ownerKeysOf } from './maker-successions.js';

/**
 * Whether a BOM's manufacturer and a product's brand agree (docs/bom-matching.md). Brands carry their spellings as
 * normalised `aliases` ('TI', 'TEXASINSTRUMENTS', '德州仪器'); a BOM writes the maker in its own way
 * ('Murata Electronics', 'Toshiba Semiconductor and Storage', 'Delta Electronics/Cyntec', 'ROHM(罗姆)').
 * So a manufacturer is looked up by each of its readings: the whole name, its leading words ('Murata',
 * 'Murata Electronics'), each part around a slash or in parentheses, and Chinese names without a company
 * ending ('罗姆半导体' → '罗姆'). Whole names and their parts are also compared by maker key
 * ('KOA Speer Electronics, Inc.' = the brand 'KOA'), and a maker bought by another agrees with its owner's
 * products too ('Linear Technology' → Analog Devices; maker-successions.ts).
 */

export interface BrandAliasRow {
  id: number;
  brand_code: string;
  name_en: string;
  aliases: string[];
}

/**
 * Brand ids by every key a brand answers to (its code and aliases), and by the maker keys of its code, English
 * name and aliases under `MAKER` + key (compared with whole names only, never with leading words).
 */
export type BrandIndex = Map<string, number[]>;

const MAKER = '~';

/** 'Global Connector Technology' → 'GCT': how BOMs often shorten a maker of three or more words. */
function initialsOf(name: string): string | undefined {
  const words = name
    .replace(/[(（][^()（）]*[)）]/gu, ' ')
    .split(/[^\p{L}\p{Nd}]+/u)
    .filter((w) => /^\p{Lu}/u.test(w));
  return words.length >= 3 ? normalizePartNumber(words.map((w) => w.charAt(0)).join('')) : undefined;
}

export function buildBrandIndex(rows: readonly BrandAliasRow[]): BrandIndex {
  const index: BrandIndex = new Map();
  const add = (key: string, id: number) => {
    const ids = index.get(key) ?? [];
    if (!ids.includes(id)) ids.push(id);
    index.set(key, ids);
  };
  for (const row of rows) {
    for (const key of new Set([normalizePartNumber(row.brand_code), ...row.aliases]))
      if (key !== '') add(key, row.id);
    for (const name of [row.brand_code, row.name_en, ...row.aliases, ...spelledOutNamesOf(row.name_en)]) {
      const key = makerKey(name);
      if (key !== '') add(MAKER + key, row.id);
    }
  }
  // Initials count where no two brands share them. A brand coded by them already ('GCT' beside 'Global
  // Connector Technology', both in the real catalog) keeps them too: a BOM's 'GCT' may mean either.
  const byInitials = new Map<string, number[]>();
  for (const row of rows) {
    const initials = initialsOf(row.name_en);
    if (initials) byInitials.set(initials, [...(byInitials.get(initials) ?? []), row.id]);
  }
  for (const [initials, ids] of byInitials)
    if (ids.length === 1 && ids[0] !== undefined) add(initials, ids[0]);
  return index;
}

/** Words that say "no particular maker": the line names none. */
const UNNAMED = new Set([
  '',
  'NA',
  'NONE',
  'ANY',
  'GENERIC',
  'VARIOUS',
  'TBD',
  'OPEN',
  '通用',
  '无',
  '無',
  '任意',
  '不限',
]);

const CJK_COMPANY_ENDINGS =
  /(?:股份有限公司|有限责任公司|有限公司|株式会社|有限会社|集团|公司|半导体|半導體|电子|電子|科技|微电子|微電子)+$/u;

function leadingWordKeys(part: string): string[] {
  const words = part.split(/[\s\-_.,]+/).filter(Boolean);
  const keys: string[] = [];
  for (let n = 1; n <= words.length; n += 1) keys.push(normalizePartNumber(words.slice(0, n).join('')));
  return keys;
}

/** Every reading of a manufacturer name as a brand key; [] when the name names no maker. */
export function manufacturerKeys(name: string): string[] {
  const text = name.normalize('NFKC').trim();
  if (UNNAMED.has(normalizePartNumber(text))) return [];
  const inside = [...text.matchAll(/[(（]([^()（）]*)[)）]/gu)].map((m) => m[1] ?? '');
  const outside = text.replace(/[(（][^()（）]*[)）]/gu, ' ');
  const parts = [text, outside, ...inside, ...outside.split(/[/|]/)].map((p) => p.trim()).filter(Boolean);
  const keys = new Set<string>();
  for (const part of parts) {
    for (const key of [normalizePartNumber(part), ...leadingWordKeys(part)]) {
      if (key.length < 2) continue;
      keys.add(key);
      const withoutEnding = key.replace(CJK_COMPANY_ENDINGS, '');
      if (withoutEnding.length >= 2) keys.add(withoutEnding);
    }
  }
  return [...keys];
}

/**
 * The maker keys of a manufacturer name as a whole and of its parts around a slash and in brackets
 * ('Analog Devices Inc./Maxim Integrated' → the whole, 'ANALOGDEVICES', 'MAXIM'), then those of the makers
 * that own these makers' parts today (maker-successions.ts: 'Linear Technology' → Analog Devices).
 */
export function makerReadings(name: string): string[] {
  const text = name.normalize('NFKC').trim();
  const inside = [...text.matchAll(/[(（]([^()（）]*)[)）]/gu)].map((m) => m[1] ?? '');
  const outside = text.replace(/[(（][^()（）]*[)）]/gu, ' ');
  const parts = [text, outside, ...inside, ...outside.split(/[/|]/)];
  const own = [
    ...new Set(parts.flatMap((p) => [makerKey(p), normalizePartNumber(p)]).filter((k) => k.length >= 2)),
  ];
  return [...new Set([...own, ...ownerKeysOf(own)])];
}

/**
 * The brands a BOM's manufacturer names: null when it names none (blank, 'generic'), an empty set when it
 * names a maker the catalog does not know (then no product can agree with it). A maker another one bought
 * names the owner's brand as well ('Fairchild' → onsemi).
 */
export function brandsNamed(index: BrandIndex, name: string): Set<number> | null {
  const keys = manufacturerKeys(name);
  if (keys.length === 0) return null;
  const found = new Set(keys.flatMap((key) => index.get(key) ?? []));
  for (const key of makerReadings(name)) for (const id of index.get(MAKER + key) ?? []) found.add(id);
  return found;
}
