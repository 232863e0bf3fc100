import { BOM_MAX_ALTERNATES } from '@emall/contract';
import type { BomAlternateColumns, BomColumns, BomField, BomTableMapping } from '@emall/contract';
import { isSummaryRow } from './cell-values.js';
import {
  contradicts,
  holdsField,
  inferMissingColumns,
  isBlankCell,
  MOST_ROWS,
  profileColumn,
  sampleRows,
  showsField,
  type ColumnProfile,
  type SheetHints,
} from './column-content.js';
import { headerKey, readHeaderName, type HeaderName } from './header-names.js';

/**
 * Finds the tables of a BOM sheet: the header rows, wherever they are (title rows above them are skipped),
 * and the column of each field, from the header's names checked against what the cells below hold. Columns
 * the names leave out are read from their content; a name used for several things is decided by the content
 * ('Part No.' of designators, '名称' of part numbers); data written one column right of its header name is
 * found. Repeated part-number, maker and distributor-code columns are the lines' alternates; a header row
 * holds two tables side by side only when the second repeats the first's names with its own quantities or
 * designators. Pure: rows in, mapping out.
 */

const PART_FIELDS: readonly BomField[] = ['mfrPn', 'partName', 'supplierPn', 'custPn'];
/** Fields a line has one of; the others (part number, maker, distributor code) may repeat as alternates. */
const SINGLE_FIELDS: readonly BomField[] = [
  'partName',
  'qty',
  'designator',
  'custPn',
  'description',
  'package',
];

interface NamedColumn {
  column: number;
  key: string;
  name: HeaderName;
}

function namedColumns(cells: readonly string[]): NamedColumn[] {
  return cells.flatMap((cell, column) => {
    const name = readHeaderName(cell);
    return name ? [{ column, key: headerKey(cell), name }] : [];
  });
}

/** A row that names at least two fields, one of them (or what its content may show) a part field. */
function looksLikeHeader(named: readonly NamedColumn[]): boolean {
  const fields = new Set(named.map((n) => n.name.field));
  const part = named.some(
    (n) => PART_FIELDS.includes(n.name.field) || n.name.orByContent.some((f) => PART_FIELDS.includes(f)),
  );
  return fields.size >= 2 && part;
}

/** The data rows under a header: summary rows ('Component Groups:,131') are no data. */
function dataRows(rows: readonly (readonly string[])[], from: number, to: number) {
  return rows.slice(from, to).filter((cells) => !isSummaryRow(cells));
}

/** Share of rows whose designator cells in the two columns are the same. */
function sameDesignators(data: readonly (readonly string[])[], a: number, b: number): number {
  const pairs = data
    .map((row) => [(row[a] ?? '').trim(), (row[b] ?? '').trim()])
    .filter(([x, y]) => x !== '' && y !== '');
  return pairs.length ? pairs.filter(([x, y]) => x === y).length / pairs.length : 0;
}

/**
 * Where tables side by side start in a header row: where the first table's first name comes again,
 * followed by at least one more of its names, among them its quantity or designator column, and
 * (when both have designators) other designators than the table beside it. Otherwise the repeated names
 * are alternates or extra columns of one table.
 */
function tableStarts(named: readonly NamedColumn[], data: readonly (readonly string[])[]): number[] {
  const starts = [0];
  let first = 0;
  for (let i = 1; i < named.length; i += 1) {
    const here = named[i];
    const lead = named[first];
    if (!here || !lead || here.key !== lead.key) continue;
    const before = named.slice(first, i);
    const next = named.findIndex((n, j) => j > i && n.key === lead.key);
    const after = named.slice(i, next < 0 ? undefined : next);
    const shared = after.filter((a) => before.some((b) => b.key === a.key));
    const own = shared.filter((a) => a.name.field === 'qty' || a.name.field === 'designator');
    if (shared.length < 2 || !own.length) continue;
    const designators = [before, after].map((part) => part.find((n) => n.name.field === 'designator'));
    const [left, right] = designators;
    if (left && right && sameDesignators(data, left.column, right.column) >= 0.5) continue;
    starts.push(here.column);
    first = i;
  }
  return starts;
}

interface Role {
  column: number;
  field: BomField;
  strength: number;
  index: number;
  /** A fifth of the rows or more hold a value. */
  filled: boolean;
  /** Any row holds a value. */
  used: boolean;
}

/** Best first: filled columns, specific names, then sheet order. */
function byRank(a: Role, b: Role): number {
  return Number(b.filled) - Number(a.filled) || b.strength - a.strength || a.column - b.column;
}

/**
 * Whether the values of column `at` stand in `right` instead: of the sample's rows with a value in either,
 * most have it in `right` alone (a note typed into `at` on a row or two does not keep the data there).
 */
