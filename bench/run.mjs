// `npm run bench`: starts the built server on a fresh embedded database, logs in, and measures the
// foundation calls with autocannon, then one tenant's flood of spreadsheet uploads against another tenant's
// small BOM (upload-flood.mjs). Prints one JSON document; never fails on a timing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { measureLoginBursts } from './login-burst.mjs';
import { measureUploadFlood } from './upload-flood.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = mkdtempSync(path.join(tmpdir(), 'emall-bench-'));

if (spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 2, 2] }).status !== 0)
  process.exit(1);
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    // BENCH_DATABASE_URL measures on a real PostgreSQL instead of the embedded database.
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    NODE_ENV: 'test',
    EMALL_TEST_CAPTCHA: 'bench',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Logs in like a browser and answers the cookie header and XSRF token to reuse. */
async function login() {
  const first = await fetch(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
  const captcha = await (
    await fetch(`${base}/api/emall/tms/staff/getEmallValidPath`, { method: 'POST', headers, body: '{}' })
  ).json();
  const res = await fetch(`${base}/api/emall/tms/staff/emallLogin`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      staffCode: 'demo',
      password: 'demo123456',
      captchaId: captcha.data.captchaId,
      captchaCode: 'bench',
    }),
  });
  const sid = /EMALL_SID=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  // The login hands out a new anti-forgery token bound to the session: the last one set is the one.
  const bound = res.headers
    .getSetCookie()
    .map((line) => /^XSRF-TOKEN=([^;]+)/.exec(line)?.[1])
    .filter(Boolean)
    .at(-1);
  return { ...headers, 'x-xsrf-token': bound, cookie: `XSRF-TOKEN=${bound}; EMALL_SID=${sid}` };
}

function run(title, { path: urlPath, ...options }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${urlPath}`, connections: 10, duration: seconds, ...options },
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
  const headers = await login();
  const results = [];
  results.push(await run('GET /api/health', { path: '/api/health' }));
  results.push(
    await run('session info (logged in)', {
      method: 'POST',
      path: '/api/emall/tms/staff/getEmallUserSessionInfo',
      headers,
      body: '{}',
    }),
  );
  results.push(
    await run('custOrderInfo (logged in)', {
      method: 'POST',
      path: '/api/emall/ess/cms/emallcust/custOrderInfo',
      headers,
      body: '{}',
    }),
  );
  results.push(
    await run('qryChinaRegion districts', {
      method: 'POST',
      path: '/api/emall/tms/region/qryChinaRegion',
      headers,
      body: JSON.stringify({ regionPathName: '广东省/深圳市' }),
    }),
  );
  results.push(
    await run('qryI18nTexts', {
      method: 'POST',
      path: '/api/emall/tms/i18n/qryI18nTexts',
      headers,
      body: '{}',
    }),
  );
  // Last: the bursts leave the attacked account closed for its window.
  const loginBursts = await measureLoginBursts(base, {
    staffCode: 'demo',
    password: 'demo123456',
    captchaCode: 'bench',
    victim: 'demo2',
  });
  const rss = spawnSync('ps', ['-o', 'rss=', '-p', String(server.pid)], { encoding: 'utf8' }).stdout.trim();
  const uploadFlood = await measureUploadFlood(base, 'bench');
  console.log(
    JSON.stringify(
      {
        database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
        seconds,
        connections: 10,
        loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
        serverRssMiB: Math.round(Number(rss) / 1024),
        ceiling: 'GET /api/health: a bare route, so every other figure is also a ratio to it',
        results,
        loginBursts,
        uploadFlood,
      },
      null,
      2,
    ),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
