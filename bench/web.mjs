// `npm run bench:web`: what the built web app costs a browser on its first page. Builds nothing: it reads
// apps/web/dist (run `npm run build` or `npm start` first) and, for Lighthouse, serves that build with the built
// server bundle.
//
// 1. JavaScript per route, from the build's manifest (apps/web/dist/.vite/manifest.json): the entry (the script of
//    index.html and every chunk it imports, what every route loads before anything else); the boot chunks (what
//    every route requests at boot beside the texts and needs before its first render: the app's providers and the
//    default language's antd and dayjs texts, beyond the entry); the route's own chunk; and what the route loads
//    beyond the entry in all (its chunk, the shared chunks it imports and the boot chunks), with the part of it that
//    is the route's alone (beyond the entry and the boot chunks). Sizes are raw, gzip -9 (the .gz the server sends)
//    and brotli (the .br it sends to browsers that take it).
// 2. Lighthouse (desktop preset, performance only) per route in Debian's Chromium, BENCH_RUNS times (3), median:
//    performance score, CLS, FCP, LCP, TBT. Skipped, and said so, when lighthouse or Chromium is missing.
// 3. The targets (TARGETS), each said met or not met in `targetsMet`.
//
// Prints one JSON document (progress on stderr). The load average is printed at the start, the end and with every
// Lighthouse run: on shared cores, read the timings with it (CLS and the sizes do not depend on it).
//
// Settings: BENCH_URL (measure a server already running there instead of starting the built one), BENCH_PORT
// (3194), BENCH_DATA_DIR (data directory of the started server; default a fresh one, seeded with the demo data at
// its first start), BENCH_RUNS (3), BENCH_SKIP_LIGHTHOUSE=1, CHROMIUM_PATH (/usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { browserSession } from './browser-session.mjs';
import { waitUntilQuiet } from './server-quiet.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const env = process.env;
const runs = Number(env.BENCH_RUNS ?? 3);
const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const log = (line) => process.stderr.write(`${line}\n`);
const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

/** A value query with results in the demo data (five 100 nF capacitors in 0402, in one category). */
const VALUE_QUERY = '100nF 0402';

/**
 * The routes measured: the page module of each, as the manifest names it, and the address Lighthouse opens (for a
 * category, read from the server: the category of the value query's first match). The two searches load the same
 * code; their pages differ (part-number matches, a value query's reading and categories).
 */
const ROUTES = [
  { route: '/', url: '/', module: 'src/features/home/home-page.tsx' },
  { route: '/login', url: '/login', module: 'src/features/auth/login-page.tsx' },
  // Queries with results in the demo data, so the rows, brands and categories arrive as they do for a buyer.
  { route: '/search', url: '/search?qryParam=STM32', module: 'src/features/search/search-page.tsx' },
  {
    route: '/search (value query)',
    url: `/search?qryParam=${encodeURIComponent(VALUE_QUERY)}`,
    module: 'src/features/search/search-page.tsx',
  },
  { route: '/catalog/:id', url: categoryUrl, module: 'src/features/catalog/catalog-page.tsx' },
];

/** The category page of the value query's first match. */
async function categoryUrl(base) {
  const session = browserSession(base);
  await session.start();
  const page = await session.call('/api/emall/ess/psm/product/qryProduct4Emall', {
    qryParam: VALUE_QUERY,
    pageNo: 1,
    pageSize: 20,
  });
  const category = page.ext?.reading?.categories?.[0];
  if (!category) throw new Error(`the search for ${VALUE_QUERY} names no category: is the demo data there?`);
  return `/catalog/${category.catalogId}`;
}

/**
 * What boot (apps/web/src/main.tsx) requests for every route beside the texts, and waits for before the first
 * render: the providers (antd's App, the query cache) and the texts antd and dayjs have of the language, here the
 * default one (simplified Chinese, the largest).
 */
const BOOT_MODULES = ['src/app/app-providers.tsx', 'src/api/lang-packs/zh-CN.ts'];

/**
 * Targets: the entry of every route and what a route loads beyond it, in kB of gzip (beyond the entry: held to it
 * on the search page; the others are reported against it too); CLS on every route; Lighthouse's performance score
 * and total blocking time on the search and category pages, on a quiet machine (read TBT with the load average).
 */
