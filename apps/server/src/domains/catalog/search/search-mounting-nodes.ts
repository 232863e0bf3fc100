import type { SearchDictionary } from './search-dictionary.js';

/**
 * A category narrowed by a mounting word beside it (docs/search.md, "Parameter values"): most parts keep no
 * mounting type (no capacitor of the full catalog does), but many catalogs split a category by mounting in their
 * node names ('Aluminum Electrolytic Capacitors - Leaded' and '- SMD', 'Inductors (SMD)' and 'Through Hole
 * Inductors'). So '插件电容' is the nodes named for through-hole mounting, and where the category has none worth the
 * name, its nodes but those named for the other mounting.
 */

/**
 * Below this share of the category's parts, the nodes named for a mounting are strays, not where the catalog files
 * it: the full catalog's 2 'Surface Mount Fuses' beside thousands of SMD fuses under 'Fuses', its 16 'SMD Crystal
 * Resonators'. Its 'Through Hole Resistors' hold 7 % of the resistors, 'Inductors (SMD)' 28 % of the inductors.
 */
export const MOUNTING_NODES_SHARE = 0.01;

/** What a mounting word names by node: those named for it, those named for the other mounting. */
export interface MountingNodes {
  includes: readonly number[];
  excludes: readonly number[];
}

/**
 * The nodes a category word stands for: a top node its subcategories, unless some of them are listed with it
 * (then the listed ones; keyword.queries.ts reads a category word the same way).
 */
function standsFor(catalogIds: readonly number[], dictionary: SearchDictionary): number[] {
  const listed = new Set(catalogIds);
  const nodes = new Set<number>();
  for (const id of catalogIds) {
    const children = dictionary.children.get(id) ?? [];
    if (children.some((child) => listed.has(child))) continue;
    if (children.length) for (const child of children) nodes.add(child);
    else nodes.add(id);
  }
  return [...nodes];
}

/** The parts of some nodes, or undefined when a count is not known. */
function partsOf(ids: readonly number[], dictionary: SearchDictionary): number | undefined {
  let parts = 0;
  for (const id of ids) {
    const n = dictionary.parts.get(id);
    if (n === undefined) return undefined;
    parts += n;
  }
  return parts;
}

/** The category's nodes named for the mounting, when some are and they hold a fair share of its parts. */
function namedFor(
  catalogIds: readonly number[],
  includes: readonly number[],
  dictionary: SearchDictionary,
): number[] | undefined {
  const nodes = standsFor(catalogIds, dictionary);
  const named = nodes.filter((id) => includes.includes(id));
  if (!named.length || named.length === nodes.length) return undefined;
  const all = partsOf(nodes, dictionary);
  const some = partsOf(named, dictionary);
  // Counts not known (a catalog being built): the names are taken at their word.
  if (all !== undefined && some !== undefined && all > 0 && some / all < MOUNTING_NODES_SHARE)
    return undefined;
  return named.sort((a, b) => a - b);
}

/**
 * A category's nodes without `excludes`: a top node standing for its subcategories is replaced by those of them
 * that are not excluded. Undefined when nothing is left out or nothing would be left.
 */
function withoutNodes(
  catalogIds: readonly number[],
  excludes: readonly number[],
  dictionary: SearchDictionary,
): number[] | undefined {
  const left = new Set<number>();
  let changed = false;
  for (const id of catalogIds) {
    if (excludes.includes(id)) {
      changed = true;
      continue;
    }
    const children = dictionary.children.get(id) ?? [];
    if (children.some((child) => excludes.includes(child))) {
      changed = true;
      for (const child of children) if (!excludes.includes(child)) left.add(child);
    } else left.add(id);
  }
  return changed && left.size ? [...left].sort((a, b) => a - b) : undefined;
}

/**
 * The category's nodes beside a mounting word: those named for the mounting ('插件电容': the leaded and through-hole
 * capacitors), else all but those named for the other ('贴片保险丝': the fuses but 'Fuses with Leads'). Undefined
 * when the word changes nothing there.
 */
export function mountedNodes(
  catalogIds: readonly number[],
  mounting: MountingNodes,
  dictionary: SearchDictionary,
): number[] | undefined {
  return (
    namedFor(catalogIds, mounting.includes, dictionary) ??
    withoutNodes(catalogIds, mounting.excludes, dictionary)
  );
}
