// Inflates every entry of an uploaded .xlsx once, in the parsing child, before SheetJS reads it, counting the
// real inflated bytes as they come: an entry that inflates past the size its directory declares, or all of
// them past the cap, stops the inflating at once. A bomb whose directory under-reports its sizes (which the
// server's check of the directory, zip-directory.ts, cannot see) is refused here within milliseconds instead
// of leaving SheetJS to work on it. Plain JavaScript: the child runs it as it is.
import { inflateRawSync } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;

/**
 * 'TOO_LARGE' when an entry inflates to more (or less) than it declares or all of them to more than
 * `maxInflatedBytes`; 'UNREADABLE' when the zip cannot be walked or an entry does not inflate; else null.
 */
export function checkInflatedSizes(zip, maxInflatedBytes) {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i -= 1) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return 'UNREADABLE';
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_HEADER) return 'UNREADABLE';
    const method = zip.readUInt16LE(at + 10);
    const packedBytes = zip.readUInt32LE(at + 20);
    const declared = zip.readUInt32LE(at + 24);
    const local = zip.readUInt32LE(at + 42);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) return 'UNREADABLE';
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + packedBytes > zip.length) return 'UNREADABLE';
    if (method === STORED) {
      if (packedBytes !== declared) return 'TOO_LARGE';
      total += packedBytes;
    } else if (method === DEFLATED) {
      // One byte past what may come: inflating stops there with an error instead of running on.
      const room = Math.min(declared, maxInflatedBytes - total);
      if (room < 0) return 'TOO_LARGE';
      let inflated;
      try {
        inflated = inflateRawSync(zip.subarray(start, start + packedBytes), { maxOutputLength: room + 1 });
      } catch (error) {
        return error instanceof RangeError || error?.code === 'ERR_BUFFER_TOO_LARGE'
          ? 'TOO_LARGE'
          : 'UNREADABLE';
      }
      if (inflated.length !== declared) return 'TOO_LARGE';
      total += inflated.length;
    } else return 'UNREADABLE';
    if (total > maxInflatedBytes) return 'TOO_LARGE';
  }
  return null;
}
