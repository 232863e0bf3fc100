import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_CAPTCHA } from '../playwright.config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const DATABASE_TOOL = path.join(ROOT, 'e2e/fixtures/shop-database.mjs');

/** Where a set of shop copies keeps its data: one PostgreSQL database, or (one copy) a PGlite directory. */
export type ShopStore =
  { kind: 'postgres'; url: string; adminUrl: string; name: string } | { kind: 'pglite'; dir: string };

/** A port the OS just handed out, so the copies never collide with another engineer's servers. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

function runTool(args: string[], env: NodeJS.ProcessEnv = {}, isWholeEnv = false): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', DATABASE_TOOL, ...args], {
    cwd: ROOT,
    env: isWholeEnv ? env : { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`shop-database ${args[0]} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** A fresh store: a new database next to TEST_DATABASE_URL's, or a new PGlite directory. */
export function createStore(testDatabaseUrl: string | undefined): ShopStore {
  if (!testDatabaseUrl) return { kind: 'pglite', dir: mkdtempSync(path.join(tmpdir(), 'emall-e2e-live-')) };
  const name = `emall_e2e_live_${process.pid}_${Date.now()}`;
  const adminUrl = new URL(testDatabaseUrl);
  adminUrl.pathname = '/postgres';
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  runTool(['create-database', adminUrl.href, name]);
  return { kind: 'postgres', url: url.href, adminUrl: adminUrl.href, name };
}

export function dropStore(store: ShopStore): void {
  if (store.kind === 'postgres') runTool(['drop-database', store.adminUrl, store.name]);
  else rmSync(store.dir, { recursive: true, force: true });
}

/** The environment of a process working on the store; nothing of the caller's own database leaks in. */
function storeEnv(store: ShopStore): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATABASE_READ_URL;
  delete env.DATA_DIR;
  return store.kind === 'postgres' ? { ...env, DATABASE_URL: store.url } : { ...env, DATA_DIR: store.dir };
}

/** Sends one order message to a staff member through the server's own sendMessage; returns its order no. */
export function sendMessageTo(store: ShopStore, staffCode: string): string {
  return runTool(['send-message', staffCode], storeEnv(store), true);
}

/** One copy of the shop: the built server bundle, as production runs it, on its own port. */
export class ShopCopy {
  private process: ChildProcess | null = null;
  private stderr = '';

  constructor(
    readonly port: number,
    private readonly store: ShopStore,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.stderr = '';
    const child = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      env: {
        ...storeEnv(this.store),
        NODE_ENV: 'test',
        PORT: String(this.port),
        EMALL_TEST_CAPTCHA: E2E_CAPTCHA,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderr += chunk.toString();
    });
    this.process = child;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`copy on ${this.port} exited: ${this.stderr}`);
      try {
        const health = await fetch(`${this.url}/api/health`);
        if (health.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`copy on ${this.port} did not become healthy: ${this.stderr}`);
  }

  /** SIGTERM, as a deployment restarting a copy does; resolves once the process has exited. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
