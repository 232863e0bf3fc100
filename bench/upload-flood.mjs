// `npm run bench:upload-flood` (also part of `npm run bench`): two callers flood the built server with spreadsheet
// "bombs" at once — one tenant's buyer with 20 BOM uploads, and an operator (a caller without a tenant, taking its
// turns by address) with 3 catalog imports — while another tenant's buyer uploads a 3-line BOM; prints how long the
// honest upload took under the flood against the same upload on the quiet server (its ceiling), how the flood was
// answered, and the load average. Each bomb is an .xlsx of about 0.8 MB that passes every check of the zip
// directory (45 MB declared truthfully, under the 50 MB cap; compression about 55:1, under the 100:1 cap) and
// then costs its parsing child seconds of work: the kind of file only fair turns and the per-tenant caps
// defend against. Runs on a fresh embedded database (BENCH_DATABASE_URL: a PostgreSQL one instead). The server
// logs buyers in with a fixed test captcha, so it runs with NODE_ENV=test and EMALL_CHECK_ANSWERS=false (the
// work production does). Prints one JSON document; never fails on a timing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { utils, write } from '@e965/xlsx';
import { workbookBomb } from '../apps/server/src/testing/zip-files.mjs';
import { browserSession } from './browser-session.mjs';
import { waitUntilQuiet } from './server-quiet.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UPLOAD_PATH = '/api/emall/tms/tenantbomlog/uploadBom';
const IMPORT_PATH = '/api/emall/ops/catalog/startCatalogImport';
const BOMBS = Number(process.env.BENCH_BOMBS ?? 20);
/** The operator's imports in flight: the most one caller may have (UPLOAD_PARSE_PER_CALLER). */
const OPERATOR_BOMBS = Number(process.env.BENCH_OPERATOR_BOMBS ?? 3);
const QUIET_RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** An .xlsx of these rows, as a buyer's spreadsheet program writes it. */
function sheetFile(rows) {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'BOM');
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
}

const THREE_LINES = sheetFile([
  ['MPN', 'Qty'],
  ['LM358DR', 1],
  ['STM32F103C8T6', 2],
  ['NE555DR', 3],
]);

/**
 * The bomb: a real workbook whose first sheet is replaced by 45 MB of rows of ten cells, deflated to about
 * 0.8 MB, every size declared truthfully. Built in memory (no file is kept).
 */
function bombFile() {
  const rows = [];
  let bytes = 0;
  for (let r = 1; bytes < 45_000_000; r += 1) {
    const row = `<row r="${r}">${'<c><v>1</v></c>'.repeat(10)}</row>`;
    rows.push(row);
    bytes += row.length;
  }
  const sheet = Buffer.from(
    `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`,
  );
  return workbookBomb(THREE_LINES, sheet);
}

/** A buyer's browser: the shared session, plus a BOM upload timed. */
function session(base) {
  const browser = browserSession(base, { lang: 'en_US' });
  return {
    login: (staffCode, captcha) => browser.login(staffCode, captcha),
    /** Uploads a BOM file: the answer's status and error code, and the milliseconds until it came. */
    async upload(bytes, name) {
      const form = new FormData();
      form.set('file', new Blob([bytes]), name);
      const started = performance.now();
      const { status, answer } = await browser.post(UPLOAD_PATH, form);
      return { status, errcode: answer.errcode ?? null, ms: Math.round(performance.now() - started) };
    },
  };
}

/** An operator's browser on the console: logged in with the shop's captcha, uploading catalog imports. */
function operatorSession(base) {
  const browser = browserSession(base, { lang: 'en_US' });
  return {
    async login(captcha) {
      await browser.start();
      const { captchaId } = await browser.call('/api/emall/tms/staff/getEmallValidPath');
      await browser.call('/api/emall/ops/auth/login', {
        loginCode: 'ops',
        password: 'ops123456',
        captchaId,
        captchaCode: captcha,
      });
    },
    async upload(bytes, name) {
      const form = new FormData();
      form.set('file', new Blob([bytes]), name);
      const started = performance.now();
      const { status, answer } = await browser.post(IMPORT_PATH, form);
      return { status, errcode: answer.errcode ?? null, ms: Math.round(performance.now() - started) };
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

/**
 * Against a running server whose test captcha is `captcha`: the honest upload on the quiet server
 * (QUIET_RUNS times), then the same upload while the two flooders' bombs are in flight.
 */
export async function measureUploadFlood(base, captcha) {
  const flooder = session(base);
  const operator = operatorSession(base);
  const honest = session(base);
  await flooder.login('demo', captcha);
  await operator.login(captcha);
  await honest.login('other', captcha);
  const bomb = bombFile();

  const quiet = [];
  for (let i = 0; i < QUIET_RUNS; i += 1) quiet.push((await honest.upload(THREE_LINES, 'bom.xlsx')).ms);
  const ceilingMs = median(quiet);

  const floodStarted = performance.now();
  const flood = [
    ...Array.from({ length: BOMBS }, () => flooder.upload(bomb, 'bomb.xlsx')),
    ...Array.from({ length: OPERATOR_BOMBS }, () => operator.upload(bomb, 'catalog.xlsx')),
  ];
  // The honest buyer drops the file a moment after the flood arrived.
  await new Promise((r) => setTimeout(r, 200));
  const loadDuringFlood = loadAverage();
  const underFlood = await honest.upload(THREE_LINES, 'bom.xlsx');
  const floodAnswers = await Promise.all(flood);
  const floodMs = Math.round(performance.now() - floodStarted);

  const tally = {};
  for (const answer of floodAnswers) {
    const key = `${answer.status} ${answer.errcode ?? 'OK'}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return {
    bomb: { bytes: bomb.length, declaredInflatedBytes: 45_000_000 },
    bombs: BOMBS,
    operatorBombs: OPERATOR_BOMBS,
    honestUpload: {
      status: underFlood.status,
      errcode: underFlood.errcode,
      underFloodMs: underFlood.ms,
      quietMs: ceilingMs,
      quietRunsMs: quiet,
      underFloodToCeiling: Number((underFlood.ms / Math.max(ceilingMs, 1)).toFixed(1)),
    },
    floodAnswers: tally,
    floodSlowestMs: Math.max(...floodAnswers.map((a) => a.ms)),
    floodMs,
    loadAverage: { duringFlood: loadDuringFlood, after: loadAverage() },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.BENCH_PORT ?? 3197);
  const base = `http://127.0.0.1:${port}`;
  const captcha = 'bench';
  // Another server on the port would be measured instead of ours (and refuse our captcha).
  const taken = await fetch(`${base}/api/ping`).then(
    () => true,
    () => false,
  );
  if (taken) {
    console.error(`[bench:upload-flood] port ${port} is in use: set BENCH_PORT`);
    process.exit(2);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'emall-bench-flood-'));
  if (spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 2, 2] }).status !== 0)
    process.exit(1);
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      NODE_ENV: 'test',
      EMALL_TEST_CAPTCHA: captcha,
      EMALL_CHECK_ANSWERS: 'false',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const background = await waitUntilQuiet(base, (text) => console.error(`[bench:upload-flood] ${text}`));
    const result = await measureUploadFlood(base, captcha);
    console.log(
      JSON.stringify(
        { database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite', background, ...result },
        null,
        2,
      ),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
