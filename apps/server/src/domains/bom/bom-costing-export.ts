import { fillText, pickText, TEXTS, XLSX_CONTENT_TYPE } from '@emall/contract';
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
import { buildCsv, buildWorkbook, moneyCell, type SheetCell } from '../../platform/sheet-writer.js';
import type { StaffContext } from '../../platform/request-context.js';
import { bomCosting } from './bom-costing.service.js';
import { bomOwner, type BomDeps } from './bom.settings.js';

/**
 * exportBomCosting: the costed BOM as a sheet in the caller's language (docs/bom-costing.md, "Buying from a
 * costed BOM"): a row per line, then the totals of every build quantity, written by platform/sheet-writer.ts.
 */

/** A cell of the table; null is empty. */
type Cell = SheetCell | null;

function text(key: string, lang: Lang, params: Record<string, string | number> = {}): string {
  const words = TEXTS[key];
  return words ? fillText(pickText(words, lang), params) : key;
}

/** An amount shown with all its decimals (at least 2), exact: a number cell where a double holds it. */
const money = (value: string | null): Cell =>
  value === null ? null : moneyCell(value, Math.max(2, value.split('.')[1]?.length ?? 0));

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

const filled = (rows: Cell[][]): SheetCell[][] => rows.map((row) => row.map((cell) => cell ?? ''));

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
    return {
      kind: 'file',
      filename,
      contentType: 'text/csv; charset=utf-8',
      bytes: buildCsv(header, filled(rows)),
    };
  }
  const widths = [...LINE_WIDTHS, ...costing.settings.buildQuantities.flatMap(() => BUILD_WIDTHS)];
  const bytes = buildWorkbook(text('bomSheet.name', lang), header, filled(rows), widths);
  return { kind: 'file', filename, contentType: XLSX_CONTENT_TYPE, bytes };
}
