import { BOM_FILE_EXTENSIONS, BOM_MAX_COLUMNS, BOM_MAX_LINES } from '@emall/contract';
import { AppError } from '../../../platform/app-error.js';
import type { ParseTurn } from '../../../platform/fair-turns.js';
import { readSpreadsheetRows, readTextTableRows } from '../../../platform/spreadsheet.js';
import { sniffFileKind, sniffText } from '../../../platform/uploads.js';

/**
 * The rows of an uploaded BOM file, told by its content whatever its name says: an .xls or .xlsx workbook's
 * first sheet, or the table of a text export (CAD tools write CSV, TSV or fixed-width text, in UTF-8, UTF-16
 * or GBK). Both are parsed in the capped child process. Only the BOM upload accepts text: see `sniffText`.
 */

/** Sheet rows read at most: a BOM of one row per designator has more rows than lines. */
export const MAX_BOM_FILE_ROWS = BOM_MAX_LINES * 2;

/** Trailing empty cells dropped: the rows are stored with the BOM and shown in the preview. */
function trimRows(rows: readonly string[][]): string[][] {
  return rows.map((row) => {
    let end = row.length;
    while (end > 0 && (row[end - 1] ?? '') === '') end -= 1;
    return row.slice(0, end);
  });
}

/**
 * The non-empty rows of a BOM file as cell texts. Refused, so that nothing is saved: a file of another kind
 * (FILE_KIND_NOT_ACCEPTED, naming the accepted ones), an empty file, an empty first sheet or a text without
 * columns (FILE_NO_TABLE), and whatever the readers refuse (unreadable, too large, too many rows). `turn`:
 * the uploader's line in the server's fair parsing turns (the upload's own).
 */
export async function readBomFileRows(bytes: Buffer, turn?: ParseTurn): Promise<string[][]> {
  if (bytes.length === 0) throw new AppError('FILE_NO_TABLE');
  const limits = { maxRows: MAX_BOM_FILE_ROWS, maxColumns: BOM_MAX_COLUMNS };
  const kind = sniffFileKind(bytes);
  let rows: string[][];
  if (kind === 'xlsx' || kind === 'xls') rows = await readSpreadsheetRows(bytes, limits, turn);
  else if (sniffText(bytes)) rows = await readTextTableRows(bytes, limits, turn);
  else throw new AppError('FILE_KIND_NOT_ACCEPTED', { kinds: BOM_FILE_EXTENSIONS.join(', ') });
  if (rows.length === 0) throw new AppError('FILE_NO_TABLE');
  return trimRows(rows);
}
