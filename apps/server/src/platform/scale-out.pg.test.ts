import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, XSRF_COOKIE, XSRF_HEADER } from '@emall/contract';
import type { CartState, Order, Product } from '@emall/contract';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { insertOrderFixture, type OrderFixture } from '../domains/order/order.fixture.js';
import { ManualClock } from './clock.js';
import { openDatabase, type Database } from './db.js';
import { createBuyers, type Buyers } from '../testing/factories/index.js';
import { freePort, startNginx, type RunningNginx } from '../testing/nginx.js';
import { placeTestOrder } from '../testing/order-requests.js';
import { migrateAndSeed } from '../testing/seeded-template.js';
import { TEST_CAPTCHA, TestClient } from '../testing/test-client.js';

/**
 * The shop scaled out as docs/operations.md sets it up: a PostgreSQL primary and a streaming replica of it
 * (scripts/pg-replica-pair.sh, Debian's binaries, loopback ports), two server copies with DATABASE_URL on the
 * primary and DATABASE_READ_URL on the replica, the shipped deploy/nginx.conf in front. Catalog reads are
 * answered by the replica; what a buyer writes is read back from the primary, even through the other copy while
 * the replica has stopped replaying; a replica that stops answering leaves the catalog on the primary.
 * Registered only in the server-postgres project (*.pg.test.ts).
 */
const PAIR_SCRIPT = fileURLToPath(new URL('../../../../scripts/pg-replica-pair.sh', import.meta.url));
const run = promisify(execFile);
const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'));

interface Copy {
  app: FastifyInstance;
  database: Database;
  address: string;
}
let dir = '';
let primaryUrl = '';
let replicaUrl = '';
let copies: Copy[] = [];
let nginx: RunningNginx | undefined;
let fx: OrderFixture;
let people: Buyers;

function pair(command: string, ...args: string[]): Promise<unknown> {
  return run(PAIR_SCRIPT, [command, path.join(dir, 'pair'), ...args], {
    env: { ...process.env, PG_PAIR_NO_FSYNC: '1' },
  });
}

async function sqlOn<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Waits until the replica has replayed everything the primary has written so far. The pair runs with
 * synchronous_commit off, so a commit can sit in the WAL buffers past pg_current_wal_lsn (the written position);
 * the insert position always includes it, and the wal writer sends it on within its delay.
 */
