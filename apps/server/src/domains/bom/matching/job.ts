import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db.js';
import { pendingLines, writeMatches } from '../core/detail.queries.js';
import { claimNextJob, finishJob, recordProgress, releaseJob, type ClaimedJob } from './job.queries.js';
import { matchLineRows } from './line-match.js';

/**
 * The BOM matching job (docs/bom-matching.md): in this process, no external queue. One job at a time per
 * process, claimed from the database with a lease; its lines are matched a chunk at a time, each chunk
 * written with the job's progress in one transaction. A stop between chunks gives the lease up; a crash
 * leaves it to run out; either way the next process that looks for work resumes the job with its lines still
 * pending.
 */
export interface BomJobOptions {
  chunkSize: number;
  /** Chunks matched at once: their catalog reads run on separate connections. */
  parallelChunks: number;
  leaseSeconds: number;
  /** How often an idle runner looks for jobs it did not queue itself (another copy's, after a crash). */
  pollMs: number;
}

/**
 * Chunks of 500 lines, four matched at once: a 5,000-line BOM is three rounds of catalog reads, so it is
 * matched within a second at 1,000,000 products (docs/bom-matching.md), and its progress moves ten times.
 */
export const DEFAULT_BOM_JOB_OPTIONS: BomJobOptions = {
  chunkSize: 500,
  parallelChunks: 4,
  leaseSeconds: 30,
  pollMs: 5000,
};

export interface BomJobDeps {
  db: Db;
  readDb: Db;
  clock: Clock;
  log?: FastifyBaseLogger | undefined;
}

export class BomJobRunner {
  private running: Promise<void> | null = null;
  private wanted = false;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: BomJobDeps,
    private readonly options: BomJobOptions = DEFAULT_BOM_JOB_OPTIONS,
  ) {}

  /** Starts looking for work now (so unfinished jobs resume at start) and every pollMs after. */
  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** A job was queued: work now rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    this.wanted = true;
    this.running ??= this.drain().finally(() => {
      this.running = null;
      this.schedule();
    });
  }

  /** Waits for the chunk in hand; its job is left for the next start to resume. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Resolves when no job is in hand (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.wanted) {
      this.wake();
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.wake();
    }, this.options.pollMs);
    this.timer.unref();
  }

  private isStopped(): boolean {
    return this.stopped;
  }

  /** Takes jobs one after another until none is left (or the runner stops). */
  private async drain(): Promise<void> {
    while (!this.isStopped() && this.wanted) {
      this.wanted = false;
      let job = await this.claim();
      while (job && !this.isStopped()) {
        await this.run(job);
        job = this.isStopped() ? undefined : await this.claim();
      }
    }
  }

  private async claim(): Promise<ClaimedJob | undefined> {
    try {
      return await claimNextJob(this.deps.db, this.options.leaseSeconds);
    } catch (error) {
      this.deps.log?.error({ err: error }, 'BOM job: could not look for work');
      return undefined;
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    try {
      while (!this.isStopped()) {
        const done = await this.matchChunks(job);
        if (!done) {
          await finishJob(this.deps.db, job, 'DONE', this.deps.clock.now());
          return;
        }
      }
      await releaseJob(this.deps.db, job);
    } catch (error) {
      this.deps.log?.error({ err: error, bomLogId: job.logId }, 'BOM job failed');
      await finishJob(this.deps.db, job, 'FAILED', this.deps.clock.now()).catch(() => undefined);
    }
  }

  /**
   * Matches the next `parallelChunks` chunks at once (each reads the catalog on its own connection, so
   * their round trips overlap), then writes each chunk with the progress in its own transaction. Answers
   * how many lines it took (0: none were left).
   */
  private async matchChunks(job: ClaimedJob): Promise<number> {
    const { chunkSize, parallelChunks, leaseSeconds } = this.options;
    let mark = performance.now();
    const rows = await pendingLines(this.deps.db, job, job.logId, chunkSize * parallelChunks);
    if (!rows.length) return 0;
    const chunks = Array.from({ length: Math.ceil(rows.length / chunkSize) }, (_, i) =>
      rows.slice(i * chunkSize, (i + 1) * chunkSize),
    );
    const matched = await Promise.all(chunks.map((chunk) => matchLineRows(this.deps, job, chunk)));
    for (const writes of matched) {
      const now = this.deps.clock.now();
      await this.deps.db.transaction(async (tx) => {
        const written = await writeMatches(tx, job, job.logId, writes, now);
        // The server time of the match: every moment of the job counted once, across its chunks.
        const chunkMs = performance.now() - mark;
        mark = performance.now();
        await recordProgress(tx, job, { written, chunkMs }, leaseSeconds, now);
      });
    }
    return rows.length;
  }
}
