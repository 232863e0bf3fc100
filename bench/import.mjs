// `BENCH_FILE=<catalog .csv or .csv.gz> npm run bench:import`: the catalog import of a real catalog file (the
// full JLC parts catalog, jlcparts-full.csv.gz, in docs/operations.md) into a fresh PostgreSQL database, then a re-import of the same unchanged rows. BENCH_ROWS=200000
// takes the first rows only; BENCH_PGLITE=1 imports into a fresh PGlite directory instead. Beside the import's own
// rate it prints, as the ceiling of this machine, a bare COPY of the same rows into a table without indexes, and
// the load average before and after each step (the machine is shared: a figure means little without it). The
// database (emall_import_bench on BENCH_PG, default postgres://postgres@127.0.0.1:5432) is dropped at the end.
// Prints one JSON document, also saved to bench/results/import.<database>-<rows>.json; never fails on a timing.
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { saveResult } from './results.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = process.env.BENCH_FILE;
if (!source) {
  console.error('Usage: BENCH_FILE=<catalog .csv or .csv.gz> [BENCH_ROWS=N] npm run bench:import');
  process.exit(1);
}
const maxRows = process.env.BENCH_ROWS ? Number(process.env.BENCH_ROWS) : Infinity;
const onPglite = process.env.BENCH_PGLITE === '1';
const server = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
// Only names of this bench's own prefix: the bench drops the database it made.
const DATABASE = `emall_import_${process.env.BENCH_DB_SUFFIX ?? 'bench'}`.replace(/[^a-z0-9_]/g, '_');
const databaseUrl = `${server}/${DATABASE}`;

const load = () => os.loadavg().map((n) => Number(n.toFixed(2)));
const perMinute = (rows, ms) => Math.round(rows / (Math.max(ms, 1) / 60_000));

/**
 * The header and the first `maxRows` records of the source, as a plain CSV: a record ends at a line break
 * outside quotes (the catalog's descriptions hold none inside, but the count must not depend on it).
 */
async function slice(to) {
  const input = source.endsWith('.gz')
    ? createReadStream(source).pipe(createGunzip())
    : createReadStream(source);
  const out = createWriteStream(to);
  let records = -1;
  let open = false;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (!open && records >= maxRows) break;
    if (!out.write(`${line}\n`)) await new Promise((resolve) => out.once('drain', resolve));
    for (const c of line) if (c === '"') open = !open;
    if (!open) records += 1;
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  input.destroy();
  return records;
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One run of `npm run import:catalog`: its wall time and the counts and rate it printed. */
function importOnce(file, env) {
  const before = load();
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/import-cli.ts', file], {
    cwd: root,
    env: Object.fromEntries(
      Object.entries({ ...process.env, NODE_ENV: 'development', ...env }).filter(([, v]) => v !== undefined),
    ),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = Date.now() - started;
  if (run.status !== 0) throw new Error(`import failed (${run.status}): ${run.stderr || run.stdout}`);
  const done =
    /Done in ([\d.]+) s: ([\d,]+) rows read, ([\d,]+) written \(([\d,]+) new, ([\d,]+) updated(?:, ([\d,]+) of them unchanged)?\), ([\d,]+) rejected/.exec(
      run.stdout,
    );
  if (!done) throw new Error(`no summary in the import's output:\n${run.stdout}`);
  const n = (text) => Number((text ?? '0').replace(/,/g, ''));
  const importMs = Number(done[1]) * 1000;
  const read = n(done[2]);
  return {
    read,
    written: n(done[3]),
    inserted: n(done[4]),
    updated: n(done[5]),
    unchanged: n(done[6]),
    rejected: n(done[7]),
    importSeconds: Number(done[1]),
    rowsPerMinute: perMinute(read, importMs),
    // With the filter tables' recount, the vacuum and the busy keys that follow the rows.
    wallSeconds: Number((wallMs / 1000).toFixed(1)),
    rowsPerMinuteWall: perMinute(read, wallMs),
    loadBefore: before,
    loadAfter: load(),
  };
}

/** A bare COPY of the same file into a table of 16 text columns without indexes: what the machine can take in. */
function copyCeiling(file) {
  const columns = Array.from({ length: 16 }, (_, i) => `c${i} text`).join(', ');
  const psql = (command) =>
    spawnSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', databaseUrl, '-c', command], {
      encoding: 'utf8',
    });
  const created = psql(`create unlogged table if not exists bench_copy_ceiling (${columns})`);
  if (created.status !== 0) return { error: created.stderr.trim() };
  const before = load();
  const started = Date.now();
  const copied = psql(`\\copy bench_copy_ceiling from '${file}' with (format csv, header true)`);
  const ms = Date.now() - started;
  if (copied.status !== 0) return { error: copied.stderr.trim() };
  psql('drop table bench_copy_ceiling');
  return { seconds: Number((ms / 1000).toFixed(1)), loadBefore: before, loadAfter: load() };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'emall-import-bench-'));
const file = path.join(dir, 'catalog.csv');
const rows = await slice(file);
const env = onPglite
  ? { DATABASE_URL: undefined, DATA_DIR: path.join(dir, 'pglite') }
  : { DATABASE_URL: databaseUrl };
const result = {
  bench: 'import',
  date: new Date().toISOString(),
  database: onPglite ? 'PGlite' : 'PostgreSQL',
  rows,
  cores: os.cpus().length,
};
try {
  if (!onPglite) {
    await admin(`drop database if exists ${DATABASE}`);
    await admin(`create database ${DATABASE}`);
  }
  result.firstImport = importOnce(file, env);
  result.reimport = importOnce(file, env);
  if (!onPglite) {
    const ceiling = copyCeiling(file);
    result.copyCeiling = ceiling.error
      ? ceiling
      : { ...ceiling, rowsPerMinute: perMinute(rows, ceiling.seconds * 1000) };
  }
} finally {
  if (!onPglite && !process.env.BENCH_KEEP) await admin(`drop database if exists ${DATABASE}`);
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}
// A slice of the file is a figure of its own: the full file's and a 200,000-row slice's stand side by side.
await saveResult('import', result, `${onPglite ? 'pglite' : 'postgres'}-${rows}`);
console.log(JSON.stringify(result, null, 2));
