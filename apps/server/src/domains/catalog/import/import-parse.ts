import { compareMoney, normalizePartNumber } from '@emall/contract';
import { STOCK_COLUMNS, type ImportColumn, type ImportRecord } from './import-columns.js';
import { clip, parsePriceBreaks, type ImportedBreak } from './import-prices.js';
import { shownName } from './import-names.js';

/** product_brand_mpn_uq is on the part number as written; longer ones are refused (the search box's limit). */
export const MAX_PART_NUMBER_LENGTH = 100;

/** Longest text each column takes; a longer cell is refused rather than cut. */
const TEXT_LIMITS: Partial<Record<ImportColumn, number>> = {
  brand: 200,
  product_code: 64,
  description: 2000,
  package: 200,
  category: 200,
  subcategory: 200,
  datasheet_url: 2000,
  photo_url: 2000,
  qty_unit: 16,
  price_breaks: 1000,
  // The catalog's richest parts bring about 3,000 characters of parameters.
  parameters: 20_000,
};

const MAX_INT = 2_147_483_647;

export type Warehouse = (typeof STOCK_COLUMNS)[keyof typeof STOCK_COLUMNS];

/** The product columns a row sets. Absent (undefined): the cell was empty, so the product keeps its value. */
export interface ProductFields {
  productCode?: string;
  productDesc?: string;
  specDesc?: string;
  detailSpecFile?: string;
  productPhoto?: string;
  taxRate?: string;
  currency?: string;
  miniQty?: number;
  miniPkg?: number;
  qtyUnit?: string;
  deliveryCycle?: number;
  isActive?: boolean;
}

/** A row that passed the checks that need nothing but the row itself. */
export interface ParsedRow {
  line: number;
  brand: string;
  mfrPartNumber: string;
  /** '' when the cell is empty. */
  category: string;
  subcategory: string;
  fields: ProductFields;
  /** The breaks that replace the product's, or undefined to keep them. */
  breaks: ImportedBreak[] | undefined;
  /** The warehouses whose stock the row sets (0 removes the warehouse's stock). */
  stock: [Warehouse, number][];
  /** The part's parameters (name → value), or undefined when the cell is empty: the product keeps its own. */
  parameters: Record<string, string> | undefined;
}

/**
 * The parameters cell: a JSON object of names to texts ('{"Capacitance":"100nF","Tolerance":"±10%"}'), as
 * the catalog data writes them; anything else refuses the row.
 */
function parametersCell(text: string, reasons: string[]): Record<string, string> | undefined {
  if (text === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    reasons.push(`parameters: '${clip(text)}' is not a JSON object of name → text`);
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    reasons.push(`parameters: '${clip(text)}' is not a JSON object of name → text`);
    return undefined;
  }
  // Built without a prototype: a name from a file ('__proto__') never reaches an inherited key.
  const parameters = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') {
      reasons.push(`parameters: the value of '${clip(name)}' is not a text`);
      return undefined;
    }
    // A name may become a parameter of its own, shown in filters: read without markup (import-names.ts).
    const shown = shownName(name);
    if (shown !== '') parameters[shown] = value;
  }
  return parameters;
}

function wholeNumber(
  column: ImportColumn,
  text: string,
  min: number,
  max: number,
  reasons: string[],
): number | undefined {
  if (text === '') return undefined;
  const value = Number(text);
  if (/^\d+$/.test(text) && value >= min && value <= max) return value;
  const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
  reasons.push(`${column}: '${clip(text)}' is not a whole number ${range}`);
  return undefined;
}

/** An http(s) address, or a path on this shop ('/files/x.pdf'); never javascript: or a protocol-relative '//'. */
function link(column: ImportColumn, text: string, reasons: string[]): string | undefined {
  if (text === '') return undefined;
  if (/^\/(?![/\\])[^\s\\]*$/.test(text)) return text;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.protocol === 'http:') return text;
  } catch {
    // Not an absolute address: refused below.
  }
  reasons.push(`${column}: '${clip(text)}' is not an http(s) address or a path starting with /`);
  return undefined;
}

/** A multiplier from 1 to 99.9999 with at most 4 decimals (product.tax_rate is numeric(6, 4)). */
function taxRate(text: string, reasons: string[]): string | undefined {
  if (text === '') return undefined;
  if (/^\d{1,2}(\.\d{1,4})?$/.test(text) && compareMoney(text, '1') >= 0) return text;
  reasons.push(`tax_rate: '${clip(text)}' is not a multiplier from 1 to 99.9999 (as 1.13 for 13 % VAT)`);
  return undefined;
}

