// Measures the real catalog's search quality table (domains/catalog/search/search-quality-real-cases.ts) on the
// database of DATABASE_URL, through the server's own search (searchCatalog, as the search call answers a buyer):
// precision@10 per query, whether the case passes, and what the first ten rows hold that is wrong. Reads only; run
// it on the full real catalog imported as in docs/operations.md, "Loading the full real catalog":
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/emall_full npx tsx apps/server/src/testing/measure-search-quality.ts
// Options: --markdown (the table of docs/search.md), --verbose (every wrong row), and query texts to run only those.
import { openDatabase } from '../platform/db.js';
import { searchCatalog } from '../domains/catalog/catalog.service.js';
import { judgeAnswer, type Judgement } from '../domains/catalog/search/search-quality-judge.js';
import { REAL_QUALITY_CASES } from '../domains/catalog/search/search-quality-real-cases.js';

/** The rows read per query: the judgement looks at the first ten, the total counts them all. */
const PAGE_SIZE = 10;

const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const verbose = args.includes('--verbose');
const only = new Set(args.filter((a) => !a.startsWith('--')));
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Set DATABASE_URL to the database to measure (the full real catalog: docs/operations.md, "Loading the full real catalog").',
  );
  process.exit(2);
}

const database = await openDatabase({ databaseUrl, dataDir: 'unused', poolSize: 2 });
const judged: (Judgement & { kind: string; ms: number })[] = [];
try {
  for (const c of REAL_QUALITY_CASES) {
    if (only.size && !only.has(c.q)) continue;
    const started = performance.now();
    const answer = await searchCatalog(
      { readDb: database.readDb },
      { qryParam: c.q, pageNo: 1, pageSize: PAGE_SIZE },
      'en_US',
    );
    const ms = Math.round(performance.now() - started);
    const j = await judgeAnswer(database.readDb, c, answer);
    judged.push({ ...j, kind: c.kind, ms });
    if (!markdown) {
      const faults = [...j.reading, ...(verbose ? j.wrong : j.wrong.slice(0, 2))];
      console.log(
        `${j.passes ? 'pass' : 'FAIL'}  ${j.precision.toFixed(1)}  ${String(j.correct).padStart(2)}/${String(j.shown).padEnd(2)}  total ${String(j.total).padStart(6)}${answer.ext.totalCapped ? '+' : ' '}  ${String(ms).padStart(5)} ms  ${c.q}`,
      );
      for (const f of faults) console.log(`      ${f}`);
    }
  }
} finally {
  await database.close();
}

const passed = judged.filter((j) => j.passes).length;
if (markdown) {
  console.log('| query | kind | precision@10 | correct / shown | matches | passes |');
  console.log('|---|---|---|---|---|---|');
  for (const j of judged)
    console.log(
      `| \`${j.q}\` | ${j.kind} | ${j.precision.toFixed(1)} | ${j.correct} / ${j.shown} | ${j.total.toLocaleString('en')} | ${j.passes ? 'yes' : 'no'} |`,
    );
}
console.log(`\n${passed} of ${judged.length} cases pass.`);
