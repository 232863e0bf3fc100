/**
 * Reads a zip file's central directory without inflating anything (DESIGN §7): how many entries it holds
 * and how many bytes they declare once inflated. An .xlsx is a zip of a few dozen XML files; a zip bomb
 * shows itself here as thousands of entries or gigabytes of declared content.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH_BYTES = 22 + 0xffff;
/** ZIP64 marks sizes and counts that do not fit the classic fields; no spreadsheet upload needs it. */
const ZIP64_COUNT = 0xffff;
const ZIP64_SIZE = 0xffffffff;

export interface ZipDirectory {
  entries: number;
  inflatedBytes: number;
}

/** True when the bytes start as a zip file does ('PK\x03\x04'). */
export function looksLikeZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_HEADER;
}

/** The directory of a zip, or null when it is damaged, truncated or ZIP64. */
export function readZipDirectory(zip: Buffer): ZipDirectory | null {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - END_SEARCH_BYTES); i -= 1) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  if (entries === ZIP64_COUNT || offset === ZIP64_SIZE) return null;
  let inflatedBytes = 0;
  let at = offset;
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const inflated = zip.readUInt32LE(at + 24);
    if (inflated === ZIP64_SIZE) return null;
    inflatedBytes += inflated;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return { entries, inflatedBytes };
}
