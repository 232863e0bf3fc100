// `npm run bench:bom`: a 5,000-line BOM uploaded to the built server and matched against the catalog (the
// target 1 s of server time on 1,000,000 products on PostgreSQL). Run `npm run seed -- --products 1000000` first,
// then BENCH_DATABASE_URL=postgres://… npm run bench:bom.
// The BOM is built from the catalog's own part numbers in the shapes real BOMs hold them: exact part numbers (half
// with their maker), LCSC codes in a supplier column, DigiKey and Mouser order codes, one-character typos and
// free-text passives. The server logs in the demo staff member through a fixed test captcha, so it runs with
// NODE_ENV=development. The bench deletes the BOMs it created; the database is otherwise left as it was (the
// server applies its migrations when it starts, as any start does; BENCH_KEEP=1 keeps the BOMs for a look). Prints one
// JSON document; never fails on a timing.
import os from 'node:os';
import { utils, write } from '@e965/xlsx';
import pg from 'pg';
import { browserSession } from './browser-session.mjs';
import { BENCH_CAPTCHA, startBenchServer, stopBenchServer } from './buyer-server.mjs';
import { waitUntilQuiet } from './server-quiet.mjs';

const port = Number(process.env.BENCH_PORT ?? 3193);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const LINES = Number(process.env.BENCH_LINES ?? 5000);
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Set BENCH_DATABASE_URL to a seeded PostgreSQL database (npm run seed -- --products 1000000).',
  );
  process.exit(2);
}

/** A fixed pseudo-random sequence (mulberry32): the same BOM shapes on every run. */
let seed = 20261122;
function random(n) {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
}

const FREE_TEXT = [
  '0603 4.7k电阻',
  '100nF 25V 0603电容',
  '10uF 6.3V 0805电容',
  '1k 0402电阻',
  '0805 LED',
  '12MHz 49S晶振',
  '2.54mm排针',
  'XH-2A插座',
];
const TYPO_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/**
 * One letter or digit replaced, left out, or swapped with its neighbour; never the same part number again
 * (a change of punctuation alone is the same part, matched by its key).
 */
function typo(text) {
  const isAlnum = (c) => c !== undefined && /[A-Za-z0-9]/.test(c);
  for (;;) {
    const at = 1 + random(text.length - 2);
    const kind = random(3);
    if (!isAlnum(text[at]) || (kind === 2 && !isAlnum(text[at + 1]))) continue;
    const changed =
      kind === 0
        ? text.slice(0, at) + TYPO_CHARS[random(TYPO_CHARS.length)] + text.slice(at + 1)
        : kind === 1
          ? text.slice(0, at) + text.slice(at + 1)
          : text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2);
    const key = (value) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (key(changed) !== key(text)) return changed;
  }
}

/** Part numbers spread over the catalog: a random sample, and the parts with LCSC codes. */
async function sampleParts() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const parts = await client.query(
    `select p.mfr_part_number as mpn, b.name_en as maker from product p tablesample system (1) repeatable (${runs})
     join brand b on b.id = p.brand_id where p.is_active and length(p.mfr_pn_key) >= 6 limit 6000`,
  );
  const lcsc = await client.query(
    `select product_code as code from product where product_code ~ '^C[0-9]+$' and is_active limit 1000`,
  );
  await client.end();
  return { parts: parts.rows, lcsc: lcsc.rows.map((r) => r.code) };
}

/** The BOM: the kinds of line in this mix, per 20 lines. */
const MIX = [
  ...Array(10).fill('exact'),
  ...Array(2).fill('lcsc'),
  'digikey',
  'mouser',
  ...Array(3).fill('typo'),
  ...Array(3).fill('freeText'),
];

