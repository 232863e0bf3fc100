import { utils, write } from '@e965/xlsx';
import { compareMoney, fillText, isDecimalString, pickText, TEXTS, XLSX_CONTENT_TYPE } from '@emall/contract';
import type {
  BomBuildTotals,
  BomCostAmount,
  BomCostLine,
  BomCosting,
  ExportBomCostingBody,
  FileDownload,
  Lang,
} from '@emall/contract';
import { bodyId } from '../../platform/db.js';
import { fileNameStamp } from '../../platform/file-answer.js';
import type { StaffContext } from '../../platform/request-context.js';
import { bomCosting } from './bom-costing.service.js';
import { bomOwner, type BomDeps } from './bom.settings.js';

/**
 * exportBomCosting: the costed BOM as a sheet in the caller's language (docs/bom-costing.md, "Buying from a
 * costed BOM"): a row per line, then the totals of every build quantity. The cart's sheet writer lives in
 * the cart domain, above this one, so the few lines of writing a workbook are this file's own.
 */

/** A number cell with its display format. */
interface NumberCell {
  t: 'n';
  v: number;
  z: string;
}

/** A money cell: the exact decimal string, written as a number where a double holds it exactly. */
interface MoneyCell {
  money: string;
}

type Cell = string | number | null | MoneyCell;

function text(key: string, lang: Lang, params: Record<string, string | number> = {}): string {
  const words = TEXTS[key];
  return words ? fillText(pickText(words, lang), params) : key;
}

const money = (value: string | null): Cell => (value === null ? null : { money: value });

/** The columns of a line that do not depend on the build quantity. */
function lineCells(line: BomCostLine, lang: Lang): Cell[] {
  const { part, substitute } = line;
  const replaced = substitute
    ? [substitute.replacedMfrPartNumber, substitute.replacedBrandName].filter(Boolean).join(' ')
    : '';
  return [
    line.lineNo,
    line.designators,
    line.qryParam,
    line.brandName,
    line.custProductCode,
    part?.mfrPartNumber ?? '',
    part?.brandName ?? '',
    part?.matchRule ? text(`bom.rule.${part.matchRule}`, lang) : '',
    substitute
      ? text('bomSheet.substituteOf', lang, { part: replaced || '-' })
      : text('bomSheet.substituteNone', lang),
    part?.currency ?? '',
    line.qtyPerBoard,
  ];
}

const LINE_HEADERS = [
  'bomSheet.lineNo',
  'bomSheet.designators',
  'bomSheet.sheetPart',
  'bomSheet.sheetMaker',
  'bomSheet.custPn',
  'bomSheet.part',
  'bomSheet.maker',
  'bomSheet.rule',
  'bomSheet.substitute',
  'bomSheet.currency',
  'bomSheet.qtyPerBoard',
] as const;
const LINE_WIDTHS = [6, 24, 28, 18, 18, 26, 18, 16, 24, 8, 10];

const BUILD_HEADERS = [
  'bomSheet.build.need',
  'bomSheet.build.buyQty',
  'bomSheet.build.unitPrice',
  'bomSheet.build.extPrice',
  'bomSheet.build.stock',
  'bomSheet.build.short',
  'bomSheet.build.delivery',
] as const;
const BUILD_WIDTHS = [12, 12, 16, 18, 12, 12, 12];
/** Where a build's extended price sits among its columns: the totals are written under it. */
const EXT_PRICE_COLUMN = BUILD_HEADERS.indexOf('bomSheet.build.extPrice');

function buildCells(line: BomCostLine, index: number): Cell[] {
  const build = line.builds[index];
  if (!build) return BUILD_HEADERS.map(() => null);
  return [
    build.need,
    build.buyQty,
    money(build.unitTaxPrice),
    money(build.extTaxAmount),
    line.part ? line.part.stock : null,
    build.shortQty,
    build.deliveryDays,
  ];
}

type TotalKind = { key: string; of: (totals: BomBuildTotals) => BomCostAmount[]; tax: boolean };

const TOTAL_KINDS: TotalKind[] = [
  { key: 'bomSheet.total.tax', of: (t) => t.total, tax: true },
  { key: 'bomSheet.total.notTax', of: (t) => t.total, tax: false },
  { key: 'bomSheet.perBoard.tax', of: (t) => t.perBoard, tax: true },
  { key: 'bomSheet.perBoard.notTax', of: (t) => t.perBoard, tax: false },
];

/**
 * The totals under the lines: per currency (a BOM's parts may be priced in several) the total and the
 * per-board amount, with and without tax, each build's figure under its extended price column.
 */
