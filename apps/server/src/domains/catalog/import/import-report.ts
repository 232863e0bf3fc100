import { utils, write } from '@e965/xlsx';
import { fillText, pickText, TEXTS, XLSX_CONTENT_TYPE } from '@emall/contract';
import type { FileDownload, Lang } from '@emall/contract';
import type { OpsImportJob, OpsImportRejection } from '@emall/contract/ops';
import { AppError } from '../../../platform/app-error.js';
import type { Db } from '../../../platform/db.js';
import { describeRejection } from './import-reasons.js';
import { findImportJob, pageImportJobs, pageRejections, type ImportJobRow } from './import-job.queries.js';
import { INTERRUPTED } from './import-job.js';

/** The console's views of import jobs: the history, one job, and its refused rows as a page or a file. */

function text(key: string, lang: Lang, values: Record<string, string | number> = {}): string {
  const entry = TEXTS[key];
  return entry ? fillText(pickText(entry, lang), values) : key;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toImportJob(row: ImportJobRow, lang: Lang): OpsImportJob {
  let failure: string | null = null;
  if (row.state === 'FAILED')
    failure =
      row.failure === INTERRUPTED
        ? text('ops.catalog.import.interrupted', lang)
        : text('ops.catalog.import.stopped', lang, { detail: row.failure ?? '' });
  return {
    jobId: Number(row.id),
    fileName: row.file_name,
    state: row.state,
    rowCount: row.row_count,
    readCount: row.read_count,
    importedCount: row.imported_count,
    rejectedCount: row.rejected_count,
    failure,
    operatorName: row.operator_name,
    createdAt: iso(row.created_at) ?? '',
    finishedAt: iso(row.finished_at),
  };
}

export async function importJobPage(db: Db, input: { pageNo: number; pageSize: number }, lang: Lang) {
  const page = await pageImportJobs(db, input.pageSize, (input.pageNo - 1) * input.pageSize);
  return {
    rows: page.rows.map((r) => toImportJob(r, lang)),
    total: page.total,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}

export async function importJob(db: Db, jobId: number, lang: Lang): Promise<OpsImportJob> {
  const row = await findImportJob(db, jobId);
  if (!row) throw new AppError('NOT_FOUND');
  return toImportJob(row, lang);
}

export async function rejectionPage(
  db: Db,
  input: { jobId: number; pageNo: number; pageSize: number },
  lang: Lang,
): Promise<{ rows: OpsImportRejection[]; total: number; pageNo: number; pageSize: number }> {
  if (!(await findImportJob(db, input.jobId))) throw new AppError('NOT_FOUND');
  const page = await pageRejections(db, input.jobId, input.pageSize, (input.pageNo - 1) * input.pageSize);
  return {
    rows: page.rows.map((r) => describeRejection(r, lang)),
    total: page.total,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}

/** A CSV cell: always quoted; a leading = + - @ gets a ' so that a spreadsheet never reads it as a formula. */
function csvCell(value: string | number): string {
  const textValue = String(value);
  const safe = /^[=+\-@\t\r]/.test(textValue) ? `'${textValue}` : textValue;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The refused rows of a job as .xlsx or .csv (UTF-8 with a byte-order mark, so spreadsheets read it right). */
export async function rejectionFile(
  db: Db,
  input: { jobId: number; format: 'xlsx' | 'csv' },
  lang: Lang,
): Promise<FileDownload> {
  const job = await findImportJob(db, input.jobId);
  if (!job) throw new AppError('NOT_FOUND');
  const { rows } = await pageRejections(db, input.jobId, null, 0);
  const header = ['line', 'column', 'reason'].map((k) => text(`ops.catalog.report.${k}`, lang));
  const body = rows.map((r) => {
    const d = describeRejection(r, lang);
    return [d.line, d.column ?? '', d.reason];
  });
  const filename = `catalog-import-${input.jobId}-rejected.${input.format}`;
  if (input.format === 'csv') {
    const lines = [header, ...body].map((cells) => cells.map(csvCell).join(','));
    return {
      kind: 'file',
      filename,
      contentType: 'text/csv; charset=utf-8',
      bytes: new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`),
    };
  }
  const sheet = utils.aoa_to_sheet([header, ...body]);
  sheet['!cols'] = [{ wch: 8 }, { wch: 18 }, { wch: 90 }];
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, text('ops.catalog.report.sheet', lang).slice(0, 31));
  const bytes = write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { kind: 'file', filename, contentType: XLSX_CONTENT_TYPE, bytes: new Uint8Array(bytes) };
}
