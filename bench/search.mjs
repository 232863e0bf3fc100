// `npm run bench:search`: part-number suggestions, search and exact lookup under 50 concurrent clients
// with varied keys taken from the catalog. Run `npm run seed -- --products 1000000 --stock-rows 5000000`
// first (BENCH_DATABASE_URL=postgres://… for PostgreSQL; else the embedded database under BENCH_DATA_DIR).
// Prints one JSON document; never fails on a timing.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3192);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl && !process.env.BENCH_DATA_DIR) {
  console.error('Set BENCH_DATABASE_URL (PostgreSQL) or BENCH_DATA_DIR (a seeded PGlite data directory).');
  process.exit(2);
}

if (spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: process.env.BENCH_DATA_DIR }),
    DATABASE_POOL_SIZE: '20',
    NODE_ENV: 'production',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Part numbers spread over the catalog, read through the API's own search so both modes work. */
async function sampleParts(headers) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      `select p.mfr_part_number as mpn, b.brand_code as brand from product p tablesample system (1)
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
  const body = await res.json();
  return body.data.rows.map((r) => ({ mpn: r.mfrPartNumber, brand: r.brandCode }));
}

function run(title, urlPath, headers, makeBody) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${urlPath}`,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers,
            setupRequest: (req) => ({ ...req, body: JSON.stringify(makeBody(i++)) }),
          },
        ],
      },
      (err, result) => {
        if (err) reject(err);
        else
          resolve({
            title,
            requestsPerSecond: Math.round(result.requests.average),
            latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
            non2xx: result.non2xx,
            errors: result.errors,
          });
      },
    );
  });
}

try {
  await waitForHealth();
  const first = await fetch(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
  const parts = await sampleParts(headers);
  const pick = (i) => parts[(i * 7919) % parts.length];
  const piece = (mpn, i, min, max) => {
    const len = Math.min(mpn.length, min + (i % (max - min + 1)));
    return mpn.slice(0, len);
  };
  const results = [
    await run(
      'suggestions (prefix of 3-6 characters)',
      '/api/emall/psm/product/qryEmallMfrPartNumber',
      headers,
      (i) => ({
        code: piece(pick(i).mpn, i, 3, 6),
        buTenantCode: 64,
      }),
    ),
    await run(
      'search (prefix of 4-9 characters, page 1)',
      '/api/emall/ess/psm/product/qryProduct4Emall',
      headers,
      (i) => ({
        qryParam: piece(pick(i).mpn, i, 4, 9),
      }),
    ),
    await run(
      'exact lookup (part number + brand)',
      '/api/emall/ess/psm/product/qryDigitProductByKey',
      headers,
      (i) => ({
        mfrPartNumber: pick(i).mpn,
        brandCode: pick(i).brand,
      }),
    ),
  ];
  console.log(
    JSON.stringify(
      { database: databaseUrl ? 'postgres' : 'pglite', seconds, connections, samples: parts.length, results },
      null,
      2,
    ),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}
