import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './db.js';

const MIGRATION_LOCK_ID = 7_310_001;

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** Finds drizzle-kit's output folder from source (src/platform) or from the bundle (dist). */
export function findMigrationsDir(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`No drizzle migrations folder found above ${from}`);
}

/**
 * Applies drizzle-kit's SQL migrations in order, each in its own transaction, recording each tag.
 * Our own runner rather than drizzle's migrator because it must hold an advisory lock (several
 * server copies may start together) and work the same on PGlite and node-postgres.
 */
export async function migrate(database: Database, migrationsDir = findMigrationsDir()): Promise<string[]> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return database.withLock(MIGRATION_LOCK_ID, async () => {
    await database.exec(
      'create table if not exists emall_migration (tag text primary key, applied_at timestamptz not null default now())',
    );
    const done = await queryRows<{ tag: string }>(database.db, sql`select tag from emall_migration`);
    const applied = new Set(done.map((r) => r.tag));
    const newlyApplied: string[] = [];
    for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (applied.has(entry.tag)) continue;
      const body = readFileSync(path.join(migrationsDir, `${entry.tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .join('\n');
      const tag = entry.tag.replace(/'/g, "''");
      await database.exec(`begin;\n${body}\ninsert into emall_migration (tag) values ('${tag}');\ncommit;`);
      newlyApplied.push(entry.tag);
    }
    return newlyApplied;
  });
}