function flag(text: string, reasons: string[]): boolean | undefined {
  const value = text.toUpperCase();
  if (value === '') return undefined;
  if (value === 'T' || value === 'TRUE') return true;
  if (value === 'F' || value === 'FALSE') return false;
  reasons.push(`is_active: '${clip(text)}' is not T or F`);
  return undefined;
}

const optional = (text: string): string | undefined => (text === '' ? undefined : text);

/**
 * Checks one data row and reads its values. Every problem is listed, not just the first. Cells are text as
 * written: one starting with = + - @ is never a formula here, it is kept as text ('-5V REG' is a part number).
 */
export function parseRow(record: ImportRecord, line: number): { row: ParsedRow } | { reasons: string[] } {
  const reasons: string[] = [];
  const values = Object.values(record);
  if (values.some((v) => v.includes('\u0000'))) reasons.push('a cell holds a NUL character');
  if (values.some((v) => v.includes('\uFFFD')))
    reasons.push('a cell is not UTF-8 text (save the file as "CSV UTF-8")');

  const brand = record.brand;
  const mfrPartNumber = record.mfr_part_number;
  if (brand === '') reasons.push('brand is missing');
  if (mfrPartNumber === '') reasons.push('mfr_part_number is missing');
  else if (mfrPartNumber.length > MAX_PART_NUMBER_LENGTH)
    reasons.push(`mfr_part_number is longer than ${MAX_PART_NUMBER_LENGTH} characters`);
  else if (normalizePartNumber(mfrPartNumber) === '') reasons.push('mfr_part_number has no letter or digit');
  for (const [column, limit] of Object.entries(TEXT_LIMITS) as [ImportColumn, number][])
    if (record[column].length > limit) reasons.push(`${column} is longer than ${limit} characters`);

  const productCode = optional(record.product_code);
  if (productCode !== undefined && !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(productCode))
    reasons.push(`product_code: '${clip(productCode)}' may hold only letters, digits and . _ -`);
  const currency = optional(record.currency.toUpperCase());
  if (currency !== undefined && !/^[A-Z]{3}$/.test(currency))
    reasons.push(`currency: '${clip(record.currency)}' is not a three-letter code (as CNY)`);

  const fields: ProductFields = {
    productCode,
    productDesc: optional(record.description),
    specDesc: optional(record.package),
    detailSpecFile: link('datasheet_url', record.datasheet_url, reasons),
    productPhoto: link('photo_url', record.photo_url, reasons),
    taxRate: taxRate(record.tax_rate, reasons),
    currency,
    miniQty: wholeNumber('mini_qty', record.mini_qty, 1, MAX_INT, reasons),
    miniPkg: wholeNumber('mini_pkg', record.mini_pkg, 1, MAX_INT, reasons),
    qtyUnit: optional(record.qty_unit),
    deliveryCycle: wholeNumber('delivery_cycle', record.delivery_cycle, 0, 3650, reasons),
    isActive: flag(record.is_active, reasons),
  };
  if (fields.miniQty !== undefined && fields.miniPkg !== undefined && fields.miniQty % fields.miniPkg !== 0)
    reasons.push(`mini_qty ${fields.miniQty} is not a whole multiple of mini_pkg ${fields.miniPkg}`);

  const stock: [Warehouse, number][] = [];
  for (const [column, warehouse] of Object.entries(STOCK_COLUMNS) as [ImportColumn, Warehouse][]) {
    const qty = wholeNumber(column, record[column], 0, Number.MAX_SAFE_INTEGER, reasons);
    if (qty !== undefined) stock.push([warehouse, qty]);
  }

  const parameters = parametersCell(record.parameters, reasons);

  let breaks: ImportedBreak[] | undefined;
  if (record.price_breaks !== '') {
    const parsed = parsePriceBreaks(record.price_breaks);
    if ('reason' in parsed) reasons.push(parsed.reason);
    else breaks = parsed.breaks;
  }

  if (reasons.length) return { reasons };
  return {
    row: {
      line,
      brand,
      mfrPartNumber,
      category: record.category,
      subcategory: record.subcategory,
      fields,
      breaks,
      stock,
      parameters,
    },
  };
}
