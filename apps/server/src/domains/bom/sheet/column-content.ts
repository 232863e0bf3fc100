import type { BomColumns, BomField } from '@emall/contract';
import { countDesignators, parseQuantity } from './cell-values.js';

/**
 * What a column holds, read from a sample of its cells: part numbers, makers the catalog knows, designator
 * lists, distributor codes, quantities, item numbers. Header detection uses it to check what a header names
 * (a 'Part No.' column of designators is the designator column), to choose between columns that name the same
 * field, and to give a role to columns the header does not name ('Field2').
 */

/** What the sheet reader needs to know about part numbers and makers (the catalog's rules). */
export interface SheetHints {
  isKnownManufacturer(text: string): boolean;
  isPartNumber(text: string): boolean;
  isDistributorCode(text: string): boolean;
}

const SAMPLE_ROWS = 200;

/**
 * One designator: letters and a number ('C1', 'LED2A', 'HALL10', 'BOOT0_2'), or EasyEDA's unnumbered 'U?'.
 * A chip size after a letter ('C0603', 'R0402') is a footprint, not a designator.
 */
const ITEM = String.raw`(?:[A-Z]{1,6}(?!0\d{3}\b)\d{1,5}[A-Z]?(?:_\d{1,3})?|[A-Z]{1,5}\?)`;
/** An item or a range of them: 'C1-C6', 'C11-14', 'R1~R4', 'TB1/2'. */
const SPAN = String.raw`${ITEM}(?:\s*[-~/]\s*(?:${ITEM}|\d{1,5}))?`;
/** 'C1', 'R4, R5', 'C14 C15 C16' (space-separated), 'U?,U?' (EasyEDA), 'C1-C4', 'C4，C5' (full-width). */
const DESIGNATORS = new RegExp(`^${SPAN}(?:(?:\\s*[,;/]\\s*|\\s+)${SPAN})*[,;]?$`, 'i');
const SINGLE = new RegExp(`^${ITEM}$`, 'i');
const WHOLE_NUMBER = /^\d{1,6}$/;
/** A number with a unit or none: '0.33mm', '2.0000000000000000e+00', '12', '±10%'. */
const MEASURE = /^[±+-]?\d+(?:[.,]\d+)?(?:e[+-]?\d+)?\s*[a-zµμΩ%°]{0,4}$/iu;
const URL = /^(?:https?:\/\/|ftp:\/\/|www\.|\\\\)/i;
/** DigiKey's own codes ('399-5089-1-ND', 'WM3895CT-ND'): a distributor code even without a part number inside. */
const DIGIKEY_CODE = /^[A-Z0-9][A-Z0-9./#+-]{1,40}-ND$/i;

/** A link ('https://www.mouser.com/ProductDetail/…', 'www.lcsc.com/…', a network path): never a part's field. */
export function isLink(text: string): boolean {
  return URL.test(text.normalize('NFKC').trim());
}

/**
 * The share of a sheet's rows that must follow a rule about where its data stands (a column of item numbers,
 * data one column right of its name, one number repeated down a column): most rows, not all, so one note
 * typed into a cell does not break it.
 */
export const MOST_ROWS = 0.8;

export function looksLikeDesignators(text: string): boolean {
  const cell = text.normalize('NFKC').trim();
  return cell.length <= 4000 && DESIGNATORS.test(cell);
}

/** A cell that holds nothing: empty, or only punctuation ('~', '~~' and '-' of KiCad's BOM plugins). */
export function isBlankCell(text: string): boolean {
  return !/[\p{L}\p{N}]/u.test(text);
}

/** What one column's non-empty cells hold, as shares of them (0 to 1). */
export interface ColumnProfile {
  column: number;
  /** Share of the sample's rows with a value in this column. */
  filled: number;
  count: number;
  designators: number;
  codes: number;
  makers: number;
  parts: number;
  numbers: number;
  quantities: number;
  /** Cells that could be a maker's name: words, not numbers, measures, links or designators. */
  wordy: number;
  /** Cells without spaces that hold a digit: what a distributor's code looks like. */
  codeLike: number;
  /** Links ('https://…', 'www.…'): a column of them is a link column, like a datasheet's. */
  urls: number;
  /** 1, 2, 3, …: an item number column. */
  running: boolean;
  /** Share of the cells holding the column's most frequent value ('1' on every row of EAGLE's 'Sheet'). */
  repeated: number;
  values: string[];
}

function share(values: readonly string[], test: (v: string) => boolean): number {
  return values.length ? values.filter(test).length / values.length : 0;
}

/**
 * Share of cells that are designator lists. Cells of one item each ('AP2300', 'MT2492' look like 'U1') count
 * only when their letter prefixes repeat, as designators' do (C, R, U … on many rows), and part numbers'
 * do not.
 */
function designatorShare(values: readonly string[]): number {
  const matching = values.filter(looksLikeDesignators);
  const single = matching.filter((v) => SINGLE.test(v));
  if (single.length > matching.length / 2 && single.length >= 3) {
    const prefixes = new Set(single.map((v) => /^[A-Z]+/i.exec(v)?.[0]?.toUpperCase()));
    if (prefixes.size > Math.max(3, single.length * 0.7)) return 0;
  }
  return values.length ? matching.length / values.length : 0;
}

/**
 * 1, 2, 3, ...: an item number column, not quantities. Most cells are whole numbers and most steps from one
 * to the next add one (or two, over a note typed in place of an item or an item left out).
 */
function isRunningNumber(values: readonly string[]): boolean {
  if (values.length <= 2) return false;
  const numbers = values.filter((v) => WHOLE_NUMBER.test(v)).map(Number);
  if (numbers.length < values.length * MOST_ROWS) return false;
  let steps = 0;
  for (let i = 1; i < numbers.length; i += 1) {
    const step = (numbers[i] ?? 0) - (numbers[i - 1] ?? 0);
    if (step === 1 || step === 2) steps += 1;
  }
  return steps >= (numbers.length - 1) * MOST_ROWS;
}

/** Share of the values that are the most frequent one. */
function repeatedShare(values: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return values.length ? Math.max(...counts.values()) / values.length : 0;
}

/** The sample of data rows a column is judged by. */
export function sampleRows(rows: readonly (readonly string[])[]): readonly (readonly string[])[] {
  return rows.slice(0, SAMPLE_ROWS);
}

export function profileColumn(
  sample: readonly (readonly string[])[],
  column: number,
  hints: SheetHints,
): ColumnProfile {
  const all = sample
    .map((row) => (row[column] ?? '').normalize('NFKC').trim())
    .filter((v) => !isBlankCell(v));
  // Links are judged apart: a product page's address names a part and its maker, and is neither.
  const values = all.filter((v) => !URL.test(v));
  const of = (test: (v: string) => boolean) => (all.length ? values.filter(test).length / all.length : 0);
  const designators = designatorShare(values) * (all.length ? values.length / all.length : 0);
  // Short part numbers look like designators ('AP2300'): in a column of designators they are designators.
  const isDesignator = designators >= 0.6 ? looksLikeDesignators : () => false;
  return {
    column,
    filled: sample.length ? all.length / sample.length : 0,
    count: all.length,
    designators,
    codes: of((v) => (hints.isDistributorCode(v) || DIGIKEY_CODE.test(v)) && !isDesignator(v)),
    makers: of((v) => hints.isKnownManufacturer(v)),
    parts: of(
      (v) =>
        hints.isPartNumber(v) && !isDesignator(v) && !hints.isDistributorCode(v) && !DIGIKEY_CODE.test(v),
    ),
    numbers: of((v) => WHOLE_NUMBER.test(v)),
    quantities: of((v) => parseQuantity(v) !== null),
    wordy: of((v) => /\p{L}{2}/u.test(v) && !MEASURE.test(v) && !isDesignator(v) && v.length <= 80),
    codeLike: of((v) => !/\s/.test(v) && /\d/.test(v)),
    urls: all.length ? (all.length - values.length) / all.length : 0,
    running: isRunningNumber(all),
    repeated: repeatedShare(all),
    values: all,
  };
}

/**
 * Whether a column named for `field` holds something else (then the name is not believed). `strength` 2: a
 * name that says what it holds, so only clear evidence overrules it.
 */
export function contradicts(field: BomField, p: ColumnProfile, strength = 2): boolean {
  if (p.count === 0) return false;
  // A column of links is a link column (a product page, a datasheet), whatever its name.
  if (p.urls >= 0.5) return true;
  if (p.running && field !== 'custPn') return true;
  if (field === 'mfrPn') return strength < 2 && (p.designators >= 0.6 || (p.numbers >= 0.8 && p.parts < 0.2));
  if (field === 'manufacturer') return p.wordy < 0.5 || p.designators >= 0.6;
  if (field === 'supplierPn') return p.codeLike < 0.5;
  if (field === 'qty') return p.quantities < 0.5;
  if (field === 'designator') return p.designators < 0.3 && p.numbers >= 0.5;
  return false;
}

/**
 * Whether the content plainly holds `field`: most cells are what the field needs (part numbers, makers,
 * designators, distributor codes, quantities). For fields without such a test (names, descriptions), a content
 * that does not contradict the name.
 */
export function holdsField(field: BomField, p: ColumnProfile): boolean {
  if (p.count === 0 || contradicts(field, p)) return false;
  if (field === 'mfrPn') return p.parts >= 0.5;
  if (field === 'manufacturer') return p.makers >= 0.5;
  if (field === 'designator') return p.designators >= 0.6;
  if (field === 'supplierPn') return p.codes >= 0.5 || p.codeLike >= 0.8;
  if (field === 'qty') return p.quantities >= 0.8;
  return true;
}

/** Whether the content shows the column holds `field` (for a column the header names ambiguously). */
export function showsField(field: BomField, p: ColumnProfile): boolean {
  if (p.count === 0 || p.running || p.urls >= 0.5) return false;
  if (field === 'designator') return p.designators >= 0.6;
  if (field === 'mfrPn') return p.parts >= 0.6;
  if (field === 'supplierPn') return p.codes >= 0.6;
  return false;
}

/** How many of the rows' designator cells a quantity column agrees with (rows that have both). */
function agreesWithDesignators(
  sample: readonly (readonly string[])[],
  qtyColumn: number,
  designatorColumn: number,
): number {
  const pairs = sample
    .map((row) => [parseQuantity(row[qtyColumn] ?? ''), (row[designatorColumn] ?? '').trim()] as const)
    .filter(([qty, designators]) => qty !== null && designators !== '');
  return share(
    pairs.map(([qty, designators]) => String(qty === countDesignators(designators))),
    (v) => v === 'true',
  );
}

/** How strongly each inferable field fits an unnamed column (0 to 1), 0 below its threshold. */
function fitness(p: ColumnProfile): Partial<Record<BomField, number>> {
  const fit: Partial<Record<BomField, number>> = {};
  if (p.running || p.urls >= 0.5) return fit;
  if (p.codes >= 0.6) fit.supplierPn = p.codes;
  if (p.designators >= 0.6) fit.designator = p.designators;
  if (p.makers >= 0.5 && p.wordy >= 0.5) fit.manufacturer = p.makers;
  if (p.parts >= 0.6) fit.mfrPn = p.parts;
  // The same number on (nearly) every row is a sheet or page number, not what each line needs.
  if (p.numbers >= 0.8 && p.repeated < MOST_ROWS) fit.qty = p.numbers;
  return fit;
}

/** The order fields are given out in: the most distinctive content first. */
const INFERRED: readonly BomField[] = ['supplierPn', 'designator', 'manufacturer', 'mfrPn', 'qty'];

/**
 * Adds the fields the header left out, read from the content of the columns `candidates` (unnamed columns
 * of the table) in the data rows `rows`. Columns already given a field are never reassigned.
 */
export function inferMissingColumns(
  rows: readonly (readonly string[])[],
  columns: BomColumns,
  candidates: readonly number[],
  hints: SheetHints,
): BomColumns {
  const sample = sampleRows(rows);
  const named = new Set(Object.values(columns));
  const fits: { column: number; fit: Partial<Record<BomField, number>> }[] = [];
  for (const column of candidates) {
    if (named.has(column)) continue;
    const profile = profileColumn(sample, column, hints);
    if (profile.count < Math.max(2, sample.length * 0.3)) continue;
    fits.push({ column, fit: fitness(profile) });
  }
  const result: BomColumns = { ...columns };
  const used = new Set<number>();
  for (const field of INFERRED) {
    if (result[field] !== undefined) continue;
    const best = fits
      .filter((f) => !used.has(f.column) && (f.fit[field] ?? 0) > 0)
      .filter(
        (f) =>
          field !== 'qty' ||
          result.designator === undefined ||
          agreesWithDesignators(sample, f.column, result.designator) >= 0.5,
      )
      .sort((a, b) => (b.fit[field] ?? 0) - (a.fit[field] ?? 0) || a.column - b.column)[0];
    if (best) {
      result[field] = best.column;
      used.add(best.column);
    }
  }
  return result;
}
