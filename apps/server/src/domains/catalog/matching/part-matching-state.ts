import type { BomConflict, PartMatchRule } from '@emall/contract';
import type { FoundProduct } from './part-matching.queries.js';
import type { PartText } from './part-text.js';
import { distributorOf, namesVariantOf, sameOrPackaging } from './part-variants.js';

/**
 * The state of one BOM line while the stages run, and the rules that decide whether what a stage found
 * selects a part or is only proposed (docs/bom-matching.md).
 */

export interface PartCandidate {
  productId: string;
  rule: PartMatchRule;
  /** 0 to 1: how sure the match is. */
  confidence: number;
  /** Whether the product's brand is the manufacturer the line names; null when the line names none. */
  brandAgrees: boolean | null;
  /** Which of the line's alternates found it; absent: the line's own part. */
  alternate?: number;
}

/** What a conflict says before it is told which alternate it is about. */
export type SourceConflict = Omit<BomConflict, 'alternate' | 'code' | 'asked'> &
  Partial<Pick<BomConflict, 'code' | 'asked'>>;

/** A part the line asks for by its part number (its own or an alternate's), with the brands its maker names. */
export interface AskedPart {
  partText: string;
  manufacturer: string;
  /** The brands the maker names; null when the BOM names none for this part number. */
  brands: Set<number> | null;
}

export interface LineState {
  text: PartText;
  /** The brands the line's manufacturer names; null when it names none. */
  brands: Set<number> | null;
  /** The part chosen by the part text (or, once `settleSupplierCode` ran, by the distributor code). */
  selected: PartCandidate | null;
  /** The normalised part number of the selected product. */
  selectedKey: string;
  candidates: Map<string, PartCandidate & { stock: number }>;
  /** What the line's distributor code (supplier column) found: weighed against the part text's choice. */
  codeFinds: { products: FoundProduct[]; find: StageFind } | null;
  /** Products an identifying find named but of another maker than the line's: a maker conflict if nothing selects. */
  otherMaker: string[] | null;
  /** Set when the line's distributor code and its part number name different parts. */
  conflict: SourceConflict | null;
  /** A description-shaped text ('22284043', 'ERJ 3EKF 1001V') the maker confirmed as a part number. */
  readAsPartNumber: boolean;
  /**
   * The part numbers the whole line names (its own and its alternates'): a part its distributor code finds is
   * chosen only when it is one of them. Empty when the line names none (a value, a description, a code only).
   */
  asked: readonly AskedPart[];
  /** Set when the distributor code names a part the line does not ask for: reported if nothing is chosen. */
  codeDisagrees: SourceConflict | null;
}

/**
 * How a stage's finds count: `select` may choose a part; `selectIfNamed` only when the line names a
 * manufacturer and exactly one found product agrees with it; `selectIfMakerAgrees` only a product of the
 * maker the line names, even on a line whose text reads as a description (a part number of digits only,
 * or written with spaces); `propose` never chooses.
 */
export type StageMode = 'select' | 'selectIfNamed' | 'selectIfMakerAgrees' | 'propose';

export interface StageFind {
  rule: PartMatchRule;
  confidence: number;
  mode: StageMode;
  /** Found by the line's distributor code (supplier column), not its part text. */
  fromSupplierPn?: boolean;
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

/** Rules whose find names the very part: another maker's product found by them is a maker conflict. */
const NAMING_RULES = new Set(['exact', 'key', 'lcsc', 'distributor']);

function mayChoose(state: LineState, find: StageFind): boolean {
  if (find.mode === 'propose') return false;
  return (
    state.text.kind !== 'freeText' ||
    IDENTIFYING_RULES.has(find.rule) ||
    find.mode === 'selectIfMakerAgrees' ||
    find.fromSupplierPn === true
  );
}

function choose(state: LineState, products: readonly FoundProduct[], find: StageFind): PartCandidate | null {
  if (!mayChoose(state, find)) return null;
  const agreeing = products.filter((p) => brandAgreement(state, p) !== false);
  const first = agreeing[0];
  if (!first) {
    // The part number or code names a part, but another maker's than the line's: the buyer must see it.
    if (NAMING_RULES.has(find.rule) && find.mode === 'select')
      state.otherMaker ??= products.slice(0, 2).map((p) => p.id);
    return null;
  }
  const brandAgrees = brandAgreement(state, first);
  if (find.mode === 'selectIfNamed' && (brandAgrees !== true || agreeing.length > 1)) return null;
  if (find.mode === 'selectIfMakerAgrees' && brandAgrees !== true) return null;
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
    // A description-shaped text is a part number only when the maker agrees; otherwise it proposes as text.
    const asText = find.mode === 'selectIfMakerAgrees' && brandAgrees !== true;
    const rule = asText ? 'freeText' : find.rule;
    const base = asText ? FREE_TEXT_CONFIDENCE : find.confidence;
    const confidence = brandAgrees === false ? base * OTHER_MAKER_FACTOR : base;
    addCandidate(state, { productId: product.id, rule, confidence, brandAgrees }, product.stock);
  }
  if (find.fromSupplierPn) {
    // Weighed against the part text's choice once the text's stages ran (settleSupplierCode).
    state.codeFinds ??= { products: [...products], find };
    return;
  }
  if (state.selected) return;
  const chosen = choose(state, products, find);
  if (chosen) select(state, chosen, products);
}

