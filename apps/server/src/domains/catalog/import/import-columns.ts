import { CatalogImportError } from './import.types.js';

/** The columns the import reads (docs/operations.md, 'Importing a catalog', says what each means). */
export const IMPORT_COLUMNS = [
  'brand',
  'mfr_part_number',
  'product_code',
  'description',
  'package',
  'category',
  'subcategory',
  'datasheet_url',
  'photo_url',
  'tax_rate',
  'currency',
  'mini_qty',
  'mini_pkg',
  'qty_unit',
  'delivery_cycle',
  'stock_njhb',
  'stock_hb',
  'stock_hk',
  'stock_nj',
  'price_breaks',
  'is_active',
  'parameters',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['brand', 'mfr_part_number'];

/** The stock columns and the warehouse each fills (NJHB, HB, HK, NJ). */
export const STOCK_COLUMNS = {
  stock_njhb: 'NJHB',
  stock_hb: 'HB',
  stock_hk: 'HK',
  stock_nj: 'NJ',
} as const satisfies Partial<Record<ImportColumn, string>>;

/** A row's cells by column name, trimmed; a column the file lacks reads as ''. */
export type ImportRecord = Record<ImportColumn, string>;

export interface Header {
  /** For each known column the file has, its cell index. */
  indexes: [ImportColumn, number][];
  /** Header cells the import does not know: ignored, and named in the summary. */
  ignored: string[];
  /** The number of header cells. */
  width: number;
}

const KNOWN = new Set<string>(IMPORT_COLUMNS);

/** 'MFR Part-Number ' → 'mfr_part_number': case, spaces and hyphens do not matter. */
function columnName(cell: string): string {
  return cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Reads the header row; a missing required column or a column named twice stops the import. */
export function readHeader(cells: readonly string[]): Header {
  const indexes: [ImportColumn, number][] = [];
  const ignored: string[] = [];
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    const name = columnName(cell);
    if (name === '') return;
    if (seen.has(name)) throw new CatalogImportError(`The header names the column '${name}' twice`);
    seen.add(name);
    if (KNOWN.has(name)) indexes.push([name as ImportColumn, index]);
    else ignored.push(cell.trim());
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length)
    throw new CatalogImportError(
      `The header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (found: ${cells.join(', ') || 'nothing'})`,
    );
  return { indexes, ignored, width: cells.length };
}

/**
 * The cells of a data row by column name. Built without a prototype (rows of an untrusted
 * spreadsheet never get inherited keys); only the known column names are ever set.
 */
export function toRecord(header: Header, cells: readonly string[]): ImportRecord {
  const record = Object.create(null) as ImportRecord;
  for (const column of IMPORT_COLUMNS) record[column] = '';
  for (const [column, index] of header.indexes) record[column] = (cells[index] ?? '').trim();
  return record;
}

/** Cells past the header's last column that hold text: the row is probably split by an unquoted comma. */
export function extraCells(header: Header, cells: readonly string[]): number {
  return cells.slice(header.width).filter((cell) => cell.trim() !== '').length;
}
