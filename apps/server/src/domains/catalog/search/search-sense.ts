import type { Db } from '../../../platform/db.js';
import { catalogTree, type CatalogTree } from '../browse/tree.service.js';
import { parameterVocabulary, type ParameterVocabulary } from '../parameters/parameter-cache.js';
import type { ComponentKind } from '../parameters/part-parameters.js';
import { CATEGORY_WORDS, KIND_PRECEDENCE } from './search-category-words.js';
import { childrenOf, nodesNamed, type NamedNode } from './search-dictionary.js';
import type { QueryUnit, QueryWord } from './search-query.js';

/**
 * What a query's values mean beyond their number (docs/search.md, "How results are ranked"): a voltage, current
 * or power next to a passive's value or category is a rating the part must at least meet, in its rating parameter
 * (`10uF 25V`: voltage rating ≥ 25 V; `4.7uH 2A`: rated current ≥ 2 A, not the saturation current); a tolerance
 * there is one the part must at most have (`1%`: 1 %, 0.5 %, 0.1 %); and without a category, the parts of the
 * categories whose main value the query asks come first (`100k 0402 1%`: chip resistors before NTC thermistors).
 */

/**
 * What a catalog node is, as far as its values go: a curated kind (by its English name, as the dictionary's), a
 * fuse, or a resettable (PTC) fuse.
 */
export type NodeRole = ComponentKind | 'fuse' | 'resettableFuse';

/**
 * Fuses have no kind of the dictionary; they are known by their English name the same way ('Fuses', 'Resettable
 * Fuses', 'Fuse Holders'; not 'TVS/Fuse/Board Level Protection'). A resettable fuse is one of its own ('Resettable
 * Fuses', 'PTC Resettable Fuses'): its current is its hold current.
 */
const FUSE_NAMES = { names: /\bfuses?\b|fuse ?holders?/i, except: /\bTVS\b/i };
const RESETTABLE_FUSE_NAMES = { names: /\bresettable fuses?\b|\bPPTC\b|polyfuse/i, except: /\bTVS\b/i };

/** The more specific role first: a node named by several entries takes the first of these it has. */
const ROLE_PRECEDENCE: readonly NodeRole[] = ['resettableFuse', 'fuse', ...KIND_PRECEDENCE];

/**
 * The unit of each role's main value, the number a part of it is chosen by and a buyer types first: resistance,
 * capacitance, inductance, a bead's impedance, a crystal's frequency, a zener's voltage, a fuse's current.
 */
const MAIN_UNIT: Partial<Record<NodeRole, QueryUnit>> = {
  resistor: 'Ω',
  capacitor: 'F',
  inductor: 'H',
  ferriteBead: 'Ω',
  crystal: 'Hz',
  oscillator: 'Hz',
  zener: 'V',
  fuse: 'A',
  resettableFuse: 'A',
};

/** The codes of the parameters a query's value may be compared against. */
export type RatingCode = 'voltageRating' | 'currentRating' | 'power';
/** The main values that are one parameter of a part among several of their unit (an equal number there). */
export type MainCode = 'holdCurrent';
export type ComparedCode = RatingCode | MainCode | 'tolerance';

/**
 * The ratings of the passive and protection parts, by unit: what the part must at least withstand. A fuse's
 * current is its main value (a 2 A fuse is chosen to open at 2 A, a 5 A one does not protect the same circuit):
 * only its voltage is a rating. A MOSFET's, diode's or regulator's volts are no rating here: they are the class the
 * part is chosen by (a 30 V MOSFET is not a 600 V one, whose RDS(on) and price differ), and an LDO's 3.3 V is its
 * output; those stay an exact value in any parameter of the unit.
 */
const RATINGS: Partial<Record<NodeRole, Partial<Record<QueryUnit, RatingCode>>>> = {
  capacitor: { V: 'voltageRating' },
  resistor: { V: 'voltageRating', W: 'power' },
  inductor: { A: 'currentRating' },
  ferriteBead: { A: 'currentRating' },
  fuse: { V: 'voltageRating' },
  resettableFuse: { V: 'voltageRating' },
};

/**
 * The main values of the parts that list several parameters of that unit, asked of the one that is it: a
 * resettable fuse's amperes are its hold current (a '500mA' PTC fuse carries 500 mA; it trips at about 1 A, its
 * trip current, and its 'Current rating' is the 100 A fault it survives), equal.
 */
