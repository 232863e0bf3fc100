import type { Db } from '../../../platform/db.js';
import { refreshCategoryFacets } from '../parameters/product-param.queries.js';
import { nameKey } from '../core/catalog-naming.js';
import { nameCategoriesInChinese } from './import-directory.queries.js';
import { branchKey, topCategoryName } from '../core/category-renamings.js';
import {
  loadFoldNodes,
  lockCategoryFolding,
  mergeNode,
  moveUnder,
  type FoldNode,
} from './category-folding.queries.js';

/**
 * The catalog's own repair of its categories (docs/operations.md, "Importing a catalog"): top categories that are
 * one branch by the renamings table (category-renamings.ts) become one node. The node kept is the one named as
 * the branch, else the oldest; each other one's subcategories join the kept node's subcategory of the same name
 * (by key), or move under the kept node when it has none; then it joins the kept node. A node folded away
 * keeps answering, with the node it joined (catalog_alias). Run before every import and at every start:
 * idempotent, it finds nothing to do once the catalog is folded. Answers how many nodes it folded away.
 */
export async function foldRenamedCategories(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await lockCategoryFolding(tx);
    const nodes = await loadFoldNodes(tx);
    const subsOf = (top: FoldNode) => nodes.filter((n) => n.level === 2 && n.parentId === top.id);
    const branches = new Map<string, FoldNode[]>();
    for (const top of nodes.filter((n) => n.level === 1)) {
      const key = branchKey(top.nameEn);
      branches.set(key, [...(branches.get(key) ?? []), top]);
    }
    let folded = 0;
    for (const tops of branches.values()) {
      if (tops.length < 2) continue;
      const kept = keptTop(tops);
      const keptSubs = new Map(subsOf(kept).map((sub) => [nameKey(sub.nameEn), sub]));
      for (const top of tops.filter((t) => t !== kept)) {
        for (const sub of subsOf(top)) {
          const same = keptSubs.get(nameKey(sub.nameEn));
          if (same) {
            await mergeNode(tx, sub.id, same.id);
            folded += 1;
          } else {
            await moveUnder(tx, sub, kept);
            keptSubs.set(nameKey(sub.nameEn), sub);
          }
        }
        await mergeNode(tx, top.id, kept.id);
        folded += 1;
      }
    }
    return folded;
  });
}

/** The top category a branch keeps: the one named as the branch, else the oldest (tops come by id). */
function keptTop(tops: readonly FoldNode[]): FoldNode {
  const named = tops.find((t) => nameKey(t.nameEn) === nameKey(topCategoryName(t.nameEn)));
  const first = tops[0];
  if (!first) throw new Error('a branch without a top category');
  return named ?? first;
}

/**
 * At start: the repair, then the category filter tables recounted when it folded anything (a catalog imported
 * before the renamings table knew a name), and nodes still named in English named in Chinese where the table
 * of names knows them. Nothing else runs on a catalog already folded and named.
 */
export async function foldRenamedCategoriesAtStart(db: Db): Promise<number> {
  const folded = await foldRenamedCategories(db);
  await nameCategoriesInChinese(db);
  if (folded > 0) await refreshCategoryFacets(db);
  return folded;
}
