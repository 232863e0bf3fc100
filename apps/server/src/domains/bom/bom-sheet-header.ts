import type { BomColumns, BomField, BomTableMapping } from '@emall/contract';
import { inferMissingColumns, type SheetHints } from './bom-column-content.js';
import { fieldOfHeader } from './bom-header-names.js';

/**
 * Finds the tables of a BOM sheet (issue 5): the header rows, wherever they are (title rows above them are
 * skipped), and the column of each field, from the header's names and, for fields the names leave out, from
 * the columns' content. A header row may hold two tables side by side (the same names again further right);
 * a later header row starts a table below the one above it. Pure: rows in, mapping out.
 */

const PART_FIELDS: readonly BomField[] = ['mfrPn', 'partName', 'supplierPn', 'custPn'];

interface HeaderGroup {
  columns: BomColumns;
  firstColumn: number;
}

function isTable(columns: BomColumns): boolean {
  const fields = Object.keys(columns) as BomField[];
  return fields.length >= 2 && fields.some((f) => PART_FIELDS.includes(f));
}

/**
 * The tables a row heads, left to right. A name seen again in the same table starts the next table when
 * that one is a table by itself (part column and one more); otherwise the repeat is ignored (EasyEDA's
 * 'Name' … 'value' are both names of the part, in one table).
 */
function readHeaderRow(cells: readonly string[]): HeaderGroup[] {
  const groups: HeaderGroup[] = [];
  let current: HeaderGroup | undefined;
  cells.forEach((cell, column) => {
    const field = fieldOfHeader(cell);
    if (!field) return;
    if (!current || current.columns[field] !== undefined) {
      current = { columns: {}, firstColumn: column };
      groups.push(current);
    }
    current.columns[field] = column;
  });
  const [first, ...rest] = groups;
  if (!first) return [];
  const tables: HeaderGroup[] = [first];
  for (const group of rest) {
    if (isTable(group.columns)) tables.push(group);
    else {
      const last = tables[tables.length - 1] ?? first;
      for (const [field, column] of Object.entries(group.columns) as [BomField, number][])
        last.columns[field] ??= column;
    }
  }
  return tables.filter((t) => isTable(t.columns));
}

interface HeaderRow {
  row: number;
  groups: HeaderGroup[];
}

function columnCount(rows: readonly (readonly string[])[]): number {
  return rows.reduce((most, row) => Math.max(most, row.length), 0);
}

/** Columns of each table, the fields its header left out read from its own rows. */
function tablesOf(
  rows: readonly (readonly string[])[],
  headers: readonly HeaderRow[],
  hints: SheetHints,
): BomTableMapping[] {
  const lastColumn = columnCount(rows) - 1;
  return headers.flatMap((header, h) => {
    const end = headers[h + 1]?.row ?? rows.length;
    const data = rows.slice(header.row + 1, end);
    return header.groups.map((group, g) => {
      const to = (header.groups[g + 1]?.firstColumn ?? lastColumn + 1) - 1;
      // A side-by-side table's columns start at its first named column; the first table starts at 0.
      const from = g === 0 ? 0 : group.firstColumn;
      return { headerRow: header.row, columns: inferMissingColumns(data, group.columns, from, to, hints) };
    });
  });
}

/**
 * The tables of a sheet, or [] when neither names nor content reveal a part column. Without any header
 * row, a sheet whose content shows a part number column is read as one table from its first row.
 */
export function detectBomTables(rows: readonly (readonly string[])[], hints: SheetHints): BomTableMapping[] {
  const headers: HeaderRow[] = [];
  rows.forEach((cells, row) => {
    const groups = readHeaderRow(cells);
    if (!groups.length) return;
    // Below the first table, a data row might name two fields by chance ('VOLTAGE REFERENCE', 'Value'):
    // a further table needs three named columns, or the first header's own names again.
    const fields = groups
      .flatMap((g) => Object.keys(g.columns))
      .sort()
      .join();
    const first = headers[0]?.groups
      .flatMap((g) => Object.keys(g.columns))
      .sort()
      .join();
    if (first === undefined || fields === first || fields.split(',').length >= 3)
      headers.push({ row, groups });
  });
  if (headers.length) return tablesOf(rows, headers, hints);
  const columns = inferMissingColumns(rows, {}, 0, columnCount(rows) - 1, hints);
  return columns.mfrPn !== undefined || columns.supplierPn !== undefined ? [{ headerRow: -1, columns }] : [];
}
