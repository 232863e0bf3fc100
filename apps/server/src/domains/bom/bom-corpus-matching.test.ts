import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { normalizePartNumber } from '@emall/contract';
import { queryRows, type Database } from '../../platform/db.js';
import { migrate } from '../../platform/migrate.js';
import { BOM_FIXTURES } from '../../testing/bom-files.js';
import { CORPUS_PARTS, corpusFiles, matchSheetLines, readCorpusLines } from '../../testing/bom-corpus.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { readCsvFile } from '../catalog/import/import-csv.js';
import { importCatalogRows } from '../catalog/import/import.js';
import type { PartMatch } from '../catalog/matching/part-matching.service.js';
import { partTextHints, type PartTextHints } from '../catalog/matching/part-text.service.js';
import type { SheetLine } from './sheet/sheet-lines.js';
import { seedBrandList } from '../../seed/index.js';

/**
 * Every real BOM of fixtures/ matched, as an upload matches it, against the real parts those BOMs name
 * (fixtures/bom-corpus-parts.csv: 800 parts of the full real catalog, SOURCE.md there). The counts per file
 * were written by hand after checking each selected line; the table in docs/bom-matching.md is this test's
 * output (`npm run docs:bom-quality` writes it, and this test fails when the two differ).
 */

let database: Database;
let drop: () => Promise<void>;
let hints: PartTextHints;
const partOf = new Map<string, { key: string; code: string; label: string }>();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  await seedBrandList(database.db);
  await importCatalogRows(database.db, readCsvFile(path.join(BOM_FIXTURES, CORPUS_PARTS)));
  hints = await partTextHints({ readDb: database.db });
  const rows = await queryRows<{ id: string | number; mpn: string; code: string; brand: string }>(
    database.db,
    sql`select p.id, p.mfr_part_number as mpn, p.product_code as code, b.name_en as brand
        from product p join brand b on b.id = p.brand_id`,
  );
  for (const row of rows)
    partOf.set(String(row.id), {
      key: normalizePartNumber(row.mpn),
      code: row.code.toUpperCase(),
      label: `${row.mpn} [${row.brand}]`,
    });
}, 120_000);
afterAll(() => drop());

interface FileOutcome {
  lines: number;
  selected: number;
  /** Of the selected, chosen through an alternate the sheet lists. */
  byAlternate: number;
  proposed: number;
  conflicts: number;
  unmatched: number;
}

/** How a selected part relates to what its line wrote. */
function howNamed(line: SheetLine, match: PartMatch): string {
  const part = match.selected && partOf.get(match.selected.productId);
  if (!part) return 'none';
  const texts = [line.qryParam, ...(line.alternates ?? []).map((a) => a.partText)];
  const codes = [line.supplierPn, ...(line.alternates ?? []).map((a) => a.supplierPn)].map((c) =>
    c.trim().toUpperCase(),
  );
  if (texts.some((t) => normalizePartNumber(t) === part.key)) return 'part number';
  if (codes.includes(part.code)) return 'LCSC code';
  return `${match.selected?.rule ?? ''}: ${line.qryParam} → ${part.label}`;
}

async function matchFile(name: string) {
  const lines = await readCorpusLines(name, hints);
  const matches = await matchSheetLines(database.db, lines);
  const outcome: FileOutcome = {
    lines: lines.length,
    selected: 0,
    byAlternate: 0,
    proposed: 0,
    conflicts: 0,
    unmatched: 0,
  };
  const unusual: string[] = [];
  for (const match of matches) {
    const line = lines[match.ref];
    if (!line) continue;
    if (match.conflict) outcome.conflicts += 1;
    if (match.selected) {
      outcome.selected += 1;
      if (match.matchedAlternate !== null) outcome.byAlternate += 1;
      const how = howNamed(line, match);
      if (how !== 'part number' && how !== 'LCSC code') unusual.push(how);
    } else if (match.candidates.length) outcome.proposed += 1;
    else outcome.unmatched += 1;
  }
  return { outcome, unusual };
}

type Counts = [
  lines: number,
  selected: number,
  byAlternate: number,
  proposed: number,
  conflicts: number,
  unmatched: number,
];

const HACKRF: Counts = [65, 38, 0, 0, 0, 27];
const SURFACE_DIAL: Counts = [12, 1, 0, 4, 0, 7];

/**
 * Per file: lines, selected (of which through an alternate), proposed (of which marked as a conflict),
 * unmatched. Written after reading every line's outcome against the parts fixture (docs/bom-matching.md
 * says what the unmatched and proposed lines are).
 */
