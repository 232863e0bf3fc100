import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-database.js';
import { queryRows, type Database } from './db.js';

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
});
