import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hintsForBrands, type PartTextHints } from '../domains/catalog/part-text.service.js';
import { readSpreadsheetRows } from '../platform/spreadsheet.js';
import { planBrands } from '../seed/catalog-brands.js';
import { DEMO_PARTS } from '../seed/catalog.seed.js';

/**
 * The real BOM files of domains/bom/fixtures (see SOURCE.md there) for tests: the spreadsheets read by the
 * server's own child-process reader, the CSV twins by a small reader that decodes UTF-8 and UTF-16 (by
 * their byte-order mark) and finds the delimiter (tab, semicolon or comma) from the first line.
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

function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  const text = bytes.toString('utf8');
  return text.startsWith('\ufeff') ? text.slice(1) : text;
}

function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = ['\t', ';', ','].map((d) => [d, first.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]?.[0] ?? ',';
}

/** RFC 4180 rows with the given delimiter. */
function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text.charAt(i + 1) === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text.charAt(i + 1) === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** A fixture's non-empty rows as the spreadsheet reader answers them: trimmed cell texts. */
export async function readFixtureRows(name: string): Promise<string[][]> {
  const bytes = fixtureBytes(name);
  if (!name.endsWith('.csv')) return readSpreadsheetRows(bytes, { maxRows: 20_000 });
  const text = decode(bytes);
  return parseCsv(text, delimiterOf(text))
    .map((row) => row.map((cell) => cell.trim()))
    .filter((row) => row.some((cell) => cell !== ''));
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
