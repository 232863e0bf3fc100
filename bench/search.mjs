// `npm run bench:search`: the catalog calls as a logged-in buyer makes them, on a seeded catalog, beside the
// ceiling of the same server: a bare route (GET /api/ping, no database) and a bare statement through the same
// pool (GET /api/health, `select 1`). Run `npm run seed -- --products 1000000 --stock-rows 5000000` first
// (BENCH_DATABASE_URL=postgres://… for PostgreSQL; else the embedded database under BENCH_DATA_DIR).
//
// Two figures per call: service time (one client after another, p50/p99: what one request costs) and capacity
// (answers/s at BENCH_CONNECTIONS clients; their p99 is queueing, not service). Each is also given as a ratio to
// the ceiling. The buyers log in through the real captcha and login calls, so the server runs with the test
// captcha and NODE_ENV=development, and with EMALL_CHECK_ANSWERS=false so that it does the work production does.
// Prints one JSON document (progress on stderr), also saved, for a run of every call, to
// bench/results/search.<database>.json (BENCH_DATABASE_LABEL names the database: `real catalog`); never fails on a timing. The machine's load average is printed
// at the start, the end and with every figure: on shared cores, read the figures with it.
//
// Settings: BENCH_SECONDS (capacity run, 10), BENCH_SERVICE_SECONDS (service-time run, 5), BENCH_CONNECTIONS (50),
// BENCH_BUYERS (sessions the requests rotate over, 20; 0 measures anonymous requests), BENCH_POOL_SIZE and
// BENCH_SESSION_CACHE_SECONDS (the server's DATABASE_POOL_SIZE and SESSION_CACHE_SECONDS; default: the server's),
// BENCH_ONLY (comma-separated keys of the rows below), BENCH_SETTLE_SECONDS (pause after each capacity run, 11),
// BENCH_SERVER_NODE_ARGS (extra node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see
// where its time goes; the profile is written when the bench stops the server).
//
// Compression: the calls are asked as a browser asks them, with `Accept-Encoding: gzip, deflate, br`
// (BENCH_ACCEPT_ENCODING; `identity` asks for plain answers), so the service times and capacities include the
// server's compression of the answers over 1 KB (apps/server/src/platform/compression.ts). Each call's row also
// gives `wire`: the bytes of one answer as sent to that header and as sent plain. BENCH_UNCOMPRESSED_TOO=1
// measures each call a second time asking for plain answers (`uncompressed`, and `compressionCost`: the share
// of capacity and the service time compression takes).
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { anonymousHeaders, logIn as logInBuyer, startBenchServer, stopBenchServer } from './buyer-server.mjs';
import { databaseLabel, saveResult } from './results.mjs';
import { waitUntilQuiet } from './server-quiet.mjs';

const env = process.env;
const port = Number(env.BENCH_PORT ?? 3192);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(env.BENCH_SECONDS ?? 10);
const serviceSeconds = Number(env.BENCH_SERVICE_SECONDS ?? 5);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const buyers = Number(env.BENCH_BUYERS ?? 20);
// PostgreSQL publishes a connection's counters up to 10 s after it goes idle: the statement count of a run
// is read after this pause (which also lets the shared machine settle before the next run).
const settleSeconds = Number(env.BENCH_SETTLE_SECONDS ?? 11);
const only = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',')) : undefined;
// What Chrome and Firefox send: the server answers brotli to it.
const acceptEncoding = env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const uncompressedToo = env.BENCH_UNCOMPRESSED_TOO === '1';
const databaseUrl = env.BENCH_DATABASE_URL;
if (!databaseUrl && !env.BENCH_DATA_DIR) {
  console.error('Set BENCH_DATABASE_URL (PostgreSQL) or BENCH_DATA_DIR (a seeded PGlite data directory).');
  process.exit(2);
}

/**
 * The ceiling of the stack on this machine: what a call cannot beat. Requested with the buyer's cookie like the
 * calls, so the session check is in both.
 */
