// The child process that parses one uploaded spreadsheet or text table. It runs with a capped heap and is
// killed after a time limit by platform/spreadsheet.ts, so a hostile file can exhaust only this process.
// Input: the file's bytes on stdin; arguments: the most rows and columns to answer, the longest cell text,
// the kind of file: `sheet` (.xls/.xlsx, read by SheetJS) or `text` (a text export, read by text-table.mjs),
// and the most bytes an .xlsx may inflate to. Output on stdout: {"rows": [[cell text, …], …]} of the first
// sheet or of the text's table, or {"error": "UNREADABLE" | "TOO_MANY_ROWS" | "NO_TABLE" | "TOO_LARGE"}
// (NO_TABLE: a text without columns; TOO_LARGE: an .xlsx inflating past its declared sizes or the cap). Plain
// JavaScript on purpose: it runs as it is from the source tree; the build bundles it with text-table.mjs and
// zip-inflate.mjs.
import { read, utils } from '@e965/xlsx';
import { readTextTable } from './text-table.mjs';
import { checkInflatedSizes } from './zip-inflate.mjs';

const [maxRows, maxColumns, maxCellLength] = process.argv.slice(2, 5).map(Number);
const kind = process.argv[5] === 'text' ? 'text' : 'sheet';
const maxInflatedBytes = Number(process.argv[6] ?? 50 * 1024 * 1024);
const ZIP_SIGNATURE = 0x04034b50;
/** The most rows a spreadsheet has (Excel, and the .xlsx format's own limit). */
const EXCEL_MAX_ROWS = 1_048_576;

function answer(value, code) {
  process.stdout.write(JSON.stringify(value), () => process.exit(code));
}

/** A cell as text: strings as written, numbers in plain decimals (never exponent form), booleans as T/F. */
function cellText(cell) {
  if (!cell || cell.v === undefined || cell.v === null || cell.t === 'e' || cell.t === 'z') return '';
  if (cell.t === 'n') {
    const text = String(cell.v);
    return /e/i.test(text)
      ? Number(cell.v)
          .toFixed(20)
          .replace(/\.?0+$/, '')
      : text;
  }
  if (cell.t === 'b') return cell.v ? 'T' : 'F';
  return String(cell.v).slice(0, maxCellLength);
}

/** The first sheet's non-empty rows, as {rows} or {error}. */
function readSheet(bytes) {
  // An .xlsx is inflated once, counted, before SheetJS sees it: a zip that lies about its sizes stops here.
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_SIGNATURE) {
    const refusal = checkInflatedSizes(bytes, maxInflatedBytes);
    if (refusal) return { error: refusal };
  }
  let book;
  try {
    // No formulas are evaluated or kept, no styles, no macros: only the stored values of the first sheet.
    book = read(bytes, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellDates: false,
      cellStyles: false,
      bookVBA: false,
      bookDeps: false,
      // No spreadsheet holds more rows; a file naming a row beyond them (a 5 kB sheet with a cell in row two
      // billion) would otherwise make the rows below cost a loop over every declared row.
      sheetRows: EXCEL_MAX_ROWS,
    });
  } catch {
    return { error: 'UNREADABLE' };
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) return { error: 'UNREADABLE' };
  // A sheet declaring more rows than a spreadsheet can hold is refused from its declaration, in milliseconds.
  const declared = sheet['!fullref'] ?? sheet['!ref'];
  if (declared && utils.decode_range(declared).e.r >= EXCEL_MAX_ROWS) return { error: 'TOO_MANY_ROWS' };
  const data = sheet['!data'] ?? [];
  const rows = [];
  // Rows are read as stored: a sheet claiming a huge range with few cells costs only its cells.
  for (let r = 0; r < data.length; r += 1) {
    const row = data[r];
    if (!row) continue;
    const cells = [];
    for (let c = 0; c < Math.min(row.length, maxColumns); c += 1) cells.push(cellText(row[c]).trim());
    if (cells.every((cell) => cell === '')) continue;
    if (rows.length >= maxRows) return { error: 'TOO_MANY_ROWS' };
    rows.push(cells);
  }
  return { rows };
}

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const bytes = Buffer.concat(chunks);

const result =
  kind === 'text' ? readTextTable(bytes, { maxRows, maxColumns, maxCellLength }) : readSheet(bytes);
answer(result, 'rows' in result ? 0 : result.error === 'TOO_MANY_ROWS' ? 3 : 2);
