import { pickText, type CatalogNode, type CategoryHit, type Lang } from '@emall/contract';
import type { Db } from '../../../platform/db.js';
import { readCatalogAliases, readCatalogNodes, type CatalogNodeRow } from './tree.queries.js';
import { staleWhileRevalidate } from '../../../platform/stale-while-revalidate.js';

/** The tree is read at most this often per database: counts a minute old are fine for browsing. */
const TREE_TTL_MS = 60_000;

export interface TreeNode {
  id: number;
  parentId: number | null;
  level: number;
  names: { enUs: string; zhCn: string; zhTw: string };
  /** Active products in the node and its subcategories. */
  count: number;
  children: TreeNode[];
}

export interface CatalogTree {
  byId: Map<number, TreeNode>;
  roots: TreeNode[];
  /** Ids of nodes folded into another (a top category the source names two ways): the node that took them. */
  movedTo: Map<number, number>;
}

function buildTree(rows: readonly CatalogNodeRow[], movedTo: Map<number, number>): CatalogTree {
  const byId = new Map<number, TreeNode>();
  for (const r of rows)
    byId.set(r.id, {
      id: r.id,
      parentId: r.parent_id,
      level: r.level,
      names: {
        enUs: r.name_en,
        zhCn: r.name_zh_cn || r.name_en,
        zhTw: r.name_zh_tw || r.name_zh_cn || r.name_en,
      },
      count: r.n,
      children: [],
    });
  const roots: TreeNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  // Two levels: a top node counts its subcategories' products too.
  for (const root of roots) root.count += root.children.reduce((sum, c) => sum + c.count, 0);
  const byCount = (a: TreeNode, b: TreeNode) => b.count - a.count || a.id - b.id;
  roots.sort(byCount);
  for (const root of roots) root.children.sort(byCount);
  return { byId, roots, movedTo };
}

const trees = staleWhileRevalidate<CatalogTree>(TREE_TTL_MS);

/**
 * The catalog tree with counts, shared by the requests of one minute (one statement a minute). Counting a
 * million parts per node takes a few hundred milliseconds, so no request waits for it once a tree was read:
 * a tree over a minute old is answered while the next one is read in the background.
 */
export function catalogTree(db: Db, now = Date.now()): Promise<CatalogTree> {
  const read = async () => {
    const [rows, movedTo] = await Promise.all([readCatalogNodes(db), readCatalogAliases(db)]);
    return buildTree(rows, movedTo);
  };
  return trees.get(db, '', read, now);
}

/** Forgets the cached tree (after an import or a console edit changed the catalog). */
export function forgetCatalogTree(db: Db): void {
  trees.forget(db);
}

/** A node by id; the id of a node folded into another answers with that one. */
export function treeNode(tree: CatalogTree, id: number): TreeNode | undefined {
  return tree.byId.get(id) ?? tree.byId.get(tree.movedTo.get(id) ?? 0);
}

export function nodeName(node: TreeNode, lang: Lang): string {
  return pickText(node.names, lang);
}

export function nodeView(node: TreeNode, lang: Lang): CatalogNode {
  return {
    catalogId: node.id,
    parentId: node.parentId,
    level: node.level,
    name: nodeName(node, lang),
    count: node.count,
  };
}

/** A category named with its parent, as a search or a suggestion lists it; undefined for an unknown id. */
export function categoryHit(
  tree: CatalogTree,
  id: number,
  count: number,
  lang: Lang,
): CategoryHit | undefined {
  const node = tree.byId.get(id);
  if (!node) return undefined;
  const parent = node.parentId === null ? undefined : tree.byId.get(node.parentId);
  return {
    catalogId: id,
    name: nodeName(node, lang),
    parentName: parent ? nodeName(parent, lang) : null,
    count,
  };
}

/** The whole tree, top categories then each one's subcategories, most products first. */
export async function catalogTreeAnswer(db: Db, lang: Lang): Promise<{ nodes: CatalogNode[] }> {
  const tree = await catalogTree(db);
  return {
    nodes: tree.roots.flatMap((root) => [
      nodeView(root, lang),
      ...root.children.map((c) => nodeView(c, lang)),
    ]),
  };
}
