import type {
  BomDetail,
  BomLog,
  BomPreview,
  BomProgress,
  BomState,
  BomSummary,
  BomSummaryLine,
} from '@emall/contract';
import { screen } from '@testing-library/react';
import { productFixture } from './catalog-fixtures';

/** A preview of a small sheet: a title row, the header on row 2 (index 1), two lines. */
export function bomPreviewFixture(overrides: Partial<BomPreview> = {}): BomPreview {
  return {
    tenantBomLogId: '31',
    bomName: 'demo-bom',
    fileName: 'demo-bom.xlsx',
    jobState: 'MAPPING',
    mappingSource: 'detected',
    mapping: { tables: [{ headerRow: 1, columns: { mfrPn: 1, qty: 2, designator: 3 } }] },
    sheetRowCount: 4,
    sheetColumnCount: 4,
    sheetRows: [
      { rowNo: 0, cells: ['Demo board BOM', '', '', ''] },
      { rowNo: 1, cells: ['Comment', 'MPN', 'Qty', 'Designator'] },
      { rowNo: 2, cells: ['MCU', 'STM32F103C8T6', '2', 'U1,U2'] },
      { rowNo: 3, cells: ['Op amp', 'LM358DR', '1', 'U3'] },
    ],
    lines: [
      {
        lineNo: 1,
        qryParam: 'STM32F103C8T6',
        brandName: '',
        qty: 2,
        designators: 'U1,U2',
        custProductCode: '',
        supplierPn: '',
        description: '',
        isFreeText: false,
        alternates: [],
      },
    ],
    lineCount: 2,
    skippedRowCount: 0,
    warnings: [],
    ...overrides,
  };
}

export function bomProgressFixture(overrides: Partial<BomProgress> = {}): BomProgress {
  return {
    tenantBomLogId: '31',
    jobState: 'MATCHING',
    progress: 50,
    lineCount: 2,
    doneCount: 1,
    matchedCount: 1,
    unmatchedCount: 0,
    matchMs: null,
    ...overrides,
  };
}

const stm = productFixture({ spuId: '11', mfrPartNumber: 'STM32F103C8T6', brandName: 'ST', stock: 5000 });

export function bomLineFixture(overrides: Partial<BomDetail> = {}): BomDetail {
  return {
    detailId: '501',
    logId: '31',
    lineNo: 1,
    qryParam: 'STM32F103C8T6',
    brandName: 'ST',
    custProductCode: 'CP-001',
    custJson: '{}',
    qty: 2,
    designators: 'U1,U2',
    description: '',
    supplierPn: '',
    status: '00A',
    statusTime: '2026-11-20 10:00:00',
    isMatch: true,
    isNull: false,
    isFreeText: false,
    matchState: 'DONE',
    ext: { matchRule: 'exact', confidence: 1, spuId: '11', brandAgrees: true, candidateCount: 1 },
    product: stm,
    candidates: [
      {
        spuId: '11',
        mfrPartNumber: 'STM32F103C8T6',
        brandCode: 'ST',
        brandName: 'ST',
        matchRule: 'exact',
        confidence: 1,
        brandAgrees: true,
        alternate: null,
      },
    ],
    alternates: [],
    matchedAlternate: null,
    conflict: null,
    ...overrides,
  };
}

/** A line only proposed: two candidates, none chosen. */
export function unmatchedLineFixture(): BomDetail {
  return bomLineFixture({
    detailId: '502',
    lineNo: 2,
    qryParam: 'LM358',
    brandName: '',
    custProductCode: 'CP-002',
    qty: 1,
    designators: 'U3',
    isMatch: false,
    ext: { matchRule: null, confidence: 0, spuId: null, brandAgrees: null, candidateCount: 2 },
    product: null,
    candidates: [
      {
        spuId: '21',
        mfrPartNumber: 'LM358DR',
        brandCode: 'TI',
        brandName: 'TI',
        matchRule: 'prefix',
        confidence: 0.6,
        brandAgrees: null,
        alternate: null,
      },
      {
        spuId: '22',
        mfrPartNumber: 'LM358ADR',
        brandCode: 'TI',
        brandName: 'TI',
        matchRule: 'prefix',
        confidence: 0.5,
        brandAgrees: null,
        alternate: null,
      },
    ],
  });
}

export function bomStateFixture(list: BomDetail[], overrides: Partial<BomState> = {}): BomState {
  return {
    list,
    bomInfo: {
      tenantBomLogId: '31',
      bomName: 'demo-bom',
      fileName: 'demo-bom.xlsx',
      jobState: 'DONE',
      createTime: '2026-11-20 10:00:00',
    },
    progress: 100,
    counts: { all: 2, matched: 1, unmatched: 1, conflict: 0 },
    total: list.length,
    pageNo: 1,
    pageSize: 20,
    ...overrides,
  };
}

/** The summary of a BOM of these lines (qryBomSummary): lines with a part priced and in stock, one total. */
export function bomSummaryFixture(
  lines: readonly BomDetail[],
  overrides: Partial<BomSummary> = {},
): BomSummary {
  const summaryLines: BomSummaryLine[] = lines.map((line) => ({
    detailId: line.detailId,
    lineNo: line.lineNo,
    qryParam: line.qryParam,
    brandName: line.brandName,
    custProductCode: line.custProductCode,
    qty: line.qty,
    spuId: line.product?.spuId ?? null,
    mfrPartNumber: line.product?.mfrPartNumber ?? null,
    priced: line.product !== null,
    stock: line.product ? 'inStock' : 'none',
  }));
  const priced = summaryLines.filter((line) => line.priced).length;
  return {
    tenantBomLogId: '31',
    lineCount: summaryLines.length,
    pricedCount: priced,
    inStockCount: priced,
    shortCount: 0,
    totals: priced ? [{ currency: 'CNY', amount: '24.86' }] : [],
    lines: summaryLines,
    ...overrides,
  };
}

export function bomLogFixture(overrides: Partial<BomLog> = {}): BomLog {
  return {
    tenantBomLogId: '31',
    bomName: 'demo-bom',
    fileName: 'demo-bom.xlsx',
    status: '00A',
    jobState: 'DONE',
    progress: 100,
    lineCount: 2,
    matchedCount: 1,
    unmatchedCount: 1,
    createTime: '2026-11-20 10:00:00',
    updateTime: '2026-11-20 10:00:05',
    ...overrides,
  };
}

/** The table row of a BOM line, found by the part text the line shows. */
export async function bomLineRow(part: string): Promise<HTMLTableRowElement> {
  const cell = await screen.findByText(part, { selector: '.bom-line__text strong' });
  const row = cell.closest('tr');
  if (!row) throw new Error('no row');
  return row;
}
