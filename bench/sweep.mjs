// `npm run bench:sweep`: every way a buyer can narrow and order the largest category pages, measured as
// bench:search measures a call, to find the page that falls off a cliff on real data before a buyer does.
// The largest categories (SWEEP_CATEGORIES, 8) × each narrowing their page offers (none; each parameter facet
// the page lists, by one of its most common values, and as a range for a numeric one; the most common brand;
// in stock only) × each sort the page offers (relevance, stock, unit price at 1,000 pieces, part number; both
// orders). Needs a seeded catalog (BENCH_DATABASE_URL=postgres://… or BENCH_DATA_DIR for PGlite).
//
// Per combination: service time (SWEEP_REQUESTS requests one after another as the seeded buyer, p50/p99; the
// requests rotate over the facet's three most common values so one lucky value does not stand for the facet).
// Then the combinations slowest at p99 (SWEEP_BURST_TOP, 20; `all` for every one) get a burst of
// BENCH_CONNECTIONS clients (50) for SWEEP_BURST_SECONDS (3): their answers per second and their time-outs (the
// catalog's statement limit answering QUERY_TOO_LONG, or no answer within 10 s). The same run's bare route
// (GET /api/ping) is the ceiling. Prints the worst ten on stderr and one JSON document on stdout, saved to
// bench/results/sweep.<database>.json; never fails on a timing. SWEEP_MINUTES bounds the service-time pass (the
// categories not reached are left out and named so). Target: p99 ≤ 50 ms, no time-out at 50 clients.
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import { logIn, startBenchServer, stopBenchServer } from './buyer-server.mjs';
import { databaseLabel, saveResult } from './results.mjs';
import { waitUntilQuiet } from './server-quiet.mjs';

const env = process.env;
const port = Number(env.BENCH_PORT ?? 3193);
const base = `http://127.0.0.1:${port}`;
const databaseUrl = env.BENCH_DATABASE_URL;
const categoryCount = Number(env.SWEEP_CATEGORIES ?? 8);
const requestsPerCombination = Number(env.SWEEP_REQUESTS ?? 30);
const burstTop = env.SWEEP_BURST_TOP === 'all' ? Infinity : Number(env.SWEEP_BURST_TOP ?? 20);
const burstSeconds = Number(env.SWEEP_BURST_SECONDS ?? 3);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const buyers = Number(env.BENCH_BUYERS ?? 10);
// A time budget for the service-time pass (minutes; unset: none): past it the remaining combinations are left out
// and the document says so (`partial`).
const budgetMinutes = env.SWEEP_MINUTES ? Number(env.SWEEP_MINUTES) : Infinity;
const TARGET_P99_MS = 50;
const PAGE = '/api/emall/ess/psm/catalog/qryCatalogProducts';
if (!databaseUrl && !env.BENCH_DATA_DIR) {
  console.error('Set BENCH_DATABASE_URL (PostgreSQL) or BENCH_DATA_DIR (a seeded PGlite data directory).');
  process.exit(2);
}

/** The sorts of the category page's sort control, each in both orders; price at the quantity a buyer types. */
const SORTS = [
  { key: 'relevance', body: {} },
  { key: 'stock desc', body: { sort: 'stock', sortOrder: 'desc' } },
  { key: 'stock asc', body: { sort: 'stock', sortOrder: 'asc' } },
  { key: 'price asc @1000', body: { sort: 'price', sortOrder: 'asc', quantity: 1000 } },
  { key: 'price desc @1000', body: { sort: 'price', sortOrder: 'desc', quantity: 1000 } },
  { key: 'part number asc', body: { sort: 'partNumber', sortOrder: 'asc' } },
  { key: 'part number desc', body: { sort: 'partNumber', sortOrder: 'desc' } },
];

const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const log = (text) => console.error(`[bench:sweep] ${text}`);
const round = (ms) => Math.round(ms * 100) / 100;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

