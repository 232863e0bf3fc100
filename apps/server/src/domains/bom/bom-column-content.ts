import type { BomColumns, BomField } from '@emall/contract';

/**
 * Reads what a column holds when its header does not say ('Field2', or no header at all): part numbers,
 * manufacturers the catalog knows, designators, distributor codes, quantities. A column is read from a
 * sample of its rows; it must be mostly filled and mostly of one kind.
 */

/** What the sheet reader needs to know about part numbers and makers (the catalog's rules, DESIGN §7). */
export interface SheetHints {
  isKnownManufacturer(text: string): boolean;
  isPartNumber(text: string): boolean;
  isDistributorCode(text: string): boolean;
}

const SAMPLE_ROWS = 200;
const DESIGNATOR_ITEM = String.raw`[A-Z]{1,4}(?:\d{1,5}[A-Z]?|\?)`;
/** 'C1', 'R4, R5', 'U?,U?' (EasyEDA), 'C1-C4'. */
const DESIGNATORS = new RegExp(`^${DESIGNATOR_ITEM}(?:\\s*[-,;/]\\s*${DESIGNATOR_ITEM})*[,;]?$`, 'i');
const WHOLE_NUMBER = /^\d{1,6}$/;

export function looksLikeDesignators(text: string): boolean {
  return DESIGNATORS.test(text.trim());
}

/** 1, 2, 3, ...: an item number column, not quantities. */
function isRunningNumber(values: readonly string[]): boolean {
  return values.length > 2 && values.every((v, i) => Number(v) === i + 1);
}

interface ColumnSample {
  column: number;
  values: string[];
}

function share(values: readonly string[], test: (v: string) => boolean): number {
  return values.length ? values.filter(test).length / values.length : 0;
}

/** How strongly each inferable field fits a column (0 to 1), 0 below its threshold. */
function fitness(sample: ColumnSample, hints: SheetHints): Partial<Record<BomField, number>> {
  const { values } = sample;
  const designators = share(values, looksLikeDesignators);
  const codes = share(values, (v) => hints.isDistributorCode(v) && !looksLikeDesignators(v));
  const makers = share(values, (v) => hints.isKnownManufacturer(v));
  const parts = share(
    values,
    (v) => hints.isPartNumber(v) && !looksLikeDesignators(v) && !hints.isDistributorCode(v),
  );
  const numbers = share(values, (v) => WHOLE_NUMBER.test(v));
  const fit: Partial<Record<BomField, number>> = {};
  if (codes >= 0.6) fit.supplierPn = codes;
  if (designators >= 0.6) fit.designator = designators;
  if (makers >= 0.5) fit.manufacturer = makers;
  if (parts >= 0.6) fit.mfrPn = parts;
  if (numbers >= 0.8 && !isRunningNumber(values)) fit.qty = numbers;
  return fit;
}

/** The order fields are given out in: the most distinctive content first. */
const INFERRED: readonly BomField[] = ['supplierPn', 'designator', 'manufacturer', 'mfrPn', 'qty'];

/**
 * Adds the fields the header left out, read from the content of the table's columns `from` to `to`
 * (inclusive) in the data rows `rows`. Columns the header named are never reassigned.
 */
export function inferMissingColumns(
  rows: readonly (readonly string[])[],
  columns: BomColumns,
  from: number,
  to: number,
  hints: SheetHints,
): BomColumns {
  const sample = rows.slice(0, SAMPLE_ROWS);
  const named = new Set(Object.values(columns));
  const fits: { column: number; fit: Partial<Record<BomField, number>> }[] = [];
  for (let column = from; column <= to; column += 1) {
    if (named.has(column)) continue;
    const values = sample.map((row) => (row[column] ?? '').trim()).filter((v) => v !== '');
    if (values.length < Math.max(2, sample.length * 0.3)) continue;
    fits.push({ column, fit: fitness({ column, values }, hints) });
  }
  const result: BomColumns = { ...columns };
  const used = new Set<number>();
  for (const field of INFERRED) {
    if (result[field] !== undefined) continue;
    const best = fits
      .filter((f) => !used.has(f.column) && (f.fit[field] ?? 0) > 0)
      .sort((a, b) => (b.fit[field] ?? 0) - (a.fit[field] ?? 0) || a.column - b.column)[0];
    if (best) {
      result[field] = best.column;
      used.add(best.column);
    }
  }
  return result;
}
