// Shared by the benchmarks that drive the built server as a logged-in buyer (bench:search, bench:sweep,
// bench:substitutes, bench:bom, bench:api): the server started as they need it, stopped, and buyers logged in
// through the real captcha and login calls.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The test captcha's fixed answer the bench server runs with. */
export const BENCH_CAPTCHA = '1234';

/**
 * Builds the server and starts it on `port` over PostgreSQL (`databaseUrl`) or a PGlite directory (`dataDir`),
 * with the test captcha and NODE_ENV=development (so buyers can log in) and EMALL_CHECK_ANSWERS=false (so it does
 * the work production does). `connections`: the clients of a catalog benchmark, who share a few sessions, so the
 * cap on one caller's catalog reads in flight is raised to their number. Answers the child process; its stderr is
 * the benchmark's.
 */
export function startBenchServer({ port, databaseUrl, dataDir, connections, env = process.env }) {
  // The build's progress goes to stderr: stdout carries only the JSON document.
  if (spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 2, 2] }).status !== 0)
    process.exit(1);
  const serverNodeArgs = env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...serverNodeArgs, 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
      ...(env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: env.BENCH_POOL_SIZE } : {}),
      ...(env.BENCH_SESSION_CACHE_SECONDS ? { SESSION_CACHE_SECONDS: env.BENCH_SESSION_CACHE_SECONDS } : {}),
      NODE_ENV: 'development',
      EMALL_TEST_CAPTCHA: BENCH_CAPTCHA,
      EMALL_CHECK_ANSWERS: 'false',
      // The bench's clients share 20 sessions (anonymous: one address) where real buyers each have their own: the
      // cap on one caller's searches in flight would turn them away, so it is raised to the clients' number.
      ...(connections ? { CATALOG_READS_IN_FLIGHT: String(connections) } : {}),
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops the server and waits for it to exit. */
export async function stopBenchServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

/** A browser's first visit: the XSRF cookie and the headers that echo it (every POST needs them). */
export async function anonymousHeaders(base) {
  const first = await fetch(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
}

/** Logs the seeded demo buyer in like a browser (captcha, login) and answers the headers its requests carry. */
export async function logIn(base) {
  const headers = await anonymousHeaders(base);
  const post = (urlPath, body) =>
    fetch(`${base}${urlPath}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const captcha = await (await post('/api/emall/tms/staff/getEmallValidPath', {})).json();
  const res = await post('/api/emall/tms/staff/emallLogin', {
    staffCode: 'demo',
    password: 'demo123456',
    captchaId: captcha.data.captchaId,
    captchaCode: BENCH_CAPTCHA,
  });
  const sid = /EMALL_SID=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  // The login hands out a new anti-forgery token bound to the session: the last one set is the one.
  const xsrf = res.headers
    .getSetCookie()
    .map((line) => /^XSRF-TOKEN=([^;]+)/.exec(line)?.[1])
    .filter(Boolean)
    .at(-1);
  return { ...headers, 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}; EMALL_SID=${sid}` };
}
