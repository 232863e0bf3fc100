import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { systemClock } from '../../platform/clock.js';
import { queryRows, type Database } from '../../platform/db.js';
import { migrate } from '../../platform/migrate.js';
import { seedDemoCatalog } from '../../seed/index.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { insertBomLines, pendingLines, writeMatches } from './core/detail.queries.js';
import { BomJobRunner, DEFAULT_BOM_JOB_OPTIONS } from './matching/job.js';
import { claimNextJob, recordProgress } from './matching/job.queries.js';
import { insertBomLog, type BomOwner } from './core/log.queries.js';
import type { SheetLine } from './sheet/sheet-lines.js';

/**
 * The matching job without a server around it: a process is a runner on the same database. No HTTP
 * server runs here, so no other runner takes the jobs these tests set up.
 */

let database: Database;
let drop: () => Promise<void>;
const owner: BomOwner = { tenantId: 1, staffId: 1 };
const PARTS = [
  'TPS62410DRCR',
  'LM358DR-typo',
  'GRM155R61A104KA01D',
  '0603 4.7k电阻',
  'LTST-S220KRKT',
  'BSS84',
];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  await seedDemoCatalog(database.db);
});
afterAll(() => drop());

const NO_MATCH = {
  isFreeText: false,
  productId: null,
  matchRule: null,
  confidence: 0,
  brandAgrees: null,
  candidates: '[]',
};

function lines(count: number): SheetLine[] {
  return Array.from({ length: count }, (_, i) => ({
    lineNo: i + 1,
    qryParam: PARTS[i % PARTS.length] ?? '',
    brandName: '',
    qty: 1,
    designators: '',
    custProductCode: '',
    supplierPn: '',
    description: '',
    package: '',
    custJson: '{}',
  }));
}

/** A BOM queued for matching, as confirmBomMapping leaves it. */
async function queuedBom(count: number): Promise<number> {
  const log = await insertBomLog(database.db, owner, {
    bomName: 'job',
    fileName: 'job.xlsx',
    sheet: [],
    now: new Date(),
  });
  await insertBomLines(database.db, owner, log.id, lines(count), new Date());
  await database.db.execute(
    sql`update bom_log set job_state = 'QUEUED', line_count = ${count} where id = ${log.id}`,
  );
  return log.id;
}

interface JobRow {
  job_state: string;
  progress: number;
  done_count: number;
  line_count: number;
  lease_until: unknown;
  match_ms: number | null;
}

async function jobOf(id: number): Promise<JobRow> {
  const [row] = await queryRows<JobRow>(
    database.db,
    sql`select job_state, progress, done_count, line_count, lease_until, match_ms from bom_log where id = ${id}`,
  );
  if (!row) throw new Error('no job');
  return row;
}

function runner(chunkSize: number): BomJobRunner {
  return new BomJobRunner(
    { db: database.db, readDb: database.db, clock: systemClock },
    { ...DEFAULT_BOM_JOB_OPTIONS, chunkSize, parallelChunks: 1 },
  );
}

describe('the BOM matching job', () => {
  it('records after each chunk the lines done, the percent, the server time and a fresh lease', async () => {
    const id = await queuedBom(10);
    const job = await claimNextJob(database.db, 60);
    expect(job?.logId).toBe(id);
    if (!job) return;
    const pending = await pendingLines(database.db, owner, id, 3);
    const writes = pending.map((line) => ({ ...NO_MATCH, id: line.id }));
    const written = await writeMatches(database.db, owner, id, writes, new Date());
    await recordProgress(database.db, job, { written, chunkMs: 12 }, 60, new Date());
    // The same chunk written again (a process died after writing it) counts once.
    const again = await writeMatches(database.db, owner, id, writes, new Date());
    await recordProgress(database.db, job, { written: again, chunkMs: 5 }, 60, new Date());
    expect(await jobOf(id)).toMatchObject({
      job_state: 'MATCHING',
      done_count: 3,
      progress: 30,
      match_ms: 17,
    });
    expect((await jobOf(id)).lease_until).not.toBeNull();
  });

  it('resumes a stopped job with the lines still pending, leaving the lines done before as they are', async () => {
    const id = await queuedBom(60);
    // A process matched the first 20 lines, then stopped between chunks (its lease given up).
    await database.db.execute(sql`
      update bom_detail set match_state = 'DONE', match_rule = 'manual', confidence = 0.123
      where log_id = ${id} and line_no <= 20`);
    await database.db.execute(
      sql`update bom_log set job_state = 'MATCHING', done_count = 20, progress = 33, lease_until = null where id = ${id}`,
    );
    const next = runner(25);
    next.start();
    await next.idle();
    await next.stop();
    expect(await jobOf(id)).toMatchObject({
      job_state: 'DONE',
      progress: 100,
      done_count: 60,
      line_count: 60,
    });
    const [counts] = await queryRows<{ pending: number; untouched: number; matched: number }>(
      database.db,
      sql`select count(*) filter (where match_state = 'PENDING')::int as pending,
            count(*) filter (where confidence = 0.123::real)::int as untouched,
            count(product_id)::int as matched from bom_detail where log_id = ${id}`,
    );
    // Lines 21 to 60 matched now: four parts of six in each round of six are in the demo catalog.
    expect(counts).toEqual({ pending: 0, untouched: 20, matched: 27 });
  });

  it('resumes a job whose process died: its lease runs out and the next process claims it', async () => {
    const id = await queuedBom(6);
    await database.db.execute(
      sql`update bom_log set job_state = 'MATCHING', lease_until = now() - interval '1 second' where id = ${id}`,
    );
    const next = runner(4);
    next.start();
    await next.idle();
    await next.stop();
    expect(await jobOf(id)).toMatchObject({ job_state: 'DONE', done_count: 6 });
  });

  it('gives each job to one process only: a job under a live lease is not claimed again', async () => {
    const a = await queuedBom(1);
    const b = await queuedBom(1);
    const claimed = [await claimNextJob(database.db, 60), await claimNextJob(database.db, 60)];
    expect(claimed.map((job) => job?.logId)).toEqual([a, b]);
    expect(await claimNextJob(database.db, 60)).toBeUndefined();
  });
});
