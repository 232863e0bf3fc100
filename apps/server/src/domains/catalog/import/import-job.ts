import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db.js';
import { AppError } from '../../../platform/app-error.js';
import { readSpreadsheetRows } from '../../../platform/spreadsheet.js';
import type { UploadedFile } from '../../../platform/uploads.js';
import { recordAudit, type AuditActor } from '../../operator/audit.service.js';
import { importCatalogRows } from './import.js';
import { readHeader } from './import-columns.js';
import { readCsvUpload } from './import-csv.js';
import { CatalogImportError, type ImportProgress, type SheetRow } from './import.types.js';
import { refreshCategoryFacets } from '../parameters/product-param.queries.js';
import { forgetCatalogTree } from '../browse/tree.service.js';
import { forgetBrandIndex } from '../matching/brand-index.service.js';
import { forgetCategoryOverviews } from '../browse/browse.service.js';
import { countBusyPrefixes } from '../search/busy-prefixes.js';
import {
  claimLapsedImportJobs,
  finishImportJob,
  hasRunningImport,
  insertImportJob,
  insertRejections,
  recordImportProgress,
  type ImportJobRow,
} from './import-job.queries.js';

/**
 * Catalog imports started from the console (docs/operator-console.md). The file is checked and read when it is uploaded
 * (a bad file is refused at once, in the operator's language); its rows then go through the import the CLI
 * uses (importCatalogRows) in the background, in this process, with the counts written to the job as it goes.
 * The job holds a lease it renews with each progress write: a clean stop marks it FAILED at once, a crash
 * leaves the lease to run out, and the next start (or the next look at the list) marks it FAILED, so no job
 * stays RUNNING forever. An import is not resumed: it upserts by brand + part number, so running the file
 * again is safe and is what the operator is told to do.
 */

/** Most data rows a console upload takes (the CLI has no limit: larger catalogs go through it). */
export const MAX_IMPORT_ROWS = 50_000;
/** The failure stored when the job's process ended under it. */
export const INTERRUPTED = 'INTERRUPTED';
const ACCEPTED_KINDS = '.csv, .csv.gz, .xlsx';
/**
 * Most bytes of text a CSV upload may hold (a .csv.gz unpacked): MAX_IMPORT_ROWS rows of the real catalog with its
 * parameters take about 36 MB. A small file that would unpack to gigabytes is refused while it unpacks.
 */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
const GZIP_MAGIC = [0x1f, 0x8b];

export interface ImportJobOptions {
  leaseSeconds: number;
  /** Rows between progress writes (and lease renewals). */
  progressEvery: number;
}

export const DEFAULT_IMPORT_JOB_OPTIONS: ImportJobOptions = { leaseSeconds: 60, progressEvery: 500 };

export interface ImportJobDeps {
  db: Db;
  clock: Clock;
  log?: FastifyBaseLogger | undefined;
}

/** Most cells a console upload holds over all its rows: MAX_IMPORT_ROWS rows of up to 60 columns. */
export const MAX_IMPORT_CELLS = MAX_IMPORT_ROWS * 60;

/**
 * The rows of a CSV upload: a .csv name as it is, a .csv.gz name that is a gzip file unpacked as it is read;
 * streamed, and stopped at the first of the console's limits (readCsvUpload). The text's encoding is told from its
 * bytes (platform/text-decoding.mjs: UTF-8, UTF-16, GB18030 or Windows-1252). A NUL does not refuse the file: the
 * import rejects the row holding it, with its reason, and takes the others.
 */
async function csvUploadRows(file: UploadedFile): Promise<SheetRow[]> {
  const gzip = /\.csv\.gz$/i.test(file.filename);
  const plain = /\.csv$/i.test(file.filename);
  if (!(plain || (gzip && GZIP_MAGIC.every((b, i) => file.bytes[i] === b))))
    throw new AppError('FILE_KIND_NOT_ACCEPTED', { kinds: ACCEPTED_KINDS });
  const read = await readCsvUpload(file.bytes, gzip, {
    maxBytes: MAX_UNPACKED_BYTES,
    maxRows: MAX_IMPORT_ROWS + 1,
    maxCells: MAX_IMPORT_CELLS,
  });
  if ('rows' in read) return read.rows;
  switch (read.refused) {
    case 'tooManyRows':
      throw new AppError('IMPORT_TOO_MANY_ROWS', { n: MAX_IMPORT_ROWS });
    case 'tooManyCells':
    case 'tooLarge':
      throw new AppError('PAYLOAD_TOO_LARGE');
    case 'notText':
    case 'damaged':
      throw new AppError('FILE_KIND_NOT_ACCEPTED', { kinds: ACCEPTED_KINDS });
  }
}