async function replicaCaughtUp(): Promise<void> {
  const [{ lsn } = { lsn: '' }] = await sqlOn<{ lsn: string }>(
    primaryUrl,
    'select pg_current_wal_insert_lsn() as lsn',
  );
  for (const until = Date.now() + 20_000; Date.now() < until;) {
    const [row] = await sqlOn<{ done: boolean }>(
      replicaUrl,
      'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
      [lsn],
    );
    if (row?.done) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the replica did not replay up to ${lsn} within 20 s`);
}

async function startCopy(): Promise<Copy> {
  const database = await openDatabase({
    databaseUrl: primaryUrl,
    readUrl: replicaUrl,
    dataDir: 'unused',
    poolSize: 4,
    catalogPoolSize: 2,
    catalogStatementTimeoutMs: 5000,
  });
  const config = readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', EMALL_TEST_CAPTCHA: TEST_CAPTCHA });
  const app = await buildApp({ database, config, clock });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, address: new URL(url).host };
}

/** One buyer's browser on each copy: a call on either carries the same cookies. */
function sameBuyerOnEachCopy(): [TestClient, TestClient] {
  const [a, b] = copies.map((c) => new TestClient(c.app));
  if (!a || !b) throw new Error('two copies expected');
  return [a, b];
}

function shareCookies(from: TestClient, to: TestClient): void {
  for (const [name, value] of from.cookies) to.cookies.set(name, value);
}

/** A product page as a browser asks it through nginx (the catalog's public read). */
async function productThroughNginx(spuId: string): Promise<Product> {
  if (!nginx) throw new Error('nginx did not start');
  const first = await fetch(`${nginx.url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const answer = await fetch(`${nginx.url}${contract.catalog.qryProductByKey.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: nginx.url,
      cookie: `${XSRF_COOKIE}=${xsrf}`,
      [XSRF_HEADER]: xsrf,
    },
    body: JSON.stringify({ spuId }),
  });
  const body = (await answer.json()) as { success: boolean; data: Product; msg?: string };
  if (!body.success) throw new Error(`product page through nginx: ${answer.status} ${JSON.stringify(body)}`);
  return body.data;
}

const setDescription = (text: string) =>
  sqlOn(primaryUrl, 'update product set product_desc = $1 where id = $2', [text, fx.stm]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emall-pg-pair-'));
  // Run as root, the script runs PostgreSQL as the postgres user, which must reach the directory.
  await chmod(dir, 0o755);
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  await pair('start', String(primaryPort), String(replicaPort));
  primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const setup = await openDatabase({ databaseUrl: primaryUrl, dataDir: 'unused', poolSize: 2 });
  await migrateAndSeed(setup);
  fx = await insertOrderFixture(setup.db);
  people = await createBuyers({ database: setup });
  await setup.close();
  await replicaCaughtUp();
  copies = [await startCopy(), await startCopy()];
  nginx = await startNginx(copies.map((c) => c.address));
}, 90_000);

afterAll(async () => {
  await nginx?.stop();
  for (const copy of copies) {
    await copy.app.close().catch(() => undefined);
    await copy.database.close().catch(() => undefined);
  }
  if (dir) {
    await pair('stop').catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}, 30_000);

describe('two server copies on a primary and a streaming replica, behind the shipped nginx', () => {
  it('answers catalog reads from the replica: a change the replica has not replayed is not shown yet', async () => {
    await setDescription('before the pause');
    await replicaCaughtUp();
    expect((await productThroughNginx(fx.stm)).productDesc).toBe('before the pause');
    await sqlOn(replicaUrl, 'select pg_wal_replay_pause()');
    try {
      await setDescription('written while the replica is paused');
      // Both copies, whichever nginx picks: each answers the replica's (older) row.
      for (let i = 0; i < 4; i += 1)
        expect((await productThroughNginx(fx.stm)).productDesc).toBe('before the pause');
    } finally {
      await sqlOn(replicaUrl, 'select pg_wal_replay_resume()');
    }
    await replicaCaughtUp();
    expect((await productThroughNginx(fx.stm)).productDesc).toBe('written while the replica is paused');
  });

  it('reads a buyer’s own cart and orders from the primary, through the other copy, while the replica lags', async () => {
    const [onFirst, onSecond] = sameBuyerOnEachCopy();
    await onFirst.loginAs(people.buyer);
    shareCookies(onFirst, onSecond);
    await sqlOn(replicaUrl, 'select pg_wal_replay_pause()');
    try {
      await onFirst.data(contract.cart.addShopCart, { spuId: fx.stm, quantity: 3 });
      const cart = await onSecond.data<CartState>(contract.cart.qryShopCart);
      expect(cart.list.map((line) => [line.spuId, line.quantity])).toContainEqual([fx.stm, 3]);

      const order = await placeTestOrder(onSecond, [{ spuId: fx.stm, qty: 1 }]);
      const orders = await onFirst.data<{ rows: Order[] }>(contract.order.qryOrderListForEmall, {
        pageNo: 1,
        pageSize: 10,
      });
      expect(orders.rows.map((row) => row.orderId)).toContain(order.orderId);
    } finally {
      await sqlOn(replicaUrl, 'select pg_wal_replay_resume()');
    }
  });

  it('keeps the catalog up on the primary while the replica is gone, and goes back to it when it returns', async () => {
    await replicaCaughtUp();
    await pair('stop-replica');
    try {
      await setDescription('written while the replica is down');
      // The primary answers: the newest row, through either copy.
      for (let i = 0; i < 4; i += 1)
        expect((await productThroughNginx(fx.stm)).productDesc).toBe('written while the replica is down');
      const [onFirst] = sameBuyerOnEachCopy();
      await onFirst.loginAs(people.buyer);
      // A cart line's product comes from the catalog's reads: they fall back too.
      await onFirst.data(contract.cart.addShopCart, { spuId: fx.stm, quantity: 2 });
      const cart = await onFirst.data<CartState>(contract.cart.qryShopCart);
      expect(cart.list.map((line) => [line.spuId, line.quantity])).toContainEqual([fx.stm, 2]);
    } finally {
      await pair('start-replica');
    }
    await replicaCaughtUp();
    // Back on the replica once the copies try it again: a paused replica's older row shows which one answers.
    await sqlOn(replicaUrl, 'select pg_wal_replay_pause()');
    try {
      await setDescription('written after the replica came back');
      await expect
        .poll(async () => (await productThroughNginx(fx.stm)).productDesc, { timeout: 15_000, interval: 500 })
        .toBe('written while the replica is down');
    } finally {
      await sqlOn(replicaUrl, 'select pg_wal_replay_resume()');
    }
  });
});
