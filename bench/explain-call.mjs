// `node --import tsx bench/explain-call.mjs <path> '<json body>'`: the statements one call sends, each with its
// `EXPLAIN (ANALYZE, BUFFERS)`, for the slow rows bench:sweep and bench:search report. The server's app is built
// in this process on BENCH_DATABASE_URL (no migration, no seed: it only reads), the call is made once to warm the
// copy's caches (a category's filter table is read behind its first filtered page), then again with every
// statement recorded; each recorded statement is explained with its own values on a connection of its own.
import pg from 'pg';

const [urlPath, bodyText = '{}'] = process.argv.slice(2);
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!urlPath || !databaseUrl) {
  console.error(
    "Usage: BENCH_DATABASE_URL=postgres://… node --import tsx bench/explain-call.mjs <path> '<json body>'",
  );
  process.exit(2);
}

const recorded = [];
let recording = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function recordingQuery(config, values, callback) {
  if (recording) {
    const text = typeof config === 'string' ? config : config?.text;
    const params = (typeof config === 'object' && config?.values) || (Array.isArray(values) ? values : []);
    if (text) recorded.push({ text, params });
  }
  return query.call(this, config, values, callback);
};

const { buildApp } = await import('../apps/server/src/app.ts');
const { readConfig } = await import('../apps/server/src/config.ts');
const { openDatabase } = await import('../apps/server/src/platform/db.ts');

const config = readConfig({
  ...process.env,
  DATABASE_URL: databaseUrl,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
});
const database = await openDatabase({
  databaseUrl,
  dataDir: 'unused',
  catalogStatementTimeoutMs: 0,
});
const app = await buildApp({ database, config });
const call = async () => {
  const first = await app.inject({ method: 'GET', url: '/api/health' });
  const xsrf = first.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const started = process.hrtime.bigint();
  const answer = await app.inject({
    method: 'POST',
    url: urlPath,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
    cookies: { 'XSRF-TOKEN': xsrf },
    payload: bodyText,
  });
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: answer.statusCode };
};
try {
  console.log(`warm-up: ${JSON.stringify(await call())}`);
  // The filter table a first filtered page reads behind it.
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.EXPLAIN_WARM_MS ?? 5000)));
  recording = true;
  const timed = await call();
  recording = false;
  console.log(`recorded call: ${JSON.stringify(timed)}, ${recorded.length} statements\n`);
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' });
  await client.connect();
  for (const [i, { text, params }] of recorded.entries()) {
    console.log(`--- statement ${i + 1}: ${text.replace(/\s+/g, ' ').slice(0, 400)}`);
    console.log(`    values: ${JSON.stringify(params).slice(0, 300)}`);
    if (!/^[\s(]*(select|with)\b/i.test(text)) continue;
    const plan = await client.query({ text: `explain (analyze, buffers) ${text}`, values: params });
    console.log(plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
  }
  await client.end();
} finally {
  await app.close();
  await database.close();
}
