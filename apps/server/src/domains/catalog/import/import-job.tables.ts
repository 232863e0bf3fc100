import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A catalog import started from the console (docs/operator-console.md): the file is read by the import of the CLI
 * (import.ts) in the server process, and its progress is kept here so the console can poll it.
 * A running job renews `leaseUntil` as it goes; one whose lease ran out lost its process (a restart or a
 * crash) and is marked FAILED, never left RUNNING. `operatorId` is the operator who started it (the
 * operator domain's table; no foreign key across domains).
 */
export const catalogImportJob = pgTable(
  'catalog_import_job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id').notNull(),
    /** The operator's name when the job started, for the history list. */
    operatorName: text('operator_name').notNull(),
    fileName: text('file_name').notNull(),
    /** RUNNING, DONE or FAILED (contract opsImportStateSchema). */
    state: text('state').notNull().default('RUNNING'),
    rowCount: integer('row_count').notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    importedCount: integer('imported_count').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    /** Why a FAILED job stopped: 'INTERRUPTED' (its process ended) or the importer's message. */
    failure: text('failure'),
    /** The request that started it, for the audit entry written when it ends. */
    requestId: text('request_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('catalog_import_job_created_idx').on(t.createdAt, t.id),
    index('catalog_import_job_running_idx')
      .on(t.id)
      .where(sql`${t.state} = 'RUNNING'`),
  ],
);

/** A row an import refused: its line in the file and the importer's reasons (English; translated when shown). */
export const catalogImportRejection = pgTable(
  'catalog_import_rejection',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => catalogImportJob.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    reasons: text('reasons').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.line] })],
);
