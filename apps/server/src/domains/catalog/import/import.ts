import { constants } from 'node:fs';
import { access, open, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Db } from '../../../platform/db.js';
import { writeBatch } from './import-batch.js';
import { extraCells, readHeader, toRecord, type Header } from './import-columns.js';
import { readCsvFile, readCsvGzFile } from './import-csv.js';
import { foldRenamedCategories } from './category-folding.js';
import { nameCategoriesInChinese } from './import-directory.queries.js';
import { CatalogDirectory, type ResolvedRow } from './import-directory.js';
import { parseRow } from './import-parse.js';
import { loadBrands, loadCatalogNodes } from './import-directory.queries.js';
import { analyzeImportTables, canWriteWithoutTriggers } from './import-triggers.queries.js';
import {
  CatalogImportError,
  type ImportProgress,
  type ImportSummary,
  type RejectedRow,
  type SheetRow,
} from './import.types.js';
import { readXlsxFile } from './import-xlsx.js';

/**
 * The catalog import (`npm run import:catalog -- <file>`, docs/operations.md 'Importing a catalog'): reads a
 * CSV (plain or gzipped) or .xlsx file of products, checks each row, and upserts the good ones by brand + part
 * number in transactions of BATCH_SIZE rows. A bad row is reported with its line and reasons and never stops the
 * import.
 */

/** Rows per transaction: large enough that round trips do not dominate, small enough to stay under the
 * parameter limit and to lose little when the database refuses a batch. */
export const BATCH_SIZE = 1000;
export const PROGRESS_EVERY = 10_000;
/** New products after which the import first refreshes the planner's statistics; then each time they double. */
export const FIRST_ANALYZE_AT = 2000;

export interface ImportOptions {
  batchSize?: number;
  progressEvery?: number;
  onProgress?: (progress: ImportProgress) => void;
  /** Rows refused since the last call, in line order. */
  onRejected?: (rows: RejectedRow[]) => Promise<void> | void;
  /** The time written as each product's updated_at (one per batch). */
  clock?: () => Date;
  /** New products after which the planner's statistics are first refreshed (FIRST_ANALYZE_AT). */
  firstAnalyzeAt?: number;
  /** Keep the tables' triggers on (as any other writer), where the import would do their work per batch. */
  withTriggers?: boolean;
}

/**
 * The message of a database error that blames the rows (SQLSTATE class 21 cardinality, as one upsert
 * touching a row twice; 22 data exception; 23 integrity violation), looking through the driver's and
 * Drizzle's wrappers; undefined for any other failure (connection lost, ...), which stops the import.
 */
function dataErrorMessage(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[123]/.test(code)) return e.message;
  }
  return undefined;
}

