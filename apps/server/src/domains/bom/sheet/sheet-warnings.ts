import type { BomMapping, BomMappingWarning, BomMappingWarningCode, BomTableMapping } from '@emall/contract';
import { isNotFitted, isSummaryRow, isWrittenPartNumber, parseQuantity } from './cell-values.js';
import { isBlankCell, isLink, looksLikeDesignators, type SheetHints } from './column-content.js';
import { columnsOf, tableRanges } from './sheet-lines.js';

/**
 * Warnings about a mapping's chosen columns, shown before the buyer confirms: a maker column whose cells are
 * mostly no maker names, a part-number column whose cells are mostly no part numbers (descriptions, links,
 * designators, bare numbers), a quantity column whose cells are mostly no quantities. Each names the column,
 * its header and how many of its non-empty cells fit. Computed for the detected mapping and again for every
 * correction the buyer previews. Pure: rows and mapping in, warnings out.
 */

/** Rows of each table a column is checked on: enough to judge, few enough for every preview. */
const CHECKED_ROWS = 1000;

/** A column warns when fewer than half of its non-empty cells fit its role. */
const FITTING_SHARE = 0.5;

/**
 * A maker's name as BOMs write it when the catalog does not know it: words without digits ('Micron',
 * 'C&K Switches', 'Toshiba Semiconductor and Storage'), not a sentence.
 */
const MAKER_WORDS = /^\p{L}[\p{L}\p{M}&.,'’()/+\- ]*$/u;

function isMakerName(cell: string, hints: SheetHints): boolean {
  if (isLink(cell)) return false;
  if (hints.isKnownManufacturer(cell)) return true;
  const words = cell.split(/\s+/).filter(Boolean);
  return MAKER_WORDS.test(cell) && words.length <= 5 && cell.length <= 50 && !looksLikeDesignators(cell);
}

function isPartNumberCell(cell: string, namesMaker: boolean, hints: SheetHints): boolean {
  if (isLink(cell)) return false;
  return hints.isPartNumber(cell) || hints.isDistributorCode(cell) || isWrittenPartNumber(cell, namesMaker);
}

/** '12', '1,000', '2 pcs', 'x4', '12个', '红色VCC*1': a count, perhaps with a unit or a label before '*'. */
const QUANTITY =
  /^(?:[x×*]\s*)?\d{1,8}(?:[.,]\d{1,3})*\s*(?:pcs?\.?|pieces?|ea|units?|[个只片颗套条根块粒])?$/iu;
const COUNTED = /[*x×]\s*\d{1,8}(?:\.\d+)?$/iu;

function isQuantityCell(cell: string): boolean {
  if (parseQuantity(cell) === null) return false;
  return QUANTITY.test(cell) || (COUNTED.test(cell) && cell.length <= 20);
}

interface Check {
  code: BomMappingWarningCode;
  column: number;
  /** The maker column paired with a part-number column: a line naming its maker writes part numbers freely. */
  maker?: number | undefined;
}

/** The columns of one table to check: its own and its alternates' part numbers and makers, its quantity. */
function checksOf(table: BomTableMapping): Check[] {
  const { columns } = table;
  const alternates = table.alternates ?? [];
  const checks: Check[] = [];
  for (const part of [columns, ...alternates]) {
    if (part.mfrPn !== undefined)
      checks.push({ code: 'partNumberColumnNotPartNumbers', column: part.mfrPn, maker: part.manufacturer });
    if (part.manufacturer !== undefined)
      checks.push({ code: 'makerColumnNotMakers', column: part.manufacturer });
  }
  if (columns.qty !== undefined) checks.push({ code: 'qtyColumnNotNumbers', column: columns.qty });
  return checks;
}

/** One checked column: its cells under the header, with whether each line names its maker. */
interface Gathered {
  code: BomMappingWarningCode;
  column: number;
  header: string;
  cells: { cell: string; namesMaker: boolean }[];
}

/** How many of a column's cells fit its role. */
function fittingCells(gathered: Gathered, hints: SheetHints): number {
  const { code, cells } = gathered;
  if (code === 'makerColumnNotMakers') return cells.filter((c) => isMakerName(c.cell, hints)).length;
  if (code === 'qtyColumnNotNumbers') return cells.filter((c) => isQuantityCell(c.cell)).length;
  // A column of designators: its short items ('U17', 'J1') are designators, not part numbers.
  const designators = cells.filter((c) => looksLikeDesignators(c.cell)).length;
  const ofDesignators = designators >= cells.length * 0.6;
  return cells.filter(
    (c) => !(ofDesignators && looksLikeDesignators(c.cell)) && isPartNumberCell(c.cell, c.namesMaker, hints),
  ).length;
}

/** The warnings of a mapping over the sheet's rows: one per column and kind, its counts over every table. */
export function mappingWarnings(
  rows: readonly (readonly string[])[],
  mapping: BomMapping | null,
  hints: SheetHints,
): BomMappingWarning[] {
  if (!mapping) return [];
  const gathered = new Map<string, Gathered>();
  for (const range of tableRanges(mapping, rows.length)) {
    const { table } = range;
    const checks = checksOf(table);
    if (!checks.length) continue;
    const header = table.headerRow >= 0 ? (rows[table.headerRow] ?? []) : [];
    const many = columnsOf(table).length > 1;
    let checked = 0;
    for (const cells of rows.slice(range.firstRow, range.endRow)) {
      const inTable = cells.slice(range.firstColumn, range.lastColumn + 1);
      const filled = inTable.filter((c) => !isBlankCell(c));
      // Summary rows, notes of one cell (a section title) and parts not fitted are no lines to judge by.
      if (!filled.length || isSummaryRow(inTable) || (many && filled.length === 1)) continue;
      if (inTable.some((c) => isNotFitted(c))) continue;
      if (++checked > CHECKED_ROWS) break;
      for (const check of checks) {
        const cell = (cells[check.column] ?? '').normalize('NFKC').trim();
        if (isBlankCell(cell)) continue;
        const key = `${check.code}\u0000${check.column}`;
        const column = gathered.get(key) ?? {
          code: check.code,
          column: check.column,
          header: (header[check.column] ?? '').trim(),
          cells: [],
        };
        const maker = check.maker === undefined ? '' : (cells[check.maker] ?? '');
        column.cells.push({ cell, namesMaker: !isBlankCell(maker) });
        gathered.set(key, column);
      }
    }
  }
  return [...gathered.values()]
    .map((g) => ({
      code: g.code,
      column: g.column,
      header: g.header,
      fitting: fittingCells(g, hints),
      rows: g.cells.length,
    }))
    .filter((w) => w.fitting < w.rows * FITTING_SHARE)
    .sort((a, b) => a.column - b.column || a.code.localeCompare(b.code));
}
