import { bomFieldSchema } from '@emall/contract';
import type { BomAlternateColumns, BomColumns, BomField, BomMapping, BomTableMapping } from '@emall/contract';

/** The BOM fields in the order the role pickers offer them. */
export const BOM_FIELDS: readonly BomField[] = bomFieldSchema.options;

/** A table without header or columns. */
export const EMPTY_TABLE: BomTableMapping = { headerRow: -1, columns: {} };

/** A mapping with one empty table: the start when the server found no header. */
export const EMPTY_MAPPING: BomMapping = { tables: [EMPTY_TABLE] };

/** The field a column holds in a table, or undefined. */
export function roleOf(columns: BomColumns, column: number): BomField | undefined {
  return BOM_FIELDS.find((field) => columns[field] === column);
}

/**
 * Gives `column` the role `field` (undefined clears it). A field has one column and a column one field:
 * the field leaves the column it had, and the column's former field is dropped.
 */
export function withRole(columns: BomColumns, column: number, field: BomField | undefined): BomColumns {
  const next: Partial<Record<BomField, number>> = {};
  for (const name of BOM_FIELDS) {
    const index = columns[name];
    if (index !== undefined && index !== column && name !== field) next[name] = index;
  }
  if (field) next[field] = column;
  return next;
}

/** The server refuses a table without a part column (bom-sheet.schemas.ts); the page checks first. */
export function hasPartColumn(mapping: BomMapping): boolean {
  return mapping.tables.every(
    ({ columns: c }) =>
      c.mfrPn !== undefined ||
      c.partName !== undefined ||
      c.supplierPn !== undefined ||
      c.custPn !== undefined,
  );
}

/** Changes one table of a mapping. */
export function withTable(
  mapping: BomMapping,
  index: number,
  change: Partial<BomMapping['tables'][number]>,
): BomMapping {
  return { tables: mapping.tables.map((table, i) => (i === index ? { ...table, ...change } : table)) };
}

/** The fields an alternate's column can hold, in the order they are named. */
export const ALTERNATE_FIELDS = ['mfrPn', 'manufacturer', 'supplierPn'] as const;
export type AlternateField = (typeof ALTERNATE_FIELDS)[number];

/** Which alternate (0-based) a column belongs to, and what it holds there; undefined when none. */
export function alternateOf(
  table: BomTableMapping,
  column: number,
): { index: number; field: AlternateField } | undefined {
  const alternates = table.alternates ?? [];
  for (let index = 0; index < alternates.length; index += 1) {
    const field = ALTERNATE_FIELDS.find((f) => alternates[index]?.[f] === column);
    if (field) return { index, field };
  }
  return undefined;
}

/** The table without `column` among its alternates' columns; an alternate left without columns goes. */
export function withoutAlternateColumn(table: BomTableMapping, column: number): BomTableMapping {
  if (!table.alternates) return table;
  const alternates = table.alternates
    .map((alternate) => {
      const kept: BomAlternateColumns = {};
      for (const field of ALTERNATE_FIELDS) {
        const index = alternate[field];
        if (index !== undefined && index !== column) kept[field] = index;
      }
      return kept;
    })
    .filter((alternate) => ALTERNATE_FIELDS.some((field) => alternate[field] !== undefined));
  const { alternates: _old, ...rest } = table;
  return alternates.length ? { ...rest, alternates } : rest;
}

/** Gives `column` a role in the table: it leaves the alternates, as its former role leaves it. */
export function withColumnRole(
  table: BomTableMapping,
  column: number,
  field: BomField | undefined,
): BomTableMapping {
  const base = field ? withoutAlternateColumn(table, column) : table;
  return { ...base, columns: withRole(base.columns, column, field) };
}
