// `npm run bench:substitutes`: drop-in substitutes (docs/substitutes.md) on a real catalog, beside the ceiling of
// the same server (a bare route, GET /api/ping, no database), as bench/search.mjs measures the search.
// BENCH_DATABASE_URL=postgres://… is required: the full catalog (`emall_full`, docs/operations.md).
//
// Three measurements:
// 1. qryProductSubstitutes of real products of many kinds (every category, products that state one of the values
//    that make a part searchable), as a logged-in buyer asks it: service time (one request after another, p50/p99)
//    and capacity (answers/s at BENCH_CONNECTIONS clients, 50), each also as a ratio to the ceiling.
// 2. substituteIdsOf for BENCH_BULK products at once (5,000 sampled products of every kind), in stock for 1,000
//    pieces, three each: the time of each of BENCH_BULK_RUNS runs (3), in this process on its own pool, the server
//    stopped.
// 3. the short lines of a 5,000-line BOM: 5,000 real products drawn as bench/bom.mjs draws its BOM's part numbers
//    (the same table sample and pseudo-random sequence), each at 1–10 a board; the lines whose stock is below their
//    need at 500 boards asked in one substituteIdsOf call as chooseBomSubstitutes asks them (each part once at its
//    largest need, in stock only, SUBSTITUTES_PAGE_SIZE_MAX each): the count asked and the time of each run, the
//    first run cold for searches and verdicts (none held) after the value tables are read, as a started server
//    reads them, beside the same run's ceiling (a bare `select 1`).
// BENCH_ONLY=bom runs the third alone (no server).
// Prints one JSON document (progress on stderr); never fails on a timing. The load average is printed with each
// figure: on shared cores, read the figures with it.
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { logIn, startBenchServer, stopBenchServer } from './buyer-server.mjs';
import { databaseLabel, saveResult } from './results.mjs';
import { waitUntilQuiet } from './server-quiet.mjs';

const env = process.env;
const port = Number(env.BENCH_PORT ?? 3193);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(env.BENCH_SECONDS ?? 10);
const serviceSeconds = Number(env.BENCH_SERVICE_SECONDS ?? 5);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const bulkSize = Number(env.BENCH_BULK ?? 5000);
const bulkRuns = Number(env.BENCH_BULK_RUNS ?? 3);
const databaseUrl = env.BENCH_DATABASE_URL;
const only = env.BENCH_ONLY ?? '';
const BOM_LINES = 5000;
const BOM_BOARDS = 500;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL (PostgreSQL holding the full catalog).');
  process.exit(2);
}

/** The values that make a part searchable (`main` in apps/server/src/domains/catalog/parameters/param-roles.ts). */
const MAIN_CODES = [
  'capacitance',
  'resistance',
  'inductance',
  'impedance',
  'frequency',
  'zenerVoltage',
  'outputVoltage',
  'standoffVoltage',
  'holdCurrent',
  'pitch',
  'color',
  'reverseVoltage',
  'drainSourceVoltage',
  'collectorEmitterVoltage',
];

const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const log = (text) => console.error(`[bench:substitutes] ${text}`);
const round = (ms) => Math.round(ms * 100) / 100;

/**
 * Real products spread over every category that has searchable parts: a table sample (the same every run on the
 * same data), at most 60 per category so the largest (chip resistors) does not fill it.
 */
async function sampleProducts(limit) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `select id from (
       select t.product_id as id, row_number() over (partition by t.catalog_id order by t.product_id) as n
       from product_tag t tablesample system (5) repeatable (7919)
       where t.is_active and t.catalog_id is not null
         and exists (select 1 from product_param pp join parameter pa on pa.id = pp.parameter_id
                     where pp.product_id = t.product_id and pa.code = any($1))) s
     where n <= 60 order by id limit $2`,
    [MAIN_CODES, limit],
  );
  const { rows: kinds } = await client.query(
    'select count(distinct catalog_id)::int as n from product where id = any($1)',
    [rows.map((r) => r.id)],
  );
  await client.end();
  return { ids: rows.map((r) => String(r.id)), categories: kinds[0].n };
}