function select(state: LineState, chosen: PartCandidate, products: readonly FoundProduct[]): void {
  const product = products.find((p) => p.id === chosen.productId);
  state.selected = chosen;
  state.selectedKey = product?.key ?? '';
  // Kept when a surer code later confirms the same part.
  state.readAsPartNumber ||=
    state.text.kind === 'freeText' && (chosen.rule === 'exact' || chosen.rule === 'key');
  state.candidates.set(chosen.productId, { ...chosen, stock: product?.stock ?? 0 });
}

/**
 * Weighs what the line's distributor code found against what its part text selected, after the text's
 * identifying stages ran. The same part (or, the line naming no maker, another maker's part of the same
 * number: the code says which maker) is chosen by the surer rule; a different part is a conflict, and
 * nothing is chosen: the buyer decides. Without a choice by the text, the code chooses as any stage does.
 */
export function settleSupplierCode(state: LineState, codeText: string): void {
  const code = state.codeFinds;
  if (!code?.products.length) return;
  const { products, find } = code;
  const textChoice = state.selected;
  if (!textChoice) {
    const named = state.asked.length ? products.filter((p) => isAsked(state, p)) : products;
    if (!named.length) {
      codeNamesOther(state, products, codeText);
      return;
    }
    const chosen = choose(state, named, find);
    if (chosen) select(state, chosen, named);
    return;
  }
  const same = products.find((p) => p.id === textChoice.productId);
  if (same) {
    if (find.confidence > textChoice.confidence) select(state, { ...textChoice, ...pick(find) }, products);
    return;
  }
  const codeProduct = products[0];
  if (!codeProduct) return;
  if (state.brands === null && codeProduct.key === state.selectedKey) {
    const chosen = choose(state, [codeProduct], find);
    if (chosen) select(state, chosen, products);
    return;
  }
  state.conflict = { kind: 'supplierPnVsMfrPn', candidates: [textChoice.productId, codeProduct.id] };
  state.selected = null;
  state.selectedKey = '';
  state.readAsPartNumber = false;
}

/** Whether the product is one the line asks for: one of its part numbers (or a packaging or written variant), of that part's maker. */
function isAsked(state: LineState, product: FoundProduct): boolean {
  return state.asked.some(
    (asked) =>
      (asked.brands === null || asked.brands.has(product.brand_id)) &&
      (sameOrPackaging(asked.partText, product.mfr_part_number) ||
        namesVariantOf(asked.partText, product.mfr_part_number)),
  );
}

/**
 * The distributor code names a part the line does not ask for (another part number, series, tolerance or
 * maker): proposed at half the confidence, never chosen, and reported with the code and what the line asks.
 */
function codeNamesOther(state: LineState, products: readonly FoundProduct[], codeText: string): void {
  for (const product of products) {
    const candidate = state.candidates.get(product.id);
    if (candidate)
      state.candidates.set(product.id, {
        ...candidate,
        confidence: candidate.confidence * OTHER_MAKER_FACTOR,
      });
  }
  state.codeDisagrees = {
    kind: 'codeNamesOther',
    candidates: products.slice(0, 2).map((p) => p.id),
    code: { distributor: distributorOf(codeText), text: codeText.trim() },
    asked: state.asked.map(({ partText, manufacturer }) => ({ partText, manufacturer })),
  };
}

function pick(find: StageFind): Pick<PartCandidate, 'rule' | 'confidence'> {
  return { rule: find.rule, confidence: find.confidence };
}

/**
 * What a source of a line nothing was chosen for reports: its distributor code names a part the line does not
 * ask for, or its part number or code names a part of another maker only.
 */
export function openConflict(state: LineState): SourceConflict | null {
  if (state.selected) return null;
  if (state.codeDisagrees) return state.codeDisagrees;
  if (!state.otherMaker?.length) return null;
  return { kind: 'maker', candidates: state.otherMaker };
}

/** A line's sources: its own part first (`alternate` undefined), then each alternate in order. */
export interface SourceState {
  alternate: number | undefined;
  state: LineState;
}

type Ranked = PartCandidate & { stock: number };

const agreeRank = (c: PartCandidate) => (c.brandAgrees === true ? 0 : c.brandAgrees === null ? 1 : 2);

/**
 * The candidates of all of a line's sources best first (the selected part first, then confidence, an
 * agreeing brand, stock), each product once (its best find, the earlier source on a tie). At most
 * MAX_CANDIDATES, but each source's best candidate is kept, so the buyer can always switch to an alternate.
 */
export function rankedCandidates(
  sources: readonly SourceState[],
  selected: PartCandidate | null,
): PartCandidate[] {
  const best = new Map<string, Ranked>();
  for (const { alternate, state } of sources) {
    for (const candidate of state.candidates.values()) {
      const known = best.get(candidate.productId);
      if (!known || known.confidence < candidate.confidence)
        best.set(candidate.productId, alternate === undefined ? candidate : { ...candidate, alternate });
    }
  }
  const isSelected = (c: PartCandidate) => c.productId === selected?.productId;
  const sorted = [...best.values()].sort(
    (a, b) =>
      Number(isSelected(b)) - Number(isSelected(a)) ||
      b.confidence - a.confidence ||
      agreeRank(a) - agreeRank(b) ||
      b.stock - a.stock,
  );
  const kept = new Set<Ranked>();
  const firstOfSource = new Set<number | undefined>();
  for (const c of sorted)
    if (!firstOfSource.has(c.alternate)) {
      firstOfSource.add(c.alternate);
      kept.add(c);
    }
  for (const c of sorted) if (kept.size < MAX_CANDIDATES) kept.add(c);
  return sorted
    .filter((c) => kept.has(c))
    .map(({ stock: _stock, ...candidate }) =>
      isSelected(candidate) && selected ? { ...candidate, ...selected } : candidate,
    );
}
