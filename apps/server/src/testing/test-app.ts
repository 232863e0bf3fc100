import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import { readConfig } from '../config.js';
import { ManualClock } from '../platform/clock.js';
import type { Database } from '../platform/db.js';
import { openSeededTestDatabase } from './test-database.js';
import { TEST_CAPTCHA, TestClient } from './test-client.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  /** A new browser: its own cookie jar. */
  client(): TestClient;
  close(): Promise<void>;
}

const fixtureWebDist = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'web-dist');

/**
 * The real server on a fresh, migrated and seeded database, driven through `inject`. `onSessionChange`
 * tells when the app applied an announced session change (to wait on its arrival instead of on time).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
  { onSessionChange }: Pick<AppDeps, 'onSessionChange'> = {},
): Promise<TestApp> {
  const { database, drop } = await openSeededTestDatabase();
  const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'));
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    EMALL_TEST_CAPTCHA: TEST_CAPTCHA,
    // Tests share one address and a frozen clock; repeat-limits.test.ts turns the limits on, and
    // bom-upload-fairness.test.ts the limits of uploads per tenant.
    REPEAT_LIMITS: 'off',
    UPLOAD_PARSE_PER_CALLER: '1000',
    UPLOAD_PARSE_WINDOW_LIMIT: '1000000',
    WEB_DIST_DIR: fixtureWebDist,
    ...env,
  });
  const app = await buildApp({ database, config, clock, onSessionChange });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
