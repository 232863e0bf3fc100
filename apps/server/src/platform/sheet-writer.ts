import { utils, write } from '@e965/xlsx';
import { compareMoney, formatMoney, isDecimalString } from '@emall/contract';

/**
 * Writing the shop's spreadsheets (the cart's export and templates, a costed BOM): one sheet of a header row and
 * rows, as .xlsx or as CSV. Every text cell is guarded against being read as a formula, and money is never
 * written as a rounded double.
 */

/**
 * Text that a spreadsheet program would read as a formula (=, +, -, @, and tab or carriage return that some
 * programs strip first) gets a leading apostrophe (OWASP CSV injection), so a part number, a custom part number
 * or a designator from a buyer's file can never run as a formula on the machine that opens the sheet.
 */
export function escapeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Undoes escapeCell for a value read back from an uploaded sheet. */
export function unescapeCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** A number cell with its display format, and (money) the exact decimal text a CSV writes. */
interface NumberCell {
  t: 'n';
  v: number;
  z: string;
  exact?: string;
}

export type SheetCell = string | number | NumberCell;

/**
 * A money amount as a number cell (so the sheet can sum it) when a double holds it exactly, shown with
 * `decimals` places and thousands separators; otherwise as exact text, never a rounded float.
 */
export function moneyCell(value: string, decimals: number): SheetCell {
  const asNumber = Number(value);
  const printed = String(asNumber);
  if (isDecimalString(printed) && compareMoney(printed, value) === 0)
    return { t: 'n', v: asNumber, z: `#,##0.${'0'.repeat(decimals)}`, exact: value };
  return formatMoney(value, decimals);
}

/** An .xlsx of one sheet: a header row, then the rows; text cells are always written as text, never formulas. */
export function buildWorkbook(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly SheetCell[])[],
  widths: readonly number[],
): Uint8Array {
  const sheet = utils.aoa_to_sheet([header.map(escapeCell), ...rows.map((row) => row.map(toCell))]);
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return new Uint8Array(write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
}

function toCell(value: SheetCell): SheetCell {
  if (typeof value === 'string') return escapeCell(value);
  if (typeof value === 'number') return value;
  return { t: value.t, v: value.v, z: value.z };
}

/**
 * The same table as CSV (RFC 4180: every field quoted, quotes doubled, lines ended by CRLF), formulas guarded as
 * in the workbook, an amount as its exact decimal text; UTF-8 with a byte-order mark, so that spreadsheet programs
 * read Chinese headers right.
 */
export function buildCsv(header: readonly string[], rows: readonly (readonly SheetCell[])[]): Uint8Array {
  const field = (cell: SheetCell) => {
    const value =
      typeof cell === 'string'
        ? escapeCell(cell)
        : typeof cell === 'number'
          ? String(cell)
          : (cell.exact ?? String(cell.v));
    return `"${value.replace(/"/g, '""')}"`;
  };
  const lines = [header, ...rows].map((row) => row.map(field).join(','));
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}