const MAIN_PARAMETERS: Partial<Record<NodeRole, Partial<Record<QueryUnit, MainCode>>>> = {
  resettableFuse: { A: 'holdCurrent' },
};

/** The roles whose tolerance a `%` word is, compared at most. */
const TOLERANCED: ReadonlySet<NodeRole> = new Set(['capacitor', 'resistor', 'inductor', 'ferriteBead']);

/**
 * How a value word is compared when it is not an exact value in any parameter of its unit: against one parameter,
 * at least, at most or equal (a main value, MAIN_PARAMETERS).
 */
export interface ValueComparison {
  code: ComparedCode;
  direction: 'atLeast' | 'atMost' | 'equal';
  value: number;
  /** The parameter's id in this database; undefined when it has none (nothing has it then). */
  parameterId?: number | undefined;
}

export interface SearchSense {
  /** Per word of the query (same index): how a value word is compared; undefined: as an exact value, or no value. */
  comparisons: readonly (ValueComparison | undefined)[];
  /**
   * The catalog nodes whose main value the query asks, when it names no category: their parts are listed first
   * in the keyword stage. Empty: no such order.
   */
  mainCatalogIds: readonly number[];
}

export const NO_SENSE: SearchSense = { comparisons: [], mainCatalogIds: [] };

// ---- Roles of the catalog's nodes ---------------------------------------------------------------------

/**
 * Each node's role, by its English name: the curated category words' kinds (search-category-words.ts), with the
 * dictionary's rule of which nodes a name names (nodesNamed: a top node only with all its subcategories), and fuses.
 */
export function nodeRoles(nodes: readonly NamedNode[]): Map<number, NodeRole> {
  const children = childrenOf(nodes);
  const entries: { role: NodeRole; names: RegExp; except?: RegExp | undefined }[] = [
    { role: 'resettableFuse', ...RESETTABLE_FUSE_NAMES },
    { role: 'fuse', ...FUSE_NAMES },
    ...CATEGORY_WORDS.flatMap((e) => (e.kind ? [{ role: e.kind, names: e.names, except: e.except }] : [])),
  ];
  const rolesOf = new Map<number, Set<NodeRole>>();
  for (const entry of entries)
    for (const id of nodesNamed(nodes, children, entry))
      rolesOf.set(id, (rolesOf.get(id) ?? new Set()).add(entry.role));
  const roles = new Map<number, NodeRole>();
  for (const [id, held] of rolesOf) {
    const role = ROLE_PRECEDENCE.find((r) => held.has(r));
    if (role) roles.set(id, role);
  }
  return roles;
}

const rolesByTree = new WeakMap<CatalogTree, Map<number, NodeRole>>();

function treeRoles(tree: CatalogTree): Map<number, NodeRole> {
  const held = rolesByTree.get(tree);
  if (held) return held;
  const roles = nodeRoles(
    [...tree.byId.values()].map((n) => ({ id: n.id, parentId: n.parentId, nameEn: n.names.enUs })),
  );
  rolesByTree.set(tree, roles);
  return roles;
}

// ---- A query's sense ------------------------------------------------------------------------------------

/** Which units read as a main value of which role when the query names no category ('10uF': a capacitor). */
const ROLES_OF_MAIN_UNIT = new Map<QueryUnit, NodeRole[]>();
for (const [role, unit] of Object.entries(MAIN_UNIT) as [NodeRole, QueryUnit][])
  ROLES_OF_MAIN_UNIT.set(unit, [...(ROLES_OF_MAIN_UNIT.get(unit) ?? []), role]);

/** The units that make a query name a rated part without a category: capacitance, inductance, resistance. */
const RATED_MAIN_UNITS: ReadonlySet<QueryUnit> = new Set(['F', 'H', 'Ω']);

/**
 * The role a category word tells: its curated kind, else the one role all its nodes share (fuses), or a fuse for
 * fuses and resettable ones.
 */
function categoryRole(
  word: Extract<QueryWord, { kind: 'category' }>,
  roles: ReadonlyMap<number, NodeRole>,
): NodeRole | undefined {
  if (word.categoryKind) return word.categoryKind;
  const found = new Set(word.catalogIds.map((id) => roles.get(id)));
  const [only] = found;
  if (found.size === 1) return only;
  // Fuses of both sorts ('保险丝' names the resettable ones too) are fuses: their volts a rating, amperes a value.
  return [...found].every((r) => r === 'fuse' || r === 'resettableFuse') ? 'fuse' : undefined;
}

