// `npm run import:catalog -- <file.csv|file.csv.gz|file.xlsx>`: migrates, then imports a shop's own catalog (on
// DATABASE_URL, or PGlite under DATA_DIR), then recounts the category filter tables. Exit code 0 when the import
// ran, even with rejected rows (they are listed in <file>.rejected.csv); 1 on a fatal error (unreadable file,
// bad header, database down); 2 on bad usage.
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { readConfig } from './config.js';
import { openDatabase, type Database } from './platform/db.js';
import { migrate } from './platform/migrate.js';
import { seedBrandList } from './seed/index.js';
import { importCatalogFile, sheetFileKind } from './domains/catalog/import/import.js';
import { refreshCategoryFacets } from './domains/catalog/parameters/product-param.queries.js';
import { countBusyPrefixes } from './domains/catalog/search/busy-prefixes.js';
import { CatalogImportError, type ImportProgress } from './domains/catalog/import/import.types.js';

const USAGE =
  'Usage: npm run import:catalog -- <file.csv|file.csv.gz|file.xlsx>   (columns: docs/operations.md, "Importing a catalog")';
/** Rejected rows printed; the report file has them all. */
const PRINTED_REJECTIONS = 20;
/** After this many rows written, refresh the planner's statistics and the visibility map for the search. */
const VACUUM_AFTER_ROWS = 10_000;

const count = (n: number) => n.toLocaleString('en');

function perMinute(p: ImportProgress): string {
  const minutes = Math.max(p.elapsedMs, 1) / 60_000;
  return `${count(Math.round(p.read / minutes))} rows/min`;
}

/** The innermost cause: Drizzle's wrapper message carries the whole statement and its parameters. */
function describe(error: unknown): string {
  let e: unknown = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

async function runImport(database: Database, file: string): Promise<void> {
  const printed: string[] = [];
  let moreRejected = 0;
  const summary = await importCatalogFile(database.db, file, {
    onProgress: (p) => {
      console.log(
        `${count(p.read)} rows read, ${count(p.written)} written, ${count(p.rejected)} rejected, ${perMinute(p)}`,
      );
    },
    onRejected: (rows) => {
      for (const row of rows) {
        if (printed.length < PRINTED_REJECTIONS)
          printed.push(`  line ${row.line}: ${row.reasons.join('; ')}`);
        else moreRejected += 1;
      }
    },
  });
  // Rows found as they were wrote nothing: a re-import of an unchanged file has nothing to recount.
  const changed = summary.written - summary.unchanged;
  if (changed > 0) {
    const started = Date.now();
    const facets = await refreshCategoryFacets(database.db);
    console.log(
      `Category filter tables recounted: ${count(facets)} values in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  if (changed >= VACUUM_AFTER_ROWS) {
    console.log(
      'vacuum analyze of product, price_break, product_stock, product_param, product_tag and category_facet…',
    );
    await database.db.execute(
      sql`vacuum analyze product, price_break, product_stock, product_param, product_tag, category_facet`,
    );
  }
  if (changed > 0) {
    // After the vacuum: the searches it counts plan with fresh statistics.
    const started = Date.now();
    const held = await countBusyPrefixes(database.db);
    console.log(
      `Searches of many matches answered ahead (busy keys): ${count(held)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  console.log(
    `Done in ${(summary.elapsedMs / 1000).toFixed(1)} s: ${count(summary.read)} rows read, ${count(summary.written)} written (${count(summary.inserted)} new, ${count(summary.updated)} updated, ${count(summary.unchanged)} of them unchanged), ${count(summary.rejected)} rejected; ${perMinute(summary)}.`,
  );
  if (summary.brandsCreated || summary.catalogNodesCreated)
    console.log(
      `Created ${count(summary.brandsCreated)} brand(s) and ${count(summary.catalogNodesCreated)} catalog node(s); name them in Chinese in the brand and catalog tables.`,
    );
  if (summary.ignoredColumns.length) console.log(`Ignored columns: ${summary.ignoredColumns.join(', ')}`);
  if (printed.length) {
    console.log(`Rejected rows (all of them in ${summary.reportPath}):`);
    for (const line of printed) console.log(line);
    if (moreRejected) console.log(`  … and ${count(moreRejected)} more`);
  }
}

async function main(args: string[]): Promise<number> {
  const [file, ...rest] = args;
  if (file === undefined || rest.length || file.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  if (sheetFileKind(file) === undefined) {
    console.error(`${file}: not a .csv, .csv.gz or .xlsx file\n${USAGE}`);
    return 2;
  }
  try {
    // Before the database is opened: a mistyped name must not create an embedded database as a side effect.
    await access(file, constants.R_OK);
  } catch (error) {
    console.error(`Cannot read ${file}: ${describe(error)}`);
    return 1;
  }
  let database: Database | undefined;
  try {
    const config = readConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' });
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await migrate(database);
    // The known makers first, so that the file's spellings of them join their brands.
    await seedBrandList(database.db);
    console.log(
      `Importing ${file} into ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite under ${config.DATA_DIR}`}`,
    );
    await runImport(database, file);
    return 0;
  } catch (error) {
    console.error(error instanceof CatalogImportError ? error.message : `Import failed: ${describe(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
