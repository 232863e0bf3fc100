import { readdirSync } from 'node:fs';
import type { Db } from '../platform/db.js';
import { matchBomLines, type PartMatch } from '../domains/catalog/matching/part-matching.service.js';
import type { PartTextHints } from '../domains/catalog/matching/part-text.service.js';
import { storedAlternates } from '../domains/bom/core/view.js';
import { detectBomTables } from '../domains/bom/sheet/sheet-header.js';
import { readSheetLines, type SheetLine } from '../domains/bom/sheet/sheet-lines.js';
import { BOM_FIXTURES, readFixtureRows } from './bom-files.js';

/** The real BOM files of domains/bom/fixtures (SOURCE.md there), by name; not the parts fixture or notes. */
export function corpusFiles(): string[] {
  return readdirSync(BOM_FIXTURES)
    .filter((name) => /\.(csv|tsv|txt|xls|xlsx)$/i.test(name) && name !== CORPUS_PARTS)
    .sort();
}

/** The real parts the BOMs name, taken from the full catalog (extract-bom-corpus-parts.ts). */
export const CORPUS_PARTS = 'bom-corpus-parts.csv';

/** A BOM's lines as an upload reads them: detection with the catalog's brand hints, then the lines. */
export async function readCorpusLines(name: string, hints: PartTextHints): Promise<SheetLine[]> {
  const rows = await readFixtureRows(name);
  return readSheetLines(rows, { tables: detectBomTables(rows, hints) }).lines;
}

/** A sheet's lines matched as the BOM job matches them (the same fields, alternates included). */
export function matchSheetLines(db: Db, lines: readonly SheetLine[]): Promise<PartMatch[]> {
  return matchBomLines(
    { readDb: db },
    lines.map((line, ref) => ({
      ref,
      partText: line.qryParam,
      manufacturer: line.brandName,
      supplierPn: line.supplierPn,
      designators: line.designators,
      description: line.description,
      package: line.package,
      alternates: storedAlternates(line.alternates),
      namesPartNumber: line.namesPartNumber,
    })),
  );
}
