import { sql } from 'drizzle-orm';
import { arrayParam, queryRows, type Db } from '../../../platform/db.js';
import type { RejectedRow } from './import.types.js';

/** The console's catalog import jobs and their refused rows (import-job.tables.ts). */

export interface ImportJobRow {
  id: string | number;
  operator_id: number;
  operator_name: string;
  file_name: string;
  state: 'RUNNING' | 'DONE' | 'FAILED';
  row_count: number;
  read_count: number;
  imported_count: number;
  rejected_count: number;
  failure: string | null;
  request_id: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const jobColumns = sql`id, operator_id, operator_name, file_name, state, row_count, read_count, imported_count,
  rejected_count, failure, request_id, created_at, finished_at`;

export async function insertImportJob(
  db: Db,
  job: { operatorId: number; operatorName: string; fileName: string; rowCount: number; requestId: string },
  leaseUntil: Date,
  now: Date,
): Promise<ImportJobRow> {
  const [row] = await queryRows<ImportJobRow>(
    db,
    sql`insert into catalog_import_job (operator_id, operator_name, file_name, row_count, request_id, lease_until, created_at)
        values (${job.operatorId}, ${job.operatorName}, ${job.fileName}, ${job.rowCount}, ${job.requestId},
                ${leaseUntil.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        returning ${jobColumns}`,
  );
  if (!row) throw new Error('catalog_import_job insert answered no row');
  return row;
}

export async function findImportJob(db: Db, id: number): Promise<ImportJobRow | undefined> {
  const [row] = await queryRows<ImportJobRow>(
    db,
    sql`select ${jobColumns} from catalog_import_job where id = ${id}`,
  );
  return row;
}

/** Whether a job is running (its lease not yet run out). */
export async function hasRunningImport(db: Db, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id::text from catalog_import_job
        where state = 'RUNNING' and lease_until >= ${now.toISOString()}::timestamptz limit 1`,
  );
  return rows.length > 0;
}

export async function pageImportJobs(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ rows: ImportJobRow[]; total: number }> {
  const rows = await queryRows<ImportJobRow>(
    db,
    sql`select ${jobColumns} from catalog_import_job order by created_at desc, id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalog_import_job`);
  return { rows, total: count?.n ?? 0 };
}

/** The counts so far and a fresh lease; only while the job is still RUNNING. */
export async function recordImportProgress(
  db: Db,
  id: number,
  counts: { read: number; imported: number; rejected: number },
  leaseUntil: Date,
): Promise<void> {
  await db.execute(sql`
    update catalog_import_job set read_count = ${counts.read}, imported_count = ${counts.imported},
      rejected_count = ${counts.rejected}, lease_until = ${leaseUntil.toISOString()}::timestamptz
    where id = ${id} and state = 'RUNNING'`);
}

/** Ends a RUNNING job: DONE with its final counts, or FAILED with the reason. Answers whether it was running. */
export async function finishImportJob(
  db: Db,
  id: number,
  end: {
    state: 'DONE' | 'FAILED';
    failure: string | null;
    counts?: { read: number; imported: number; rejected: number };
  },
  now: Date,
): Promise<ImportJobRow | undefined> {
  const counts = end.counts;
  const [row] = await queryRows<ImportJobRow>(
    db,
    sql`update catalog_import_job set state = ${end.state}, failure = ${end.failure}, lease_until = null,
          finished_at = ${now.toISOString()}::timestamptz
          ${counts ? sql`, read_count = ${counts.read}, imported_count = ${counts.imported}, rejected_count = ${counts.rejected}` : sql``}
        where id = ${id} and state = 'RUNNING'
        returning ${jobColumns}`,
  );
  return row;
}

/** RUNNING jobs whose lease ran out before `now`: their process ended (restart, crash). */
export async function claimLapsedImportJobs(db: Db, now: Date): Promise<ImportJobRow[]> {
  return queryRows<ImportJobRow>(
    db,
    sql`select ${jobColumns} from catalog_import_job
        where state = 'RUNNING' and (lease_until is null or lease_until < ${now.toISOString()}::timestamptz)
        order by id for update skip locked`,
  );
}

export async function insertRejections(db: Db, jobId: number, rows: readonly RejectedRow[]): Promise<void> {
  if (!rows.length) return;
  await db.execute(sql`
    insert into catalog_import_rejection (job_id, line, reasons)
    select ${jobId}, r.line, string_to_array(r.reasons, ${REASON_SEPARATOR})
    from unnest(${arrayParam(
      rows.map((r) => r.line),
      'int',
    )}, ${arrayParam(
      rows.map((r) => r.reasons.join(REASON_SEPARATOR)),
      'text',
    )}) as r(line, reasons)
    on conflict do nothing`);
}

/** Joins a row's reasons for the one array parameter; no reason holds this control character. */
const REASON_SEPARATOR = '\u001f';

export async function pageRejections(
  db: Db,
  jobId: number,
  limit: number | null,
  offset: number,
): Promise<{ rows: { line: number; reasons: string[] }[]; total: number }> {
  const rows = await queryRows<{ line: number; reasons: string[] }>(
    db,
    sql`select line, reasons from catalog_import_rejection where job_id = ${jobId}
        order by line ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from catalog_import_rejection where job_id = ${jobId}`,
  );
  return { rows, total: count?.n ?? 0 };
}
