// Text files decoded from their bytes alone: CAD tools and spreadsheets export tables as UTF-8 (with or
// without a byte-order mark), as UTF-16 (EasyEDA writes little-endian, some with a mark and some without),
// on Chinese Windows as GBK, and on Western Windows as Windows-1252 (µF, ±5%, 25°C). Nothing outside says which: the name and the browser's content type are not
// trusted. Plain JavaScript on purpose: the parsing child process (spreadsheet-child.mjs) imports it as it is
// from the source tree, and the server and the tests import it too (types in text-decoding.d.mts).

/** Bytes looked at when only telling whether a file is text; the parsing child decodes the whole file. */
export const TEXT_SNIFF_BYTES = 64 * 1024;

/** Bytes of a UTF-16 file without a mark whose NUL pattern decides its byte order. */
const UTF16_SAMPLE_BYTES = 4096;

/**
 * Control characters no exported table holds: NUL and the other C0 controls except tab, line feed, form feed
 * and carriage return, DEL, and the C1 controls. One of them means binary data, whatever decoded.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const BINARY_CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/;

/** DOS programs end a text file with Ctrl-Z: it is no content. */
// eslint-disable-next-line no-control-regex -- Ctrl-Z is a control character.
const DOS_END = /\u001a+$/;

/**
 * The byte order of UTF-16 text without a mark, told by its NUL bytes: Latin letters, digits and separators
 * are one NUL and one ASCII byte each, so one parity of positions is full of NULs and the other has almost
 * none. Undefined when the pattern is not there (text of CJK characters only has no NULs: it is not
 * recognised).
 */
function unmarkedUtf16(bytes) {
  const length = Math.min(bytes.length, UTF16_SAMPLE_BYTES) & ~1;
  if (length < 4) return undefined;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenNuls += 1;
    if (bytes[i + 1] === 0) oddNuls += 1;
  }
  // A quarter of the characters at least, and four: a few bytes with a NUL or two are no pattern.
  const least = Math.max(length / 8, 4);
  if (oddNuls >= least && evenNuls * 8 <= oddNuls) return 'utf-16le';
  if (evenNuls >= least && oddNuls * 8 <= evenNuls) return 'utf-16be';
  return undefined;
}

/** The single encoding a byte-order mark or the NUL pattern of UTF-16 names, else undefined. */
function namedEncoding(bytes) {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return unmarkedUtf16(bytes);
}

/**
 * Windows-1252 characters a parts list plausibly holds on their own between ASCII: Latin letters with
 * diacritics (Würth, Ø), the units and signs of electronics (µF, ±5%, 25°C, ², ×), typographic quotes and
 * dashes, the currency signs. (Windows-1252 has no Ω: tables in it write "Ohm".)
 */
const PLAUSIBLE_1252 =
  /[\u00c0-\u00ff\u00b0\u00b1\u00b2\u00b3\u00b5\u00b7\u00bc-\u00be\u00a9\u00ae\u00a3\u00a5\u00a7\u20ac\u2122\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2030\u0152\u0153\u0160\u0161\u017d\u017e\u0178]/;

/**
 * Windows-1252's characters at 0x80-0x9F, where it differs from Latin-1 (its other bytes are their Latin-1
 * code points). Decoded here because Node's TextDecoder reads 'windows-1252' as Latin-1. The five bytes it
 * leaves unassigned stay C1 controls, which no text holds.
 */
const WINDOWS_1252_C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** The character a byte is in Windows-1252. */
const windows1252Char = (byte) =>
  byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_C1[byte - 0x80] : String.fromCharCode(byte);

function decodeWindows1252(bytes) {
  return new TextDecoder('latin1')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (c) => windows1252Char(c.charCodeAt(0)));
}

