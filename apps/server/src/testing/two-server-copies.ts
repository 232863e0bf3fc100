import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import type { Clock } from '../platform/clock.js';
import { openDatabase, type Database } from '../platform/db.js';
import { createBuyers, type Buyers } from './factories/index.js';
import { watchSessionChanges } from './session-change-watch.js';
import { SESSION_CHANNEL } from '../platform/session-changes.js';
import { TEST_CAPTCHA } from './test-client.js';
import { createSeededPostgresDatabase, type CreatedDatabase } from './test-database.js';

/**
 * Two server copies on one fresh PostgreSQL database, each with its own pool, LISTEN connection and caches, as
 * several copies behind a load balancer run: for the tests of what one copy's change does to the other
 * (*.pg.test.ts, the server-postgres project only).
 */

export interface ServerCopy {
  app: FastifyInstance;
  database: Database;
  /** The session changes this copy applied, to await one (never to sleep on). */
  changes: ReturnType<typeof watchSessionChanges>;
}

export interface TwoServerCopies {
  created: CreatedDatabase;
  copyA: ServerCopy;
  copyB: ServerCopy;
  /** A buyer company's staff, made through copy A. */
  people: Buyers;
  close(): Promise<void>;
}

async function startServerCopy(databaseUrl: string, clock: Clock): Promise<ServerCopy> {
  const database = await openDatabase({ databaseUrl, dataDir: 'unused', poolSize: 4 });
  const config = readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', EMALL_TEST_CAPTCHA: TEST_CAPTCHA });
  const changes = watchSessionChanges();
  const app = await buildApp({ database, config, clock, onSessionChange: changes.onSessionChange });
  await app.ready();
  return { app, database, changes };
}

/** A fresh seeded database with two copies on it and a buyer company's staff; `close` stops both and drops it. */
export async function startTwoServerCopies(clock: Clock): Promise<TwoServerCopies> {
  const created = await createSeededPostgresDatabase();
  const copyA = await startServerCopy(created.databaseUrl, clock);
  const copyB = await startServerCopy(created.databaseUrl, clock);
  const people = await createBuyers(copyA);
  return {
    created,
    copyA,
    copyB,
    people,
    close: async () => {
      for (const copy of [copyA, copyB]) {
        await copy.app.close().catch(() => undefined);
        await copy.database.close().catch(() => undefined);
      }
      await created.drop();
    },
  };
}

/** The copies a test file shares: started before its first test, stopped and dropped after its last. */
export type SharedCopies = Pick<TwoServerCopies, 'created' | 'copyA' | 'copyB' | 'people'>;

/** Starts two copies for the calling test file (its beforeAll and afterAll); read them inside its tests. */
export function useTwoServerCopies(clock: Clock): SharedCopies {
  let copies: TwoServerCopies | undefined;
  beforeAll(async () => {
    copies = await startTwoServerCopies(clock);
  });
  afterAll(async () => {
    await copies?.close();
  });
  const started = (): TwoServerCopies => {
    if (!copies) throw new Error('two server copies: read inside a test, after beforeAll');
    return copies;
  };
  return {
    get created() {
      return started().created;
    },
    get copyA() {
      return started().copyA;
    },
    get copyB() {
      return started().copyB;
    },
    get people() {
      return started().people;
    },
  };
}

/** Runs `fn` with a connection of its own to the test server (TEST_DATABASE_URL), closed after: a test's admin. */
async function asAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? '' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Ends, from outside, every copy's LISTEN connection on the database as a network cut would; answers how many
 * were ended (two while both copies listen).
 */
export async function cutListenConnections(copies: SharedCopies): Promise<number> {
  const ended = await asAdmin((client) =>
    client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and query ilike $2 and pid <> pg_backend_pid()`,
      [copies.created.name, `listen%${SESSION_CHANNEL}%`],
    ),
  );
  return ended.rowCount ?? 0;
}
