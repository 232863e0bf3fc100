import { describe, expect, it } from 'vitest';
import { utils, write } from '@e965/xlsx';
import { buildZip, paddedSheetXml, readZip, workbookBomb } from '../testing/zip-files.mjs';
import { AppError } from './app-error.js';
import { parseChildrenStarted, readSpreadsheetRows, readTextTableRows } from './spreadsheet.js';

function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return write(book, { type: 'buffer', bookType, compression: true }) as Buffer;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('the file was not refused');
}

const ROWS = [
  ['Brand', 'Part number', 'Custom part number'],
  ['ST', 'STM32F103C8T6', '=1+1'],
  [],
  ['TI', 7, true],
];

describe('readSpreadsheetRows', () => {
  it('reads the non-empty rows of the first sheet of an .xlsx as text, formulas never evaluated', async () => {
    expect(await readSpreadsheetRows(workbook(ROWS))).toEqual([
      ['Brand', 'Part number', 'Custom part number'],
      ['ST', 'STM32F103C8T6', '=1+1'],
      ['TI', '7', 'T'],
    ]);
  });

  it('reads an .xls (OLE2) workbook the same way', async () => {
    expect(await readSpreadsheetRows(workbook(ROWS, 'biff8'))).toHaveLength(3);
  });

  it('refuses a file that is not a spreadsheet, whatever its name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refusal(readSpreadsheetRows(png))).toBe('SPREADSHEET_UNREADABLE');
    const csv = Buffer.from('Brand,Part number\nST,STM32\n');
    expect(await refusal(readSpreadsheetRows(csv))).toBe('SPREADSHEET_UNREADABLE');
  });

  it('refuses a zip that is no workbook, and a damaged zip', async () => {
    const notABook = buildZip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect(await refusal(readSpreadsheetRows(notABook))).toBe('SPREADSHEET_UNREADABLE');
    const truncated = workbook(ROWS).subarray(0, 200);
    expect(await refusal(readSpreadsheetRows(truncated))).toBe('SPREADSHEET_UNREADABLE');
  });

  it('refuses a zip with too many entries before parsing it', async () => {
    const entries = Array.from({ length: 600 }, (_, i) => ({
      name: `x/${i}.xml`,
      data: Buffer.from('<a/>'),
    }));
    expect(await refusal(readSpreadsheetRows(buildZip(entries)))).toBe('SPREADSHEET_TOO_COMPLEX');
  });

  it('refuses a zip whose entries declare a huge inflated size before parsing it', async () => {
    const entries = readZip(workbook(ROWS)).map((entry) =>
      entry.name.endsWith('sheet1.xml') ? { ...entry, declaredSize: 4_000_000_000 } : entry,
    );
    expect(await refusal(readSpreadsheetRows(buildZip(entries)))).toBe('SPREADSHEET_TOO_COMPLEX');
  });

  describe('zip bombs whose directory looks honest', () => {
    /** The refusal, and how many parsing children were started meanwhile. */
    async function refusedWithChildren(bytes: Buffer): Promise<[string, number]> {
      const before = parseChildrenStarted();
      const code = await refusal(readSpreadsheetRows(bytes));
      return [code, parseChildrenStarted() - before];
    }

    it('refuses a sheet declared truthfully but compressed past any spreadsheet, before any child starts', async () => {
      // 40 MB of blanks in valid XML: under the 50 MB cap as declared, about 40 KB deflated (ratio ~1000).
      const bomb = workbookBomb(workbook(ROWS), paddedSheetXml(40 * 1024 * 1024));
      expect(bomb.length).toBeLessThan(100_000);
      expect(await refusedWithChildren(bomb)).toEqual(['SPREADSHEET_TOO_COMPLEX', 0]);
    });

    it('refuses a zip whose local header contradicts its directory, before any child starts', async () => {
      const bomb = buildZip(
        readZip(workbook(ROWS)).map((entry) =>
          entry.name.endsWith('sheet1.xml') ? { ...entry, localSize: 4_000_000_000 } : entry,
        ),
      );
      expect(await refusedWithChildren(bomb)).toEqual(['SPREADSHEET_TOO_COMPLEX', 0]);
    });

    it('refuses a sheet declaring fewer bytes than it takes compressed, before any child starts', async () => {
      // Random digits barely compress: 2 MB of them cannot inflate to the 1,000 bytes declared.
      const digits = Buffer.from(
        Array.from({ length: 2_000_000 }, () => String(Math.floor(Math.random() * 10))).join(''),
      );
      const bomb = workbookBomb(workbook(ROWS), digits, 1000);
      expect(await refusedWithChildren(bomb)).toEqual(['SPREADSHEET_TOO_COMPLEX', 0]);
    });

    it('refuses entries whose data overlap (one compressed block read many times), before any child starts', async () => {
      // Two entries of the same content; the second one's directory record then points at the first one's
      // data, so every header agrees and only the overlap tells.
      const sheet = Buffer.from('<worksheet/>');
      const zip = buildZip([
        { name: 'xl/worksheets/sheet1.xml', data: sheet },
        { name: 'xl/worksheets/sheet2.xml', data: sheet },
      ]);
      const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
      const second = zip.readUInt32LE(end + 16) + 46 + 'xl/worksheets/sheet1.xml'.length;
      zip.writeUInt32LE(0, second + 42);
      expect(await refusedWithChildren(zip)).toEqual(['SPREADSHEET_TOO_COMPLEX', 0]);
    });

    it('stops inflating, in the child, a sheet that inflates past the size it declares everywhere', async () => {
      // Declared (consistently) as 200 KB, a plausible 5:1 over its ~40 KB deflated; really 40 MB.
      const bomb = workbookBomb(workbook(ROWS), paddedSheetXml(40 * 1024 * 1024), 200_000);
      const started = Date.now();
      expect(await refusedWithChildren(bomb)).toEqual(['SPREADSHEET_TOO_COMPLEX', 1]);
      // The child stopped at the declared size: well inside the time limit, whatever the machine's load.
      expect(Date.now() - started).toBeLessThan(10_000);
    });

    it('still reads an honest workbook of realistic compression', async () => {
      const rows = Array.from({ length: 3000 }, (_, i) => [`ST`, `STM32F103C8T6-${i}`, i]);
      expect(await readSpreadsheetRows(workbook(rows))).toHaveLength(3000);
    });
  });

  it('kills only the parsing child when a sheet exhausts its heap', async () => {
    // 200,000 rows: 2 MB zipped, about 20 MB of XML, under the inflated-size limit, too much for 24 MB of heap.
    const rows = Array.from(
      { length: 200_000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>part number ${i}</t></is></c></row>`,
    );
    const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`;
    const entries = readZip(workbook(ROWS)).map((entry) =>
      entry.name.endsWith('sheet1.xml') ? { name: entry.name, data: Buffer.from(sheet) } : entry,
    );
    const code = await refusal(readSpreadsheetRows(buildZip(entries), { heapMb: 24, maxRows: 1_000_000 }));
    expect(code).toBe('SPREADSHEET_TOO_COMPLEX');
    // The server itself goes on: the next file parses as usual.
    expect(await readSpreadsheetRows(workbook(ROWS))).toHaveLength(3);
  });

  it('refuses at once a small sheet that puts a cell in row two billion, rather than parse until the time limit', async () => {
    const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:B2000000000"/><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Part</t></is></c></row><row r="2000000000"><c r="A2000000000" t="inlineStr"><is><t>LM358</t></is></c></row></sheetData></worksheet>`;
    const entries = readZip(workbook(ROWS)).map((entry) =>
      entry.name.endsWith('sheet1.xml') ? { name: entry.name, data: Buffer.from(sheet) } : entry,
    );
    // Parsed row by row it would run into the time limit (SPREADSHEET_TOO_COMPLEX): it is refused by what it declares.
    expect(await refusal(readSpreadsheetRows(buildZip(entries), { timeoutMs: 5000 }))).toBe(
      'IMPORT_TOO_MANY_ROWS',
    );
  });

  it('stops a parse that takes longer than the time limit', async () => {
    expect(await refusal(readSpreadsheetRows(workbook(ROWS), { timeoutMs: 1 }))).toBe(
      'SPREADSHEET_TOO_COMPLEX',
    );
  });

  it('refuses more rows than asked for, and a file over the size limit', async () => {
    expect(await refusal(readSpreadsheetRows(workbook(ROWS), { maxRows: 2 }))).toBe('IMPORT_TOO_MANY_ROWS');
    expect(await refusal(readSpreadsheetRows(workbook(ROWS), { maxBytes: 100 }))).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('readTextTableRows', () => {
  const CSV = Buffer.from('Brand;Part number;Note\r\nST;STM32F103C8T6;"a; b"\r\n\r\nTI;LM358;\r\n');

  it('reads the non-empty rows of a text export in the child process, as cell texts', async () => {
    expect(await readTextTableRows(CSV)).toEqual([
      ['Brand', 'Part number', 'Note'],
      ['ST', 'STM32F103C8T6', 'a; b'],
      ['TI', 'LM358', ''],
    ]);
  });

  it('refuses bytes that are no text, and a text without columns', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refusal(readTextTableRows(png))).toBe('TEXT_UNREADABLE');
    expect(await refusal(readTextTableRows(Buffer.from('Just a sentence.\nAnd another one.\n')))).toBe(
      'FILE_NO_TABLE',
    );
  });

  it('keeps the spreadsheet limits: size, rows, columns, cell length, heap and time', async () => {
    expect(await refusal(readTextTableRows(CSV, { maxBytes: 10 }))).toBe('PAYLOAD_TOO_LARGE');
    expect(await refusal(readTextTableRows(CSV, { maxRows: 2 }))).toBe('IMPORT_TOO_MANY_ROWS');
    expect(await readTextTableRows(CSV, { maxColumns: 2, maxCellLength: 4 })).toEqual([
      ['Bran', 'Part'],
      ['ST', 'STM3'],
      ['TI', 'LM35'],
    ]);
    expect(await refusal(readTextTableRows(CSV, { timeoutMs: 1 }))).toBe('SPREADSHEET_TOO_COMPLEX');
    // 400,000 rows of 10 cells: a few MB of text, far more cells than 24 MB of heap can hold.
    const big = Buffer.from('a,b,c,d,e,f,g,h,i,j\n'.repeat(400_000));
    const code = await refusal(readTextTableRows(big, { heapMb: 24, maxRows: 1_000_000 }));
    expect(code).toBe('SPREADSHEET_TOO_COMPLEX');
    expect(await readTextTableRows(CSV)).toHaveLength(3);
  });
});