function buildBom({ parts, lcsc }) {
  const rows = [['Item', 'Qty', 'Designator', 'Manufacturer', 'Mfr. #', 'LCSC Part #']];
  const kinds = [];
  for (let i = 0; i < LINES; i += 1) {
    const kind = MIX[i % MIX.length];
    const part = parts[random(parts.length)];
    const maker = i % 2 === 0 ? part.maker : '';
    const line = {
      exact: [maker, part.mpn, ''],
      lcsc: ['', '', lcsc[random(lcsc.length)]],
      digikey: ['', '', `${part.mpn}-ND`],
      mouser: ['', `${595 + random(300)}-${part.mpn}`, ''],
      typo: ['', typo(part.mpn), ''],
      freeText: ['', FREE_TEXT[random(FREE_TEXT.length)], ''],
    }[kind];
    rows.push([i + 1, 1 + random(50), `U${i + 1}`, ...line]);
    kinds.push(kind);
  }
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'BOM');
  const cell = (value) => (/[",\r\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : value);
  return {
    bytes: write(book, { type: 'buffer', bookType: 'xlsx', compression: true }),
    csv: Buffer.from(rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'),
    keys: [
      ...new Set(
        rows.slice(1).map((row) =>
          String(row[4])
            .toUpperCase()
            .replace(/[^A-Z0-9]/g, ''),
        ),
      ),
    ],
    kinds,
  };
}

/**
 * The ceiling of the match: one bare statement that looks up every part number of the BOM by its key, timed
 * from this process (the matcher's least possible work: one index probe per line, no rules, no writes).
 */
async function bareLookupMs(keys) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const times = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    await client.query('select id, mfr_pn_key from product where mfr_pn_key = any($1::text[])', [keys]);
    times.push(performance.now() - started);
  }
  await client.end();
  return Math.round(Math.min(...times));
}

/** The build quantities the costing is measured at (boards). */
const COSTING_BUILDS = [1, 10, 500];

/**
 * qryBomCosting of a matched BOM at three build quantities, as the buyer waits for it (wall time of the call,
 * answer parsed): the build quantities set (modifyBomBuild, a write that answers a new costing), then 3 openings
 * of the tab (the first 50 lines, the totals of every line; no version named: each costs every line), then
 * the page turns the tab makes naming the costing on screen (pages 2 and 3, then the short lines at the
 * largest build: answered from the held costing); and the size of the answers.
 */
async function costingMs(browser, id) {
  const call = (body) =>
    browser.call('/api/emall/tms/tenantbomlog/qryBomCosting', { tenantBomLogId: id, ...body });
  const timed = async (work) => {
    const started = performance.now();
    const answer = await work();
    return { answer, ms: Math.round(performance.now() - started) };
  };
  const write = await timed(() =>
    browser.call('/api/emall/tms/tenantbomlog/modifyBomBuild', {
      tenantBomLogId: id,
      buildQuantities: COSTING_BUILDS,
    }),
  );
  const times = [];
  let answer;
  for (let i = 0; i < 3; i += 1) {
    const opened = await timed(() => call({}));
    answer = opened.answer;
    times.push(opened.ms);
  }
  const turns = [];
  for (const page of [2, 3]) turns.push((await timed(() => call({ page, version: answer.version }))).ms);
  const short = await timed(() =>
    call({ show: 'short', boards: COSTING_BUILDS.at(-1), version: answer.version }),
  );
  return {
    writeMs: write.ms,
    times,
    pageTurnMs: turns,
    shortMs: short.ms,
    pageLines: answer.lines.length,
    lineTotal: answer.lineTotal,
    shortLines: short.answer.lineCount,
    bytes: Buffer.byteLength(JSON.stringify(answer)),
  };
}

/**
 * The ceiling of the costing: one bare statement that reads what costing must read of the BOM's lines (each
 * line's part, its price breaks and its stock per warehouse), timed from this process; no parameters, no
 * pricing, no answer to build.
 */
async function bareCostingReadMs(id) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const times = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    await client.query(
      `select d.id, d.qty, p.mini_qty, p.mini_pkg, p.redundant_stock,
         (select json_agg(json_build_object('f', pb.qty_from, 't', pb.tax_price::text, 'n', pb.not_tax_price::text))
            from price_break pb where pb.product_id = p.id) as breaks,
         (select json_agg(json_build_object('w', s.warehouse, 'q', s.qty)) from product_stock s
           where s.product_id = p.id) as stocks
       from bom_detail d left join product p on p.id = d.product_id where d.log_id = $1`,
      [id],
    );
    times.push(performance.now() - started);
  }
  await client.end();
  return Math.round(Math.min(...times));
}

/** A CSV upload: read, parsed in the child process and previewed (the time a buyer waits after the drop). */
async function uploadCsv(browser, bom) {
  const form = new FormData();
  form.set('bomName', 'bench-csv');
  form.set('file', new Blob([bom.csv]), 'bench-bom.csv');
  const started = performance.now();
  const preview = await browser.call('/api/emall/tms/tenantbomlog/uploadBom', form);
  return {
    id: preview.tenantBomLogId,
    ms: Math.round(performance.now() - started),
    lines: preview.lineCount,
  };
}

