// `npm run seed -- --products N --stock-rows M`: migrates, seeds the system and demo data, then adds N
// synthetic products and M supplier stock quotes (on DATABASE_URL, or PGlite under DATA_DIR).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { readConfig } from './config.js';
import { openDatabase } from './platform/db.js';
import { migrate } from './platform/migrate.js';
import { seedBrandList, seedDemoCatalog, seedDemoData, seedSystemData } from './seed/index.js';
import { seedScale } from './seed/scale.seed.js';
import { countBusyPrefixes } from './domains/catalog/search/busy-prefixes.js';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '0' }, 'stock-rows': { type: 'string', default: '0' } },
});
const products = Number(values.products);
const stockRows = Number(values['stock-rows']);
if (!Number.isInteger(products) || products < 0 || !Number.isInteger(stockRows) || stockRows < 0) {
  console.error('Usage: npm run seed -- --products N --stock-rows M   (N, M whole numbers ≥ 0)');
  process.exit(2);
}

const config = readConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const started = Date.now();
try {
  await migrate(database);
  await seedSystemData(database.db);
  await seedDemoData(database.db);
  await seedDemoCatalog(database.db);
  await seedBrandList(database.db);
  const result = await seedScale(database.db, {
    products,
    stockRows,
    onProgress: (what, done, total) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${what}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${seconds} s)`);
    },
  });
  // Fresh statistics for the planner and a visibility map, so the search's index-only scans skip the heap
  // (PGlite has no autovacuum; on PostgreSQL it would come later).
  console.log('vacuum analyze…');
  await database.db.execute(sql`vacuum analyze`);
  console.log('searches of many matches (busy keys), answered ahead…');
  await countBusyPrefixes(database.db);
  console.log(
    `Added ${result.products.toLocaleString('en')} products and ${result.quotes.toLocaleString('en')} stock quotes in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
} finally {
  await database.close();
}