function standsRight(sample: readonly (readonly string[])[], at: number, right: number): boolean {
  let inRight = 0;
  let inEither = 0;
  for (const row of sample) {
    const here = !isBlankCell(row[at] ?? '');
    const there = !isBlankCell(row[right] ?? '');
    if (here || there) inEither += 1;
    if (there && !here) inRight += 1;
  }
  return inRight > 0 && inRight >= inEither * MOST_ROWS;
}

/** The role each named column takes once its content is checked; data one column right of its name moves. */
function rolesOf(
  named: readonly NamedColumn[],
  headerCells: readonly string[],
  sample: readonly (readonly string[])[],
  profile: (column: number) => ColumnProfile,
  last: number,
): Role[] {
  const namedAt = new Set(named.map((n) => n.column));
  const strongPartNumber = named.some((n) => n.name.field === 'mfrPn' && n.name.strength === 2);
  const taken = new Set<number>();
  const roles: Role[] = [];
  for (const { column: at, name } of named) {
    let column = at;
    let p = profile(column);
    // The header names column k, the values stand in k+1 under no name of their own: take k+1.
    const right = column + 1;
    if (
      right <= last &&
      !namedAt.has(right) &&
      (headerCells[right] ?? '').trim() === '' &&
      !taken.has(right) &&
      standsRight(sample, column, right)
    ) {
      const moved = profile(right);
      // With notes under the name, the values beside it must plainly be what the name says.
      const fits =
        p.count === 0 ? !contradicts(name.field, moved, name.strength) : holdsField(name.field, moved);
      if (fits) {
        column = right;
        p = moved;
      }
    }
    const shown = name.orByContent.find((f) => showsField(f, p) && (f !== 'mfrPn' || !strongPartNumber));
    const field = shown ?? (contradicts(name.field, p, name.strength) ? undefined : name.field);
    if (!field) continue;
    taken.add(column);
    roles.push({
      column,
      field,
      strength: shown ? 2 : name.strength,
      index: name.index,
      filled: p.filled >= 0.2,
      used: p.count > 0,
    });
  }
  return roles;
}

/**
 * Pairs maker columns with part-number columns: the same number in their names ('Manufacturer1 Part
 * Number' and 'Manufacturer1 Example'), the line's own part number with the first maker left, then the
 * nearest pairs.
 */
function pairMakers(partNumbers: readonly Role[], makers: readonly Role[]): Map<Role, Role> {
  const pairs = new Map<Role, Role>();
  const free = new Set(makers);
  for (const pn of partNumbers) {
    if (pn.index === 0) continue;
    const maker = [...free].find((m) => m.index === pn.index);
    if (maker) {
      pairs.set(pn, maker);
      free.delete(maker);
    }
  }
  const [own] = partNumbers;
  if (own && !pairs.has(own)) {
    const maker = [...free].sort(byRank)[0];
    if (maker) {
      pairs.set(own, maker);
      free.delete(maker);
    }
  }
  const options = partNumbers
    .filter((pn) => !pairs.has(pn))
    .flatMap((pn) => [...free].map((m) => ({ pn, m, distance: Math.abs(pn.column - m.column) })))
    .sort(
      (a, b) =>
        a.distance - b.distance || Math.min(a.pn.column, a.m.column) - Math.min(b.pn.column, b.m.column),
    );
  for (const { pn, m } of options) {
    if (pairs.has(pn) || !free.has(m)) continue;
    pairs.set(pn, m);
    free.delete(m);
  }
  return pairs;
}

interface Resolved {
  columns: BomColumns;
  alternates: BomAlternateColumns[];
}

