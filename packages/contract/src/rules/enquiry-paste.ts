import { ENQUIRY_MAX_LINES, isTargetPrice, parseEnquiryQuantity } from './enquiry-line.js';

/**
 * Reads lines pasted into the enquiry table (from a spreadsheet, an e-mail or a BOM): one part a line, the
 * cells split on tabs when the line has one, else on commas (also '，' and ';'), else on runs of spaces.
 * Cells in order: part number, quantity, then optionally brand and target price. A third cell that is a
 * plain decimal and no fourth is read as the target price ('STM32F103C8T6 100 2.5'), since a brand is
 * never a bare number. Blank lines are skipped; a line without a readable quantity is reported by its
 * number (1-based, counting blank lines) and not taken, so one bad line never loses the others.
 */

export interface PastedEnquiryLine {
  mfrPartNumber: string;
  quantity: number;
  brand: string;
  targetPrice: string;
}

export type PasteProblem = 'quantityMissing' | 'quantityInvalid' | 'tooManyLines';

export interface PasteResult {
  lines: PastedEnquiryLine[];
  problems: { lineNo: number; reason: PasteProblem }[];
}

function cellsOf(line: string): string[] {
  const separator = line.includes('\t') ? /\t/ : /[,，;；]/.test(line) ? /[,，;；]/ : /\s+/;
  return line.split(separator).map((cell) => cell.trim());
}

/** Spreadsheets write '1,000' or '1 000' only inside a tab-separated cell; both read as 1000. */
function quantityCell(cell: string): number | undefined {
  return parseEnquiryQuantity(cell.replace(/[,\s]/g, ''));
}

/** `room` is how many more lines the table can take (ENQUIRY_MAX_LINES less those it holds). */
export function parseEnquiryPaste(text: string, room: number = ENQUIRY_MAX_LINES): PasteResult {
  const result: PasteResult = { lines: [], problems: [] };
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const lineNo = index + 1;
    if (raw.trim() === '') return;
    const [part = '', qty = '', third = '', fourth = ''] = cellsOf(raw.trim());
    if (qty === '') return result.problems.push({ lineNo, reason: 'quantityMissing' });
    const quantity = quantityCell(qty);
    if (quantity === undefined) return result.problems.push({ lineNo, reason: 'quantityInvalid' });
    if (result.lines.length >= room) return result.problems.push({ lineNo, reason: 'tooManyLines' });
    const thirdIsPrice = fourth === '' && third !== '' && isTargetPrice(third);
    result.lines.push({
      mfrPartNumber: part,
      quantity,
      brand: thirdIsPrice ? '' : third,
      targetPrice: thirdIsPrice ? third : fourth,
    });
  });
  return result;
}