const EXPECTED: Record<string, Counts> = {
  'BusPirate_1-click-bom_alternates.tsv': [15, 13, 1, 1, 1, 1],
  // Made from the file above (SOURCE.md): a DigiKey cart's layout, no alternate columns; the two lines whose
  // DigiKey code names another part than the part number are conflicts.
  'BusPirate_digikey-cart_mfr-part_links.csv': [15, 12, 0, 2, 2, 1],
  'CurrentMonitor_bom_mouser.csv': [30, 18, 0, 1, 0, 11],
  // Built from real parts (SOURCE.md): four lines whose order code names another part than their part number are
  // proposed with the disagreement, two chosen through a code naming the part in other packaging.
  'Kitspace_order-codes_bom.tsv': [11, 7, 2, 4, 4, 0],
  // The same lines under 'Mrf#' beside a column of product links: read as the file above.
  'CurrentMonitor_bom_mouser_mrf-typo_links.csv': [30, 18, 0, 1, 0, 11],
  'CurrentMonitor_partlist_eagle.txt': [36, 5, 0, 12, 0, 19],
  'DengFOC-V3_BOM_easyeda_utf16.csv': [34, 27, 0, 4, 3, 3],
  'DengFOC_Lailuo_BOM表.xlsx': [18, 1, 0, 4, 0, 13],
  // The KiBoM library names ('CC0402_100NF_16V_10%_X5R', 'R0402_10K_1%_0.0625W_100PPM') proposed by their parameters.
  'Marble-Mini_bom_kibom.csv': [129, 47, 9, 38, 6, 44],
  'OpenRemise_ESP32S3Board_bom.xlsx': [25, 17, 0, 0, 0, 8],
  'SurfaceDial_Lite_BOM_easyeda_utf16.csv': SURFACE_DIAL,
  'SurfaceDial_Lite_BOM_easyeda_utf16.xlsx': SURFACE_DIAL,
  'X-Knob_SuperDialV2_Bom.xlsx': [40, 38, 0, 0, 0, 2],
  'dboard_BOM-keyboard_jlcpcb.csv': [27, 17, 0, 5, 0, 5],
  'hackrf-one-bom_2014_semicolon_per_ref.csv': HACKRF,
  'hackrf-one-bom_2014_semicolon_per_ref.xlsx': HACKRF,
  'hackrf-one-bom_2016_grouped.csv': HACKRF,
  'hackrf-one-bom_2016_grouped.xls': HACKRF,
  'hackrf-one-bom_2016_grouped.xlsx': HACKRF,
  // Its names one cell left of their data: the part texts are maker names, nothing matches (the preview warns).
  'hackrf-one-bom_2016_header-one-left.csv': [65, 0, 0, 0, 0, 65],
  // The part numbers one column right of their name, a note in the named column: read as the grouped file.
  'hackrf-one-bom_2016_pn-one-right_note.csv': HACKRF,
  'mp153-devboard_v0.1_bom_kicad-fields.csv': [43, 36, 0, 2, 0, 5],
  // '24MHz_8pF_2x1.6mm' is proposed the 24 MHz 8 pF crystal of 2.0 × 1.6 mm (ECS-240-8-37-CKM-TR).
  'mp153-devboard_v0.1_production_bom_jlc.csv': [44, 38, 0, 1, 0, 5],
  'rubiks-cube-robot_BOM.xlsx': [30, 7, 0, 6, 0, 17],
};

/**
 * Selected lines whose part is neither the part number nor the LCSC code written: the same part in its reel
 * packaging, each checked against the maker's ordering code ('-REEL', 'R' and '-7' are reel suffixes).
 */
const PACKAGING_SELECTIONS = [
  'packaging: FT4232H-56Q → FT4232H-56Q-REEL [FTDI]',
  'packaging: TPS62175DQC → TPS62175DQCR [Texas Instruments]',
  'packaging: AP62301Z6 → AP62301Z6-7 [Diodes Incorporated]',
  // The 13-inch reel asked, the 7-inch one named by the line's Mouser code: the same part.
  'distributor: AP63205WU-13 → AP63205WU-7 [Diodes Incorporated]',
];

const DOC = path.resolve(BOM_FIXTURES, '../../../../../../docs/bom-matching.md');
const START = '<!-- bom-corpus-quality:start -->';
const END = '<!-- bom-corpus-quality:end -->';

function qualityTable(results: ReadonlyMap<string, FileOutcome>): string {
  const rows = [...results].map(
    ([name, o]) =>
      `| ${name} | ${o.lines} | ${o.selected} | ${o.byAlternate} | ${o.proposed} | ${o.conflicts} | ${o.unmatched} |`,
  );
  const sum = (pick: (o: FileOutcome) => number) => [...results.values()].reduce((n, o) => n + pick(o), 0);
  return [
    '| file | lines | selected | of which by an alternate | proposed | of which conflicts | unmatched |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    `| **all ${results.size} files** | ${sum((o) => o.lines)} | ${sum((o) => o.selected)} | ${sum((o) => o.byAlternate)} | ${sum((o) => o.proposed)} | ${sum((o) => o.conflicts)} | ${sum((o) => o.unmatched)} |`,
  ].join('\n');
}

describe('the real BOMs against the real parts they name', () => {
  const results = new Map<string, FileOutcome>();
  const unusual: string[] = [];

  it.each(Object.entries(EXPECTED))('%s: lines, selected, proposed, unmatched', async (name, counts) => {
    const file = await matchFile(name);
    const o = file.outcome;
    results.set(name, o);
    unusual.push(...file.unusual);
    expect([o.lines, o.selected, o.byAlternate, o.proposed, o.conflicts, o.unmatched]).toEqual(counts);
  });

  it('covers every BOM of the fixtures but the GBK file, which holds no table', () => {
    // Files of parts (`*-parts.csv`: catalogs that tests import) are no BOMs.
    const boms = corpusFiles().filter((name) => !name.endsWith('-parts.csv'));
    expect(boms.filter((name) => !(name in EXPECTED))).toEqual(['HackerConsole_物料清单_gbk.csv']);
  });

  it('selects only the part a line names by part number or LCSC code, or that part in reel packaging', () => {
    expect([...new Set(unusual)].sort()).toEqual([...PACKAGING_SELECTIONS].sort());
  });

  it('is the table of docs/bom-matching.md (npm run docs:bom-quality writes it)', () => {
    const table = qualityTable(results);
    const doc = readFileSync(DOC, 'utf8');
    const at = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(at).toBeGreaterThan(0);
    const written = `${START}\n${table}\n${END}`;
    if (process.env.UPDATE_BOM_QUALITY === '1') {
      writeFileSync(DOC, doc.slice(0, at) + written + doc.slice(end + END.length));
      return;
    }
    expect(doc.slice(at, end + END.length)).toBe(written);
  });
});
