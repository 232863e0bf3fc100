import type { catalog } from '../domains/catalog/core/catalog.tables.js';
import { catalogCodePart, nameKey, tidyName } from '../domains/catalog/core/catalog-naming.js';
import { branchKey, topCategoryName } from '../domains/catalog/core/category-renamings.js';
import { catalogText } from '../domains/catalog/core/category-names.js';

export type CatalogRow = typeof catalog.$inferInsert;

/** A catalog node to insert; `parentCode` links a subcategory to its top category. */
export interface CatalogNodePlan {
  catalogCode: string;
  level: 1 | 2;
  parentCode: string | null;
  nameEn: string;
  nameZhCn: string;
  nameZhTw: string;
}

export interface CatalogPlan {
  /** Top categories by English name, then subcategories by top category and English name. */
  nodes: CatalogNodePlan[];
  /** The code of the subcategory node of a CSV row. */
  codeOf(category: string, subcategory: string): string;
}

function byName(a: CatalogNodePlan, b: CatalogNodePlan): number {
  const x = a.nameEn.toLowerCase();
  const y = b.nameEn.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The two-level catalog tree of the CSV: a top node per branch (a category, with the other names the source
 * gives it: category-renamings.ts), a child per subcategory under it. A top node is named as its branch, a
 * subcategory as the CSV first writes it (names differing only in case or punctuation are one node), coded
 * by its slug ('capacitors', 'capacitors.tantalum-capacitors'), and named in Chinese from the tables above
 * (the English name where a translation is missing).
 */
export function planCatalog(rows: Iterable<{ category: string; subcategory: string }>): CatalogPlan {
  const tops = new Map<string, CatalogNodePlan>();
  const subs = new Map<string, CatalogNodePlan>();
  const node = (name: string, level: 1 | 2, parent: CatalogNodePlan | null): CatalogNodePlan => {
    const nameEn = tidyName(name);
    const [nameZhCn, nameZhTw] = catalogText(nameEn, level) ?? [nameEn, nameEn];
    const own = catalogCodePart(nameEn);
    return {
      catalogCode: parent ? `${parent.catalogCode}.${own}` : own,
      level,
      parentCode: parent?.catalogCode ?? null,
      nameEn,
      nameZhCn,
      nameZhTw,
    };
  };
  // A top category is its branch: the source's other names of it (category-renamings.ts) are one node.
  const subKey = (category: string, subcategory: string) => `${branchKey(category)}/${nameKey(subcategory)}`;
  for (const { category, subcategory } of rows) {
    const topKey = branchKey(category);
    let top = tops.get(topKey);
    if (!top) {
      top = node(topCategoryName(category), 1, null);
      tops.set(topKey, top);
    }
    const key = subKey(category, subcategory);
    if (!subs.has(key)) subs.set(key, node(subcategory, 2, top));
  }
  const topList = [...tops.values()].sort(byName);
  const order = new Map(topList.map((t, i) => [t.catalogCode, i]));
  const subList = [...subs.values()].sort(
    (a, b) => (order.get(a.parentCode ?? '') ?? 0) - (order.get(b.parentCode ?? '') ?? 0) || byName(a, b),
  );
  return {
    nodes: [...topList, ...subList],
    codeOf(category, subcategory) {
      const sub = subs.get(subKey(category, subcategory));
      if (!sub) throw new Error(`Catalog node not planned: ${category} / ${subcategory}`);
      return sub.catalogCode;
    },
  };
}
