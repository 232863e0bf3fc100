import { sql } from 'drizzle-orm';
import { STATUS_ACTIVE } from '@emall/contract';
import { queryRows, type Db } from '../../../platform/db.js';
import type { BomOwner } from '../core/log.queries.js';

/**
 * The matching job's rows in bom_log (long jobs keep their progress in the database, so any server copy can
 * resume them). A server process claims a job with a lease it renews after each chunk; a job whose lease ran
 * out (its process stopped or crashed) is claimed again and resumes with its pending lines. `for update skip
 * locked` lets several server copies look for work at once without taking the same job.
 */

export interface ClaimedJob extends BomOwner {
  logId: number;
}

export async function claimNextJob(db: Db, leaseSeconds: number): Promise<ClaimedJob | undefined> {
  const [row] = await queryRows<{ id: string | number; tenant_id: number; staff_id: number }>(
    db,
    sql`update bom_log set job_state = 'MATCHING', lease_until = now() + make_interval(secs => ${leaseSeconds})
        where id = (
          select id from bom_log
          where status = ${STATUS_ACTIVE}
            and (job_state = 'QUEUED' or (job_state = 'MATCHING' and (lease_until is null or lease_until < now())))
          order by id limit 1
          for update skip locked)
        returning id, tenant_id, staff_id`,
  );
  return row ? { logId: Number(row.id), tenantId: row.tenant_id, staffId: row.staff_id } : undefined;
}

/**
 * After a chunk: the lines it wrote added to those done, the percent, the server time spent, and a fresh
 * lease. Only lines still pending are ever written, so a chunk done again after a crash never counts twice.
 */
export async function recordProgress(
  db: Db,
  job: ClaimedJob,
  progress: { written: number; chunkMs: number },
  leaseSeconds: number,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    update bom_log set done_count = done_count + ${progress.written},
      progress = case when line_count = 0 then 0
                      else least(99, floor((done_count + ${progress.written}) * 100.0 / line_count))::int end,
      match_ms = coalesce(match_ms, 0) + ${Math.round(progress.chunkMs)},
      lease_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = ${now.toISOString()}::timestamptz
    where id = ${job.logId} and tenant_id = ${job.tenantId} and staff_id = ${job.staffId}`);
}

/** Ends a job: DONE with 100%, or FAILED; the lease is given up either way. */
export async function finishJob(db: Db, job: ClaimedJob, state: 'DONE' | 'FAILED', now: Date): Promise<void> {
  await db.execute(sql`
    update bom_log set job_state = ${state}, progress = case when ${state} = 'DONE' then 100 else progress end,
      lease_until = null, updated_at = ${now.toISOString()}::timestamptz
    where id = ${job.logId} and tenant_id = ${job.tenantId} and staff_id = ${job.staffId}`);
}

/** Gives the lease up at a clean stop, so the next start (of any copy) resumes the job at once. */
export async function releaseJob(db: Db, job: ClaimedJob): Promise<void> {
  await db.execute(sql`
    update bom_log set lease_until = null
    where id = ${job.logId} and tenant_id = ${job.tenantId} and staff_id = ${job.staffId} and job_state = 'MATCHING'`);
}