const CEILINGS = [
  { key: 'route', name: 'bare route: GET /api/ping (no database)', method: 'GET', path: '/api/ping' },
  {
    key: 'statement',
    name: 'bare statement: GET /api/health (select 1 through the pool)',
    method: 'GET',
    path: '/api/health',
  },
];

/**
 * The calls measured. To add one: a key, a name, the call's path and the body of its i-th request, made from
 * the sample (`sample.part(i)`: {mpn, brand} spread over the catalog; `sample.prefix(i, min, max)`: the first
 * min..max characters of a part number).
 */
const CALLS = [
  {
    key: 'suggestions',
    name: 'suggestions (prefix of 3-6 characters)',
    path: '/api/emall/psm/product/qryEmallMfrPartNumber',
    body: (i, sample) => ({ code: sample.prefix(i, 3, 6), buTenantCode: 64 }),
  },
  {
    key: 'search',
    name: 'part-number search (prefix of 4-9 characters, page 1)',
    path: '/api/emall/ess/psm/product/qryProduct4Emall',
    body: (i, sample) => ({ qryParam: sample.prefix(i, 4, 9) }),
  },
  {
    key: 'exact',
    name: 'exact lookup (part number + brand)',
    path: '/api/emall/ess/psm/product/qryDigitProductByKey',
    body: (i, sample) => ({ mfrPartNumber: sample.part(i).mpn, brandCode: sample.part(i).brand }),
  },
  {
    key: 'hints',
    name: 'suggestions with categories and brands (prefix of 2-6 characters or a word)',
    path: '/api/emall/ess/psm/product/qrySearchHints',
    body: (i, sample) => ({ code: i % 3 === 0 ? pick(HINT_WORDS, i) : sample.prefix(i, 2, 6) }),
  },
  {
    key: 'keyword',
    name: 'keyword search (values, packages, brands, categories: page 1)',
    path: '/api/emall/ess/psm/product/qryProduct4Emall',
    body: (i) => ({ qryParam: pick(KEYWORD_QUERIES, i) }),
  },
  {
    key: 'category',
    name: 'category page with facet counts (the 20 largest categories, no filter)',
    path: '/api/emall/ess/psm/catalog/qryCatalogProducts',
    body: (i, sample) => ({ catalogId: pick(sample.categories.largest, i) }),
  },
  {
    key: 'categoryFiltered',
    name: 'largest category with facet counts and three parameter filters',
    path: '/api/emall/ess/psm/catalog/qryCatalogProducts',
    body: (i, sample) => ({
      catalogId: sample.categories.top,
      filters: pick(sample.categories.filterSets, i),
    }),
  },
  {
    key: 'categoryPrice',
    name: 'largest category, one filter, sorted by unit price at 1,000 pieces',
    path: '/api/emall/ess/psm/catalog/qryCatalogProducts',
    body: (i, sample) => ({
      catalogId: sample.categories.top,
      filters: [pick(sample.categories.filterSets, i)[0]],
      sort: 'price',
      sortOrder: 'asc',
      quantity: 1000,
    }),
  },
  {
    key: 'categoryPriceAll',
    name: 'largest category, no filter, sorted by unit price at 1,000 pieces (cheapest, then dearest)',
    path: '/api/emall/ess/psm/catalog/qryCatalogProducts',
    body: (i, sample) => ({
      catalogId: sample.categories.top,
      sort: 'price',
      sortOrder: i % 2 ? 'desc' : 'asc',
      quantity: 1000,
    }),
  },
].map((call) => ({ ...call, method: 'POST' }));

/** Queries as engineers type them (docs/search.md's quality table has more). */
const KEYWORD_QUERIES = [
  '100nF 0402 X7R',
  'STM32 LQFP48',
  '10k 0603 1%',
  'Murata 100nF',
  '村田 1uF 0603',
  '贴片电容 100nF 0402',
  'LDO 3.3V SOT-23',
  '1uF 0805 25V',
  'TI LM358',
  '4.7uH inductor',
  '0.1uF 50V 0603',
  'ESP32 module',
];
const HINT_WORDS = ['MLCC', '电容', '村田', 'LDO', 'resistor', 'STM32', '贴片电阻', 'Yageo'];
const pick = (list, i) => list[i % list.length];

