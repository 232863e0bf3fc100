import { BOM_PREVIEW_LINES, BOM_PREVIEW_ROWS } from '@emall/contract';
import type { BomMapping, BomPreview } from '@emall/contract';
import { isDescriptionText } from '../../catalog/catalog.service.js';
import type { SheetHints } from '../sheet/column-content.js';
import type { BomLogRow } from '../core/log.queries.js';
import { readSheetLines } from '../sheet/sheet-lines.js';
import { mappingWarnings } from '../sheet/sheet-warnings.js';
import { jobStateOf } from '../core/view.js';

/** Rows shown under each header row, so the buyer sees what each column holds. */
const ROWS_UNDER_HEADER = 5;

/** The sheet rows the preview shows: the first rows, and each header row with a few rows under it. */
function previewRows(rows: readonly (readonly string[])[], mapping: BomMapping | null) {
  const shown = new Set<number>();
  for (let row = 0; row < Math.min(rows.length, BOM_PREVIEW_ROWS); row += 1) shown.add(row);
  for (const table of mapping?.tables ?? []) {
    for (let row = Math.max(0, table.headerRow); row <= table.headerRow + ROWS_UNDER_HEADER; row += 1)
      if (row < rows.length) shown.add(row);
  }
  return [...shown].sort((a, b) => a - b).map((rowNo) => ({ rowNo, cells: [...(rows[rowNo] ?? [])] }));
}

/**
 * The preview of an uploaded BOM under a mapping (shown, then corrected, before matching:
 * docs/bom-matching.md), with warnings about chosen columns whose cells do not fit their role.
 */
export function buildPreview(
  log: BomLogRow,
  rows: readonly (readonly string[])[],
  mapping: BomMapping | null,
  mappingSource: BomPreview['mappingSource'],
  hints: SheetHints,
): BomPreview {
  const read = mapping ? readSheetLines(rows, mapping) : { lines: [], skippedRowCount: 0 };
  return {
    tenantBomLogId: String(log.id),
    bomName: log.bomName,
    fileName: log.fileName,
    jobState: jobStateOf(log),
    mappingSource,
    mapping,
    sheetRowCount: rows.length,
    sheetColumnCount: rows.reduce((most, row) => Math.max(most, row.length), 0),
    sheetRows: previewRows(rows, mapping),
    // The package column only feeds the parametric matching; the preview shows the contract's fields.
    lines: read.lines
      .slice(0, BOM_PREVIEW_LINES)
      .map(({ custJson: _row, package: _package, alternates, isWrittenPartNumber, ...line }) => ({
        ...line,
        isFreeText: !isWrittenPartNumber && isDescriptionText(line.qryParam),
        alternates: alternates ?? [],
      })),
    lineCount: read.lines.length,
    skippedRowCount: read.skippedRowCount,
    warnings: mappingWarnings(rows, mapping, hints),
  };
}