const TARGETS = { entryGzKb: 250, routeChunkGzKb: 80, cls: 0.05, performance: 90, tbtMs: 200 };
const SIZE_TARGET_ROUTES = ['/search'];
const LIGHTHOUSE_TARGET_ROUTES = ['/search (value query)', '/catalog/:id'];

if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, '.vite/manifest.json'))) {
  console.error('No built web app with a manifest in apps/web/dist: run `npm run build` first.');
  process.exit(2);
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

function sizeOf(file) {
  const content = readFileSync(path.join(dist, file));
  const br = existsSync(path.join(dist, `${file}.br`))
    ? readFileSync(path.join(dist, `${file}.br`)).length
    : brotliCompressSync(content).length;
  return { file, raw: content.length, gz: gzipSync(content, { level: 9 }).length, br };
}

function total(files) {
  const sizes = [...files].map(sizeOf);
  return {
    chunks: sizes.length,
    rawKb: kb(sizes.reduce((s, f) => s + f.raw, 0)),
    gzKb: kb(sizes.reduce((s, f) => s + f.gz, 0)),
    brKb: kb(sizes.reduce((s, f) => s + f.br, 0)),
  };
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The JS files a manifest chunk loads at once: its own and, recursively, its static imports. */
function staticClosure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = staticClosure(entryKey);
const stamp = (() => {
  try {
    return JSON.parse(readFileSync(path.join(dist, '.build-stamp'), 'utf8'));
  } catch {
    return undefined;
  }
})();
if (stamp?.mode !== 'production')
  log(`warning: the build in apps/web/dist is not a production build (${stamp?.mode})`);

const entry = total(entryFiles);
const largestEntryChunks = [...entryFiles]
  .map(sizeOf)
  .sort((a, b) => b.gz - a.gz)
  .slice(0, 6)
  .map((f) => ({ file: f.file, gzKb: kb(f.gz) }));

const bootFiles = new Set();
for (const module of BOOT_MODULES) {
  if (!manifest[module]) throw new Error(`${module} is not a chunk of the build: has it moved?`);
  for (const file of staticClosure(module)) if (!entryFiles.has(file)) bootFiles.add(file);
}
const boot = total(bootFiles);

const sizes = ROUTES.map(({ route, module }) => {
  const chunk = manifest[module];
  if (!chunk) throw new Error(`${module} is not a chunk of the build: has the page moved?`);
  const routeFiles = [...staticClosure(module)].filter((file) => !entryFiles.has(file));
  const own = sizeOf(chunk.file);
  const beyond = total(new Set([...routeFiles, ...bootFiles]));
  return {
    route,
    entry: { gzKb: entry.gzKb, brKb: entry.brKb, chunks: entry.chunks },
    ownChunk: { file: chunk.file, gzKb: kb(own.gz), brKb: kb(own.br) },
    beyondEntry: beyond,
    beyondEntryAndBoot: total(routeFiles.filter((file) => !bootFiles.has(file))),
    firstPageGzKb: Number((entry.gzKb + beyond.gzKb).toFixed(1)),
    meets: {
      entry: entry.gzKb <= TARGETS.entryGzKb,
      ownChunk: kb(own.gz) <= TARGETS.routeChunkGzKb,
      beyondEntry: beyond.gzKb <= TARGETS.routeChunkGzKb,
    },
  };
});

const result = {
  build: { mode: stamp?.mode ?? 'unknown', dist: path.relative(root, dist) },
  loadAverageAtStart: loadAverage(),
  targets: TARGETS,
  entry: { ...entry, largestChunks: largestEntryChunks },
  boot: { modules: BOOT_MODULES, ...boot },
  routes: sizes,
  lighthouse: undefined,
  loadAverageAtEnd: undefined,
  targetsMet: undefined,
};

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function lighthouseCli() {
  try {
    return fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));
  } catch {
    return undefined;
  }
}

function runLighthouse(cli, url) {
  const out = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--preset=desktop',
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
    ],
    { env: { ...env, CHROME_PATH: chromium }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (out.status !== 0) throw new Error(`lighthouse failed on ${url}: ${out.stderr.trim().slice(-300)}`);
  const report = JSON.parse(out.stdout);
  const metric = (id) => report.audits[id]?.numericValue;
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    cls: Number((metric('cumulative-layout-shift') ?? NaN).toFixed(4)),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
  };
}

