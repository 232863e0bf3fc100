import { normalizePartNumber, type Distributor } from '@emall/contract';

/**
 * Other spellings of a part number that name the same part (docs/bom-matching.md): distributor order codes, packaging
 * suffixes, shorter and longer forms, and one-character typos. Pure functions; the matching stages look the
 * results up in the product table.
 */

/** An LCSC (and JLCPCB) part code, 'C' and digits, upper case; null when the text is none. */
export function lcscCode(text: string): string | null {
  const code = text.normalize('NFKC').trim().toUpperCase();
  return /^C\d{1,9}$/.test(code) ? code : null;
}

const DIGIKEY = /^(.+?)-ND$/i;
/** DigiKey appends the packaging to the part number: cut tape, tape and reel, Digi-Reel. */
const DIGIKEY_PACKAGING = /(?:CT|TR|DKR)$/i;
/** Mouser prefixes a number of two or three digits that stands for the manufacturer ('595-' TI). */
const MOUSER = /^\d{2,3}-(.+)$/;

/** Whose order code the text is, by its shape: LCSC `C123456`, DigiKey `…-ND`, Mouser `595-…`; else 'other'. */
export function distributorOf(text: string): Distributor {
  if (lcscCode(text)) return 'lcsc';
  const code = text.normalize('NFKC').trim();
  if (DIGIKEY.test(code)) return 'digikey';
  return MOUSER.test(code) ? 'mouser' : 'other';
}

/**
 * Whether two part numbers name the same part: the same key, or one is the other with a packaging suffix more
 * or less ('LM358DR' and 'LM358D', 'BSS138-7-F' and 'BSS138').
 */
export function sameOrPackaging(writtenA: string, writtenB: string): boolean {
  const a = normalizePartNumber(writtenA);
  const b = normalizePartNumber(writtenB);
  if (a === '' || b === '') return false;
  if (a === b || isPackagingOf(a, b) || isPackagingOf(b, a)) return true;
  const shortA = withoutPackaging(writtenA);
  const shortB = withoutPackaging(writtenB);
  if (shortA.includes(b) || shortB.includes(a) || shortA.some((k) => shortB.includes(k))) return true;
  // Two packagings of one part: 'TPS62160DGKT' (small reel) and 'TPS62160DGKR' (large reel).
  let common = 0;
  while (common < a.length && a[common] === b[common]) common += 1;
  return (
    common >= 4 && PACKAGING_REMAINDERS.has(a.slice(common)) && PACKAGING_REMAINDERS.has(b.slice(common))
  );
}

/**
 * Whether the catalog's part number is the asked one followed by a written variant ('ESP32-S3-WROOM-1' →
 * 'ESP32-S3-WROOM-1-N8R2', 'AMS1117' → 'AMS1117-3.3'): the code says which variant of the part the line names.
 * Only after a separator: 'LM35' is not 'LM358', nor 'TPS6216' 'TPS62160'.
 */
