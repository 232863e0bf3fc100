// Writes domains/bom/fixtures/bom-corpus-parts.csv: the parts of a catalog export (the jlcparts format the
// catalog import reads, e.g. jlcparts-full.csv.gz) that the real BOMs of that folder name, so that the corpus
// matching test runs against the real parts without the whole catalog. Run again only when a BOM is added:
//   npx tsx apps/server/src/testing/extract-bom-corpus-parts.ts <catalog.csv.gz>
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { normalizePartNumber } from '@emall/contract';
import { readCsvGzFile } from '../domains/catalog/import/import-csv.js';
import { BOM_FIXTURES, readFixtureRows } from './bom-files.js';
import { CORPUS_PARTS, corpusFiles } from './bom-corpus.js';

/** A part number this short names too many parts by its start to say which the BOM means. */
const MIN_PREFIX_KEY = 6;
/** Catalog part numbers kept per BOM part number that they extend ('RP2040' → 'RP2040-B2'). */
const MAX_EXTENSIONS = 5;

/** Every piece of a cell that could be a part number or an order code, as part-number keys. */
function keysOfText(text: string): string[] {
  const pieces = [text, ...text.split(/[\s,;_/()（），]+/)];
  return pieces.map((piece) => normalizePartNumber(piece)).filter((key) => key.length >= 4);
}

function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The keys of every cell of every BOM: whatever column a file keeps its part numbers and order codes in. */
async function bomKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const name of corpusFiles())
    for (const row of await readFixtureRows(name).catch(() => []))
      for (const cell of row) for (const key of keysOfText(cell)) keys.add(key);
  return keys;
}

/** A key that could be a part number's start: letters and digits both ('RP2040', not 'CERAMIC'). */
const isPartLike = (key: string) => key.length >= MIN_PREFIX_KEY && /[A-Z]/.test(key) && /\d/.test(key);

const source = process.argv[2];
if (!source) {
  console.error('Usage: tsx apps/server/src/testing/extract-bom-corpus-parts.ts <catalog.csv.gz>');
  process.exit(2);
}
const keys = await bomKeys();
const prefixes = new Set([...keys].filter(isPartLike));
const prefixLengths = [...new Set([...prefixes].map((key) => key.length))];
// The starts of the BOM's part numbers: a catalog part number that a BOM extends ('TPS62175DQC' of 'TPS62175DQCR').
const starts = new Set(
  [...prefixes].flatMap((key) =>
    Array.from({ length: key.length - MIN_PREFIX_KEY }, (_, i) => key.slice(0, MIN_PREFIX_KEY + i)),
  ),
);
const extensions = new Map<string, number>();
const kept: string[] = [];
let header: string[] | undefined;
for await (const row of readCsvGzFile(source)) {
  if (!header) {
    header = row.cells;
    kept.push(header.map(csvCell).join(','));
    continue;
  }
  const at = (name: string) => row.cells[header?.indexOf(name) ?? -1] ?? '';
  const key = normalizePartNumber(at('mfr_part_number'));
  const code = normalizePartNumber(at('lcsc_code'));
  let keep = keys.has(key) || keys.has(code) || starts.has(key);
  if (!keep && key.length > MIN_PREFIX_KEY) {
    const extended = prefixLengths.map((n) => key.slice(0, n)).find((k) => k !== key && prefixes.has(k));
    if (extended && (extensions.get(extended) ?? 0) < MAX_EXTENSIONS) {
      extensions.set(extended, (extensions.get(extended) ?? 0) + 1);
      keep = true;
    }
  }
  if (keep) kept.push(row.cells.map(csvCell).join(','));
}
const target = path.join(BOM_FIXTURES, CORPUS_PARTS);
writeFileSync(target, kept.join('\n') + '\n');
console.log(
  `${kept.length - 1} parts of ${keys.size} BOM keys from ${corpusFiles().length} files → ${target}`,
);
