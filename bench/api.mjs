// `npm run bench:api`: the buyer API (/api/v1/) as a customer's ERP calls it, with keys, beside the ceiling of the
// same server in the same run (GET /api/ping: a bare route, no database). Two figures (docs/api-v1.md):
//
// - price and stock for a BOM of BENCH_BOM_LINES (1,000) lines in one call (POST /api/v1/bom/price): the time of
//   each of BENCH_RUNS calls, one after another, beside the bare route's time (target 300 ms at 1,000,000 products);
// - product lookups (GET /api/v1/products?partNumber&maker) at BENCH_CONNECTIONS (50) clients rotating over
//   BENCH_KEYS (20) keys, in answers per second, beside the bare route's at the same clients (target 2,000/s),
//   and on PostgreSQL the statements per answer (transactions the database committed during the run, read
//   11 s after it, when every connection has reported its counts).
//
// The parts come from the catalog through the API itself (searches for common prefixes), so the bench runs on
// PostgreSQL (BENCH_DATABASE_URL=postgres://…) or on an embedded database (BENCH_DATA_DIR, e.g. the demo's data
// directory). The keys are made through the member centre's call as the demo buyer (test captcha, so the server
// runs with NODE_ENV=development and EMALL_CHECK_ANSWERS=false) and revoked at the end. Prints one JSON document
// (progress on stderr; saved to bench/results/api.<database>.json) with the machine's load average beside each
// figure; never fails on a timing.
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { browserSession } from './browser-session.mjs';
import { BENCH_CAPTCHA, startBenchServer, stopBenchServer } from './buyer-server.mjs';
import { databaseLabel, saveResult } from './results.mjs';
import { waitUntilQuiet } from './server-quiet.mjs';

const env = process.env;
const port = Number(env.BENCH_PORT ?? 3194);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(env.BENCH_SECONDS ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const keyCount = Math.min(Number(env.BENCH_KEYS ?? 20), 20);
const bomLines = Number(env.BENCH_BOM_LINES ?? 1000);
const runs = Number(env.BENCH_RUNS ?? 5);
const databaseUrl = env.BENCH_DATABASE_URL;
if (!databaseUrl && !env.BENCH_DATA_DIR) {
  console.error('Set BENCH_DATABASE_URL (PostgreSQL) or BENCH_DATA_DIR (a seeded PGlite data directory).');
  process.exit(2);
}
const PREFIXES = [
  'STM32',
  'LM3',
  'TPS',
  'RC0603',
  'RC0805',
  'GRM',
  'CL10',
  'AT',
  'NE5',
  'SN74',
  'BAT',
  '1N4',
  'MAX',
  'AD',
];

const log = (text) => console.error(`[bench:api] ${text}`);
const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function v1(key, url, init = {}) {
  const response = await fetch(`${base}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Distinct parts (part number and maker code) found by searching common prefixes. */
async function sampleParts(key) {
  const seen = new Map();
  for (const q of PREFIXES) {
    let cursor = null;
    for (let page = 0; page < 5 && seen.size < bomLines; page += 1) {
      const answer = await v1(key, `/api/v1/search?q=${q}&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      for (const p of answer.items) seen.set(`${p.partNumber}|${p.makerCode}`, p);
      cursor = answer.nextCursor;
      if (!cursor) break;
    }
  }
  return [...seen.values()];
}

