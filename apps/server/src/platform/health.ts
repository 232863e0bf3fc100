import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { BackgroundWork } from './background-work.js';
import type { Database } from './db.js';

/**
 * GET /api/health: 200 when the database answers a `select 1` through the pool, 503 otherwise (for load
 * balancers), with the start-time work still running. GET /api/ping: 200 without touching the database
 * (the process is alive; also the benchmark's bare route).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: Database,
  background: BackgroundWork,
  /** The e-mail outbox's counts (waiting, failing, failed), read beside the database check. */
  mailCounts?: () => Promise<{ waiting: number; failing: number; failed: number }>,
): void {
  app.get('/api/health', async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      const mail = mailCounts ? await mailCounts() : undefined;
      return { status: 'ok', database: 'up', driver: database.driver, background: background.names, mail };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'down', driver: database.driver });
    }
  });
  app.get('/api/ping', (_request, reply) => reply.send({ status: 'ok' }));
}
