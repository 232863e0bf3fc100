import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../platform/db.js';
import { migrate } from '../../platform/migrate.js';
import { createSeededPostgresDatabase, type CreatedDatabase } from '../../testing/test-database.js';
import { enqueueOpsMail } from './mail.service.js';
import { sendDueMails, smtpTransport } from './mail-sender.js';
import { startTestSmtp, type TestSmtp } from './mail-smtp.fixture.js';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'mail-crash-child.ts');
const onPostgres = process.env.EMALL_TEST_BACKEND === 'postgres';

let smtp: TestSmtp;
let pg: CreatedDatabase | undefined;
let dir: string | undefined;
let where: { databaseUrl?: string; dataDir: string };

/** The database as a server copy opens it: a PGlite folder on disk, or a PostgreSQL database by address. */
function open(): Promise<Database> {
  return openDatabase({ ...where, poolSize: 2 });
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  if (onPostgres) {
    pg = await createSeededPostgresDatabase();
    where = { databaseUrl: pg.databaseUrl, dataDir: 'unused' };
  } else {
    dir = mkdtempSync(path.join(tmpdir(), 'emall-mail-crash-'));
    where = { dataDir: dir };
  }
  const database = await open();
  await migrate(database);
  await enqueueOpsMail(
    database.db,
    { kind: 'newLead', params: { no: 'L1' }, link: '/ops/leads' },
    new Date(),
  );
  await database.close();
});
afterAll(async () => {
  await smtp.close();
  await pg?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('sends the mail of a copy killed mid-send once, after its claim ran out', async () => {
  const held = smtp.holdNext();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CHILD, JSON.stringify({ ...where, smtpUrl: smtp.url })],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  // The copy claimed the mail and the server has its whole text, unanswered: now it dies.
  await Promise.race([
    held.reached,
    exited.then((code) => Promise.reject(new Error(`the sender ended first (${code})`))),
  ]);
  child.kill('SIGKILL');
  await exited;
  held.release(false);
  expect(smtp.arrived).toHaveLength(0);

  const database = await open();
  try {
    const state = async () =>
      queryRows<{ state: string; attempts: number }>(
        database.db,
        sql`select state, attempts from mail_outbox`,
      );
    expect(await state()).toEqual([{ state: 'sending', attempts: 1 }]);
    const options = (now: Date) => ({
      db: database.db,
      transport: smtpTransport(smtp.url),
      from: 'no-reply@shop.example',
      opsTo: 'ops@shop.example',
      render: { baseUrl: 'https://shop.example', opsLang: 'en_US' as const },
      now: () => now,
      maxAttempts: 3,
      claimMs: 60_000,
    });
    // While the dead copy's claim holds, nobody else takes the mail.
    expect(await sendDueMails(options(new Date()))).toBe(0);
    expect(await sendDueMails(options(new Date(Date.now() + 61_000)))).toBe(1);
    expect(await sendDueMails(options(new Date(Date.now() + 3_600_000)))).toBe(0);
    expect(smtp.arrived.map((m) => m.subject)).toEqual(['New lead L1 - Electronic components e-mall']);
    expect(await state()).toEqual([{ state: 'sent', attempts: 2 }]);
  } finally {
    await database.close();
  }
});
