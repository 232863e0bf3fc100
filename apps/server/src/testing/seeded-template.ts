import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import { hashTestAccountPassword } from '../platform/password-hash.js';
import { seedDemoCatalog, seedDemoData, seedDemoOperators, seedSystemData } from '../seed/index.js';

/**
 * The migrated and seeded database every test app starts from, made once per test run instead of once per test
 * file (migrating and seeding were most of each file's start): a PGlite data directory dumped to a tar file, or
 * a PostgreSQL template database. vitest's global setup makes it and hands its name to the test files.
 */
export interface SeededTemplate {
  /** The tar file of a PGlite data directory. */
  pgliteDump?: string;
  /** A PostgreSQL database to copy with `create database … template`. */
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent where no global setup made one (a test run outside the server projects). */
    seededTemplate?: SeededTemplate;
    /** The migrated database with the demo catalog and nothing else, made the same way. */
    demoCatalogTemplate?: SeededTemplate;
  }
}

export async function migrateAndSeed(database: Database): Promise<void> {
  await migrate(database);
  await seedSystemData(database.db);
  // The demo accounts at the test cost (a hundredth of the shop's); passwords set during a test at the shop's.
  await seedDemoData(database.db, hashTestAccountPassword);
  await seedDemoOperators(database.db, hashTestAccountPassword);
}

/** Makes the template; answers it and how to remove it. */
export function makeSeededTemplate(
  adminUrl: string | undefined,
): Promise<{ template: SeededTemplate; remove: () => Promise<void> }> {
  return makeTemplate(adminUrl, 'seeded', migrateAndSeed);
}

/**
 * The template of the files that test over the demo catalog alone (1,969 real parts with their parameters, quotes
 * and the lists built on them): seeding it was the longest part of each such file's start.
 */
export function makeDemoCatalogTemplate(
  adminUrl: string | undefined,
): Promise<{ template: SeededTemplate; remove: () => Promise<void> }> {
  return makeTemplate(adminUrl, 'demo_catalog', async (database) => {
    await migrate(database);
    await seedDemoCatalog(database.db);
  });
}

async function makeTemplate(
  adminUrl: string | undefined,
  kind: string,
  fill: (database: Database) => Promise<void>,
): Promise<{ template: SeededTemplate; remove: () => Promise<void> }> {
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await fill(database);
    const dump = await database.dump?.();
    await database.close();
    if (!dump) throw new Error('PGlite did not dump its data directory');
    const file = path.join(tmpdir(), `emall-test-${kind}-${randomBytes(6).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return {
      template: { pgliteDump: file },
      remove: () => {
        rmSync(file, { force: true });
        return Promise.resolve();
      },
    };
  }
  const name = `emall_test_${kind}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 2 });
  await fill(database);
  await database.close();
  return {
    template: { postgresTemplate: name },
    remove: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The PGlite dump as a Blob for `loadDataDir`. */
export function readPgliteDump(file: string): Blob {
  return new Blob([readFileSync(file)]);
}
