import { normalizePartNumber } from '@emall/contract';

/**
 * Who made a part, whatever the spelling: the maker key that folds the spellings of one maker
 * ('KEYSTONE ELECTRONICS' = 'Keystone', 'KOA Speer Elec' = 'KOA', 'ROHM(罗姆)' = 'ROHM Semiconductor'), used by
 * the catalog import to keep one brand per maker and by the BOM matcher's maker check. The table of makers that
 * were bought or renamed is in maker-successions.ts.
 */

/** Company-form words: dropped from the end of a name. */
const LEGAL_WORDS = [
  'INC',
  'INCORPORATED',
  'CO',
  'COMPANY',
  'CORP',
  'CORPORATION',
  'LTD',
  'LIMITED',
  'LLC',
  'LLP',
  'PLC',
  'GMBH',
  'AG',
  'KG',
  'SA',
  'SAS',
  'SRL',
  'SPA',
  'BV',
  'NV',
  'KK',
  'PTE',
  'PTY',
  'OY',
];

/**
 * Words that say what a company does, not who it is: dropped from the end of a name after the company form
 * ('Keystone Electronics Corp' → 'Keystone'). 'Speer' is KOA's American arm ('KOA Speer Electronics').
 * Regions are the maker's local company ('NXP USA Inc.', 'Renesas Electronics America'); 'Sales' its
 * selling arm ('JST Sales America').
 */
const GENERIC_WORDS = [
  'ELECTRONICS',
  'ELECTRONIC',
  'ELEC',
  'SEMICONDUCTORS',
  'SEMICONDUCTOR',
  'SEMICON',
  'SEMI',
  'TECHNOLOGY',
  'TECHNOLOGIES',
  'TECH',
  'COMPONENTS',
  'COMPONENT',
  'INDUSTRIES',
  'INDUSTRIAL',
  'INTERNATIONAL',
  'INTL',
  'SYSTEMS',
  'SOLUTIONS',
  'MANUFACTURING',
  'MFG',
  'PRODUCTS',
  'GROUP',
  'HOLDINGS',
  'MICROELECTRONICS',
  'MICROSYSTEMS',
  'MICROSYSTEM',
  'ELECTRIC',
  'ELEKTRONIK',
  'INTEGRATED',
  'WIRELESS',
  'SALES',
  'SPEER',
  'USA',
  'AMERICA',
  'AMERICAS',
  'EUROPE',
];

const DROPPED_AT_END = new Set([...LEGAL_WORDS, ...GENERIC_WORDS]);

/**
 * Names whose last word belongs to the name although it reads as a generic one: GCT Semiconductor (modems)
 * is not GCT (Global Connector Technology).
 */
const WHOLE_NAMES = new Set(['GCTSEMICONDUCTOR']);

/** Words that join ('Alpha & Omega' = 'Alpha and Omega'). */
const JOINING_WORDS = new Set(['AND', '']);

/** Chinese company endings: '罗姆半导体' → '罗姆', '深圳市某某电子有限公司' → '深圳市某某'. */
const CJK_ENDINGS =
  /(?:股份有限公司|有限责任公司|有限公司|株式会社|有限会社|集团|公司|半导体|半導體|微电子|微電子|电子|電子|科技)+$/u;

const HAN = /\p{Script=Han}/u;

/** The key of one part of a name (outside or inside brackets): its words, without the endings above. */
function partKey(text: string): string {
  // Words split at spaces, commas, slashes and full stops between words; a hyphen joins ('TAI-TECH' is one word).
  const words = text
    .split(/[\s,/|;]+|\.(?=\s|$)/u)
    .map((w) => normalizePartNumber(w))
    .filter((w) => !JOINING_WORDS.has(w));
  while (words.length > 1) {
    const last = words[words.length - 1] ?? '';
    if (!DROPPED_AT_END.has(last) || WHOLE_NAMES.has(words.join(''))) break;
    if (words.slice(0, -1).join('').length < 2) break;
    words.pop();
  }
  const key = words.join('');
  const withoutEnding = key.replace(CJK_ENDINGS, '');
  return withoutEnding.length >= 2 ? withoutEnding : key;
}

/** The bracketed parts of a name and the text outside them; an unclosed bracket counts as a space. */
function bracketParts(name: string): { outside: string; inside: string[] } {
  const inside: string[] = [];
  const outside = name
    .replace(/[(（[]([^()（）[\]]*)[)）\]]/gu, (_, part: string) => {
      inside.push(part);
      return ' ';
    })
    .replace(/[()（）[\]]/gu, ' ');
  return { outside, inside };
}

/**
 * The maker key of a manufacturer name: NFKC, upper case, letters and digits; company forms and generic words
 * dropped from the end ('Diodes Incorporated' = 'DIODES Inc.' = 'DIODES'); a Chinese name in brackets left out
 * ('ROHM(罗姆)' = 'ROHM'); a Latin name in brackets kept, its endings dropped too ('MDD(Microdiode Semiconductor)'
 * = 'MDD (Microdiode Electronics)', but 'ST(Semtech)' is not 'ST'). '' for a name without a letter or digit.
 */
export function makerKey(name: string): string {
  const { outside, inside } = bracketParts(name.normalize('NFKC'));
  const latinInside = inside.filter((p) => !HAN.test(p) && normalizePartNumber(p) !== '');
  const keys = [partKey(outside), ...latinInside.map(partKey)].filter((k) => k !== '');
  if (keys.length === 0) {
    // Only Chinese in brackets ('(罗姆)'): that is the name.
    return inside.map(partKey).join('');
  }
  return keys.join('');
}

/** An outside part this short is a code that its bracket spells out ('HRS(Hirose)', 'SEI(Stackpole Elec)'). */
const MAX_CODE_KEY = 5;

/**
 * The Latin name in brackets after a short code, which is the maker's own name: 'HRS(Hirose)' → ['Hirose'],
 * 'IHHEC(HOLY STONE ENTERPRISE CO., LTD)' → its name; [] for 'Brightking Elec (TAIWAN)' (a name, then a region).
 */
export function spelledOutNamesOf(name: string): string[] {
  const { outside, inside } = bracketParts(name.normalize('NFKC'));
  const code = normalizePartNumber(outside);
  if (code === '' || code.length > MAX_CODE_KEY) return [];
  return inside.filter((p) => !HAN.test(p) && partKey(p).length > code.length);
}

/** The Chinese names in brackets of a manufacturer name ('ROHM(罗姆)' → ['罗姆']). */
export function chineseNamesOf(name: string): string[] {
  return bracketParts(name.normalize('NFKC'))
    .inside.map((p) => p.trim())
    .filter((p) => HAN.test(p));
}

/** A manufacturer name without its Chinese names in brackets ('ROHM(罗姆)' → 'ROHM'). */
export function withoutChineseNames(name: string): string {
  return name.replace(/[(（[]([^()（）[\]]*)[)）\]]/gu, (whole, part: string) =>
    HAN.test(part) ? ' ' : whole,
  );
}