// --- the server ----------------------------------------------------------------------------------------------------

const TARGETS = {
  route: { name: 'bare route: GET /api/ping (no database)', method: 'GET', path: '/api/ping' },
  substitutes: {
    name: 'qryProductSubstitutes (real products of every kind, 10 a page, at 1,000 pieces)',
    method: 'POST',
    path: '/api/emall/ess/psm/product/qryProductSubstitutes',
    body: (i, ids) => ({ spuId: ids[(i * 7919) % ids.length], quantity: 1000, pageSize: 10 }),
  },
};

function requestOf(target, i, headers, ids) {
  return { ...target, headers, body: target.body ? JSON.stringify(target.body(i, ids)) : undefined };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

/** One request after another on one kept-alive connection: what one request costs, without queueing. */
async function serviceTime(target, headers, ids) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = (i) =>
    new Promise((resolve, reject) => {
      const r = requestOf(target, i, headers, ids);
      const started = process.hrtime.bigint();
      const req = http.request(`${base}${r.path}`, { method: r.method, headers: r.headers, agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode }),
        );
      });
      req.on('error', reject);
      req.end(r.body);
    });
  const loadAvg1 = loadAverage()[0];
  let i = 0;
  for (const warmUntil = Date.now() + 1000; Date.now() < warmUntil;) await once(i++);
  const times = [];
  let failed = 0;
  for (const until = Date.now() + serviceSeconds * 1000; Date.now() < until;) {
    const { ms, status } = await once(i++);
    times.push(ms);
    if (status >= 300) failed += 1;
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    non2xx: failed,
    loadAvg1,
  };
}

