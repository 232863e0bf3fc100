import { utils, write } from '@e965/xlsx';
import {
  compareMoney,
  formatMoney,
  isDecimalString,
  normalizePartNumber,
  pickText,
  TEXTS,
} from '@emall/contract';
import type { Lang } from '@emall/contract';

/**
 * The cart's spreadsheets: the export, the custom-part-number templates and the upload that reads either
 * back. Headers come from the text catalogue in the caller's language; the reader knows them in every
 * language (and a few common English and Chinese spellings), so an exported cart can be uploaded again.
 */

export type SheetField = 'brand' | 'mfrPartNumber' | 'custPn';

export function sheetText(key: string, lang: Lang): string {
  const text = TEXTS[key];
  return text ? pickText(text, lang) : key;
}

/** A header as the reader compares it: NFKC, lower case, letters and digits only ('Part No.' → 'partno'). */
export function headerKey(text: string): string {
  return normalizePartNumber(text).toLowerCase();
}

function catalogueSpellings(key: string): string[] {
  const text = TEXTS[key];
  return text ? [text.zhCn, text.zhTw, text.enUs] : [];
}

const HEADER_SPELLINGS: Record<SheetField, string[]> = {
  brand: [
    ...catalogueSpellings('cart.sheet.brand'),
    'Manufacturer',
    'Mfr',
    '制造商',
    '製造商',
    '厂牌',
    '廠牌',
    '品牌名称',
  ],
  mfrPartNumber: [
    ...catalogueSpellings('cart.sheet.mfrPartNumber'),
    'Mfr Part Number',
    'Manufacturer Part Number',
    'MPN',
    'mfrPn',
    'Part No',
    '制造商型号',
    '製造商型號',
    '原厂型号',
  ],
  custPn: [
    ...catalogueSpellings('cart.sheet.custPn'),
    'custPn',
    'Customer Part Number',
    'Cust Part Number',
    '客户型号',
    '客戶型號',
    '客户料号',
    '客戶料號',
  ],
};

const FIELD_BY_HEADER = new Map<string, SheetField>(
  (Object.entries(HEADER_SPELLINGS) as [SheetField, string[]][]).flatMap(([field, spellings]) =>
    spellings.map((spelling) => [headerKey(spelling), field] as const),
  ),
);

/** The field a header cell names, if any. */
export function fieldOfHeader(text: string): SheetField | undefined {
  return FIELD_BY_HEADER.get(headerKey(text));
}

/**
 * Text that a spreadsheet program would read as a formula (=, +, -, @, and tab or carriage return that some
 * programs strip first) gets a leading apostrophe (OWASP CSV injection), so a part number or custom part
 * number can never run as a formula on the buyer's machine.
 */
export function escapeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Undoes escapeCell for a value read back from an uploaded sheet. */
export function unescapeCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** A number cell with its display format. */
interface NumberCell {
  t: 'n';
  v: number;
  z: string;
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
    return { t: 'n', v: asNumber, z: `#,##0.${'0'.repeat(decimals)}` };
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
  return typeof value === 'string' ? escapeCell(value) : value;
}
