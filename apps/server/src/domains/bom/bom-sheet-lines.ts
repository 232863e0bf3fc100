import { CUST_PN_MAX_LENGTH, normalizePartNumber, SEARCH_MAX_LENGTH } from '@emall/contract';
import type { BomColumns, BomField, BomMapping, BomTableMapping } from '@emall/contract';
import { countDesignators, isNotFitted, parseQuantity } from './bom-cell-values.js';

/**
 * The lines of a BOM sheet under a column mapping (issue 5): one line per data row, or, when the sheet
 * lists one row per designator without a quantity column, one line per part with the rows counted. Rows
 * without any part text, marked not fitted (DNP) or with quantity 0 give no line. Pure: rows in, lines out.
 */

export interface SheetLine {
  lineNo: number;
  qryParam: string;
  brandName: string;
  qty: number;
  designators: string;
  custProductCode: string;
  supplierPn: string;
  description: string;
  /** The package or footprint column, '' when none. */
  package: string;
  /** The row as written: header (or column letter) → cell, JSON text, without prototype tricks. */
  custJson: string;
}

export interface SheetLines {
  lines: SheetLine[];
  skippedRowCount: number;
}

const CUST_JSON_MAX = 4000;

function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

/** 'A', 'B', ... 'AA': how a spreadsheet names a column. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** The row's cells under their headers as JSON text; a header like '__proto__' is only a name here. */
function rowJson(header: readonly string[], cells: readonly string[], from: number, to: number): string {
  const record = Object.create(null) as Record<string, string>;
  for (let c = from; c <= to; c += 1) {
    const value = (cells[c] ?? '').trim();
    if (value === '') continue;
    let name = (header[c] ?? '').trim() || columnLetter(c);
    while (name in record) name = `${name} (${columnLetter(c)})`;
    record[name] = value;
    if (JSON.stringify(record).length > CUST_JSON_MAX) {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a prototype-free record built here
      delete record[name];
      break;
    }
  }
  return JSON.stringify(record);
}

interface TableRange {
  table: BomTableMapping;
  firstRow: number;
  endRow: number;
  firstColumn: number;
  lastColumn: number;
}

function columnsOf(table: BomTableMapping): number[] {
  return Object.values(table.columns);
}

function tableRanges(mapping: BomMapping, rowCount: number): TableRange[] {
  const tables = [...mapping.tables].sort((a, b) => a.headerRow - b.headerRow);
  return tables.map((table) => {
    const below = tables.find((t) => t.headerRow > table.headerRow);
    const side = tables
      .filter((t) => t.headerRow === table.headerRow)
      .map((t) => Math.min(...columnsOf(t)))
      .sort((a, b) => a - b);
    const own = Math.min(...columnsOf(table));
    const next = side.find((c) => c > own);
    return {
      table,
      firstRow: table.headerRow + 1,
      endRow: below?.headerRow ?? rowCount,
      firstColumn: side[0] === own ? 0 : own,
      lastColumn: next === undefined ? Number.MAX_SAFE_INTEGER : next - 1,
    };
  });
}

function cellOf(cells: readonly string[], columns: BomColumns, field: BomField): string {
  const column = columns[field];
  return column === undefined ? '' : (cells[column] ?? '').normalize('NFKC').trim();
}

/** The rows of one table as lines; a null entry is a skipped row. */
function readTable(rows: readonly (readonly string[])[], range: TableRange): (SheetLine | null)[] {
  const { table } = range;
  const header = table.headerRow >= 0 ? (rows[table.headerRow] ?? []) : [];
  const lastColumn = Math.min(range.lastColumn, Math.max(...rows.map((r) => r.length)) - 1);
  return rows.slice(range.firstRow, range.endRow).map((cells) => {
    const cell = (field: BomField) => cellOf(cells, table.columns, field);
    const partText = cell('mfrPn') || cell('partName') || cell('supplierPn');
    const custPn = cell('custPn');
    if (partText === '' && custPn === '') return null;
    const inTable = cells.slice(range.firstColumn, lastColumn + 1);
    if (inTable.some((c) => isNotFitted(c))) return null;
    // A lone cell in a table of several columns is a section title ('Mechanical parts'), not a part.
    if (inTable.filter((c) => c.trim() !== '').length === 1 && columnsOf(table).length > 1) return null;
    const designators = cell('designator');
    const qty = parseQuantity(cell('qty')) ?? Math.max(1, countDesignators(designators));
    if (qty === 0) return null;
    return {
      lineNo: 0,
      qryParam: clip(partText, SEARCH_MAX_LENGTH),
      brandName: clip(cell('manufacturer'), 100),
      qty,
      designators: clip(designators, 2000),
      custProductCode: clip(custPn, CUST_PN_MAX_LENGTH),
      supplierPn: clip(cell('supplierPn'), 100),
      description: clip(cell('description'), 500),
      package: clip(cell('package'), 100),
      custJson: rowJson(header, cells, range.firstColumn, lastColumn),
    };
  });
}

/** One line per part: rows of the same part, maker and codes add up their quantities and designators. */
function groupPerPart(lines: readonly SheetLine[]): SheetLine[] {
  const byPart = new Map<string, SheetLine>();
  for (const line of lines) {
    const identity = [line.qryParam, line.brandName, line.supplierPn, line.custProductCode]
      .map(normalizePartNumber)
      .join('\u0000');
    const seen = byPart.get(identity);
    if (!seen) byPart.set(identity, { ...line });
    else {
      seen.qty = Math.min(seen.qty + line.qty, 99_999_999);
      seen.designators = clip([seen.designators, line.designators].filter(Boolean).join(', '), 2000);
    }
  }
  return [...byPart.values()];
}

/** The lines of the sheet under the mapping, numbered from 1 in sheet order. */
export function readSheetLines(rows: readonly (readonly string[])[], mapping: BomMapping): SheetLines {
  const lines: SheetLine[] = [];
  let skippedRowCount = 0;
  for (const range of tableRanges(mapping, rows.length)) {
    const read = readTable(rows, range);
    skippedRowCount += read.filter((line) => line === null).length;
    const found = read.filter((line): line is SheetLine => line !== null);
    // A sheet of one row per designator has no quantity column: its rows are counted per part.
    lines.push(...(range.table.columns.qty === undefined ? groupPerPart(found) : found));
  }
  return { lines: lines.map((line, i) => ({ ...line, lineNo: i + 1 })), skippedRowCount };
}
