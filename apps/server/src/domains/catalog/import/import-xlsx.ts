import { open } from 'node:fs/promises';
import { read, utils, type CellObject, type WorkBook } from '@e965/xlsx';
import { looksLikeZip, readZipDirectory, type ZipDirectory } from '../../../platform/zip-directory.js';
import { CatalogImportError, type SheetRow } from './import.types.js';

/**
 * .xlsx files for the import command, read with @e965/xlsx (SheetJS 0.20.3). The file is checked
 * before SheetJS sees it (spreadsheets are untrusted: docs/security.md): its size, the zip signature, and from the
 * zip's central directory the number of entries and their declared inflated size. SheetJS reads the whole
 * workbook into memory, so these limits are what keeps a large or hostile file from exhausting it.
 */

/** Largest .xlsx the command reads (the web upload limit, UPLOAD_MAX_BYTES, is for uploads, not for this). */
export const MAX_XLSX_BYTES = 200 * 1024 * 1024;
/** Most zip entries: a workbook has a few dozen; thousands mean something else. */
export const MAX_XLSX_ENTRIES = 10_000;
/** Most inflated bytes of all entries together, as the central directory declares them. */
export const MAX_XLSX_INFLATED_BYTES = 1024 * 1024 * 1024;

/** The number of entries and their declared inflated size, refused past the command's limits. */
export function zipDirectory(zip: Buffer): ZipDirectory {
  const refuse = (why: string) => new CatalogImportError(`Not a readable .xlsx file: ${why}`);
  const directory = readZipDirectory(zip);
  if (!directory) throw refuse('a missing or damaged zip directory (ZIP64 workbooks are not supported)');
  const { entries, inflatedBytes } = directory;
  if (entries > MAX_XLSX_ENTRIES) throw refuse(`${entries} zip entries (at most ${MAX_XLSX_ENTRIES})`);
  if (inflatedBytes > MAX_XLSX_INFLATED_BYTES)
    throw refuse(
      `it inflates to ${Math.round(inflatedBytes / 1024 / 1024)} MB (at most ${MAX_XLSX_INFLATED_BYTES / 1024 / 1024} MB); save the catalog as CSV`,
    );
  return directory;
}

/** Reads and checks an .xlsx file: size first (without reading it), then signature and zip directory. */
export async function loadXlsxFile(filePath: string): Promise<Buffer> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    if (size > MAX_XLSX_BYTES)
      throw new CatalogImportError(
        `The .xlsx file is ${Math.round(size / 1024 / 1024)} MB; the command reads at most ${MAX_XLSX_BYTES / 1024 / 1024} MB (save it as CSV, which has no limit)`,
      );
    const buffer = await file.readFile();
    if (!looksLikeZip(buffer))
      throw new CatalogImportError('Not a readable .xlsx file: it does not start as a zip file does');
    zipDirectory(buffer);
    return buffer;
  } finally {
    await file.close();
  }
}

/** A cell as the text the import reads: strings as written, numbers in plain decimals, booleans as T/F. */
function cellText(cell: CellObject | undefined): string | undefined {
  if (!cell) return '';
  switch (cell.t) {
    case 's':
      return String(cell.v ?? '');
    case 'n': {
      const value = Number(cell.v);
      const text = String(value);
      // 1e-7 prints in exponent form; write it out (prices and counts are never that small on purpose).
      return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
    }
    case 'b':
      return cell.v === true ? 'T' : 'F';
    case 'd':
      return cell.v instanceof Date ? cell.v.toISOString() : String(cell.v ?? '');
    case 'z':
      return '';
    case 'e':
      return undefined;
  }
}

/**
 * The rows of the first sheet. A formula cell gives the result the spreadsheet stored with it, as text: no
 * formula is ever evaluated here. A cell holding an error value (#N/A, #DIV/0!) makes its row refused.
 */
export function* xlsxRows(buffer: Buffer): Generator<SheetRow> {
  let book: WorkBook;
  try {
    book = read(buffer, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellDates: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch (error) {
    throw new CatalogImportError(`Not a readable .xlsx file: ${(error as Error).message}`);
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  const data = sheet?.['!data'];
  if (!sheet || !data) return;
  const range = utils.decode_range(sheet['!ref'] ?? 'A1:A1');
  for (let r = range.s.r; r <= range.e.r; r += 1) {
    const row = data[r];
    if (!row) continue;
    const cells: string[] = [];
    const errors: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c += 1) {
      const text = cellText(row[c]);
      if (text === undefined) errors.push(utils.encode_cell({ r, c }));
      cells.push(text ?? '');
    }
    if (cells.every((cell) => cell.trim() === '') && errors.length === 0) continue;
    const line = r + 1;
    yield errors.length
      ? { line, cells, problem: `cell ${errors.join(', ')} holds a spreadsheet error value` }
      : { line, cells };
  }
}

/** The rows of an .xlsx file, after the checks of loadXlsxFile. */
export async function* readXlsxFile(filePath: string): AsyncGenerator<SheetRow> {
  yield* xlsxRows(await loadXlsxFile(filePath));
}
