import { CUST_PN_MAX_LENGTH, normalizePartNumber, SEARCH_MAX_LENGTH } from '@emall/contract';
import type {
  BomAlternateColumns,
  BomColumns,
  BomField,
  BomMapping,
  BomSheetAlternate,
  BomTableMapping,
} from '@emall/contract';
import {
  countDesignators,
  isNotFitted,
  isSummaryRow,
  isWrittenPartNumber,
  parseQuantity,
} from './cell-values.js';
import { isBlankCell } from './column-content.js';

/**
 * The lines of a BOM sheet under a column mapping: one line per data row, or, when the sheet lists one row
 * per designator without a quantity column, one line per part with the rows counted. Each line carries its
 * alternates (the table's further part-number / maker / distributor-code columns). Rows without any part
 * text, marked not fitted (DNP), summary rows ('Component Groups:,131') and rows of quantity 0 give no
 * line. Pure: rows in, lines out.
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
  /** Other parts the sheet allows for the line, in sheet order ([] when none). */
  alternates?: BomSheetAlternate[];
  /**
   * The part text stands in a part-number column on a line that names its maker and is written as makers
   * write part numbers although it does not look like one ('22284043', 'PTS526 SM15 SMTR2 LFS').
   */
  isWrittenPartNumber?: boolean;
  /**
   * The part text is a manufacturer part number column's (the line's own or a promoted alternate's), not a name,
   * value or code standing in for one: a distributor code's part must then be that part number to be chosen.
   */
  namesPartNumber?: boolean;
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

/** Where one table of a mapping stands: its data rows [firstRow, endRow) and its columns. */
export interface TableRange {
  table: BomTableMapping;
  firstRow: number;
  endRow: number;
  firstColumn: number;
  lastColumn: number;
}

export function columnsOf(table: BomTableMapping): number[] {
  return [...Object.values(table.columns), ...(table.alternates ?? []).flatMap((a) => Object.values(a))];
}

