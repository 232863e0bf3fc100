import { CUST_PN_IMPORT_MAX_ROWS, CUST_PN_MAX_LENGTH, normalizePartNumber } from '@emall/contract';
import type { CartLine, CustPnImportAnswer, CustPnImportRow, Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import { readSpreadsheetRows } from '../../platform/spreadsheet.js';
import type { UploadedFile } from '../../platform/uploads.js';
import { listCartLines, setCartCustPns, type CartLineRow } from './cart.queries.js';
import { cartOwner, priceLines, toProductId, type CartDeps } from './cart.service.js';
import { unescapeCell } from '../../platform/sheet-writer.js';
import { fieldOfHeader, headerKey, type SheetField } from './cart-sheet.js';

/** The header is looked for in the first rows: a title line or a note above it is fine. */
const HEADER_SEARCH_ROWS = 10;

interface SheetRecord {
  rowNo: number;
  brand: string;
  mfrPartNumber: string;
  custPn: string;
}

/** The header row and the column of each field it names; the part number and custPn columns are required. */
function findHeader(rows: readonly string[][]): { at: number; columns: Record<SheetField, number> } {
  for (let at = 0; at < Math.min(rows.length, HEADER_SEARCH_ROWS); at += 1) {
    // No prototype: a header cell named '__proto__' or 'constructor' is just an unknown header.
    const columns = Object.create(null) as Partial<Record<SheetField, number>>;
    (rows[at] ?? []).forEach((cell, index) => {
      const field = fieldOfHeader(cell);
      if (field && columns[field] === undefined) columns[field] = index;
    });
    const { brand = -1, mfrPartNumber, custPn } = columns;
    if (mfrPartNumber !== undefined && custPn !== undefined)
      return { at, columns: { brand, mfrPartNumber, custPn } };
  }
  throw new AppError('IMPORT_COLUMNS_MISSING');
}

/** The data rows under the header that name a part number, as records without prototypes. */
function readRecords(rows: readonly string[][]): SheetRecord[] {
  const { at, columns } = findHeader(rows);
  const records: SheetRecord[] = [];
  rows.slice(at + 1).forEach((cells, offset) => {
    const cell = (index: number) => (index < 0 ? '' : unescapeCell((cells[index] ?? '').trim()));
    const record = Object.create(null) as SheetRecord;
    record.rowNo = at + offset + 2;
    record.brand = cell(columns.brand);
    record.mfrPartNumber = cell(columns.mfrPartNumber);
    record.custPn = cell(columns.custPn);
    if (record.mfrPartNumber === '') return;
    if (Array.from(record.custPn).length > CUST_PN_MAX_LENGTH)
      throw new AppError('IMPORT_CUST_PN_TOO_LONG', { row: record.rowNo, n: CUST_PN_MAX_LENGTH });
    records.push(record);
  });
  if (records.length === 0) throw new AppError('IMPORT_EMPTY');
  if (records.length > CUST_PN_IMPORT_MAX_ROWS)
    throw new AppError('IMPORT_TOO_MANY_ROWS', { n: CUST_PN_IMPORT_MAX_ROWS });
  return records;
}

async function readUpload(file: UploadedFile): Promise<string[][]> {
  try {
    // Room for the header and a few lines above it; the record count is checked on the records.
    return await readSpreadsheetRows(
      file.bytes,
      { maxRows: CUST_PN_IMPORT_MAX_ROWS + HEADER_SEARCH_ROWS },
      file.turn,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'IMPORT_TOO_MANY_ROWS')
      throw new AppError('IMPORT_TOO_MANY_ROWS', { n: CUST_PN_IMPORT_MAX_ROWS });
    throw error;
  }
}

/** Every spelling a brand cell may use for a line: its code and its name in each language. */
async function brandKeysBySpuId(deps: CartDeps, rows: readonly CartLineRow[], lines: readonly CartLine[]) {
  const keys = new Map(lines.map((line) => [line.spuId, new Set([headerKey(line.brandCode)])]));
  for (const lang of ['zh_CN', 'zh_TW', 'en_US'] as const) {
    for (const line of await priceLines(deps, rows, lang))
      keys.get(line.spuId)?.add(headerKey(line.brandName));
  }
  return keys;
}

/**
 * batchImportCustPns: sets the custom part numbers an uploaded sheet names (the template, or an exported
 * cart) on the caller's cart lines. A row matches the lines whose normalised part number equals its own
 * and, when it names a brand, whose brand code or name (in any language) is that brand; one row may match
 * the same part of several brands. An empty custom part number clears it. Nothing is written unless the
 * whole file is valid; rows matching no line are reported (allMatch false), the others still applied.
 */
export async function importCustPns(
  deps: CartDeps,
  staff: StaffContext,
  lang: Lang,
  file: UploadedFile,
): Promise<CustPnImportAnswer> {
  const records = readRecords(await readUpload(file));
  const owner = cartOwner(staff);
  const rows = await listCartLines(deps.db, owner);
  const lines = await priceLines(deps, rows, lang);
  const byKey = new Map<string, CartLine[]>();
  for (const line of lines) {
    const key = normalizePartNumber(line.mfrPartNumber);
    byKey.set(key, [...(byKey.get(key) ?? []), line]);
  }
  const brandKeys = records.some((r) => r.brand !== '')
    ? await brandKeysBySpuId(deps, rows, lines)
    : undefined;

  const applied = new Map<number, string | null>();
  const list: CustPnImportRow[] = records.map((record) => {
    const brand = headerKey(record.brand);
    const matches = (byKey.get(normalizePartNumber(record.mfrPartNumber)) ?? []).filter(
      (line) => brand === '' || brandKeys?.get(line.spuId)?.has(brand) === true,
    );
    for (const line of matches) {
      const productId = toProductId(line.spuId);
      if (productId !== undefined) applied.set(productId, record.custPn === '' ? null : record.custPn);
    }
    return { ...record, isMatch: matches.length > 0, spuIds: matches.map((line) => line.spuId) };
  });
  await setCartCustPns(
    deps.db,
    owner,
    [...applied].map(([productId, custPn]) => ({ productId, custPn })),
  );
  return { list, allMatch: list.every((row) => row.isMatch) };
}
