// Text files decoded from their bytes alone: CAD tools and spreadsheets export tables as UTF-8 (with or
// without a byte-order mark), as UTF-16 (EasyEDA writes little-endian, some with a mark and some without) or,
// on Chinese Windows, as GBK. Nothing outside says which: the name and the browser's content type are not
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
  const pairs = length / 2;
  if (oddNuls >= pairs / 4 && evenNuls * 8 <= oddNuls) return 'utf-16le';
  if (evenNuls >= pairs / 4 && oddNuls * 8 <= evenNuls) return 'utf-16be';
  return undefined;
}

/** The encoding the bytes' first mark or NUL pattern names, or the candidates to try in turn. */
function candidates(bytes) {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return ['utf-8'];
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return ['utf-16le'];
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return ['utf-16be'];
  const utf16 = unmarkedUtf16(bytes);
  if (utf16) return [utf16];
  // UTF-8 first: valid UTF-8 is rarely anything else. GB18030 is a superset of GBK and GB2312.
  return ['utf-8', 'gb18030'];
}

/**
 * The bytes as text, with the encoding that read them, or null when they are no text: no encoding decodes
 * them without error, or the text holds binary control characters. A byte-order mark is dropped. `partial`
 * allows the bytes to end inside a character (a sample cut from a longer file).
 */
export function decodeText(bytes, { partial = false } = {}) {
  for (const encoding of candidates(bytes)) {
    let text;
    try {
      text = new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: partial });
    } catch {
      continue;
    }
    text = text.replace(DOS_END, '');
    if (BINARY_CONTROLS.test(text)) return null;
    return { encoding, text };
  }
  return null;
}

/** Whether a file reads as text, told from its first TEXT_SNIFF_BYTES (an empty file is text: no table). */
export function looksLikeText(bytes) {
  return (
    decodeText(bytes.subarray(0, TEXT_SNIFF_BYTES), { partial: bytes.length > TEXT_SNIFF_BYTES }) !== null
  );
}
