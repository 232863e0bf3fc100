import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

// Zip archives built and taken apart by hand, for the tests of the spreadsheet checks and the upload-flood
// benchmark (plain JavaScript, so that bench/ runs it as it is; types in zip-files.d.mts). An entry is
// { name, data, declaredSize?, localSize? }: `declaredSize` lies about its inflated size in both the local header
// and the central directory (zip bombs do), `localSize` in the local header only (the two then disagree).

/** A deflated zip archive of the entries, as .xlsx files are: for tests of the spreadsheet checks. */
export function buildZip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.localSize ?? size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The entries of a zip archive (stored or deflated), to take a real .xlsx apart and rebuild it altered. */
export function readZip(zip) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  const entries = [];
  let at = zip.readUInt32LE(end + 16);
  for (let n = 0; n < count; n += 1) {
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packed = zip.subarray(start, start + packedSize);
    entries.push({ name, data: method === 8 ? inflateRawSync(packed) : Buffer.from(packed) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The XML of a worksheet whose one row is followed by `padding` bytes of blanks: valid, tiny once deflated. */
export function paddedSheetXml(padding) {
  return Buffer.concat([
    Buffer.from(
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
        '<row r="1"><c r="A1" t="inlineStr"><is><t>MPN</t></is></c></row>',
    ),
    Buffer.alloc(padding, 0x20),
    Buffer.from('</sheetData></worksheet>'),
  ]);
}

/**
 * A zip bomb built from a real workbook: its first sheet becomes `sheet` (deflated), and its size is declared
 * as `declaredSize` (the truth when omitted) in the local header and the central directory alike.
 */
export function workbookBomb(workbook, sheet, declaredSize) {
  return buildZip(
    readZip(workbook).map((entry) =>
      entry.name.endsWith('sheet1.xml') ? { name: entry.name, data: sheet, declaredSize } : entry,
    ),
  );
}
