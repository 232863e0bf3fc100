import { createHash } from 'node:crypto';
import { z } from 'zod';
import { bomColumnsSchema, bomTableMappingSchema } from '@emall/contract';
import type { BomMapping, BomTableMapping } from '@emall/contract';
import type { SheetHints } from '../sheet/column-content.js';
import { headerKey } from '../sheet/header-names.js';
import { rememberedMappings, rememberMapping } from './mapping.queries.js';
import type { BomOwner } from '../core/log.queries.js';
import { detectBomTables } from '../sheet/sheet-header.js';
import type { Db } from '../../../platform/db.js';

/**
 * The column mapping of an upload: the one this tenant confirmed before for the same header row
 * (remembered by the header's signature), else the one detected from the sheet.
 */

/** Rows searched for a remembered header: title rows above a header are few. */
const REMEMBERED_SEARCH_ROWS = 100;

/** A header row's identity: its cells as header keys, in their columns, hashed. */
export function headerSignature(cells: readonly string[]): string {
  const keys = cells.map(headerKey);
  while (keys.length && keys[keys.length - 1] === '') keys.pop();
  return createHash('sha256').update(keys.join('\u0001')).digest('hex');
}

/**
 * What is remembered per header row: the tables under it, each its columns and alternates. Mappings
 * remembered before alternates existed are a list of column sets and still read.
 */
const rememberedTableSchema = z.union([
  bomTableMappingSchema.omit({ headerRow: true }),
  bomColumnsSchema.transform((columns) => ({ columns })),
]);
const rememberedTablesSchema = z.array(rememberedTableSchema).min(1).max(10);

export interface ChosenMapping {
  mapping: BomMapping | null;
  source: 'detected' | 'remembered';
}

/** The detected tables, with every header row the tenant confirmed before read its remembered way. */
export async function mappingForUpload(
  db: Db,
  tenantId: number,
  rows: readonly (readonly string[])[],
  hints: SheetHints,
): Promise<ChosenMapping> {
  const detected = detectBomTables(rows, hints);
  const searched = new Set([
    ...rows.slice(0, REMEMBERED_SEARCH_ROWS).map((_, row) => row),
    ...detected.map((t) => t.headerRow).filter((row) => row >= 0),
  ]);
  const signatureOf = new Map([...searched].map((row) => [row, headerSignature(rows[row] ?? [])]));
  const remembered = await rememberedMappings(db, tenantId, [...signatureOf.values()]);
  const recalled: BomTableMapping[] = [];
  for (const [row, signature] of signatureOf) {
    const parsed = rememberedTablesSchema.safeParse(remembered.get(signature));
    if (parsed.success) recalled.push(...parsed.data.map((table) => ({ headerRow: row, ...table })));
  }
  if (!recalled.length) return { mapping: detected.length ? { tables: detected } : null, source: 'detected' };
  const recalledRows = new Set(recalled.map((t) => t.headerRow));
  const tables = [...recalled, ...detected.filter((t) => !recalledRows.has(t.headerRow))]
    .sort((a, b) => a.headerRow - b.headerRow)
    .slice(0, 10);
  return { mapping: { tables }, source: 'remembered' };
}

/** Remembers the confirmed columns of each header row for the tenant's next upload with that header. */
export async function rememberConfirmedMapping(
  db: Db,
  owner: BomOwner,
  rows: readonly (readonly string[])[],
  mapping: BomMapping,
  now: Date,
): Promise<void> {
  const byRow = new Map<number, Omit<BomTableMapping, 'headerRow'>[]>();
  for (const { headerRow, ...table } of mapping.tables) {
    if (headerRow < 0) continue;
    byRow.set(headerRow, [...(byRow.get(headerRow) ?? []), table]);
  }
  for (const [row, tables] of byRow) {
    const cells = rows[row] ?? [];
    if (cells.every((cell) => cell.trim() === '')) continue;
    await rememberMapping(db, owner, headerSignature(cells), tables, now);
  }
}