/** The columns and alternates of one table from its roles. */
function resolveRoles(roles: readonly Role[]): Resolved {
  const columns: BomColumns = {};
  for (const field of SINGLE_FIELDS) {
    const best = roles.filter((r) => r.field === field).sort(byRank)[0];
    if (best) columns[field] = best.column;
  }
  const alternates: { at: number; columns: BomAlternateColumns }[] = [];

  const partNumbers = roles.filter((r) => r.field === 'mfrPn').sort(byRank);
  const [ownPn] = partNumbers;
  // Generic names ('Part Number') give way to a specific one ('Manufacturer Part Number'); others are alternates.
  const otherPns = partNumbers
    .slice(1)
    .filter((r) => r.used && ownPn && r.strength >= ownPn.strength)
    .sort((a, b) => a.column - b.column);
  const makers = roles.filter((r) => r.field === 'manufacturer');
  const usedPns = ownPn ? [ownPn, ...otherPns] : [];
  const pairs = pairMakers(usedPns, makers);
  if (ownPn) columns.mfrPn = ownPn.column;
  const ownMaker = ownPn ? pairs.get(ownPn) : [...makers].sort(byRank)[0];
  if (ownMaker) columns.manufacturer = ownMaker.column;
  for (const pn of otherPns) {
    const maker = pairs.get(pn);
    alternates.push({
      at: Math.min(pn.column, maker?.column ?? pn.column),
      columns: { mfrPn: pn.column, ...(maker ? { manufacturer: maker.column } : {}) },
    });
  }

  const codes = roles.filter((r) => r.field === 'supplierPn');
  const ownCode = [...codes].sort(byRank)[0];
  if (ownCode) columns.supplierPn = ownCode.column;
  for (const code of codes)
    if (code !== ownCode && code.used)
      alternates.push({ at: code.column, columns: { supplierPn: code.column } });

  return {
    columns,
    // Every alternate column is kept; a sheet has at most BOM_MAX_COLUMNS columns, so no more alternates.
    alternates: alternates
      .sort((a, b) => a.at - b.at)
      .slice(0, BOM_MAX_ALTERNATES)
      .map((a) => a.columns),
  };
}

function hasPart(columns: BomColumns): boolean {
  return PART_FIELDS.some((f) => columns[f] !== undefined);
}

/** One table: its named columns in [from, to], checked and completed by the content of its data rows. */
function readTable(
  rows: readonly (readonly string[])[],
  headerRow: number,
  named: readonly NamedColumn[],
  from: number,
  to: number,
  data: readonly (readonly string[])[],
  hints: SheetHints,
): BomTableMapping | undefined {
  const sample = sampleRows(data);
  const profiles = new Map<number, ColumnProfile>();
  const profile = (column: number) => {
    let p = profiles.get(column);
    if (!p) {
      p = profileColumn(sample, column, hints);
      profiles.set(column, p);
    }
    return p;
  };
  const headerCells = headerRow >= 0 ? (rows[headerRow] ?? []) : [];
  const roles = rolesOf(named, headerCells, sample, profile, to);
  const resolved = resolveRoles(roles);
  // A column whose name was believed keeps out of the content reading, even when another column won its field.
  const used = new Set(roles.map((r) => r.column));
  const unnamed = Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((c) => !used.has(c));
  const columns = inferMissingColumns(data, resolved.columns, unnamed, hints);
  if (!hasPart(columns)) return undefined;
  return {
    headerRow,
    columns,
    ...(resolved.alternates.length ? { alternates: resolved.alternates } : {}),
  };
}

function columnCount(rows: readonly (readonly string[])[]): number {
  return rows.reduce((most, row) => Math.max(most, row.length), 0);
}

interface HeaderRow {
  row: number;
  named: NamedColumn[];
}

function fieldSet(named: readonly NamedColumn[]): string {
  return [...new Set(named.map((n) => n.name.field))].sort().join();
}

/**
 * The tables of a sheet, or [] when neither names nor content reveal a part column. Without any header
 * row, a sheet whose content shows a part number or distributor code column is read as one table from its
 * first row.
 */
export function detectBomTables(rows: readonly (readonly string[])[], hints: SheetHints): BomTableMapping[] {
  const candidates: HeaderRow[] = [];
  rows.forEach((cells, row) => {
    const named = namedColumns(cells);
    if (!looksLikeHeader(named)) return;
    // Below the first table, a data row might name two fields by chance ('VOLTAGE REFERENCE', 'Value'):
    // a further table needs three named fields, or the first header's own names again.
    const first = candidates[0];
    if (
      first &&
      fieldSet(named) !== fieldSet(first.named) &&
      new Set(named.map((n) => n.name.field)).size < 3
    )
      return;
    candidates.push({ row, named });
  });
  const lastColumn = columnCount(rows) - 1;
  const tables: BomTableMapping[] = [];
  candidates.forEach((header, h) => {
    const end = candidates[h + 1]?.row ?? rows.length;
    const data = dataRows(rows, header.row + 1, end);
    const starts = tableStarts(header.named, data);
    starts.forEach((start, s) => {
      const to = (starts[s + 1] ?? lastColumn + 1) - 1;
      const named = header.named.filter((n) => n.column >= start && n.column <= to);
      const table = readTable(rows, header.row, named, start, to, data, hints);
      if (table) tables.push(table);
    });
  });
  if (tables.length) return tables;
  const table = readTable(rows, -1, [], 0, lastColumn, dataRows(rows, 0, rows.length), hints);
  return table && (table.columns.mfrPn !== undefined || table.columns.supplierPn !== undefined)
    ? [table]
    : [];
}
