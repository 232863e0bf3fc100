import type { Db } from '../../../platform/db.js';
import type { BrandRef, NodeRef } from './import-directory.js';
import { addBrandSpellings, insertBrands, insertCatalogNodes } from './import-directory.queries.js';
import type { ResolvedRow } from './import-directory.js';

/** The brands and catalog nodes a batch creates or learns spellings of, in the batch's transaction. */

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Catalog import: ${what} missing`);
  return value;
}

export async function createBrands(
  db: Db,
  planned: readonly { row: ResolvedRow }[],
  created: Map<BrandRef, number>,
  createdAs: Map<BrandRef, { aliases: string[]; nameZhCn: string }>,
) {
  const pending = [...new Set(planned.map((p) => p.row.brandRef).filter((b) => b.id === undefined))];
  for (const b of pending) createdAs.set(b, { aliases: [...b.aliases], nameZhCn: b.nameZhCn });
  const ids = await insertBrands(
    db,
    pending.map((b) => ({
      brandCode: b.code,
      nameEn: b.nameEn,
      nameZhCn: b.nameZhCn,
      nameZhTw: b.nameZhTw,
      aliases: b.aliases,
    })),
  );
  for (const ref of pending) created.set(ref, must(ids.get(ref.code), `created brand ${ref.code}`));
}

/** The spellings and Chinese names the import found for existing brands since they were last written. */
export async function saveBrandSpellings(
  db: Db,
  planned: readonly { row: ResolvedRow }[],
  saved: Map<BrandRef, BrandRef['unsaved']>,
) {
  const grown = [...new Set(planned.map((p) => p.row.brandRef))].filter(
    (b) => b.id !== undefined && b.unsaved,
  );
  for (const ref of grown) saved.set(ref, ref.unsaved);
  await addBrandSpellings(
    db,
    grown.map((b) => ({
      id: must(b.id, `brand ${b.code}`),
      aliases: b.unsaved?.aliases ?? [],
      ...(b.unsaved?.chineseName ? { nameZhCn: b.nameZhCn, nameZhTw: b.nameZhTw } : {}),
    })),
  );
}

export async function createNodes(
  db: Db,
  planned: readonly { row: ResolvedRow }[],
  created: Map<NodeRef, number>,
) {
  const used = planned.flatMap(({ row }) => (row.node ? [row.node, row.node.parent] : []));
  const pending = [...new Set(used.filter((n): n is NodeRef => n !== undefined && n.id === undefined))];
  for (const level of [1, 2] as const) {
    const nodes = pending.filter((n) => n.level === level);
    const ids = await insertCatalogNodes(
      db,
      nodes.map((n) => ({
        catalogCode: n.code,
        level,
        parentId: n.parent ? (n.parent.id ?? created.get(n.parent) ?? null) : null,
        nameEn: n.nameEn,
      })),
    );
    for (const node of nodes) created.set(node, must(ids.get(node.code), `created node ${node.code}`));
  }
}
