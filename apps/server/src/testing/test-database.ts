import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/db.js';

/**
 * A fresh, empty database for one test file: in-memory PGlite by default; a new PostgreSQL database
 * (created from TEST_DATABASE_URL, dropped at the end) when the 'server-postgres' project runs.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.EMALL_TEST_BACKEND !== 'postgres' || !adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const name = `emall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