export function namesVariantOf(askedText: string, partNumber: string): boolean {
  const asked = askedText.normalize('NFKC').trim().toUpperCase();
  const written = partNumber.normalize('NFKC').trim().toUpperCase();
  return asked.length >= 4 && written.startsWith(asked) && /^[-/_.#( ]/.test(written.slice(asked.length));
}

/** Keys of the manufacturer part numbers a DigiKey or Mouser code holds; [] when the text is neither. */
export function distributorKeys(text: string): string[] {
  const code = text.normalize('NFKC').trim();
  const parts: string[] = [];
  const digikey = DIGIKEY.exec(code)?.[1];
  if (digikey) parts.push(digikey, digikey.replace(DIGIKEY_PACKAGING, ''));
  const mouser = digikey ? undefined : MOUSER.exec(code)?.[1];
  if (mouser) parts.push(mouser);
  const keys = parts.map(normalizePartNumber).filter((key) => key.length >= 4 && /\p{L}/u.test(key));
  return [...new Set(keys)];
}

/** Packaging words written after a separator: '-TR', '/TR', '#PBF', '-7' (Diodes 7-inch reel), '-REEL7'. */
const WRITTEN_PACKAGING = /[-/#](?:TR|T|R|7|13|REEL\d*|PBF|TRPBF|NOPB|CT|LF|G4|E3|7-F|13-F)$/i;
/** Packaging words left at the end of the normalised key. */
const KEY_PACKAGING = ['TRPBF', 'PBF', 'NOPB', 'REEL13', 'REEL7', 'REEL', 'TR', 'CT', 'LF', 'G4', 'E3'];
/** What a catalog part number may carry beyond the BOM's and still be the same part in other packaging. */
const PACKAGING_REMAINDERS = new Set([
  ...KEY_PACKAGING,
  'T',
  'R',
  'G',
  '7',
  '13',
  '7F',
  '13F',
  'TRG',
  'TR1G',
  'T1G',
  'RL',
]);
/** The longest remainder in PACKAGING_REMAINDERS: how far beyond the key a packaging lookup reads. */
export const PACKAGING_MAX_EXTRA = 6;

/** Keys of the part number without its packaging suffix; [] when it has none. */
export function withoutPackaging(text: string): string[] {
  const written = text.normalize('NFKC').trim();
  const keys: string[] = [];
  if (WRITTEN_PACKAGING.test(written)) keys.push(normalizePartNumber(written.replace(WRITTEN_PACKAGING, '')));
  const key = normalizePartNumber(written);
  for (const suffix of KEY_PACKAGING) if (key.endsWith(suffix)) keys.push(key.slice(0, -suffix.length));
  return [...new Set(keys)].filter((k) => k.length >= 4 && k !== key);
}

/** Whether `longer` is `key` plus a packaging suffix only. */
export function isPackagingOf(key: string, longer: string): boolean {
  return longer.startsWith(key) && PACKAGING_REMAINDERS.has(longer.slice(key.length));
}

/** The key shortened by 1, 2, ... characters down to `minLength`, longest first. */
export function truncations(key: string, minLength: number): string[] {
  const chars = Array.from(key);
  const out: string[] = [];
  for (let n = chars.length - 1; n >= minLength; n -= 1) out.push(chars.slice(0, n).join(''));
  return out;
}

/** Characters people and scanners confuse in part numbers. */
const LOOK_ALIKES: Record<string, string> = {
  O: '0DQ',
  '0': 'OD',
  D: '0O',
  Q: 'O',
  I: '1L',
  '1': 'IL7',
  L: '1I',
  '7': '1',
  S: '5',
  '5': 'S',
  B: '8',
  '8': 'B',
  Z: '2',
  '2': 'Z',
  G: '6',
  '6': 'G',
  U: 'V',
  V: 'U',
};

/**
 * Keys one typo away from `key` that can be looked up by equality, for the characters at positions `from`
 * to `to`: each left out, swapped with its neighbour, or replaced by a look-alike. (The one-character stage
 * finds changes outside that range by the key's head and tail.)
 */
export function oneEditProbes(key: string, from = 0, to = Infinity): string[] {
  const chars = Array.from(key);
  const out = new Set<string>();
  chars.forEach((c, i) => {
    const next = chars[i + 1];
    // A swap touches this character and the next: it is needed from the one before `from`.
    if (i >= from - 1 && i < to && next !== undefined && next !== c)
      out.add([...chars.slice(0, i), next, c, ...chars.slice(i + 2)].join(''));
    if (i < from || i >= to) return;
    out.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
    for (const other of LOOK_ALIKES[c] ?? '')
      out.add([...chars.slice(0, i), other, ...chars.slice(i + 1)].join(''));
  });
  out.delete(key);
  return [...out];
}

/** True when the two keys differ by one replaced, added or left-out character, or one swap of neighbours. */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start += 1;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX -= 1;
    endY -= 1;
  }
  const restX = endX - start;
  const restY = endY - start;
  if (restX <= 1 && restY <= 1) return true;
  // A swap of neighbours: 'AB' against 'BA'.
  return restX === 2 && restY === 2 && x[start] === y[start + 1] && x[start + 1] === y[start];
}
