/**
 * Reads a zip file's central directory without inflating anything (docs/security.md, zip bombs), and tells a
 * zip bomb by what the directory and the local headers declare. An .xlsx is a zip of a few dozen XML files; a
 * bomb shows itself here as thousands of entries, gigabytes of declared content, a compression ratio no
 * spreadsheet reaches, or sizes that the local headers and the compressed data contradict. A bomb that
 * under-reports its sizes consistently everywhere cannot be told without inflating: the parsing child
 * (zip-inflate.mjs) checks the real sizes while it inflates.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH_BYTES = 22 + 0xffff;
/** ZIP64 marks sizes and counts that do not fit the classic fields; no spreadsheet upload needs it. */
const ZIP64_COUNT = 0xffff;
const ZIP64_SIZE = 0xffffffff;
/** General-purpose flag bit 3: sizes and CRC follow the data; the local header may hold zeros. */
const DATA_DESCRIPTOR_FLAG = 0x08;
const STORED = 0;
const DEFLATED = 8;

export interface ZipDirectoryEntry {
  method: number;
  flags: number;
  crc: number;
  packedBytes: number;
  inflatedBytes: number;
  localOffset: number;
}

export interface ZipDirectory {
  entries: number;
  inflatedBytes: number;
  /** Where the central directory starts: every entry's data must end before it. */
  directoryOffset: number;
  items: ZipDirectoryEntry[];
}

/** What a zip may declare before it is refused unparsed. */
export interface ZipLimits {
  maxZipEntries: number;
  maxInflatedBytes: number;
  /** Most inflated bytes per compressed byte of an entry declaring at least RATIO_FLOOR_BYTES. */
  maxCompressionRatio: number;
}

/** Entries smaller than this may compress as well as they like: a few repeated tags in a tiny XML part. */
export const RATIO_FLOOR_BYTES = 1024 * 1024;

/** Why a zip is refused before inflating: too many entries, too large, too compressible, or contradictory. */
export type ZipRefusal = 'ENTRIES' | 'INFLATED' | 'RATIO' | 'INCONSISTENT';

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
  const items: ZipDirectoryEntry[] = [];
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const item = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      packedBytes: zip.readUInt32LE(at + 20),
      inflatedBytes: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    };
    if (item.inflatedBytes === ZIP64_SIZE || item.packedBytes === ZIP64_SIZE) return null;
    inflatedBytes += item.inflatedBytes;
    items.push(item);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return { entries, inflatedBytes, directoryOffset: offset, items };
}

/**
 * Why the zip must not be inflated, or null. Each entry's local header must agree with the directory (method,
 * CRC and sizes, unless they follow the data), its data must lie inside the file before the directory without
 * overlapping another entry's (overlapping entries multiply one compressed block), a stored entry holds its
 * inflated size, and a deflated one cannot inflate to much less than it takes compressed (an under-reported
 * size) nor, past RATIO_FLOOR_BYTES, to more than maxCompressionRatio times it.
 */
export function zipRefusal(zip: Buffer, directory: ZipDirectory, limits: ZipLimits): ZipRefusal | null {
  if (directory.entries > limits.maxZipEntries) return 'ENTRIES';
  if (directory.inflatedBytes > limits.maxInflatedBytes) return 'INFLATED';
  const spans: [number, number][] = [];
  for (const item of directory.items) {
    const at = item.localOffset;
    if (at + 30 > directory.directoryOffset || zip.readUInt32LE(at) !== LOCAL_HEADER) return 'INCONSISTENT';
    const flags = zip.readUInt16LE(at + 6);
    if (zip.readUInt16LE(at + 8) !== item.method) return 'INCONSISTENT';
    const local = {
      crc: zip.readUInt32LE(at + 14),
      packed: zip.readUInt32LE(at + 18),
      inflated: zip.readUInt32LE(at + 22),
    };
    const deferred = (flags & DATA_DESCRIPTOR_FLAG) !== 0 && local.packed === 0 && local.inflated === 0;
    if (
      !deferred &&
      (local.crc !== item.crc || local.packed !== item.packedBytes || local.inflated !== item.inflatedBytes)
    )
      return 'INCONSISTENT';
    const dataStart = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const dataEnd = dataStart + item.packedBytes;
    if (dataEnd > directory.directoryOffset) return 'INCONSISTENT';
    spans.push([at, dataEnd]);
    if (item.method === STORED) {
      if (item.packedBytes !== item.inflatedBytes) return 'INCONSISTENT';
    } else if (item.method === DEFLATED) {
      // Deflate never takes much more room than the data it holds (stored blocks: 5 bytes per 64 KB).
      if (item.packedBytes > item.inflatedBytes + Math.ceil(item.inflatedBytes / 1024) + 1024)
        return 'INCONSISTENT';
      if (
        item.inflatedBytes >= RATIO_FLOOR_BYTES &&
        item.inflatedBytes > item.packedBytes * limits.maxCompressionRatio
      )
        return 'RATIO';
    } else return 'INCONSISTENT';
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i += 1)
    if ((spans[i]?.[0] ?? 0) < (spans[i - 1]?.[1] ?? 0)) return 'INCONSISTENT';
  return null;
}