/**
 * The rows of an uploaded catalog, checked before any job starts: an .xlsx by its content (parsed in the
 * spreadsheet child process, like every upload), otherwise CSV text under a .csv name, or gzipped under
 * a .csv.gz name; anything else is refused. The header must name the import's required columns, and at least
 * one data row must follow.
 */
export async function readCatalogUpload(file: UploadedFile): Promise<SheetRow[]> {
  let rows: SheetRow[];
  if (file.kind === 'xlsx') {
    const cells = await readSpreadsheetRows(
      file.bytes,
      {
        maxBytes: file.bytes.length,
        maxRows: MAX_IMPORT_ROWS + 1,
        maxColumns: 60,
        maxCellLength: 2000,
      },
      file.turn,
    );
    // The child answers the non-empty rows only: their numbers are counted from the header as row 1.
    rows = cells.map((row, i) => ({ line: i + 1, cells: row }));
  } else {
    if (file.kind !== null) throw new AppError('FILE_KIND_NOT_ACCEPTED', { kinds: ACCEPTED_KINDS });
    try {
      rows = await csvUploadRows(file);
    } catch (error) {
      if (error instanceof CatalogImportError)
        throw new AppError('OPS_CATALOG_IMPORT_HEADER', { detail: error.message });
      throw error;
    }
  }
  const [header, ...data] = rows;
  if (!header) throw new AppError('IMPORT_EMPTY');
  try {
    readHeader(header.cells);
  } catch (error) {
    if (error instanceof CatalogImportError)
      throw new AppError('OPS_CATALOG_IMPORT_HEADER', { detail: header.cells.join(', ').slice(0, 200) });
    throw error;
  }
  if (data.length === 0) throw new AppError('IMPORT_EMPTY');
  if (data.length > MAX_IMPORT_ROWS) throw new AppError('IMPORT_TOO_MANY_ROWS', { n: MAX_IMPORT_ROWS });
  return rows;
}

/** Thrown into the import when the server stops under it. */
class ImportStopped extends Error {}

const countsOf = (p: ImportProgress) => ({ read: p.read, imported: p.written, rejected: p.rejected });

