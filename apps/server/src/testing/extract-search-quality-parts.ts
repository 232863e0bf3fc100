// Writes domains/catalog/search/fixtures/search-quality-parts.csv.gz: the parts of the jlcparts full catalog
// (jlcparts-full.csv.gz, the catalog import's format) that the real catalog's search quality table needs
// (search-quality-real-cases.ts): for each case its correct parts and the distractors it names, the most stocked
// first, as the search lists them. Deterministic: the same catalog file gives the same fixture. Run it again when a
// case is added or changed:
//   npx tsx apps/server/src/testing/extract-search-quality-parts.ts /tmp/jlcparts-full.csv.gz
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { normalizePartNumber } from '@emall/contract';
import { readCsvGzFile } from '../domains/catalog/import/import-csv.js';
import { isBookkeeping } from '../domains/catalog/parameters/param-vocabulary.js';
import { productParamsOf } from '../domains/catalog/parameters/product-params.js';
import {
  ruleBreach,
  type ParamFact,
  type RowFacts,
  type RowRule,
} from '../domains/catalog/search/search-quality-facts.js';
import { REAL_QUALITY_CASES } from '../domains/catalog/search/search-quality-real-cases.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SEARCH_QUALITY_PARTS = path.join(
  here,
  '..',
  'domains',
  'catalog',
  'search',
  'fixtures',
  'search-quality-parts.csv.gz',
);

/** The columns kept: what the import reads for the search (no prices, datasheets or the source's own codes). */
const KEPT = [
  'brand',
  'mfr_part_number',
  'product_code',
  'description',
  'package',
  'category',
  'subcategory',
  'stock_nj',
  'is_active',
  'parameters',
] as const;

/** Correct parts kept per case unless it says otherwise, and parts of each distractor. */
const CORRECT_KEPT = 16;
const DISTRACTORS_KEPT = 10;
/**
 * And the most stocked parts of the whole catalog, whatever they are: what a search lists first when it matches
 * too loosely (a description word, a value in a parameter of another meaning).
 */
const BACKGROUND_KEPT = 1000;

interface Pick {
  rule: RowRule;
  keep: number;
  /** The best rows so far: the most stocked first, then the file's order. */
  rows: { line: number; stock: number }[];
  /** Every row of the catalog the rule holds for. */
  matched: number;
}

function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The parameters of a row as the shop keeps them (what a rule reads), by code. */
function paramFacts(
  parameters: Record<string, string>,
  at: (name: string) => string,
): Record<string, ParamFact> {
  const rows = productParamsOf({
    parameters,
    package: at('package'),
    description: at('description'),
    categoryNames: [at('subcategory'), at('category')],
  });
  return Object.fromEntries(
    rows.map((r) => {
      const kind = r.definition.kind;
      const unit = typeof kind === 'object' ? kind.quantity : null;
      return [r.code, { num: r.valueNum, key: r.valueKey, unit, text: r.valueText }] as const;
    }),
  );
}

function parametersOf(cell: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(cell || '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Keeps a row among a pick's best `keep`; whether it took it. */
function offer(pick: Pick, line: number, stock: number): boolean {
  const { rows } = pick;
  if (rows.length === pick.keep && (rows.at(-1)?.stock ?? 0) >= stock) return false;
  let at = rows.length;
  while (at > 0 && (rows[at - 1]?.stock ?? 0) < stock) at -= 1;
  rows.splice(at, 0, { line, stock });
  if (rows.length > pick.keep) rows.pop();
  return true;
}

async function main(source: string): Promise<void> {
  const pick = (rule: RowRule, keep: number): Pick => ({ rule, keep, rows: [], matched: 0 });
  const cases = REAL_QUALITY_CASES.map((c) => ({
    c,
    correct: pick(c.correct, c.keep ?? CORRECT_KEPT),
    // A rule of several ways to be correct ('2x20P' as a pin structure, or 40 pins in 2 rows): the most stocked
    // parts of each way too, so that the fixture has each the catalog has, not only the way most stocked.
    ways: (c.correct.anyOf ?? []).map((way) => pick({ ...c.correct, anyOf: [way] }, c.keep ?? CORRECT_KEPT)),
    distractors: (c.distractors ?? []).map((d) => pick(d.rule, d.keep ?? DISTRACTORS_KEPT)),
  }));
  const background = pick({}, BACKGROUND_KEPT);
  const picks = [background, ...cases.flatMap((k) => [k.correct, ...k.ways, ...k.distractors])];
  const seen = new Set<string>();
  const lines = new Map<number, string>();
  let header: string[] | undefined;
  let read = 0;
  for await (const row of readCsvGzFile(source)) {
    if (!header) {
      header = row.cells;
      continue;
    }
    read += 1;
    const cells = row.cells;
    const columns = header;
    const at = (name: string) => cells[columns.indexOf(name)] ?? '';
    // The import keeps the first row of a brand and part number and refuses the later ones: so does the fixture.
    const identity = `${normalizePartNumber(at('brand'))}|${at('mfr_part_number')}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    if (at('is_active') === 'F') continue;
    const parameters = parametersOf(at('parameters'));
    const facts: RowFacts = {
      id: String(row.line),
      brand_code: '',
      brand: at('brand'),
      category: at('subcategory'),
      key: normalizePartNumber(at('mfr_part_number')),
      description: at('description'),
      params: paramFacts(parameters, at),
    };
    const stock = Number(at('stock_nj')) || 0;
    let kept = false;
    for (const pick of picks) {
      if (ruleBreach(facts, pick.rule) !== null) continue;
      pick.matched += 1;
      if (offer(pick, row.line, stock)) kept = true;
    }
    if (!kept) continue;
    const own = Object.fromEntries(Object.entries(parameters).filter(([name]) => !isBookkeeping(name)));
    const values: Record<string, string> = { ...Object.fromEntries(KEPT.map((k) => [k, at(k)])) };
    values.parameters = Object.keys(own).length ? JSON.stringify(own) : '';
    lines.set(row.line, KEPT.map((k) => csvCell(values[k] ?? '')).join(','));
  }
  const chosen = [...new Set(picks.flatMap((p) => p.rows.map((r) => r.line)))].sort((a, b) => a - b);
  const text = [KEPT.join(','), ...chosen.map((line) => lines.get(line) ?? '')].join('\n') + '\n';
  const packed = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
  writeFileSync(SEARCH_QUALITY_PARTS, packed);
  console.log(
    `${chosen.length} parts of ${read} rows for ${REAL_QUALITY_CASES.length} cases → ${SEARCH_QUALITY_PARTS} (${packed.length} bytes gzipped, ${Buffer.byteLength(text)} as CSV)`,
  );
  // How many correct parts the catalog has for each case, and how many the fixture keeps of them and of the
  // distractors.
  for (const { c, correct, ways, distractors } of cases) {
    const kept = new Set([correct, ...ways].flatMap((p) => p.rows.map((r) => r.line))).size;
    console.log(
      `  ${c.q}: ${correct.matched} correct in the catalog, ${kept} kept; distractors ${distractors.map((p) => `${p.rows.length}/${p.matched}`).join(', ')}`,
    );
    if (kept < c.atLeast) console.warn(`    only ${kept} correct parts kept, the case asks ${c.atLeast}`);
  }
}

const source = process.argv[2];
if (!source) {
  console.error('Usage: tsx apps/server/src/testing/extract-search-quality-parts.ts <jlcparts-full.csv.gz>');
  process.exit(2);
}
await main(source);