export function tableRanges(mapping: BomMapping, rowCount: number): TableRange[] {
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

function cellAt(cells: readonly string[], column: number | undefined): string {
  if (column === undefined) return '';
  const cell = (cells[column] ?? '').normalize('NFKC').trim();
  // '~' and '~~' are how KiCad's BOM plugins write an empty field.
  return isBlankCell(cell) ? '' : cell;
}

function cellOf(cells: readonly string[], columns: BomColumns, field: BomField): string {
  return cellAt(cells, columns[field]);
}

/** The row's alternates: those naming a part number or a distributor code, each once, in sheet order. */
function alternatesOf(
  cells: readonly string[],
  columns: readonly BomAlternateColumns[],
): BomSheetAlternate[] {
  const seen = new Set<string>();
  return columns.flatMap((alternate) => {
    const read = {
      partText: clip(cellAt(cells, alternate.mfrPn), SEARCH_MAX_LENGTH),
      manufacturer: clip(cellAt(cells, alternate.manufacturer), 100),
      supplierPn: clip(cellAt(cells, alternate.supplierPn), 100),
    };
    const identity = `${normalizePartNumber(read.partText)}\u0000${normalizePartNumber(read.supplierPn)}`;
    if ((read.partText === '' && read.supplierPn === '') || seen.has(identity)) return [];
    seen.add(identity);
    return [read];
  });
}

/** An alternate that only repeats the line's own part number or code adds nothing. */
function isSamePart(alternate: BomSheetAlternate, own: BomSheetAlternate): boolean {
  const same = (a: string, b: string) => a === '' || normalizePartNumber(a) === normalizePartNumber(b);
  return same(alternate.partText, own.partText) && same(alternate.supplierPn, own.supplierPn);
}

/** The rows of one table as lines; a null entry is a skipped row. */
function readTable(rows: readonly (readonly string[])[], range: TableRange): (SheetLine | null)[] {
  const { table } = range;
  const header = table.headerRow >= 0 ? (rows[table.headerRow] ?? []) : [];
  const lastColumn = Math.min(range.lastColumn, Math.max(...rows.map((r) => r.length)) - 1);
  return rows.slice(range.firstRow, range.endRow).map((cells) => {
    const cell = (field: BomField) => cellOf(cells, table.columns, field);
    const inTable = cells.slice(range.firstColumn, lastColumn + 1);
    if (isSummaryRow(inTable)) return null;
    const alternates = alternatesOf(cells, table.alternates ?? []);
    let part = {
      partText: cell('mfrPn') || cell('partName') || cell('supplierPn'),
      manufacturer: cell('manufacturer'),
      supplierPn: cell('supplierPn'),
    };
    // A row naming only an alternate part: that part is the line's own.
    const promoted = part.partText === '' ? alternates.shift() : undefined;
    if (promoted) part = { ...promoted, partText: promoted.partText || promoted.supplierPn };
    const others = alternates.filter((a) => !isSamePart(a, part));
    // Without a part number, name or code, the description says what to buy ('0.1" Header, male').
    const partText = part.partText || cell('description');
    const custPn = cell('custPn');
    if (partText === '' && custPn === '') return null;
    if (inTable.some((c) => isNotFitted(c))) return null;
    // A lone cell in a table of several columns is a section title ('Mechanical parts'), not a part.
    if (inTable.filter((c) => !isBlankCell(c)).length === 1 && columnsOf(table).length > 1) return null;
    const designators = cell('designator');
    const qty = parseQuantity(cell('qty')) ?? Math.max(1, countDesignators(designators));
    if (qty === 0) return null;
    const fromPartNumber = !promoted && cell('mfrPn') !== '' && partText === cell('mfrPn');
    const namesPartNumber = promoted ? promoted.partText !== '' : fromPartNumber;
    return {
      lineNo: 0,
      qryParam: clip(partText, SEARCH_MAX_LENGTH),
      brandName: clip(part.manufacturer, 100),
      qty,
      designators: clip(designators, 2000),
      custProductCode: clip(custPn, CUST_PN_MAX_LENGTH),
      supplierPn: clip(part.supplierPn, 100),
      description: clip(cell('description'), 500),
      package: clip(cell('package'), 100),
      custJson: rowJson(header, cells, range.firstColumn, lastColumn),
      alternates: others,
      isWrittenPartNumber: fromPartNumber && isWrittenPartNumber(partText, part.manufacturer !== ''),
      namesPartNumber,
    };
  });
}

/** One line per part: rows of the same part, maker and codes add up their quantities and designators. */
function groupPerPart(lines: readonly SheetLine[]): SheetLine[] {
  const byPart = new Map<string, SheetLine>();
  for (const line of lines) {
    const identity = [line.qryParam, line.brandName, line.supplierPn, line.custProductCode, line.package]
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

/**
 * A sheet of one row per designator has no quantity column and (nearly) one designator a row: its rows are
 * counted per part. Rows that list several designators are lines already (JLCPCB's format has no quantity
 * column either), even when one part comes on several of them.
 */
function isOneRowPerDesignator(table: BomTableMapping, lines: readonly SheetLine[]): boolean {
  if (table.columns.qty !== undefined) return false;
  if (table.columns.designator === undefined) return true;
  const single = lines.filter((line) => countDesignators(line.designators) <= 1).length;
  return single >= lines.length * 0.8;
}

/** The lines of the sheet under the mapping, numbered from 1 in sheet order. */
export function readSheetLines(rows: readonly (readonly string[])[], mapping: BomMapping): SheetLines {
  const lines: SheetLine[] = [];
  let skippedRowCount = 0;
  for (const range of tableRanges(mapping, rows.length)) {
    const read = readTable(rows, range);
    skippedRowCount += read.filter((line) => line === null).length;
    const found = read.filter((line): line is SheetLine => line !== null);
    lines.push(...(isOneRowPerDesignator(range.table, found) ? groupPerPart(found) : found));
  }
  return { lines: lines.map((line, i) => ({ ...line, lineNo: i + 1 })), skippedRowCount };
}