/** BENCH_CONNECTIONS clients at once for BENCH_SECONDS. */
async function capacity(target, headers, ids) {
  const loadAvg1 = loadAverage()[0];
  let i = 0;
  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${target.path}`,
        connections,
        duration: seconds,
        requests: [
          {
            method: target.method,
            setupRequest: (req) => {
              const r = requestOf(target, i++, headers, ids);
              return {
                ...req,
                headers: { ...req.headers, ...r.headers },
                ...(r.body ? { body: r.body } : {}),
              };
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
  return {
    answersPerSecond: Math.round(result.requests.total / seconds),
    queueingP50Ms: result.latency.p50,
    queueingP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    loadAvg1,
  };
}

async function measure(key, headers, ids) {
  const target = TARGETS[key];
  log(`${target.name}: service time…`);
  const service = await serviceTime(target, headers, ids);
  log(`${target.name}: capacity at ${connections} clients…`);
  const load = await capacity(target, headers, ids);
  log(`${target.name}: p50 ${service.p50Ms} ms, p99 ${service.p99Ms} ms, ${load.answersPerSecond}/s`);
  return { key, name: target.name, serviceTime: service, capacity: load };
}

/** How many of the sampled products have substitutes at all (the answers' share that did the whole work). */
async function answeredShare(headers, ids) {
  let searchable = 0;
  let withList = 0;
  let failed = 0;
  const asked = ids.slice(0, 200);
  for (const spuId of asked) {
    // The capacity run's last requests may still hold the session's in-flight reads (429 until they end).
    let res;
    for (let wait = 0; ; wait += 1) {
      res = await fetch(`${base}${TARGETS.substitutes.path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ spuId, quantity: 1000 }),
      });
      if (res.status !== 429 || wait >= 30) break;
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 1000));
    }
    const answer = await res.json();
    if (!res.ok || !answer.data) {
      failed += 1;
      if (failed === 1)
        log(`qryProductSubstitutes answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    }
    const data = answer.data;
    if (data?.searchable) searchable += 1;
    if (data?.list?.length) withList += 1;
  }
  return { asked: asked.length, searchable, withSubstitutes: withList, failed };
}

/**
 * Reads every category's value table first, as a server copy does after it starts (the first run is then cold
 * for searches and verdicts, not for the tables); answers the time it took and the parts and heap held.
 */
async function warmTables(warmValueTables, db) {
  const started = process.hrtime.bigint();
  const parts = await warmValueTables(db);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const heapMB = Math.round(process.memoryUsage().heapUsed / 1e6);
  log(`value tables read: ${parts} parts in ${Math.round(ms)} ms, heap ${heapMB} MB`);
  return { parts, ms: Math.round(ms), heapMB };
}

/** substituteIdsOf in this process, on a pool of its own, the server stopped. */
async function bulk(ids) {
  const { openDatabase } = await tsImport('../apps/server/src/platform/db.ts', import.meta.url);
  // One module graph for both: the value tables are held per module instance.
  const { substituteIdsOf, warmValueTables } = await tsImport(
    '../apps/server/src/domains/catalog/catalog.service.ts',
    import.meta.url,
  );
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const asks = ids.map((id) => ({ productId: Number(id), quantity: 1000 }));
  const runs = [];
  try {
    await warmTables(warmValueTables, database.db);
    for (let r = 0; r < bulkRuns; r += 1) {
      const loadAvg1 = loadAverage()[0];
      const started = process.hrtime.bigint();
      const answer = await substituteIdsOf(database.db, asks, { inStockOnly: true, limit: 3 });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const withSubstitutes = [...answer.values()].filter((list) => list.length > 0).length;
      runs.push({ ms: round(ms), products: asks.length, withSubstitutes, loadAvg1 });
      log(`substituteIdsOf of ${asks.length} products: ${round(ms)} ms`);
    }
  } finally {
    await database.close();
  }
  return runs;
}

/** A fixed pseudo-random sequence (mulberry32, bench/bom.mjs's seed): the same BOM every run. */
function randomSequence(start) {
  let seed = start;
  return (n) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/**
 * The short lines of a 5,000-line BOM at 500 boards: the parts bench/bom.mjs draws (its table sample of active
 * parts with a part number, one drawn per line), 1–10 of each a board; a line is short when the part's stock is
 * below its need. Each part asked once at its largest need, as chooseBomSubstitutes asks.
 */
async function bomShortLines() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: parts } = await client.query(
    `select p.id, p.redundant_stock from product p tablesample system (1) repeatable (3)
     join brand b on b.id = p.brand_id where p.is_active and length(p.mfr_pn_key) >= 6 limit 6000`,
  );
  await client.end();
  const random = randomSequence(20261122);
  const needs = new Map();
  let shortLines = 0;
  for (let i = 0; i < BOM_LINES; i += 1) {
    const part = parts[random(parts.length)];
    const need = BOM_BOARDS * (1 + random(10));
    if (Number(part.redundant_stock) >= need) continue;
    shortLines += 1;
    const id = Number(part.id);
    needs.set(id, Math.max(needs.get(id) ?? 0, need));
  }
  return { shortLines, asks: [...needs].map(([productId, quantity]) => ({ productId, quantity })) };
}

/** Scenario 3: substituteIdsOf of a BOM's short lines, runs in one process (the first cold), with a bare statement beside. */
async function bomScenario() {
  const { openDatabase } = await tsImport('../apps/server/src/platform/db.ts', import.meta.url);
  // One module graph for both: the value tables are held per module instance.
  const { substituteIdsOf, warmValueTables } = await tsImport(
    '../apps/server/src/domains/catalog/catalog.service.ts',
    import.meta.url,
  );
  const { SUBSTITUTES_PAGE_SIZE_MAX } = await tsImport('../packages/contract/src/index.ts', import.meta.url);
  const { sql } = await import('drizzle-orm');
  const { shortLines, asks } = await bomShortLines();
  log(
    `BOM of ${BOM_LINES} lines at ${BOM_BOARDS} boards: ${shortLines} short lines, ${asks.length} parts asked`,
  );
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const runs = [];
  let tables;
  try {
    tables = await warmTables(warmValueTables, database.db);
    for (let r = 0; r < bulkRuns; r += 1) {
      const loadAvg1 = loadAverage()[0];
      let started = process.hrtime.bigint();
      await database.db.execute(sql`select 1`);
      const ceilingMs = Number(process.hrtime.bigint() - started) / 1e6;
      started = process.hrtime.bigint();
      const answer = await substituteIdsOf(database.db, asks, {
        inStockOnly: true,
        limit: SUBSTITUTES_PAGE_SIZE_MAX,
      });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const withSubstitutes = [...answer.values()].filter((list) => list.length > 0).length;
      runs.push({ ms: round(ms), ceilingMs: round(ceilingMs), withSubstitutes, loadAvg1 });
      log(
        `substituteIdsOf of the BOM's ${asks.length} short parts: ${round(ms)} ms (select 1: ${round(ceilingMs)} ms)`,
      );
    }
  } finally {
    await database.close();
  }
  return { lines: BOM_LINES, boards: BOM_BOARDS, shortLines, asked: asks.length, tables, runs };
}

