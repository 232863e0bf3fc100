import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_CAPTCHA = 'e2e7';
/**
 * Browser workers, each with its own shop server and fresh database on E2E_PORT + its index (e2e/tests/test.ts):
 * the journeys share demo buyers and carts, so two workers on one server would see each other's changes. Two
 * keep both cores of the CI machine busy (one Chromium waits on its server while the other renders).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/**
 * Worker N's shop server sends its mail to a loopback SMTP server on E2E_SMTP_PORT + N, which mail.spec.ts starts
 * while it runs (e2e/tests/test.ts, `mailPort`); the rest of the time nothing listens there and mails wait.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3300);

/**
 * End-to-end tests: the built app served by the real server bundle on a fresh embedded database, driven in
 * Debian's Chromium. `npm run test:e2e` builds first; scripts/e2e-server.mjs wipes the data directory.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // Ceilings, never waits: a whole journey (log in, several screens, log in again) takes 10–16 s here idle, and a
  // machine in a slow phase runs every test 2.5–5 times slower (a step of 1–2 s takes 5–10 s there), so each
  // step may take 20 s and a journey 2 minutes before it counts as failed.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    // Each worker's own server: e2e/tests/test.ts sets the base URL by the worker's index.
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'zh-CN',
    // As a buyer who turned on "reduce motion": the shop then opens and closes drop-downs and dialogs without
    // animating them, so a step waits on the next state instead of on an animation's end.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: `node ../scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${E2E_PORT + index}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      E2E_PORT: String(E2E_PORT + index),
      EMALL_TEST_CAPTCHA: E2E_CAPTCHA,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT + index}`,
      MAIL_OPS_TO: 'ops@shop.example',
      MAIL_POLL_MS: '500',
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
