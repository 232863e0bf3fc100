import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = {
  include: ['apps/server/src/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The server's test files share their worker's modules instead of importing the whole app again each (2 s a
  // file, half the server tier's time). They can: no server module keeps state outside the app or database it
  // was handed (caches are keyed by them), and no server test mocks a module or a global.
  isolate: false,
  // Migrates and seeds once per run the database each test app copies.
  globalSetup: ['apps/server/src/testing/global-setup.ts'],
};

/**
 * The server tests that open no database (rules, parsers, caches with fakes): the PostgreSQL pass would run them
 * a second time for nothing. A test opens one through the test app or the test database helper, or is a
 * *.pg.test.ts that starts PostgreSQL servers of its own.
 */
function serverTestsWithoutDatabase(): string[] {
  const root = 'apps/server/src';
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${root}/${file}`)
    .filter((file) => !file.endsWith('.pg.test.ts'))
    .filter((file) => !/testing\/test-(app|database)\.js/.test(readFileSync(file, 'utf8')));
}

/**
 * One vitest run: pure contract rules, the build scripts, server integration tests on PGlite (and once more on
 * PostgreSQL when TEST_DATABASE_URL is set), web component tests.
 */
export default defineConfig({
  test: {
    // vitest leaves a core free by default (one worker on a 2-core machine); the tests' own work is light, much of
    // it waits on a database, so every core runs a worker.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The build and start scripts (plain Node modules, no database).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      // *.pg.test.ts only make sense on PostgreSQL (several server copies on one database): that project only.
      { test: { name: 'server', ...serverTests, exclude: ['**/node_modules/**', '**/*.pg.test.ts'] } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                ...serverTests,
                exclude: ['**/node_modules/**', ...serverTestsWithoutDatabase()],
                env: { EMALL_TEST_BACKEND: 'postgres' },
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        // The tests load antd as Node does, from its CommonJS build (lib/); the app's few imports of antd's own
        // files name its ES build (es/), which the browser build uses throughout. Read from lib/ too, they share
        // antd's modules with everything else: App.useApp() then reads the context the app's providers fill.
        resolve: { alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }] },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The test files share their worker's modules instead of importing antd, React and the app again each
          // (a third of the time per file). The setup file puts every store, the storage and the language back
          // as a fresh page has them before each file; a test that changes other module state undoes it.
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