if (only === 'bom') {
  const loadAtStart = loadAverage();
  const bom = await bomScenario();
  console.log(
    JSON.stringify(
      { database: 'postgres', loadAverage: { start: loadAtStart, end: loadAverage() }, bom },
      null,
      2,
    ),
  );
  process.exit(0);
}

// --- the run ---------------------------------------------------------------------------------------------------------

const loadAtStart = loadAverage();
const sample = await sampleProducts(Math.max(bulkSize, 2000));
log(`${sample.ids.length} products of ${sample.categories} categories`);
const server = startBenchServer({ port, databaseUrl, connections });
let online;
try {
  await waitUntilQuiet(base, log);
  const headers = await logIn(base);
  const route = await measure('route', headers, sample.ids);
  const substitutes = await measure('substitutes', headers, sample.ids);
  const share = await answeredShare(headers, sample.ids);
  online = { route, substitutes, share };
} finally {
  await stopBenchServer(server);
}
const bulkRunsResult = await bulk(sample.ids.slice(0, bulkSize));
const bom = await bomScenario();
const { route, substitutes, share } = online;
const doc = {
  database: 'postgres',
  databaseLabel: databaseLabel(databaseUrl),
  caller: 'logged-in buyer (demo)',
  loadAverage: { start: loadAtStart, end: loadAverage(), cores: os.cpus().length },
  sample: { products: sample.ids.length, categories: sample.categories, ...share },
  notes: [
    'serviceTime: one request after another on one connection (p50/p99 in ms): the cost of one request.',
    `capacity: ${connections} clients at once; its latencies are queueing, not service time.`,
    'ratios: capacity as a share of the ceiling, service time as a multiple of the ceiling.',
    'bulk: substituteIdsOf in the bench process on its own pool (the server stopped), in stock for 1,000, 3 each.',
    'bom: the short lines of a 5,000-line BOM at 500 boards in one substituteIdsOf call; ceilingMs: a bare select 1.',
  ],
  ceiling: route,
  substitutes: {
    ...substitutes,
    ratios: {
      capacity:
        Math.round((substitutes.capacity.answersPerSecond / route.capacity.answersPerSecond) * 1000) / 1000,
      serviceTimeP50: Math.round((substitutes.serviceTime.p50Ms / route.serviceTime.p50Ms) * 10) / 10,
    },
  },
  bulk: bulkRunsResult,
  bom,
};
console.log(JSON.stringify(doc, null, 2));
log(`saved to ${await saveResult('substitutes', doc, databaseLabel(databaseUrl))}`);