const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const log = (text) => console.error(`[bench:search] ${text}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// --- the server -----------------------------------------------------------------------------------------------

const server = startBenchServer({ port, databaseUrl, dataDir: env.BENCH_DATA_DIR, connections });
const logIn = () => logInBuyer(base);

/** Whether these headers still carry a live session (a refused one would measure anonymous requests). */
async function stillLoggedIn(headers) {
  const res = await fetch(`${base}/api/emall/tms/staff/getEmallUserSessionInfo`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  return (await res.json()).data !== null;
}

/**
 * Part numbers spread over the catalog (PostgreSQL: a table sample, the same one every run on the same data, so
 * that runs compare: a random one moved the part-number search by a third between runs; PGlite: one search's page).
 */
async function sampleParts(headers) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      `select p.mfr_part_number as mpn, b.brand_code as brand from product p tablesample system (1) repeatable (7919)
       join brand b on b.id = p.brand_id limit 2000`,
    );
    await client.end();
    return rows;
  }
  const res = await fetch(`${base}/api/emall/ess/psm/product/qryProduct4Emall`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ qryParam: '1', pageSize: 100 }),
  });
  return (await res.json()).data.rows.map((r) => ({ mpn: r.mfrPartNumber, brand: r.brandCode }));
}

/**
 * The categories the category rows ask for: the 20 largest subcategories, and for the largest one, filter sets
 * of three parameters each made from its own most common facet values (so every request narrows to real parts).
 */
async function sampleCategories(headers) {
  const post = async (urlPath, body) =>
    (await (await fetch(`${base}${urlPath}`, { method: 'POST', headers, body: JSON.stringify(body) })).json())
      .data;
  const { nodes } = await post('/api/emall/ess/psm/catalog/qryCatalogTree', {});
  const largest = nodes
    .filter((n) => n.level === 2)
    .sort((a, b) => b.count - a.count)
    .slice(0, 20);
  const top = largest[0];
  const page = await post('/api/emall/ess/psm/catalog/qryCatalogProducts', { catalogId: top.catalogId });
  const codes = page.facets
    .filter((f) => f.values.length >= 3)
    .slice(0, 3)
    .map((f) => f.code);
  // Each set narrows step by step: the next filter's value is one the parts left by the earlier ones still hold.
  const filterSets = [];
  for (let k = 0; k < 3; k += 1) {
    const filters = [];
    for (const code of codes) {
      const narrowed = await post('/api/emall/ess/psm/catalog/qryCatalogProducts', {
        catalogId: top.catalogId,
        filters,
      });
      const values = narrowed.facets.find((f) => f.code === code)?.values ?? [];
      if (values.length) filters.push({ code, values: [values[k % values.length].value] });
    }
    filterSets.push(filters);
  }
  const facets = codes.map((code) => ({ code }));
  log(
    `largest category: ${top.name} (${top.count} parts); filters on ${facets.map((f) => f.code).join(', ')}`,
  );
  return {
    largest: largest.map((n) => n.catalogId),
    top: top.catalogId,
    topName: top.name,
    topCount: top.count,
    filterSets,
  };
}

function sampleOf(parts, categories) {
  const part = (i) => parts[(i * 7919) % parts.length];
  return {
    size: parts.length,
    categories,
    part,
    prefix: (i, min, max) => {
      const { mpn } = part(i);
      return mpn.slice(0, Math.min(mpn.length, min + (i % (max - min + 1))));
    },
  };
}

/** Transactions committed in the database so far: every statement of the server is its own. */
async function committedTransactions() {
  if (!databaseUrl) return undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
  );
  await client.end();
  return Number(rows[0].n);
}

// --- the two measurements ----------------------------------------------------------------------------------------

/**
 * The i-th request of a target: its method, headers (the callers in turn, asking for `encoding`: the browser's
 * Accept-Encoding unless a run asks otherwise) and body.
 */
function requestOf(target, i, callers, sample, encoding = acceptEncoding) {
  const headers = { ...callers[i % callers.length], 'accept-encoding': encoding };
  const body = target.body ? JSON.stringify(target.body(i, sample)) : undefined;
  return { method: target.method, path: target.path, headers, body };
}

/** One request's answer as it crossed the wire (http.request never decodes): its bytes and Content-Encoding. */
function wireBytes(r) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${r.path}`, { method: r.method, headers: r.headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity', status: res.statusCode }),
      );
    });
    req.on('error', reject);
    req.end(r.body);
  });
}