/**
 * Evidence for GB18030 and for Windows-1252 in bytes both decode, counted over each run of bytes at or
 * above 0x80 between ASCII bytes. GB18030 text writes Chinese as pairs of such bytes: a run that splits into
 * pairs of GB2312's common hanzi (lead 0xB0-0xD7, trail 0xA1-0xFE) or its punctuation and full-width rows
 * (lead 0xA1-0xA9) counts one per pair; a pair of its rarer second level (lead 0xD8-0xF7) counts a half,
 * as it is also what two accented small letters are in Windows-1252 (ção, öß). Windows-1252 writes a Latin
 * letter or a unit sign as one such byte between ASCII: a run of odd length, which GB18030 can only read by
 * pairing its last byte with the ASCII after it (a rare ideograph eating a letter: "°C" as 癈), counts one
 * for Windows-1252 when that byte is a plausible character.
 */
function evidence(bytes) {
  let gb18030 = 0;
  let windows1252 = 0;
  let i = 0;
  while (i < bytes.length) {
    if (bytes[i] < 0x80) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < bytes.length && bytes[end] >= 0x80) end += 1;
    for (let k = i; k + 1 < end; k += 2) {
      const lead = bytes[k];
      if (bytes[k + 1] < 0xa1 || bytes[k + 1] === 0xff) continue;
      if ((lead >= 0xb0 && lead <= 0xd7) || (lead >= 0xa1 && lead <= 0xa9)) gb18030 += 1;
      else if (lead >= 0xd8 && lead <= 0xf7) gb18030 += 0.5;
    }
    if ((end - i) % 2 === 1 && PLAUSIBLE_1252.test(windows1252Char(bytes[end - 1]))) windows1252 += 1;
    i = end;
  }
  return { gb18030, windows1252 };
}

/** The bytes decoded as `encoding`, or undefined when they are not valid in it. */
function tryDecode(bytes, encoding, partial) {
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: partial });
  } catch {
    return undefined;
  }
}

/**
 * The bytes as text, with the encoding that read them, or null when they are no text: no encoding decodes
 * them without error, or the text holds binary control characters. A byte-order mark is dropped. `partial`
 * allows the bytes to end inside a character (a sample cut from a longer file). `keepNul` lets NUL through
 * (not the other controls), for a reader that refuses only the rows holding it.
 *
 * The encoding: the one a byte-order mark or UTF-16's NUL pattern names; else UTF-8 when the bytes are valid
 * UTF-8 (other encodings rarely are); else GB18030 (which also reads GBK and GB2312) or Windows-1252 (which
 * also reads Latin-1), whichever decodes without error and binary controls (Windows-1252's five unassigned
 * bytes decode to C1 controls), and when both do, the one the bytes are better evidence of (evidence above;
 * GB18030 on a tie, the shop's buyers being Chinese).
 */
export function decodeText(bytes, { partial = false, keepNul = false } = {}) {
  const isBinary = (text) => BINARY_CONTROLS.test(keepNul ? text.replaceAll('\u0000', '') : text);
  const read = (encoding, decoded = tryDecode(bytes, encoding, partial)) => {
    const text = decoded?.replace(DOS_END, '');
    return text === undefined || isBinary(text) ? undefined : { encoding, text };
  };
  const named = namedEncoding(bytes);
  if (named) return read(named) ?? null;
  const utf8 = tryDecode(bytes, 'utf-8', partial);
  if (utf8 !== undefined) return read('utf-8', utf8) ?? null;
  const gb18030 = read('gb18030');
  const windows1252 = read('windows-1252');
  if (!gb18030 || !windows1252) return gb18030 ?? windows1252 ?? null;
  const score = evidence(bytes);
  return score.windows1252 > score.gb18030 ? windows1252 : gb18030;
}

/**
 * A decoder of `encoding` for text arriving in pieces (decode(piece, { stream: true }), then decode() at the
 * end), replacing bytes the encoding does not read with U+FFFD, as TextDecoder does.
 */
export function streamingDecoder(encoding) {
  if (encoding !== 'windows-1252') return new TextDecoder(encoding);
  return { decode: (bytes = new Uint8Array(0)) => decodeWindows1252(bytes) };
}

/** Whether a file reads as text, told from its first TEXT_SNIFF_BYTES (an empty file is text: no table). */
export function looksLikeText(bytes) {
  return (
    decodeText(bytes.subarray(0, TEXT_SNIFF_BYTES), { partial: bytes.length > TEXT_SNIFF_BYTES }) !== null
  );
}