async function startServer() {
  const port = Number(env.BENCH_PORT ?? 3194);
  const dataDir = env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'emall-bench-web-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
    if (!env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  log(`starting the built server on ${base} (a fresh data directory is seeded first)…`);
  log(await waitUntilQuiet(base, log));
  return { base, stop };
}

async function measureLighthouse() {
  if (env.BENCH_SKIP_LIGHTHOUSE) return { skipped: 'BENCH_SKIP_LIGHTHOUSE is set' };
  const cli = lighthouseCli();
  if (!cli) return { skipped: 'lighthouse is not installed (npm install)' };
  if (!existsSync(chromium)) return { skipped: `no Chromium at ${chromium}` };
  const server = env.BENCH_URL
    ? { base: env.BENCH_URL.replace(/\/$/, ''), stop: () => undefined }
    : await startServer();
  try {
    const measured = [];
    for (const { route, url: address } of ROUTES) {
      const url = typeof address === 'function' ? await address(server.base) : address;
      const samples = [];
      const failures = [];
      // On a loaded machine Chromium now and then loses the trace (NO_NAVSTART): such a run is tried again, up
      // to twice as many runs in all, and the failures are reported.
      for (let attempt = 0; samples.length < runs && attempt < runs * 2; attempt += 1) {
        const load = loadAverage();
        try {
          const sample = { ...runLighthouse(cli, server.base + url), loadAverage: load };
          log(`lighthouse ${route} run ${samples.length + 1}: ${JSON.stringify(sample)}`);
          samples.push(sample);
        } catch (error) {
          log(`lighthouse ${route}: ${error.message.split('\n')[0]}`);
          failures.push({ error: error.message.split('\n')[0], loadAverage: load });
        }
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      const cls = pick('cls');
      measured.push({
        route,
        url,
        median: {
          performance: pick('performance'),
          cls,
          fcpMs: pick('fcpMs'),
          lcpMs: pick('lcpMs'),
          tbtMs: pick('tbtMs'),
        },
        meetsCls: cls !== null && cls <= TARGETS.cls,
        loadAverages: samples.map((sample) => sample.loadAverage[0]),
        runs: samples,
        failures,
      });
    }
    return { preset: 'desktop', chromium, runsPerRoute: runs, routes: measured };
  } finally {
    server.stop();
  }
}

/** Each target with the figure measured against it: met, not met, or not measured (Lighthouse skipped). */
function targetsMet() {
  const checks = [];
  const check = (target, route, value, limit, isMet) =>
    checks.push({
      target,
      route,
      value,
      limit,
      met: value === null ? 'not measured' : isMet ? 'met' : 'not met',
    });
  for (const size of result.routes) {
    check('entry, kB gzip', size.route, size.entry.gzKb, TARGETS.entryGzKb, size.meets.entry);
    if (SIZE_TARGET_ROUTES.includes(size.route))
      check(
        'beyond the entry, kB gzip',
        size.route,
        size.beyondEntry.gzKb,
        TARGETS.routeChunkGzKb,
        size.meets.beyondEntry,
      );
  }
  const measured = result.lighthouse?.routes ?? [];
  for (const route of ROUTES.map((r) => r.route)) {
    const median = measured.find((m) => m.route === route)?.median;
    check('CLS', route, median?.cls ?? null, TARGETS.cls, (median?.cls ?? Infinity) <= TARGETS.cls);
    if (!LIGHTHOUSE_TARGET_ROUTES.includes(route)) continue;
    const score = median?.performance ?? null;
    const tbt = median?.tbtMs ?? null;
    check(
      'Lighthouse performance, at least',
      route,
      score,
      TARGETS.performance,
      (score ?? 0) >= TARGETS.performance,
    );
    check('total blocking time, ms', route, tbt, TARGETS.tbtMs, (tbt ?? Infinity) <= TARGETS.tbtMs);
  }
  return checks;
}

result.lighthouse = await measureLighthouse();
result.loadAverageAtEnd = loadAverage();
result.targetsMet = targetsMet();
for (const { target, route, value, limit, met } of result.targetsMet)
  log(`${met.padEnd(12)} ${route}: ${target} ${limit} (measured ${value ?? '–'})`);
console.log(JSON.stringify(result, null, 2));
