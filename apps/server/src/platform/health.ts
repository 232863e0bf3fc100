import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from './db.js';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers). */
export function registerHealthRoute(app: FastifyInstance, database: Database): void {
  app.get('/api/health', async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: 'up', driver: database.driver };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'down', driver: database.driver });
    }
  });
}
