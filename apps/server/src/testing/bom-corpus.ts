import { readdirSync } from 'node:fs';
import type { PartTextHints } from '../domains/catalog/part-text.service.js';
import { detectBomTables } from '../domains/bom/bom-sheet-header.js';
import { readSheetLines, type SheetLine } from '../domains/bom/bom-sheet-lines.js';
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