async function matchOnce(browser, bom) {
  const form = new FormData();
  form.set('bomName', 'bench');
  form.set('file', new Blob([bom.bytes]), 'bench-bom.xlsx');
  const uploadStart = performance.now();
  const preview = await browser.call('/api/emall/tms/tenantbomlog/uploadBom', form);
  const uploadMs = performance.now() - uploadStart;
  const id = preview.tenantBomLogId;
  const wallStart = performance.now();
  await browser.call('/api/emall/tms/tenantbomlog/confirmBomMapping', {
    tenantBomLogId: id,
    mapping: preview.mapping,
  });
  let progress;
  do {
    await new Promise((r) => setTimeout(r, 50));
    progress = await browser.call('/api/emall/tms/tenantbomlog/qryBomProgress', { tenantBomLogId: id });
  } while (progress.jobState !== 'DONE' && progress.jobState !== 'FAILED');
  const wallMs = performance.now() - wallStart;
  return { id, preview, progress, uploadMs, wallMs };
}

/** Per kind of line: how many were selected, only proposed, or left without candidates. */
async function outcomes(browser, id, kinds) {
  const byKind = {};
  for (let pageNo = 1; (pageNo - 1) * 500 < kinds.length; pageNo += 1) {
    const page = await browser.call('/api/emall/tms/tenantbomlog/qryBomDetailByBomId', {
      bomId: id,
      pageNo,
      pageSize: 500,
    });
    for (const line of page.list) {
      const kind = kinds[line.lineNo - 1];
      const tally = (byKind[kind] ??= { lines: 0, selected: 0, proposed: 0, none: 0 });
      tally.lines += 1;
      if (line.isMatch) tally.selected += 1;
      else if (line.candidates.length) tally.proposed += 1;
      else tally.none += 1;
    }
  }
  return byKind;
}

/** The BOMs this run created, and the column mapping it remembered for the demo tenant, are deleted. */
async function removeBoms(ids, since) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('delete from bom_log where id = any($1::bigint[])', [ids]);
  await client.query(
    `delete from bom_column_mapping m using staff s
      where s.user_code = 'demo' and m.tenant_id = s.tenant_id and m.updated_at >= $1`,
    [since],
  );
  await client.end();
}

const sample = await sampleParts();
const bom = buildBom(sample);
const server = startBenchServer({ port, databaseUrl });

const created = [];
const since = new Date();
try {
  const background = await waitUntilQuiet(base, (text) => console.error(`[bench:bom] ${text}`));
  const browser = browserSession(base);
  await browser.login('demo', BENCH_CAPTCHA);
  const results = [];
  let last;
  for (let run = 0; run < runs; run += 1) {
    last = await matchOnce(browser, bom);
    created.push(last.id);
    const csv = await uploadCsv(browser, bom);
    created.push(csv.id);
    const ceilingMs = await bareLookupMs(bom.keys);
    const costing = await costingMs(browser, last.id);
    const costingCeilingMs = await bareCostingReadMs(last.id);
    results.push({
      run: run + 1,
      loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
      mappingSource: last.preview.mappingSource,
      jobState: last.progress.jobState,
      serverMatchMs: last.progress.matchMs,
      bareLookupMs: ceilingMs,
      matchToCeiling: Number((last.progress.matchMs / Math.max(ceilingMs, 1)).toFixed(1)),
      confirmToDoneMs: Math.round(last.wallMs),
      xlsxUploadMs: Math.round(last.uploadMs),
      csvUploadMs: csv.ms,
      csvBytes: bom.csv.length,
      costingBuilds: COSTING_BUILDS,
      costingWriteMs: costing.writeMs,
      costingMs: costing.times,
      costingPageTurnMs: costing.pageTurnMs,
      costingCeilingMs,
      costingToCeiling: Number((Math.min(...costing.times) / Math.max(costingCeilingMs, 1)).toFixed(1)),
      costingShortPageMs: costing.shortMs,
      costingPageLines: costing.pageLines,
      costingLineTotal: costing.lineTotal,
      costingShortLines: costing.shortLines,
      costingAnswerBytes: costing.bytes,
    });
  }
  const byKind = await outcomes(browser, last.id, bom.kinds);
  console.log(
    JSON.stringify(
      {
        database: 'postgres',
        background,
        lines: last.progress.lineCount,
        matched: last.progress.matchedCount,
        unmatched: last.progress.unmatchedCount,
        targetServerMs: 1000,
        costingTargetMs: 300,
        runs: results,
        byKind,
      },
      null,
      2,
    ),
  );
} finally {
  if (!process.env.BENCH_KEEP)
    await removeBoms(created, since).catch((error) =>
      console.error('could not remove the bench BOMs:', error.message),
    );
  await stopBenchServer(server);
}