/**
 * The roles of the part a query is about, when that part has ratings: those of its category words (every one of
 * them must name a rated part: `LDO 电容 3.3V` is not read as a capacitor), or without a category those its
 * capacitance, inductance or resistance names (`10uF 25V`: a capacitor; `100k 1/16W`: a resistor or a bead).
 */
function ratedRoles(words: readonly QueryWord[], roles: ReadonlyMap<number, NodeRole>): Set<NodeRole> {
  const categories = words.flatMap((w) => (w.kind === 'category' ? [w] : []));
  const found = new Set<NodeRole>();
  if (categories.length) {
    for (const word of categories) {
      const role = categoryRole(word, roles);
      if (!role || !(role in RATINGS)) return new Set();
      found.add(role);
    }
    return found;
  }
  // A word that may also be something else ('24P': 24 pF or 24 pins) names no rated part.
  for (const word of words)
    if (word.kind === 'value' && word.alternatives.every((a) => RATED_MAIN_UNITS.has(a.unit)))
      for (const a of word.alternatives)
        for (const role of ROLES_OF_MAIN_UNIT.get(a.unit) ?? []) found.add(role);
  return found;
}

/**
 * How a value word is compared among the rated roles: a rating at least, a tolerance at most, a main value of one
 * parameter equal, else undefined.
 */
function comparisonOf(
  word: QueryWord,
  rated: ReadonlySet<NodeRole>,
): Omit<ValueComparison, 'parameterId'> | undefined {
  if (word.kind !== 'value' || word.alternatives.length !== 1) return undefined;
  const [only] = word.alternatives;
  if (!only) return undefined;
  if (only.unit === '%')
    return [...rated].some((r) => TOLERANCED.has(r))
      ? { code: 'tolerance', direction: 'atMost', value: only.value }
      : undefined;
  const codes = new Set<ComparedCode>(
    [...rated].flatMap((r) => RATINGS[r]?.[only.unit] ?? MAIN_PARAMETERS[r]?.[only.unit] ?? []),
  );
  const [code] = codes;
  if (!code || codes.size !== 1) return undefined;
  const main = [...rated].some((r) => MAIN_PARAMETERS[r]?.[only.unit] === code);
  return { code, direction: main ? 'equal' : 'atLeast', value: only.value };
}

/**
 * The sense of a query's words, given each catalog node's role and the parameters' ids: which values are compared
 * (and how), and which nodes' parts come first.
 */
export function senseOf(
  words: readonly QueryWord[],
  roles: ReadonlyMap<number, NodeRole>,
  parameterIdOf: (code: ComparedCode) => number | undefined,
): SearchSense {
  const rated = ratedRoles(words, roles);
  const comparisons = words.map((word) => {
    const comparison = rated.size ? comparisonOf(word, rated) : undefined;
    return comparison && { ...comparison, parameterId: parameterIdOf(comparison.code) };
  });
  // The parts of the categories whose main value the query asks come first, when it names no category.
  const asked = new Set<QueryUnit>();
  if (!words.some((w) => w.kind === 'category'))
    words.forEach((word, i) => {
      if (word.kind === 'value' && !comparisons[i]) for (const a of word.alternatives) asked.add(a.unit);
    });
  const mainCatalogIds = asked.size
    ? [...roles.entries()]
        .filter(([, role]) => {
          const unit = MAIN_UNIT[role];
          return unit !== undefined && asked.has(unit);
        })
        .map(([id]) => id)
        .sort((a, b) => a - b)
    : [];
  return { comparisons, mainCatalogIds };
}

/** Whether a query's sense depends on the catalog's nodes and parameters: it has a value word. */
function hasValue(words: readonly QueryWord[] | undefined): words is readonly QueryWord[] {
  return !!words?.some((w) => w.kind === 'value');
}

/**
 * The sense of a query on this database, from the catalog tree and the parameter vocabulary each server copy
 * holds (no statement of its own once they are read); a query without a value word has none.
 */
export async function searchSense(db: Db, words: readonly QueryWord[] | undefined): Promise<SearchSense> {
  if (!hasValue(words)) return NO_SENSE;
  const [tree, vocabulary]: [CatalogTree, ParameterVocabulary] = await Promise.all([
    catalogTree(db),
    parameterVocabulary(db),
  ]);
  return senseOf(words, treeRoles(tree), (code) => vocabulary.byCode.get(code)?.id);
}
