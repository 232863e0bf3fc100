import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db.js';
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

async function openFresh(from: { pgliteDump?: string; postgresTemplate?: string }): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.EMALL_TEST_BACKEND !== 'postgres' || !adminUrl) {
    const loadDataDir = from.pgliteDump ? readPgliteDump(from.pgliteDump) : undefined;
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir });
    return { database, drop: () => database.close() };
  }
  const name = `emall_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    adminUrl,
    from.postgresTemplate
      ? `create database ${name} template ${from.postgresTemplate}`
      : `create database ${name}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
