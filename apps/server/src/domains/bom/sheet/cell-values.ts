import { mayBePartNumber } from '../../catalog/catalog.service.js';

/**
 * How BOM cells write quantities, designators, "not fitted", summary rows and part numbers, in English and
 * Chinese.
 */

const MAX_QTY = 99_999_999;

/**
 * A quantity as BOMs write it: '12', '12个', '2 pcs', '1,000', 'x4', '红色VCC*1' (the number after the
 * '*'), '0.5' (rounded up: half a metre of wire is still one to buy). Null when the cell holds no number.
 */
export function parseQuantity(text: string): number | null {
  const cell = text
    .normalize('NFKC')
    .trim()
    .replace(/(\d),(?=\d{3}(?:\D|$))/g, '$1');
  if (cell === '') return null;
  const counted = /[*x×]\s*(\d+(?:\.\d+)?)\s*$/i.exec(cell)?.[1];
  const first = /\d+(?:\.\d+)?/.exec(cell)?.[0];
  const value = Number(counted ?? first);
  if (!Number.isFinite(value)) return null;
  return Math.min(Math.ceil(value), MAX_QTY);
}

const RANGE = /^([A-Z]+)(\d+)\s*[-~]\s*(?:\1)?(\d+)$/i;

/** How many parts a designator cell names: 'C1, C3, C5' 3, 'R1-R4' 4, 'U?,U?' 2; '' 0. */
export function countDesignators(text: string): number {
  let count = 0;
  for (const item of text.split(/[,;，；\s]+/).filter(Boolean)) {
    const range = RANGE.exec(item);
    const span = range ? Number(range[3]) - Number(range[2]) + 1 : 1;
    count += span >= 1 && span <= 1000 ? span : 1;
  }
  return count;
}

/** Marks of a part that is not to be fitted (and so not bought). */
const NOT_FITTED = new Set([
  'DNP',
  'DNF',
  'DNI',
  'NF',
  'NP',
  'NOPOP',
  'NOTFITTED',
  'NOTMOUNTED',
  'NOTPOPULATED',
  'NOTPLACED',
  'DONOTFIT',
  'DONOTPOPULATE',
  'DONOTPLACE',
  'DONOTMOUNT',
  '不贴',
  '不貼',
  '不焊',
  '不上件',
  '空贴',
  '空貼',
  '空焊',
  '不安装',
  '不安裝',
]);

/** Whether a cell says the part is not fitted ('DNP', 'not fitted', '不贴'). */
export function isNotFitted(text: string): boolean {
  const key = text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{Nd}]/gu, '');
  return key !== '' && NOT_FITTED.has(key);
}

/**
 * A summary or note row under a table, not a part: 'Component Groups:,131', 'KiCad Version:,Eeschema …'
 * (KiBoM), '合计：,56'. A label ending in a colon and at most one value.
 */
export function isSummaryRow(cells: readonly string[]): boolean {
  const filled = cells.map((c) => c.normalize('NFKC').trim()).filter((c) => c !== '');
  return filled.length >= 1 && filled.length <= 2 && /[:：]$/.test(filled[0] ?? '');
}

/**
 * Whether the text of a part-number column, on a line that names its maker, is a part number although it
 * does not look like one by itself: digits only (Molex '22284043') or words separated by spaces
 * ('PTS526 SM15 SMTR2 LFS'). The matcher's own rule (catalog/matching/part-matching-shapes.ts), so the preview, the match and
 * the line view agree.
 */
export function isWrittenPartNumber(text: string, namesMaker: boolean): boolean {
  return namesMaker && mayBePartNumber(text);
}
