import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hintsForBrands, type PartTextHints } from '../domains/catalog/matching/part-text.service.js';
import { readBomFileRows } from '../domains/bom/sheet/file-rows.js';
import { planBrands } from '../seed/catalog-brands.js';
import { DEMO_PARTS } from '../seed/catalog.seed.js';

/**
 * The real BOM files of domains/bom/fixtures (see SOURCE.md there) for tests, read by the server's own reader
 * as an upload reads them: kind by content, spreadsheets and text exports parsed in the child process.
 */

export const BOM_FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'domains',
  'bom',
  'fixtures',
);

export function fixtureBytes(name: string): Buffer {
  return readFileSync(path.join(BOM_FIXTURES, name));
}

/**
 * A fixture's rows as an upload keeps them: non-empty rows of trimmed cell texts, trailing empty cells
 * dropped.
 */
export async function readFixtureRows(name: string): Promise<string[][]> {
  return readBomFileRows(fixtureBytes(name));
}

/** The catalog's part-text readings with the demo catalog's brands, without a database. */
export function demoHints(): PartTextHints {
  const plan = planBrands(DEMO_PARTS.map((p) => p.manufacturer));
  return hintsForBrands(
    plan.rows.map((row, id) => ({
      id,
      brand_code: row.brandCode,
      name_en: row.nameEn,
      aliases: row.aliases ?? [],
    })),
  );
}
