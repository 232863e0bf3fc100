import { checkEnquiryLine, ENQUIRY_MAX_LINES, parseEnquiryQuantity, shopToday } from '@emall/contract';
import type {
  CreateEnquiryBody,
  EnquiryLineField,
  EnquiryLineReason,
  PastedEnquiryLine,
} from '@emall/contract';

/** One row of the /enquiry table: every cell as typed, plus a key that survives deletes. */
export interface EnquiryRow {
  key: string;
  mfrPartNumber: string;
  brand: string;
  quantity: string;
  targetPrice: string;
  custPn: string;
  deliveryDate: string;
  remarks: string;
}

let nextKey = 0;

export function newRow(cells: Partial<Omit<EnquiryRow, 'key'>> = {}): EnquiryRow {
  nextKey += 1;
  return {
    key: `row-${nextKey}`,
    mfrPartNumber: '',
    brand: '',
    quantity: '',
    targetPrice: '',
    custPn: '',
    deliveryDate: '',
    remarks: '',
    ...cells,
  };
}

export function rowFromPaste(line: PastedEnquiryLine): EnquiryRow {
  return newRow({
    mfrPartNumber: line.mfrPartNumber,
    brand: line.brand,
    quantity: String(line.quantity),
    targetPrice: line.targetPrice,
  });
}

/** A row nobody typed into: left out of the enquiry instead of refused. */
export function isBlankRow(row: EnquiryRow): boolean {
  return [
    row.mfrPartNumber,
    row.brand,
    row.quantity,
    row.targetPrice,
    row.custPn,
    row.deliveryDate,
    row.remarks,
  ].every((cell) => cell.trim() === '');
}

/**
 * Blank rows of the table replaced by pasted rows first, then added at the end, never past the 200-line
 * limit (the paste parser is given the room that is left).
 */
export function mergePasted(rows: readonly EnquiryRow[], pasted: readonly EnquiryRow[]): EnquiryRow[] {
  const kept = rows.filter((row) => !isBlankRow(row));
  return [...kept, ...pasted].slice(0, ENQUIRY_MAX_LINES);
}

export function roomLeft(rows: readonly EnquiryRow[]): number {
  return ENQUIRY_MAX_LINES - rows.filter((row) => !isBlankRow(row)).length;
}

/** The shared rule's problems per row key (blank rows have none), checked against the shop's today. */
export function rowProblems(
  rows: readonly EnquiryRow[],
  now: Date = new Date(),
): Map<string, Partial<Record<EnquiryLineField, EnquiryLineReason>>> {
  const today = shopToday(now);
  const problems = new Map<string, Partial<Record<EnquiryLineField, EnquiryLineReason>>>();
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    const found = checkEnquiryLine(row, today);
    if (Object.keys(found).length) problems.set(row.key, found);
  }
  return problems;
}

/** The create call's body: the non-blank rows in table order, empty cells left out. */
export function enquiryBody(rows: readonly EnquiryRow[], remarks: string): CreateEnquiryBody {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    lines: rows
      .filter((row) => !isBlankRow(row))
      .map((row) => ({
        mfrPartNumber: row.mfrPartNumber.trim(),
        brand: row.brand.trim(),
        quantity: parseEnquiryQuantity(row.quantity) ?? 0,
        targetPrice: optional(row.targetPrice) ?? null,
        custPn: row.custPn.trim(),
        deliveryDate: optional(row.deliveryDate) ?? null,
        remarks: row.remarks.trim(),
      })),
    remarks: remarks.trim(),
  };
}

/** The server's per-field message keys 'lines.3.quantity' as (index of non-blank row, field). */
export function serverCellErrors(
  rows: readonly EnquiryRow[],
  fields: Record<string, string>,
): Map<string, Partial<Record<EnquiryLineField, string>>> {
  const filled = rows.filter((row) => !isBlankRow(row));
  const answer = new Map<string, Partial<Record<EnquiryLineField, string>>>();
  for (const [path, message] of Object.entries(fields)) {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(path);
    const row = match ? filled[Number(match[1])] : undefined;
    if (!match || !row) continue;
    answer.set(row.key, { ...answer.get(row.key), [match[2] as EnquiryLineField]: message });
  }
  return answer;
}
