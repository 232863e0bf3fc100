import { fillText, pickText, TEXTS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { IMPORT_COLUMNS } from './import-columns.js';

/**
 * The import (import/*.ts, shared with the CLI) states why it refuses a row in English. The console
 * shows the reasons in the operator's language: each known wording is matched here and written again from
 * the text catalogue ('ops.catalog.reason.*'), with the column it blames. A wording not listed (a database
 * message) is shown as the importer wrote it, which is still exact.
 */

interface ReasonPattern {
  pattern: RegExp;
  key: string;
  /** The column blamed when the wording does not start with one. */
  column?: string;
}

const Q = "'(?<value>.*)'";

const PATTERNS: ReasonPattern[] = [
  { pattern: /^a cell holds a NUL character$/, key: 'nulCell' },
  { pattern: /^a cell is not UTF-8 text/, key: 'notUtf8' },
  { pattern: /^(?<column>\w+) is missing$/, key: 'missing' },
  { pattern: /^(?<column>\w+) is longer than (?<n>\d+) characters$/, key: 'tooLong' },
  { pattern: /^(?<column>\w+) has no letter or digit$/, key: 'noLetter' },
  {
    pattern: new RegExp(`^product_code: ${Q} may hold only letters, digits and \\. _ -$`),
    key: 'codeChars',
    column: 'product_code',
  },
  { pattern: new RegExp(`^currency: ${Q} is not a three-letter code`), key: 'currency', column: 'currency' },
  {
    pattern: new RegExp(`^(?<column>\\w+): ${Q} is not a whole number from (?<min>\\d+) to (?<max>\\d+)$`),
    key: 'wholeRange',
  },
  { pattern: new RegExp(`^(?<column>\\w+): ${Q} is not a whole number ≥ (?<min>\\d+)$`), key: 'wholeMin' },
  { pattern: new RegExp(`^(?<column>\\w+): ${Q} is not an http\\(s\\) address`), key: 'link' },
  { pattern: new RegExp(`^tax_rate: ${Q} is not a multiplier`), key: 'taxRate', column: 'tax_rate' },
  { pattern: new RegExp(`^is_active: ${Q} is not T or F$`), key: 'flag', column: 'is_active' },
  {
    pattern: /^mini_qty (?<a>\d+) is not a whole multiple of mini_pkg (?<b>\d+)$/,
    key: 'multiple',
    column: 'mini_qty',
  },
  { pattern: new RegExp(`^price_breaks: ${Q} holds no break$`), key: 'breaksEmpty', column: 'price_breaks' },
  {
    pattern: /^price_breaks: (?<n>\d+) breaks \(at most (?<max>\d+)\)$/,
    key: 'breaksMany',
    column: 'price_breaks',
  },
  {
    pattern: new RegExp(`^price_breaks: ${Q} is not quantity:price`),
    key: 'breakForm',
    column: 'price_breaks',
  },
  {
    pattern: /^price_breaks: quantity (?<value>\S+) is not a whole number/,
    key: 'breakQty',
    column: 'price_breaks',
  },
  {
    pattern: /^price_breaks: the price (?<value>\S+) is negative$/,
    key: 'breakPrice',
    column: 'price_breaks',
  },
  {
    pattern: /^price_breaks: the price (?<value>\S+) is not above 0$/,
    key: 'breakPrice',
    column: 'price_breaks',
  },
  {
    pattern: /^price_breaks: the price (?<value>\S+) is too large$/,
    key: 'breakPriceLarge',
    column: 'price_breaks',
  },
  {
    pattern: /^price_breaks: quantities must increase \((?<a>\d+) comes after (?<b>\d+)\)$/,
    key: 'breakOrder',
    column: 'price_breaks',
  },
  {
    pattern: /^parameters: '(?<value>.*)' is not a JSON object of name → text$/s,
    key: 'paramsJson',
    column: 'parameters',
  },
  {
    pattern: /^parameters: the value of '(?<value>.*)' is not a text$/s,
    key: 'paramsValue',
    column: 'parameters',
  },
  { pattern: /^(?<n>\d+) cell\(s\) past the last column of the header/, key: 'extraCells' },
  {
    pattern: /^subcategory '(?<value>.*)' matches no existing subcategory/,
    key: 'subcategory',
    column: 'subcategory',
  },
  {
    pattern: /^brand (?<a>.+) part (?<b>.+) is already on line (?<n>\d+)$/,
    key: 'duplicatePart',
    column: 'mfr_part_number',
  },
  {
    pattern: /^product_code (?<value>\S+) is already on line (?<n>\d+)$/,
    key: 'duplicateCode',
    column: 'product_code',
  },
  {
    pattern:
      /^the generated product code (?<value>\S+) is already the code of part (?<b>.+); give a product_code$/,
    key: 'generatedCodeTaken',
    column: 'product_code',
  },
  {
    pattern: /^product_code (?<value>\S+) is already the code of part (?<b>.+)$/,
    key: 'codeTaken',
    column: 'product_code',
  },
  { pattern: /^a quoted cell is not closed before the end of the file$/, key: 'openQuote' },
  { pattern: /^cell (?<value>.+) holds a spreadsheet error value$/, key: 'errorValue' },
];

const KNOWN_COLUMNS = new Set<string>(IMPORT_COLUMNS);

/** One reason of the importer in `lang`, with the column it blames (null: the row as a whole). */
export function describeReason(reason: string, lang: Lang): { column: string | null; text: string } {
  for (const { pattern, key, column } of PATTERNS) {
    const match = pattern.exec(reason);
    if (!match) continue;
    const groups = { ...match.groups };
    const blamed = groups.column && KNOWN_COLUMNS.has(groups.column) ? groups.column : (column ?? null);
    const template = TEXTS[`ops.catalog.reason.${key}`];
    if (!template) break;
    return { column: blamed, text: fillText(pickText(template, lang), { ...groups, column: blamed ?? '' }) };
  }
  return { column: null, text: reason };
}

/** A refused row as the console reports it: the first blamed column, and every reason in `lang`. */
export function describeRejection(
  row: { line: number; reasons: readonly string[] },
  lang: Lang,
): { line: number; column: string | null; reason: string } {
  const described = row.reasons.map((r) => describeReason(r, lang));
  const column = described.find((d) => d.column !== null)?.column ?? null;
  return {
    line: row.line,
    column,
    reason: described.map((d) => d.text).join(lang === 'en_US' ? '; ' : '；'),
  };
}