async function post(headers, body) {
  const res = await fetch(`${base}${PAGE}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = await res.json();
  if (!answer.success) throw new Error(`${PAGE} ${JSON.stringify(body)}: ${answer.errcode} ${answer.msg}`);
  return answer.data;
}

/**
 * The narrowings a category's page offers, each as bodies to rotate over: its facets' most common values, a
 * range over the middle of a numeric facet's listed values, its most common brands, in stock only.
 */
function narrowingsOf(page) {
  const out = [{ key: 'no filter', bodies: [{}] }];
  for (const facet of page.facets) {
    const common = facet.values.slice(0, 3);
    if (!common.length) continue;
    out.push({
      key: `${facet.code} =`,
      bodies: common.map((v) => ({ filters: [{ code: facet.code, values: [v.value] }] })),
    });
    const numbers = facet.values
      .map((v) => v.num)
      .filter((n) => typeof n === 'number')
      .sort((a, b) => a - b);
    if (numbers.length >= 4) {
      const min = numbers[Math.floor(numbers.length / 4)];
      const max = numbers[Math.floor((numbers.length * 3) / 4)];
      out.push({ key: `${facet.code} range`, bodies: [{ filters: [{ code: facet.code, min, max }] }] });
    }
  }
  const brands = page.brands.slice(0, 3);
  if (brands.length) out.push({ key: 'brand', bodies: brands.map((b) => ({ brandCodes: [b.brandCode] })) });
  out.push({ key: 'in stock', bodies: [{ hasStock: true }] });
  return out;
}

/** One request after another on one kept-alive connection: the time each costs, without queueing. */
async function serviceTime(bodyOf, callers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = (i) =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.request(
        `${base}${PAGE}`,
        { method: 'POST', headers: callers[i % callers.length], agent },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode }),
          );
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(bodyOf(i)));
    });
  const loadAvg1 = loadAverage()[0];
  for (let i = 0; i < 3; i += 1) await once(i);
  const times = [];
  let failed = 0;
  for (let i = 0; i < requestsPerCombination; i += 1) {
    const { ms, status } = await once(i);
    times.push(ms);
    if (status >= 300) failed += 1;
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times.at(-1)),
    non2xx: failed,
    loadAvg1,
  };
}

/** BENCH_CONNECTIONS clients for SWEEP_BURST_SECONDS: answers per second and what did not get an answer. */
async function burst(method, urlPath, bodyOf, callers) {
  const loadAvg1 = loadAverage()[0];
  let i = 0;
  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${urlPath}`,
        connections,
        duration: burstSeconds,
        timeout: 10,
        requests: [
          {
            method,
            setupRequest: (req) => {
              const n = i++;
              const body = bodyOf ? JSON.stringify(bodyOf(n)) : undefined;
              return {
                ...req,
                headers: { ...req.headers, ...callers[n % callers.length] },
                ...(body ? { body } : {}),
              };
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
  return {
    answersPerSecond: Math.round(result.requests.total / burstSeconds),
    // A refused answer here is the statement limit's QUERY_TOO_LONG (the catalog's only slow failure).
    timeouts: result.timeouts + result.non2xx,
    errors: result.errors,
    loadAvg1,
  };
}

/** The bare route's service time and burst: the same run's ceiling. */
async function ceiling(callers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  for (let i = 0; i < requestsPerCombination * 10; i += 1) {
    const started = process.hrtime.bigint();
    await new Promise((resolve, reject) => {
      const req = http.request(`${base}/api/ping`, { headers: callers[i % callers.length], agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const load = await burst('GET', '/api/ping', undefined, callers);
  return {
    name: 'bare route: GET /api/ping (no database)',
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    answersPerSecond: load.answersPerSecond,
  };
}

const server = startBenchServer({ port, databaseUrl, dataDir: env.BENCH_DATA_DIR, connections });
const loadAtStart = loadAverage();
const startedAt = Date.now();
try {
  log(await waitUntilQuiet(base, log));
  const callers = [];
  for (let b = 0; b < Math.max(buyers, 1); b += 1) callers.push(await logIn(base));
  const roof = await ceiling(callers);
  log(`ceiling: bare route p50 ${roof.p50Ms} ms, ${roof.answersPerSecond}/s at ${connections} clients`);

  const { nodes } = await (
    await fetch(`${base}/api/emall/ess/psm/catalog/qryCatalogTree`, {
      method: 'POST',
      headers: callers[0],
      body: '{}',
    })
  )
    .json()
    .then((a) => a.data);
  const categories = nodes
    .filter((n) => n.level === 2)
    .sort((a, b) => b.count - a.count)
    .slice(0, categoryCount);

  const rows = [];
  const budgetEnds = Date.now() + budgetMinutes * 60_000;
  let skipped = 0;
  for (const category of categories) {
    if (Date.now() > budgetEnds) {
      skipped += 1;
      continue;
    }
    const page = await post(callers[0], { catalogId: category.catalogId });
    const narrowings = narrowingsOf(page);
    log(
      `${category.name} (${category.count} parts): ${narrowings.length} narrowings × ${SORTS.length} sorts`,
    );
    for (const narrowing of narrowings)
      for (const sort of SORTS) {
        const bodyOf = (i) => ({
          catalogId: category.catalogId,
          ...narrowing.bodies[i % narrowing.bodies.length],
          ...sort.body,
        });
        const service = await serviceTime(bodyOf, callers);
        rows.push({
          category: category.name,
          catalogId: category.catalogId,
          parts: category.count,
          filter: narrowing.key,
          sort: sort.key,
          example: bodyOf(0),
          serviceTime: service,
          bodyOf,
        });
      }
  }

  rows.sort((a, b) => b.serviceTime.p99Ms - a.serviceTime.p99Ms);
  const bursted = rows.slice(0, Math.min(rows.length, burstTop));
  log(`bursts of ${connections} clients for the ${bursted.length} slowest at p99…`);
  for (const row of bursted) row.burst = await burst('POST', PAGE, row.bodyOf, callers);

  const out = rows.map(({ bodyOf: _bodyOf, ...row }) => ({
    ...row,
    ratio: {
      serviceTimeP50: round(row.serviceTime.p50Ms / roof.p50Ms),
      ...(row.burst
        ? { capacity: Math.round((row.burst.answersPerSecond / roof.answersPerSecond) * 1000) / 1000 }
        : {}),
    },
  }));
  const worst = out.slice(0, 10);
  const over = out.filter((r) => r.serviceTime.p99Ms > TARGET_P99_MS);
  const timedOut = out.filter((r) => (r.burst?.timeouts ?? 0) > 0);
  console.error('\nThe ten slowest combinations (service time; burst at %d clients):', connections);
  for (const r of worst)
    console.error(
      `  p50 ${String(r.serviceTime.p50Ms).padStart(7)} ms  p99 ${String(r.serviceTime.p99Ms).padStart(7)} ms  ` +
        `${String(r.burst?.answersPerSecond ?? '-').padStart(5)}/s  time-outs ${r.burst?.timeouts ?? '-'}  ` +
        `${r.category} (${r.parts}) · ${r.filter} · ${r.sort}`,
    );
  console.error(
    `${out.length} combinations; ${over.length} over ${TARGET_P99_MS} ms at p99; ${timedOut.length} with time-outs\n`,
  );
  const doc = {
    bench: 'sweep',
    database: databaseUrl ? 'postgres' : 'pglite',
    databaseLabel: databaseLabel(databaseUrl),
    date: new Date().toISOString(),
    loadAverage: { start: loadAtStart, end: loadAverage(), cores: os.cpus().length },
    minutes: Math.round((Date.now() - startedAt) / 6000) / 10,
    requestsPerCombination,
    burst: { connections, seconds: burstSeconds, combinations: bursted.length },
    target: { p99Ms: TARGET_P99_MS, timeouts: 0 },
    ceiling: roof,
    summary: {
      ...(skipped ? { partial: `the time budget left out the ${skipped} smallest of the categories` } : {}),
      combinations: out.length,
      overTargetP99: over.length,
      withTimeouts: timedOut.length,
      worstP99Ms: out[0]?.serviceTime.p99Ms,
      medianP99Ms: out[Math.floor(out.length / 2)]?.serviceTime.p99Ms,
    },
    categories: categories.map((c) => ({ catalogId: c.catalogId, name: c.name, parts: c.count })),
    worst,
    all: out,
  };
  log(`saved to ${await saveResult('sweep', doc, databaseLabel(databaseUrl))}`);
  console.log(JSON.stringify(doc, null, 2));
} finally {
  await stopBenchServer(server);
}
