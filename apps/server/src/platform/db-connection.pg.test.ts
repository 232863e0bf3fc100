import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-database.js';
import { openDatabase, queryRows, type Database } from './db.js';

/** How the server's PostgreSQL connections are set up (PGlite has no JIT to turn off). */

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('PostgreSQL connections', () => {
  it('run without JIT compilation, on every connection of the pool', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        queryRows<{ jit: string }>(database.db, sql`select current_setting('jit') as jit, pg_sleep(0.05)`),
      ),
    );
    expect(answers.map((rows) => rows[0]?.jit)).toEqual(['off', 'off', 'off', 'off']);
  });

  it("cancel a catalog read at the catalog pool's time limit, and leave the other pools without one", async () => {
    const limited = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      dataDir: 'unused',
      poolSize: 1,
      catalogPoolSize: 1,
      catalogStatementTimeoutMs: 100,
    });
    try {
      const [setting] = await queryRows<{ limit: string; jit: string }>(
        limited.catalogDb,
        sql`select current_setting('statement_timeout') as limit, current_setting('jit') as jit`,
      );
      expect(setting).toEqual({ limit: '100ms', jit: 'off' });
      const slow = await queryRows(limited.catalogDb, sql`select pg_sleep(1)`).catch(
        (error: unknown) => error,
      );
      const cause = (slow as { cause?: { code?: string } }).cause ?? slow;
      expect((cause as { code?: string }).code).toBe('57014');
      const [main] = await queryRows<{ limit: string }>(
        limited.db,
        sql`select current_setting('statement_timeout') as limit`,
      );
      expect(main?.limit).toBe('0');
    } finally {
      await limited.close();
    }
  });
});