/** The console's import jobs of this process. */
export class CatalogImportJobs {
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly deps: ImportJobDeps,
    private readonly options: ImportJobOptions = DEFAULT_IMPORT_JOB_OPTIONS,
  ) {}

  private leaseUntil(): Date {
    return new Date(this.deps.clock.now().getTime() + this.options.leaseSeconds * 1000);
  }

  /**
   * Records the job and its audit entry in one transaction, then imports in the background. One import at a
   * time: two imports of overlapping parts would only fight over the same rows.
   */
  async start(
    actor: AuditActor & { operatorName: string },
    fileName: string,
    rows: SheetRow[],
  ): Promise<ImportJobRow> {
    const now = this.deps.clock.now();
    await this.sweep();
    if (await hasRunningImport(this.deps.db, now)) throw new AppError('OPS_CATALOG_IMPORT_RUNNING');
    const job = await this.deps.db.transaction(async (tx) => {
      const created = await insertImportJob(
        tx,
        {
          operatorId: actor.operatorId,
          operatorName: actor.operatorName,
          fileName,
          rowCount: rows.length - 1,
          requestId: actor.requestId ?? '',
        },
        this.leaseUntil(),
        now,
      );
      await recordAudit(
        tx,
        actor,
        {
          action: 'catalogImport.start',
          targetType: 'catalogImport',
          targetId: created.id,
          before: null,
          after: { fileName, rowCount: rows.length - 1, state: 'RUNNING' },
        },
        now,
      );
      return created;
    });
    const run = this.run(Number(job.id), actor, fileName, rows).finally(() => {
      this.running.delete(run);
    });
    this.running.add(run);
    return job;
  }

  private async run(jobId: number, actor: AuditActor, fileName: string, rows: SheetRow[]): Promise<void> {
    const { db, clock } = this.deps;
    let latest: ImportProgress | undefined;
    let written: ImportProgress | undefined;
    const isStopped = () => this.stopped;
    const leaseUntil = () => this.leaseUntil();
    // The rows as the importer pulls them: between rows, the latest counts are written and the lease renewed.
    async function* feed(): AsyncGenerator<SheetRow> {
      for (const row of rows) {
        if (isStopped()) throw new ImportStopped();
        if (latest && latest !== written) {
          written = latest;
          await recordImportProgress(db, jobId, countsOf(latest), leaseUntil());
        }
        yield row;
      }
    }
    try {
      const summary = await importCatalogRows(db, feed(), {
        progressEvery: this.options.progressEvery,
        clock: () => clock.now(),
        onProgress: (progress) => {
          latest = progress;
        },
        onRejected: (refused) => insertRejections(db, jobId, refused),
      });
      // The category pages' filter tables count the products just written. The import itself is done: a
      // failed count is logged, and the next import counts again.
      if (summary.written - summary.unchanged > 0) {
        await refreshCategoryFacets(db).catch((error: unknown) => {
          this.deps.log?.error({ err: error, jobId }, 'Catalog import: could not recount the filter tables');
        });
        // So are the part-number searches held ahead: new parts are listed at once, not at the next count.
        await countBusyPrefixes(db).catch((error: unknown) => {
          this.deps.log?.error({ err: error, jobId }, 'Catalog import: could not count the busy prefixes');
        });
        // This copy shows the new tree, category counts and brands at once (the others within their minute).
        forgetCatalogTree(db);
        forgetCategoryOverviews(db);
        forgetBrandIndex(db);
      }
      await this.finish(jobId, actor, fileName, { state: 'DONE', failure: null, counts: countsOf(summary) });
    } catch (error) {
      const failure =
        error instanceof ImportStopped
          ? INTERRUPTED
          : error instanceof CatalogImportError
            ? error.message
            : 'ERROR';
      if (!(error instanceof ImportStopped))
        this.deps.log?.error({ err: error, jobId }, 'Catalog import failed');
      await this.finish(jobId, actor, fileName, { state: 'FAILED', failure }).catch((e: unknown) => {
        this.deps.log?.error({ err: e, jobId }, 'Catalog import: could not record the failure');
      });
    }
  }

  /** Ends the job and records its outcome (the counts when done) in the audit log, together. */
  private async finish(
    jobId: number,
    actor: AuditActor,
    fileName: string,
    end: Parameters<typeof finishImportJob>[2],
  ): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const row = await finishImportJob(tx, jobId, end, now);
      if (row) await recordAudit(tx, actor, finishChange(row, fileName), now);
    });
  }

  /** Marks FAILED the RUNNING jobs whose lease ran out: their process stopped or crashed. */
  async sweep(): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      for (const job of await claimLapsedImportJobs(tx, now)) {
        const row = await finishImportJob(tx, Number(job.id), { state: 'FAILED', failure: INTERRUPTED }, now);
        if (row)
          await recordAudit(
            tx,
            { operatorId: job.operator_id, requestId: job.request_id, ip: null },
            finishChange(row, job.file_name),
            now,
          );
      }
    });
  }

  /** Waits for the jobs in hand (tests). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  /** Stops the jobs in hand: each is marked FAILED (interrupted) before this resolves. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }
}

function finishChange(row: ImportJobRow, fileName: string) {
  return {
    action: 'catalogImport.finish',
    targetType: 'catalogImport',
    targetId: row.id,
    before: { state: 'RUNNING' },
    after: {
      fileName,
      state: row.state,
      read: row.read_count,
      imported: row.imported_count,
      rejected: row.rejected_count,
      failure: row.failure,
    },
  };
}