function totalRows(costing: BomCosting, lang: Lang): Cell[][] {
  const currencies = [...new Set(costing.builds.flatMap((b) => b.total.map((a) => a.currency)))];
  return currencies.flatMap((currency) =>
    TOTAL_KINDS.map((kind) => {
      const row: Cell[] = LINE_HEADERS.map(() => null);
      row[0] = text(kind.key, lang, { currency });
      for (const totals of costing.builds) {
        const amount = kind.of(totals).find((a) => a.currency === currency);
        const cells: Cell[] = BUILD_HEADERS.map(() => null);
        cells[EXT_PRICE_COLUMN] = amount ? money(kind.tax ? amount.taxAmount : amount.notTaxAmount) : null;
        row.push(...cells);
      }
      return row;
    }),
  );
}

/** The whole table: the header row, a row per line, an empty row, the totals. */
function costingTable(costing: BomCosting, lang: Lang): { header: string[]; rows: Cell[][] } {
  const boards = costing.settings.buildQuantities;
  const header = [
    ...LINE_HEADERS.map((key) => text(key, lang)),
    ...boards.flatMap((n) => BUILD_HEADERS.map((key) => text(key, lang, { n }))),
  ];
  const lines = costing.lines.map((line) => [
    ...lineCells(line, lang),
    ...boards.flatMap((_, index) => buildCells(line, index)),
  ]);
  return { header, rows: [...lines, [], ...totalRows(costing, lang)] };
}

/**
 * Text a spreadsheet program would read as a formula (=, +, -, @, and tab or carriage return that some strip
 * first) gets a leading apostrophe, as the cart's sheets do (OWASP CSV injection): a part number or a
 * designator from the buyer's file never runs on the machine that opens the sheet.
 */
function escapeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function decimalsOf(value: string): number {
  return Math.max(2, value.split('.')[1]?.length ?? 0);
}

function xlsxCell(cell: Cell): string | number | NumberCell {
  if (cell === null) return '';
  if (typeof cell === 'string') return escapeText(cell);
  if (typeof cell === 'number') return cell;
  const asNumber = Number(cell.money);
  const printed = String(asNumber);
  // Never a rounded double: an amount a double cannot hold exactly stays exact text.
  if (!isDecimalString(printed) || compareMoney(printed, cell.money) !== 0) return cell.money;
  return { t: 'n', v: asNumber, z: `#,##0.${'0'.repeat(decimalsOf(cell.money))}` };
}

function workbook(sheetName: string, header: string[], rows: Cell[][], widths: number[]): Uint8Array {
  const sheet = utils.aoa_to_sheet([header.map(escapeText), ...rows.map((row) => row.map(xlsxCell))]);
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return new Uint8Array(write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
}

/** RFC 4180: every field quoted, quotes doubled, lines ended by CRLF; formulas guarded as in the workbook. */
function csvField(cell: Cell): string {
  const value =
    cell === null
      ? ''
      : typeof cell === 'string'
        ? escapeText(cell)
        : typeof cell === 'number'
          ? String(cell)
          : cell.money;
  return `"${value.replace(/"/g, '""')}"`;
}

function csvBytes(header: string[], rows: Cell[][]): Uint8Array {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  // UTF-8 with a byte-order mark, so that spreadsheet programs read the Chinese headers right.
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}

/** The BOM's name as part of a file name: no path separators, reserved or control characters. */
function fileNamePart(name: string): string {
  const safe = name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .trim()
    .slice(0, 80);
  return safe || 'BOM';
}

export async function exportBomCosting(
  deps: Pick<BomDeps, 'db' | 'readDb' | 'clock'>,
  staff: StaffContext,
  lang: Lang,
  body: ExportBomCostingBody,
): Promise<FileDownload> {
  const costing = await bomCosting(deps, bomOwner(staff), bodyId(body.tenantBomLogId), lang);
  const { header, rows } = costingTable(costing, lang);
  const filename = `BOM-${fileNamePart(costing.bomName)}-${fileNameStamp(deps.clock.now())}.${body.format}`;
  if (body.format === 'csv') {
    return { kind: 'file', filename, contentType: 'text/csv; charset=utf-8', bytes: csvBytes(header, rows) };
  }
  const widths = [...LINE_WIDTHS, ...costing.settings.buildQuantities.flatMap(() => BUILD_WIDTHS)];
  const bytes = workbook(text('bomSheet.name', lang), header, rows, widths);
  return { kind: 'file', filename, contentType: XLSX_CONTENT_TYPE, bytes };
}
