// Writes domains/catalog/substitutes/fixtures/substitute-parts.csv from a catalog export (the jlcparts format
// the catalog import reads, e.g. jlcparts-full.csv.gz): each seed part of substitute-parts.ts and, unchanged,
// the parts of its category and package that share its main value (the first `main` parameter of the roles
// table it states), most stock first, at most PER_SEED of them. Two passes over the file:
//   npx tsx apps/server/src/testing/extract-substitute-parts.ts <catalog.csv.gz>
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readCsvGzFile } from '../domains/catalog/import/import-csv.js';
import { PARAM_ROLES } from '../domains/catalog/parameters/param-roles.js';
import { productParamsOf, type ProductParam } from '../domains/catalog/parameters/product-params.js';
import { SUBSTITUTE_FIXTURES, SUBSTITUTE_PARTS, SUBSTITUTE_SEEDS } from './substitute-parts.js';

/** Parts kept per seed besides the seed: enough for three substitutes after the rule's exclusions. */
const PER_SEED = 40;

const MAIN_CODES = Object.entries(PARAM_ROLES)
  .filter(([, role]) => role.main)
  .map(([code]) => code);

function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

interface Row {
  cells: string[];
  group: string;
  params: ProductParam[];
  stock: number;
}

/** A row's category, package and parameters as the import reads them. */
function readRow(header: string[], cells: string[]): Row {
  const at = (name: string) => cells[header.indexOf(name)] ?? '';
  let parameters: Record<string, string> = {};
  try {
    parameters = JSON.parse(at('parameters') || '{}') as Record<string, string>;
  } catch {
    // A row whose parameters do not parse keeps none, as the import does.
  }
  const params = productParamsOf({
    parameters,
    package: at('package'),
    description: at('description'),
    categoryNames: [at('subcategory'), at('category')],
  });
  const pkg = params.find((p) => p.code === 'package')?.valueKey ?? '';
  return {
    cells,
    group: `${at('category')}|${at('subcategory')}|${pkg}`,
    params,
    stock: Number(at('stock_nj')) || 0,
  };
}

/** The seed's main value as `code=value`: what a kept part must state the same. */
function mainValue(params: readonly ProductParam[]): string | undefined {
  for (const code of MAIN_CODES) {
    const param = params.find((p) => p.code === code);
    if (param) return `${code}=${param.valueNum ?? param.valueKey}`;
  }
  return undefined;
}

const source = process.argv[2];
if (!source) {
  console.error('Usage: tsx apps/server/src/testing/extract-substitute-parts.ts <catalog.csv.gz>');
  process.exit(2);
}
const seedCodes = new Set(SUBSTITUTE_SEEDS.map((s) => s.code));
let header: string[] = [];
const seeds = new Map<string, Row>();
for await (const row of readCsvGzFile(source)) {
  if (!header.length) {
    header = row.cells;
    continue;
  }
  const code = row.cells[header.indexOf('lcsc_code')] ?? '';
  if (seedCodes.has(code)) seeds.set(code, readRow(header, row.cells));
}
const wanted = new Map<string, string>();
for (const [code, seed] of seeds) {
  const main = mainValue(seed.params);
  if (main) wanted.set(`${seed.group}|${main}`, code);
}
const kept = new Map<string, Row[]>();
let first = true;
for await (const row of readCsvGzFile(source)) {
  if (first) {
    first = false;
    continue;
  }
  const code = row.cells[header.indexOf('lcsc_code')] ?? '';
  if (seedCodes.has(code)) continue;
  const read = readRow(header, row.cells);
  const main = mainValue(read.params);
  const seed = main && wanted.get(`${read.group}|${main}`);
  if (!seed) continue;
  const list = kept.get(seed) ?? [];
  list.push(read);
  // Most stock first; only the best PER_SEED are held.
  list.sort((a, b) => b.stock - a.stock);
  kept.set(seed, list.slice(0, PER_SEED));
}
const lines = [header.map(csvCell).join(',')];
for (const [code, seed] of seeds) {
  lines.push(seed.cells.map(csvCell).join(','));
  for (const row of kept.get(code) ?? []) lines.push(row.cells.map(csvCell).join(','));
}
const target = path.join(SUBSTITUTE_FIXTURES, SUBSTITUTE_PARTS);
writeFileSync(target, lines.join('\n') + '\n');
console.log(`${lines.length - 1} parts for ${seeds.size} of ${seedCodes.size} seeds → ${target}`);
for (const { code, kind } of SUBSTITUTE_SEEDS)
  console.log(`${code} ${kind}: ${seeds.has(code) ? (kept.get(code)?.length ?? 0) : 'missing'}`);
