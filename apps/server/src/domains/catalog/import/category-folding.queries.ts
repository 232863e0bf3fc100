import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db.js';
import { catalog, catalogAlias, product } from '../core/catalog.tables.js';

/** The SQL of folding one catalog node into another (category-folding.ts). */

export type FoldNode = Pick<typeof catalog.$inferSelect, 'id' | 'parentId' | 'level' | 'nameEn' | 'idPath'>;

/** One folding at a time, across every copy of the server: two starting copies fold once. */
export async function lockCategoryFolding(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalog_category_folding'))`);
}

/** Every node, parents first. */
export function loadFoldNodes(tx: Db): Promise<FoldNode[]> {
  return tx
    .select({
      id: catalog.id,
      parentId: catalog.parentId,
      level: catalog.level,
      nameEn: catalog.nameEn,
      idPath: catalog.idPath,
    })
    .from(catalog)
    .orderBy(asc(catalog.level), asc(catalog.id));
}

/**
 * Node `fromId` becomes part of `intoId`: its products move there (the price tiers and tags follow by
 * trigger), links that named it or an earlier node folded into it now name `intoId`, and it is deleted (its
 * counted filter table with it; the import rebuilds the tables).
 */
export async function mergeNode(tx: Db, fromId: number, intoId: number): Promise<void> {
  await tx.update(product).set({ catalogId: intoId }).where(eq(product.catalogId, fromId));
  await tx.update(catalogAlias).set({ catalogId: intoId }).where(eq(catalogAlias.catalogId, fromId));
  await tx
    .insert(catalogAlias)
    .values({ oldId: fromId, catalogId: intoId })
    .onConflictDoUpdate({ target: catalogAlias.oldId, set: { catalogId: intoId } });
  await tx.delete(catalog).where(eq(catalog.id, fromId));
}

/** A subcategory moves under another top category, keeping its id, code and products. */
export async function moveUnder(tx: Db, node: FoldNode, parent: FoldNode): Promise<void> {
  await tx
    .update(catalog)
    .set({ parentId: parent.id, idPath: `${parent.idPath}${String(node.id)}/` })
    .where(eq(catalog.id, node.id));
}
