import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import { seedDemoCatalog } from '../seed/catalog.seed.js';
import { adminQuery, migrateAndSeed, readPgliteDump } from './seeded-template.js';

export interface TestDatabase {
  database: Database;
  drop: () => Promise<void>;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite by default; a new PostgreSQL database
 * (created from TEST_DATABASE_URL, dropped at the end) when the 'server-postgres' project runs.
 */
export function openTestDatabase(): Promise<TestDatabase> {
  return openFresh({});
}

/**
 * A fresh database, migrated and seeded with the demo data: a copy of the run's seeded template when the global
 * setup made one, else migrated and seeded here.
 */
export async function openSeededTestDatabase(): Promise<TestDatabase> {
  const template = inject('seededTemplate') ?? {};
  const opened = await openFresh(template);
  if (!template.pgliteDump && !template.postgresTemplate) await migrateAndSeed(opened.database);
  return opened;
}

/**
 * A fresh database, migrated, with the demo catalog (1,969 real parts) and nothing else: a copy of the run's demo
 * catalog template when the global setup made one, else made here.
 */
export async function openDemoCatalogDatabase(): Promise<TestDatabase> {
  const template = inject('demoCatalogTemplate') ?? {};
  const opened = await openFresh(template);
  if (!template.pgliteDump && !template.postgresTemplate) {
    await migrate(opened.database);
    await seedDemoCatalog(opened.database.db);
  }
  return opened;
}

async function openFresh(from: { pgliteDump?: string; postgresTemplate?: string }): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.EMALL_TEST_BACKEND !== 'postgres' || !adminUrl) {
    const loadDataDir = from.pgliteDump ? readPgliteDump(from.pgliteDump) : undefined;
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir });
    return { database, drop: () => database.close() };
  }
  const created = await createPostgresDatabase(adminUrl, from.postgresTemplate);
  const database = await openDatabase({
    databaseUrl: created.databaseUrl,
    dataDir: 'unused',
    poolSize: 4,
    catalogPoolSize: 2,
    catalogStatementTimeoutMs: 5000,
  });
  return {
    database,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** A PostgreSQL database made for a test: its name, its address, and how to remove it. */
export interface CreatedDatabase {
  name: string;
  databaseUrl: string;
  drop: () => Promise<void>;
}

/** A new PostgreSQL database beside TEST_DATABASE_URL's (a copy of `template` if given), dropped by `drop`. */
async function createPostgresDatabase(
  adminUrl: string,
  template: string | undefined,
): Promise<CreatedDatabase> {
  const name = `emall_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    adminUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    databaseUrl: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A migrated and seeded PostgreSQL database of its own, by address, for tests that start several server copies
 * on one database (*.pg.test.ts); `drop` removes it.
 */
export async function createSeededPostgresDatabase(): Promise<CreatedDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: the *.pg.test.ts files need PostgreSQL');
  const template = inject('seededTemplate')?.postgresTemplate;
  const created = await createPostgresDatabase(adminUrl, template);
  if (!template) {
    const setup = await openDatabase({ databaseUrl: created.databaseUrl, dataDir: 'unused', poolSize: 2 });
    await migrateAndSeed(setup);
    await setup.close();
  }
  return created;
}
