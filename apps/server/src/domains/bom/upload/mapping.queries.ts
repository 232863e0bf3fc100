import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db.js';
import type { BomOwner } from '../core/log.queries.js';
import { bomColumnMapping } from '../core/bom.tables.js';

/** The column sets a tenant confirmed, by header signature (only this tenant's, never another's). */
export async function rememberedMappings(
  db: Db,
  tenantId: number,
  signatures: readonly string[],
): Promise<Map<string, unknown>> {
  if (!signatures.length) return new Map();
  const rows = await db
    .select({ signature: bomColumnMapping.headerSignature, tables: bomColumnMapping.tables })
    .from(bomColumnMapping)
    .where(
      and(
        eq(bomColumnMapping.tenantId, tenantId),
        inArray(bomColumnMapping.headerSignature, [...new Set(signatures)]),
      ),
    );
  return new Map(rows.map((r) => [r.signature, r.tables]));
}

export async function rememberMapping(
  db: Db,
  owner: BomOwner,
  signature: string,
  tables: unknown,
  now: Date,
): Promise<void> {
  await db
    .insert(bomColumnMapping)
    .values({
      tenantId: owner.tenantId,
      staffId: owner.staffId,
      headerSignature: signature,
      tables,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [bomColumnMapping.tenantId, bomColumnMapping.headerSignature],
      set: { tables, staffId: owner.staffId, updatedAt: now },
    });
}
