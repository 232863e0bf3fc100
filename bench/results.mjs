// Where each benchmark leaves its JSON document (besides printing it): bench/results/<name>.json, read by
// `npm run bench:table` to regenerate the opening table of docs/performance.md. A run on another database keeps
// its own file (the name carries the database's), so the real catalog's figures and the synthetic ones stand
// side by side.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/**
 * What the table calls the database a run measured: BENCH_DATABASE_LABEL when given ('real catalog',
 * 'real + synthetic 1M'), else the database's name, else 'PGlite'.
 */
export function databaseLabel(databaseUrl) {
  if (process.env.BENCH_DATABASE_LABEL) return process.env.BENCH_DATABASE_LABEL;
  if (!databaseUrl) return 'PGlite';
  return new URL(databaseUrl).pathname.replace(/^\//, '') || 'postgres';
}

/**
 * Writes `doc` to bench/results/<bench>[.<database label>].json, formatted as `npm run format` would (the results
 * are committed with the page they fill), and answers the path.
 */
export async function saveResult(bench, doc, label) {
  const name = label ? `${bench}.${label}` : bench;
  const file = path.join(RESULTS_DIR, `${name.replace(/[^\w.+-]+/g, '-')}.json`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(JSON.stringify(doc), options));
  return file;
}
