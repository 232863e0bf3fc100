import type { PartMatchRule } from '@emall/contract';
import type { FoundProduct } from './part-matching.queries.js';
import type { PartText } from './part-text.js';

/**
 * The state of one BOM line while the stages run, and the rules that decide whether what a stage found
 * selects a part or is only proposed (DESIGN §7).
 */

export interface PartCandidate {
  productId: string;
  rule: PartMatchRule;
  /** 0 to 1: how sure the match is. */
  confidence: number;
  /** Whether the product's brand is the manufacturer the line names; null when the line names none. */
  brandAgrees: boolean | null;
}

export interface LineState {
  text: PartText;
  /** The brands the line's manufacturer names; null when it names none. */
  brands: Set<number> | null;
  selected: PartCandidate | null;
  candidates: Map<string, PartCandidate & { stock: number }>;
}

/**
 * How a stage's finds count: `select` may choose a part; `selectIfNamed` only when the line names a
 * manufacturer and exactly one found product agrees with it; `propose` never chooses.
 */
export type StageMode = 'select' | 'selectIfNamed' | 'propose';

export interface StageFind {
  rule: PartMatchRule;
  confidence: number;
  mode: StageMode;
}

/** What a part number found inside a description is worth: a hint for the buyer, never a choice. */
export const FREE_TEXT_CONFIDENCE = 0.35;

/** At most this many candidates are kept per line, best first. */
export const MAX_CANDIDATES = 10;
/** A part number several makers sell, the BOM naming none: the most stocked is chosen, less surely. */
const GENERIC_PART_CONFIDENCE = 0.8;
/** A product of another maker than the BOM names is only proposed, at half the confidence. */
const OTHER_MAKER_FACTOR = 0.5;

function brandAgreement(state: LineState, product: FoundProduct): boolean | null {
  return state.brands === null ? null : state.brands.has(product.brand_id);
}

function addCandidate(state: LineState, candidate: PartCandidate, stock: number): void {
  const known = state.candidates.get(candidate.productId);
  if (!known || known.confidence < candidate.confidence)
    state.candidates.set(candidate.productId, { ...candidate, stock });
}

/** Rules that identify the part apart from its text: they select even on a line whose text is a description. */
const IDENTIFYING_RULES = new Set(['lcsc', 'distributor', 'custPn']);

function choose(state: LineState, products: readonly FoundProduct[], find: StageFind): PartCandidate | null {
  if (state.text.kind === 'freeText' && !IDENTIFYING_RULES.has(find.rule)) return null;
  if (find.mode === 'propose') return null;
  const agreeing = products.filter((p) => brandAgreement(state, p) !== false);
  const first = agreeing[0];
  if (!first) return null;
  const brandAgrees = brandAgreement(state, first);
  if (find.mode === 'selectIfNamed' && (brandAgrees !== true || agreeing.length > 1)) return null;
  return { productId: first.id, rule: find.rule, confidence: find.confidence, brandAgrees };
}

/**
 * How sure a find is: lower when the BOM names no maker and several makers sell the part number (the
 * most stocked is chosen, and the buyer should glance at it).
 */
function stageConfidence(state: LineState, products: readonly FoundProduct[], find: StageFind): number {
  const makers = new Set(products.map((p) => p.brand_id)).size;
  return state.brands === null && makers > 1
    ? Math.min(find.confidence, GENERIC_PART_CONFIDENCE)
    : find.confidence;
}

/**
 * Records what a stage found for a line: every product becomes a candidate; the best one is selected when
 * the stage may select and the manufacturer agrees. `products` come best first (the caller orders them:
 * the text as written before other spellings, then most stock).
 */
export function considerFinds(
  state: LineState,
  products: readonly FoundProduct[],
  stageFind: StageFind,
): void {
  if (!products.length) return;
  const find = { ...stageFind, confidence: stageConfidence(state, products, stageFind) };
  for (const product of products) {
    const brandAgrees = brandAgreement(state, product);
    const confidence = brandAgrees === false ? find.confidence * OTHER_MAKER_FACTOR : find.confidence;
    addCandidate(state, { productId: product.id, rule: find.rule, confidence, brandAgrees }, product.stock);
  }
  if (state.selected) return;
  const chosen = choose(state, products, find);
  if (chosen) {
    state.selected = chosen;
    state.candidates.set(chosen.productId, {
      ...chosen,
      stock: products.find((p) => p.id === chosen.productId)?.stock ?? 0,
    });
  }
}

/** The candidates best first: confidence, then an agreeing brand, then stock; the selected part first. */
export function rankedCandidates(state: LineState): PartCandidate[] {
  const agreeRank = (c: PartCandidate) => (c.brandAgrees === true ? 0 : c.brandAgrees === null ? 1 : 2);
  return [...state.candidates.values()]
    .sort(
      (a, b) =>
        Number(b.productId === state.selected?.productId) -
          Number(a.productId === state.selected?.productId) ||
        b.confidence - a.confidence ||
        agreeRank(a) - agreeRank(b) ||
        b.stock - a.stock,
    )
    .slice(0, MAX_CANDIDATES)
    .map(({ stock: _stock, ...candidate }) => candidate);
}