export async function importCatalogRows(
  db: Db,
  rows: AsyncIterable<SheetRow>,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = Date.now();
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const progressEvery = options.progressEvery ?? PROGRESS_EVERY;
  const clock = options.clock ?? (() => new Date());
  // Branches the source names two ways are one node before the rows are filed (category-renamings.ts).
  await foldRenamedCategories(db);
  await nameCategoriesInChinese(db);
  const directory = new CatalogDirectory(await loadBrands(db), await loadCatalogNodes(db));
  const withoutTriggers = options.withTriggers !== true && (await canWriteWithoutTriggers(db));
  const counts = { read: 0, written: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
  const created = { brandsCreated: 0, catalogNodesCreated: 0 };
  /** The line of each brand + part number and each product code written so far: later rows repeating one are refused. */
  const seenParts = new Map<string, number>();
  const seenCodes = new Map<string, number>();
  let header: Header | undefined;
  let batch: ResolvedRow[] = [];
  let rejected: RejectedRow[] = [];

  const progress = (): ImportProgress => ({
    ...counts,
    rejected: counts.rejected + rejected.length,
    elapsedMs: Date.now() - started,
  });

  // On a refusal that blames the data, the batch is split in halves until the refused row stands alone:
  // the other rows still land, and the report names the row and the database's reason.
  const land = async (group: ResolvedRow[], refused: RejectedRow[]): Promise<void> => {
    try {
      const result = await writeBatch(db, group, clock(), { withoutTriggers });
      counts.inserted += result.inserted;
      counts.updated += result.updated;
      counts.unchanged += result.unchanged;
      counts.written += result.inserted + result.updated;
      created.brandsCreated += result.brandsCreated;
      created.catalogNodesCreated += result.catalogNodesCreated;
      refused.push(...result.rejected);
    } catch (error) {
      const message = dataErrorMessage(error);
      const [only] = group;
      if (message === undefined || !only) throw error;
      if (group.length === 1)
        refused.push({ line: only.line, reasons: [`the database refused the row: ${message}`] });
      else {
        const half = Math.ceil(group.length / 2);
        await land(group.slice(0, half), refused);
        await land(group.slice(half), refused);
      }
    }
  };

  // One batch is in the database while the next one is read and checked: the two cores work at once. The
  // batches still land one after the other, in file order, and each one's refusals (read or written) are
  // reported together after it, as when the import waited for each batch.
  let landing: Promise<void> = Promise.resolve();
  let analyzeAt = options.firstAnalyzeAt ?? FIRST_ANALYZE_AT;
  const flush = async () => {
    const group = batch;
    const refused = rejected;
    batch = [];
    rejected = [];
    await landing;
    landing = (async () => {
      if (group.length) await land(group, refused);
      if (counts.inserted >= analyzeAt) {
        analyzeAt = counts.inserted * 2;
        await analyzeImportTables(db);
      }
      if (!refused.length) return;
      refused.sort((a, b) => a.line - b.line);
      counts.rejected += refused.length;
      await options.onRejected?.(refused);
    })();
    // Awaited by the next flush or at the end; until then a failure must not count as unhandled.
    landing.catch(() => undefined);
  };

  const resolve = (head: Header, sheetRow: SheetRow): { row: ResolvedRow } | { reasons: string[] } => {
    const reasons: string[] = sheetRow.problem ? [sheetRow.problem] : [];
    const extra = extraCells(head, sheetRow.cells);
    if (extra)
      reasons.push(`${extra} cell(s) past the last column of the header: a comma in an unquoted cell?`);
    const parsed = parseRow(toRecord(head, sheetRow.cells), sheetRow.line);
    if ('reasons' in parsed) return { reasons: [...reasons, ...parsed.reasons] };
    if (reasons.length) return { reasons };
    const row = parsed.row;
    const brandRef = directory.brandOf(row.brand);
    if (!brandRef) return { reasons: ['brand has no letter or digit'] };
    const place = directory.nodeOf(row.category, row.subcategory);
    if ('reason' in place) return { reasons: [place.reason] };
    const partKey = `${brandRef.code}\u0000${row.mfrPartNumber}`;
    const partLine = seenParts.get(partKey);
    if (partLine !== undefined)
      return { reasons: [`brand ${brandRef.code} part ${row.mfrPartNumber} is already on line ${partLine}`] };
    const code = row.fields.productCode;
    const codeLine = code === undefined ? undefined : seenCodes.get(code);
    if (codeLine !== undefined)
      return { reasons: [`product_code ${code ?? ''} is already on line ${codeLine}`] };
    seenParts.set(partKey, row.line);
    if (code !== undefined) seenCodes.set(code, row.line);
    return { row: { ...row, brandRef, node: place.node } };
  };

  try {
    for await (const sheetRow of rows) {
      if (!header) {
        header = readHeader(sheetRow.cells);
        continue;
      }
      counts.read += 1;
      const checked = resolve(header, sheetRow);
      if ('reasons' in checked) rejected.push({ line: sheetRow.line, reasons: checked.reasons });
      else batch.push(checked.row);
      if (batch.length >= batchSize || rejected.length >= batchSize) await flush();
      if (counts.read % progressEvery === 0) options.onProgress?.(progress());
    }
  } catch (error) {
    // A file that breaks off (a damaged .csv.gz, a bad header) stops the import once the batch in flight landed.
    await landing.catch(() => undefined);
    throw error;
  }
  if (!header) throw new CatalogImportError('The file is empty: it has no header row');
  await flush();
  await landing;
  return { ...progress(), ...created, ignoredColumns: header.ignored };
}

/** The kinds of file the import reads, by the end of the name. */
export type SheetFileKind = 'csv' | 'csv.gz' | 'xlsx';

/** A file's kind by its name ('catalog.CSV.GZ' is a gzipped CSV), or undefined for any other name. */
export function sheetFileKind(filePath: string): SheetFileKind | undefined {
  const name = basename(filePath).toLowerCase();
  if (name.endsWith('.csv.gz')) return 'csv.gz';
  const extension = extname(name);
  return extension === '.csv' ? 'csv' : extension === '.xlsx' ? 'xlsx' : undefined;
}

/** The rows of a .csv, .csv.gz or .xlsx file (by its name). */
export function readSheetFile(filePath: string): AsyncIterable<SheetRow> {
  switch (sheetFileKind(filePath)) {
    case 'csv':
      return readCsvFile(filePath);
    case 'csv.gz':
      return readCsvGzFile(filePath);
    case 'xlsx':
      return readXlsxFile(filePath);
    case undefined: {
      const extension = extname(filePath).toLowerCase();
      throw new CatalogImportError(
        `Cannot import ${extension || 'a file without extension'}: give a .csv, .csv.gz or .xlsx file`,
      );
    }
  }
}

/** A line of the rejected-row report; the reasons cell is always quoted. */
function reportLine(row: RejectedRow): string {
  return `${row.line},"${row.reasons.join('; ').replace(/"/g, '""')}"\n`;
}

/**
 * Imports a file and writes the rejected rows to `<file>.rejected.csv` (line, reasons), created even when
 * empty so that it never shows an earlier run's rows.
 */
export async function importCatalogFile(
  db: Db,
  filePath: string,
  options: ImportOptions & { reportPath?: string } = {},
): Promise<ImportSummary & { reportPath: string }> {
  try {
    await access(filePath, constants.R_OK);
    if (!(await stat(filePath)).isFile()) throw new Error('not a file');
  } catch (error) {
    throw new CatalogImportError(`Cannot read ${filePath}: ${(error as Error).message}`);
  }
  const rows = readSheetFile(filePath);
  const reportPath = options.reportPath ?? `${filePath}.rejected.csv`;
  const report = await open(reportPath, 'w');
  try {
    await report.write('line,reasons\n');
    const summary = await importCatalogRows(db, rows, {
      ...options,
      onRejected: async (refused) => {
        await report.write(refused.map(reportLine).join(''));
        await options.onRejected?.(refused);
      },
    });
    return { ...summary, reportPath };
  } finally {
    await report.close();
  }
}
