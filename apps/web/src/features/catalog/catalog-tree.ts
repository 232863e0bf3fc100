import type { CatalogNode } from '@emall/contract';

/** A category with its subcategories, as the tree page shows it. */
export interface CategoryBranch {
  node: CatalogNode;
  children: CategoryBranch[];
}

/**
 * The flat node list of qryCatalogTree as a tree, each level in the server's order (most products first).
 * Categories without any product are left out: a buyer can do nothing there. A node whose parent is missing is
 * shown at the top rather than lost.
 */
export function buildCategoryTree(nodes: readonly CatalogNode[]): CategoryBranch[] {
  const shown = nodes.filter((node) => node.count > 0);
  const ids = new Set(shown.map((node) => node.catalogId));
  const byParent = new Map<number | null, CatalogNode[]>();
  for (const node of shown) {
    const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), node]);
  }
  // Each node has one parent, so walking down from the top visits every node once and cannot loop.
  const branchesOf = (parent: number | null): CategoryBranch[] =>
    (byParent.get(parent) ?? []).map((node) => ({ node, children: branchesOf(node.catalogId) }));
  return branchesOf(null);
}

/** Folds width and case, so that 'ＭＬＣＣ' finds 'MLCC' and 'mosfet' finds 'MOSFETs'. */
export function nameKey(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase().trim();
}

/**
 * The branches a name filter keeps: a category whose name holds the text keeps all its subcategories; one
 * that does not is kept only for the subcategories that match.
 */
export function filterCategoryTree(tree: readonly CategoryBranch[], text: string): CategoryBranch[] {
  const wanted = nameKey(text);
  if (wanted === '') return [...tree];
  const keep = (branch: CategoryBranch): CategoryBranch | undefined => {
    if (nameKey(branch.node.name).includes(wanted)) return branch;
    const children = branch.children
      .map(keep)
      .filter((child): child is CategoryBranch => child !== undefined);
    return children.length > 0 ? { node: branch.node, children } : undefined;
  };
  return tree.map(keep).filter((branch): branch is CategoryBranch => branch !== undefined);
}

/** Every part on sale: the sum of the top categories (each counts its subcategories' parts). */
export function totalParts(tree: readonly CategoryBranch[]): number {
  return tree.reduce((sum, branch) => sum + branch.node.count, 0);
}