/** The first request of a target asked with the run's Accept-Encoding and asked plain: bytes on the wire. */
async function wireOf(target, callers, sample) {
  const compressed = await wireBytes(requestOf(target, 0, callers, sample));
  const plain = await wireBytes(requestOf(target, 0, callers, sample, 'identity'));
  return {
    acceptEncoding,
    encoding: compressed.encoding,
    bytes: compressed.bytes,
    uncompressedBytes: plain.bytes,
    share: Math.round((compressed.bytes / Math.max(plain.bytes, 1)) * 1000) / 1000,
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

/** One client after another on one kept-alive connection: the time one request costs, without queueing. */
async function serviceTime(target, callers, sample, encoding = acceptEncoding) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = (i) =>
    new Promise((resolve, reject) => {
      const r = requestOf(target, i, callers, sample, encoding);
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
  const round = (ms) => Math.round(ms * 100) / 100;
  return {
    requests: times.length,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    meanMs: round(times.reduce((a, b) => a + b, 0) / times.length),
    non2xx: failed,
    loadAvg1,
  };
}

/** BENCH_CONNECTIONS clients at once for BENCH_SECONDS: answers per second, and statements when known. */
async function capacity(target, callers, sample, encoding = acceptEncoding) {
  const loadAvg1 = loadAverage()[0];
  const before = await committedTransactions();
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
              const r = requestOf(target, i++, callers, sample, encoding);
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
  await sleep(settleSeconds * 1000);
  const after = await committedTransactions();
  const answers = result.requests.total;
  const statements = before === undefined ? undefined : after - before - 2; // less the counters' own reads
  return {
    answersPerSecond: Math.round(answers / seconds),
    ...(statements === undefined
      ? {}
      : {
          statementsPerSecond: Math.round(statements / seconds),
          statementsPerAnswer: Math.round((statements / Math.max(answers, 1)) * 100) / 100,
        }),
    queueingP50Ms: result.latency.p50,
    queueingP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    loadAvg1,
  };
}

async function measure(target, callers, sample, { compare = false } = {}) {
  const wire = await wireOf(target, callers, sample);
  log(`${target.name}: ${wire.bytes} bytes on the wire (${wire.encoding}), ${wire.uncompressedBytes} plain`);
  log(`${target.name}: service time…`);
  const service = await serviceTime(target, callers, sample);
  log(`${target.name}: capacity at ${connections} clients…`);
  const load = await capacity(target, callers, sample);
  log(`${target.name}: p50 ${service.p50Ms} ms, ${load.answersPerSecond}/s`);
  const row = { key: target.key, name: target.name, wire, serviceTime: service, capacity: load };
  if (!compare) return row;
  log(`${target.name}: the same asking for plain answers…`);
  const plainService = await serviceTime(target, callers, sample, 'identity');
  const plainLoad = await capacity(target, callers, sample, 'identity');
  log(`${target.name}: plain p50 ${plainService.p50Ms} ms, ${plainLoad.answersPerSecond}/s`);
  return {
    ...row,
    uncompressed: { serviceTime: plainService, capacity: plainLoad },
    compressionCost: {
      capacityShare:
        Math.round((load.answersPerSecond / Math.max(plainLoad.answersPerSecond, 1)) * 1000) / 1000,
      serviceTimeP50DeltaMs: Math.round((service.p50Ms - plainService.p50Ms) * 100) / 100,
    },
  };
}

/** Each figure as a share of the ceiling: capacity ÷ the ceiling's, service time ÷ the ceiling's. */
function ratios(row, ceilings) {
  const out = {};
  for (const ceiling of ceilings) {
    if (ceiling === row) continue;
    out[ceiling.key] = {
      capacity: Math.round((row.capacity.answersPerSecond / ceiling.capacity.answersPerSecond) * 1000) / 1000,
      serviceTimeP50: Math.round((row.serviceTime.p50Ms / ceiling.serviceTime.p50Ms) * 10) / 10,
    };
  }
  return out;
}

// --- the run -----------------------------------------------------------------------------------------------------

const loadAtStart = loadAverage();
try {
  const background = await waitUntilQuiet(base, log);
  log(background);
  const callers = [];
  for (let b = 0; b < buyers; b += 1) callers.push(await logIn());
  if (!callers.length) callers.push(await anonymousHeaders(base));
  const sample = sampleOf(await sampleParts(callers[0]), await sampleCategories(callers[0]));
  const chosen = (t) => !only || only.has(t.key);
  const ceilings = [];
  for (const target of CEILINGS.filter(chosen)) ceilings.push(await measure(target, callers, sample));
  const calls = [];
  for (const target of CALLS.filter(chosen))
    calls.push(await measure(target, callers, sample, { compare: uncompressedToo }));
  const sessionsLive = buyers ? await stillLoggedIn(callers[0]) : null;
  const health = await (await fetch(`${base}/api/health`)).json();
  const doc = {
    database: databaseUrl ? 'postgres' : 'pglite',
    databaseLabel: databaseLabel(databaseUrl),
    date: new Date().toISOString(),
    caller: buyers ? `logged-in buyer (${buyers} sessions in turn)` : 'anonymous',
    sessionsStillLiveAtEnd: sessionsLive,
    poolSize: env.BENCH_POOL_SIZE ?? 'server default (DATABASE_POOL_SIZE)',
    sessionCacheSeconds: env.BENCH_SESSION_CACHE_SECONDS ?? 'server default (SESSION_CACHE_SECONDS)',
    backgroundWork: background,
    backgroundWorkAtEnd: health.background ?? 'not reported',
    loadAverage: { start: loadAtStart, end: loadAverage(), cores: os.cpus().length },
    serviceSeconds,
    capacitySeconds: seconds,
    connections,
    acceptEncoding,
    samples: sample.size,
    largestCategory: { name: sample.categories.topName, parts: sample.categories.topCount },
    categoryFilters: sample.categories.filterSets,
    notes: [
      'serviceTime: one request after another on one connection (p50/p99 in ms): the cost of one request.',
      `capacity: ${connections} clients at once; queueingP50Ms/queueingP99Ms are queueing (Little's law: ` +
        `about ${connections} / answersPerSecond), not service time.`,
      'ratios: capacity as a share of the ceiling, service time as a multiple of the ceiling.',
      `wire: one answer's bytes as sent to Accept-Encoding "${acceptEncoding}" and as sent plain; the ` +
        'figures above include compressing every answer over 1 KB.',
      'compressionCost (BENCH_UNCOMPRESSED_TOO=1): capacity with compression as a share of capacity without, ' +
        'and the p50 service time compression adds.',
      'statementsPerSecond: transactions committed in the database during the capacity run (each statement ' +
        'is its own), divided by its length.',
      'The load generator, the server and the database share the same cores; read every figure with its loadAvg1.',
    ],
    ceilings: ceilings.map((row) => ({ ...row, ratios: ratios(row, ceilings) })),
    calls: calls.map((row) => ({ ...row, ratios: ratios(row, ceilings) })),
  };
  // A run of some of the calls leaves the saved figures of a full run alone.
  if (!only) log(`saved to ${await saveResult('search', doc, databaseLabel(databaseUrl))}`);
  console.log(JSON.stringify(doc, null, 2));
} finally {
  await stopBenchServer(server);
}