async function timedMs(fn) {
  const started = performance.now();
  await fn();
  return Math.round(performance.now() - started);
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

/** Transactions committed and rolled back in the database so far (each statement outside one is one). */
async function committedTransactions() {
  if (!databaseUrl) return undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

async function capacity(options, { countStatements = false } = {}) {
  const load = loadAverage();
  const before = countStatements ? await committedTransactions() : undefined;
  const result = await run(options);
  let statementsPerAnswer;
  if (before !== undefined) {
    // A backend reports its counts when idle, at the latest 10 s later (as bench:search waits).
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    // Less the counter's own two reads.
    const statements = (await committedTransactions()) - before - 2;
    statementsPerAnswer = Math.round((statements / Math.max(result.requests.total, 1)) * 100) / 100;
  }
  return {
    answersPerSecond: Math.round(result.requests.total / seconds),
    ...(statementsPerAnswer === undefined ? {} : { statementsPerAnswer }),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    loadAverage: load,
  };
}

const server = startBenchServer({ port, databaseUrl, dataDir: env.BENCH_DATA_DIR });

// A staff member may make 10 keys in 10 minutes (the call's repeat limit) and a key makes 6,000 catalog calls a
// minute: the 20 keys that let 50 clients reach the target come from two staff members of the demo tenant.
const KEYS_PER_MAKER = 10;
const makers = ['demo', 'demo2'].map((staffCode) => ({ staffCode, browser: browserSession(base) }));
const keys = [];
try {
  const background = await waitUntilQuiet(base, log);
  for (const maker of makers) await maker.browser.login(maker.staffCode, BENCH_CAPTCHA);
  for (let i = 0; i < keyCount; i += 1) {
    const { browser } = makers[Math.floor(i / KEYS_PER_MAKER)];
    const made = await browser.call('/api/emall/ess/apikey/createApiKey', {
      name: `bench ${i + 1}`,
      scopes: ['catalog:read', 'bom'],
    });
    keys.push({ ...made, browser });
  }
  const first = keys[0].secret;
  log('sampling parts through the search');
  const parts = await sampleParts(first);
  if (!parts.length) throw new Error('the searches found no parts: is the catalog seeded?');
  log(`${parts.length} parts; pricing a ${bomLines}-line BOM ${runs} times`);

  const lines = Array.from({ length: bomLines }, (_, i) => {
    const p = parts[i % parts.length];
    return { partNumber: p.partNumber, maker: p.maker, quantity: 1 + (i % 7), reference: `U${i + 1}` };
  });
  const body = JSON.stringify({ lines, buildQuantity: 10 });
  let matched = 0;
  const bomMs = [];
  const pingMs = [];
  for (let i = 0; i < runs; i += 1) {
    bomMs.push(
      await timedMs(async () => {
        matched = (await v1(first, '/api/v1/bom/price', { method: 'POST', body })).matchedLines;
      }),
    );
    pingMs.push(await timedMs(() => fetch(`${base}/api/ping`).then((r) => r.json())));
  }
  const bom = {
    lines: bomLines,
    matchedLines: matched,
    timesMs: bomMs,
    medianMs: median(bomMs),
    targetMs: 300,
    bareRouteMs: median(pingMs),
    loadAverage: loadAverage(),
  };

  log(`product lookups at ${connections} clients over ${keys.length} keys`);
  let i = 0;
  const lookups = await capacity(
    {
      url: `${base}/api/v1/products`,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => {
            const n = i++;
            const p = parts[n % parts.length];
            const query = new URLSearchParams({
              partNumber: p.partNumber,
              maker: p.makerCode,
              quantity: '100',
            });
            return {
              ...req,
              path: `/api/v1/products?${query}`,
              headers: { ...req.headers, authorization: `Bearer ${keys[n % keys.length].secret}` },
            };
          },
        },
      ],
    },
    { countStatements: true },
  );
  const ceiling = await capacity({ url: `${base}/api/ping` });
  const doc = {
    bench: 'api',
    date: new Date().toISOString(),
    database: databaseUrl ? 'postgres' : 'pglite',
    databaseLabel: databaseLabel(databaseUrl),
    background,
    parts: parts.length,
    bomPrice: bom,
    productLookups: {
      connections,
      keys: keys.length,
      ...lookups,
      targetAnswersPerSecond: 2000,
      bareRoute: ceiling,
      toCeiling: Number((lookups.answersPerSecond / Math.max(ceiling.answersPerSecond, 1)).toFixed(2)),
    },
    loadAverageAtEnd: loadAverage(),
  };
  log(`saved to ${await saveResult('api', doc, databaseLabel(databaseUrl))}`);
  console.log(JSON.stringify(doc, null, 2));
} finally {
  for (const made of keys)
    await made.browser
      .call('/api/emall/ess/apikey/revokeApiKey', { keyId: made.key.keyId })
      .catch((error) => log(`could not revoke ${made.key.keyId}: ${error.message}`));
  await stopBenchServer(server);
}
