import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { MessagePage } from '@emall/contract';
import { buildApp } from '../../app.js';
import { readConfig } from '../../config.js';
import { ManualClock } from '../../platform/clock.js';
import { openDatabase, type Database } from '../../platform/db.js';
import { LIVE_CHANNEL } from '../../platform/live-channel.js';
import { openLiveSocket, sessionCookieOf, type LiveSocket } from '../../testing/live-socket.js';
import { createStaff } from '../../testing/factories/index.js';
import { TestClient } from '../../testing/test-client.js';
import { addresseeOf, orderPlaced, type Addressee } from './message.fixture.js';
import { sendMessage } from './message.service.js';
import { createSeededPostgresDatabase, type CreatedDatabase } from '../../testing/test-database.js';

/**
 * Scale-out (docs/operations.md, "Running several copies"): two server copies on one PostgreSQL database,
 * each with its own pool and LISTEN connection, each listening on a real port. Registered only in the
 * server-postgres project (*.pg.test.ts).
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
let created: CreatedDatabase | undefined;
const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'));
let copyA: { app: FastifyInstance; database: Database; url: string };
let copyB: { app: FastifyInstance; database: Database; url: string };
let buyerOnA: TestClient;
let buyer: Addressee;
const sockets: LiveSocket[] = [];

async function startCopy(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: 'unused', poolSize: 4 });
  const config = readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', EMALL_TEST_CAPTCHA: '7Xk2' });
  const app = await buildApp({ database, config, clock });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, url };
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>, url = adminUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  created = await createSeededPostgresDatabase();
  const { databaseUrl } = created;
  copyA = await startCopy(databaseUrl);
  copyB = await startCopy(databaseUrl);
  buyerOnA = new TestClient(copyA.app);
  buyer = addresseeOf(await buyerOnA.loginAs(await createStaff(copyA.database.db)));
});

afterAll(async () => {
  for (const socket of sockets) socket.ws.terminate();
  for (const copy of [copyA, copyB]) {
    await copy.app.close().catch(() => undefined);
    await copy.database.close().catch(() => undefined);
  }
  await created?.drop();
});

async function socketOnB(): Promise<LiveSocket> {
  const socket = await openLiveSocket(copyB.url, { cookie: sessionCookieOf(buyerOnA) });
  sockets.push(socket);
  return socket;
}

describe('two server copies on one PostgreSQL', () => {
  it('a message created through copy A reaches a buyer connected to copy B', async () => {
    const onB = await socketOnB();
    expect(await onB.nextCount()).toBe(0);
    await sendMessage(copyA.database.db, orderPlaced(buyer, 'SO-A-1'), clock.now());
    expect(await onB.nextCount()).toBe(1);
  });

  it('reading on copy A lowers the count on copy B (another tab, another copy)', async () => {
    const onB = await socketOnB();
    expect(await onB.nextCount()).toBe(1);
    const [row] = (await buyerOnA.data<MessagePage>(contract.message.qryMessageList4Page, {})).rows;
    await buyerOnA.data(contract.message.modifyMessage, { messageId: row?.messageId });
    expect(await onB.nextCount()).toBe(0);
  });

  it('copy B listens again after its LISTEN connection is killed, recounts, and keeps receiving', async () => {
    const onB = await socketOnB();
    expect(await onB.nextCount()).toBe(0);
    // Kill every LISTEN connection on the test database (both copies'): the server must not notice by crashing.
    const killed = await admin((c) =>
      c.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and query ilike $2 and pid <> pg_backend_pid()`,
        [created?.name, `listen%${LIVE_CHANNEL}%`],
      ),
    );
    expect(killed.rowCount).toBeGreaterThanOrEqual(2);
    // After reconnecting, the copy recounts for its sockets (notifications meanwhile may be lost).
    expect(await onB.nextCount(10_000)).toBe(0);
    await sendMessage(copyA.database.db, orderPlaced(buyer, 'SO-A-2'), clock.now());
    expect(await onB.nextCount(10_000)).toBe(1);
  });
});
