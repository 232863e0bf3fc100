import { buildApp } from './app.js';
import { ConfigError, mailSettingsOf, readConfig } from './config.js';
import { openDatabase } from './platform/db.js';
import { migrate } from './platform/migrate.js';
import { hashPassword, hashTestAccountPassword } from './platform/password-hash.js';
import { BackgroundWork } from './platform/background-work.js';
import { startMailSending } from './domains/mail/mail-start.js';
import { backfillProductParameters } from './domains/catalog/parameters/part-parameter-fill.js';
import { backfillProductParams } from './domains/catalog/parameters/product-param-fill.js';
import { foldRenamedCategoriesAtStart } from './domains/catalog/import/category-folding.js';
import { warmLargeCategoryTables } from './domains/catalog/browse/browse.service.js';
import { warmValueTables } from './domains/catalog/catalog.service.js';
import {
  BUSY_PREFIX_REFRESH_MINUTES,
  countBusyPrefixesWhenDue,
} from './domains/catalog/search/busy-prefixes.js';
import {
  seedBrandList,
  seedDemoCatalog,
  seedDemoData,
  seedDemoOperators,
  seedSystemData,
} from './seed/index.js';

/** Reads the configuration, opens and migrates the database, seeds, listens; stops cleanly on SIGTERM. */
async function main(): Promise<void> {
  const config = readConfig();
  if (config.EMALL_TEST_CAPTCHA) {
    console.warn(
      'EMALL_TEST_CAPTCHA is set: every captcha answer is fixed and demo passwords are hashed cheaply. Never use this outside tests.',
    );
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    readUrl: config.DATABASE_READ_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    catalogPoolSize: config.CATALOG_POOL_SIZE,
    catalogStatementTimeoutMs: config.CATALOG_STATEMENT_TIMEOUT_MS,
  });
  const applied = await migrate(database);
  await seedSystemData(database.db);
  // A test deployment (the fixed captcha) hashes its demo accounts at the test cost: the browser tests log in
  // some seventy times.
  const demoHash = config.EMALL_TEST_CAPTCHA ? hashTestAccountPassword : hashPassword;
  const logins = config.SEED_DEMO === 'true' ? await seedDemoData(database.db, demoHash) : [];
  const operators = config.SEED_DEMO === 'true' ? await seedDemoOperators(database.db, demoHash) : [];
  if (config.SEED_DEMO === 'true') await seedDemoCatalog(database.db);
  // After the demo catalog, which plans the same brands with its own parts' spellings.
  await seedBrandList(database.db);
  // A catalog imported before a renaming of the source's top categories was known: one branch per renaming.
  const folded = await foldRenamedCategoriesAtStart(database.db);

  const background = new BackgroundWork();
  const app = await buildApp({ database, config, background });
  // The e-mail sender (docs/mail.md): works through the outbox while the copy runs.
  const stopMail = startMailSending(mailSettingsOf(config), database.db, (error: unknown) => {
    app.log.error({ err: error }, 'mail sender: a round failed; the next one tries again');
  });
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => stopMail?.())
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  process.on('SIGINT', () => {
    shutdown('SIGINT');
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  if (folded > 0) app.log.info({ folded }, 'catalog categories folded into their branches');
  // The parametric matching stage's parameters of products written before it existed, once per parser version,
  // after listening: a million products take minutes, and matching works meanwhile (with fewer proposals).
  // Then the search's parameters of products that have none, with the category filter tables recounted: one
  // fill after the other, so that they do not compete for the database. /api/health lists each while it runs,
  // so that a benchmark does not measure beside it.
  void background
    .track('product parameter fill', backfillProductParameters(database.db))
    .then(
      (filled) => {
        if (filled !== null) app.log.info({ filled }, 'product parameters backfilled');
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'product parameter backfill failed; the next start tries again');
      },
    )
    .then(() => background.track('search parameter fill', backfillProductParams(database.db)))
    .then(
      (read) => {
        if (read !== null)
          app.log.info({ read }, 'search parameters filled, category filter tables recounted');
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'search parameter fill failed; the next start tries again');
      },
    )
    .then(() =>
      // After the fill, which recounts them: the large categories' filter tables, read before a buyer asks.
      background.track(
        'category filter tables',
        warmLargeCategoryTables(database.catalogDb).catch((error: unknown) => {
          app.log.error({ err: error }, "reading the large categories' filter tables failed");
          return [];
        }),
      ),
    )
    .then(() =>
      // Then every category's parts and values, which substitutes are found and judged from (PostgreSQL only).
      background.track(
        'substitute value tables',
        warmValueTables(database.readDb).then(
          (parts) => {
            if (parts > 0) app.log.info({ parts }, 'substitute value tables read');
          },
          (error: unknown) => {
            app.log.error({ err: error }, 'reading the substitute value tables failed');
          },
        ),
      ),
    )
    .then(() => {
      // The searches of many matches (busy keys), answered ahead: counted when due, then every refresh period
      // (each copy checks; the first to find them due counts).
      const count = (): Promise<void> =>
        background.track('busy prefix count', countBusyPrefixesWhenDue(database.db, new Date())).then(
          (held) => {
            if (held !== null) app.log.info({ held }, 'busy part-number prefixes counted');
          },
          (error: unknown) => {
            app.log.error({ err: error }, 'busy prefix count failed; the next period tries again');
          },
        );
      setInterval(() => void count(), BUSY_PREFIX_REFRESH_MINUTES * 60_000).unref();
      return count();
    });
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const lines = [
    '',
    `  e-mall is serving at ${url}`,
    `  database: ${database.driver === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}` +
      (applied.length ? ` (applied ${applied.length} migration(s))` : ''),
    ...(logins.length
      ? [
          '  demo logins (password / tenant):',
          ...logins.map((l) => `    ${l.staffCode.padEnd(8)} ${l.password}   ${l.tenantName}`),
        ]
      : []),
    ...(operators.length
      ? [
          `  operator console ${url}/ops (password / role):`,
          ...operators.map((o) => `    ${o.loginCode.padEnd(8)} ${o.password.padEnd(10)} ${o.role}`),
        ]
      : []),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
