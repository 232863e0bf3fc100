import { sql } from 'drizzle-orm';
import type { BomConflict } from '@emall/contract';
import type { Db } from '../../../platform/db.js';
import type { CatalogDeps } from '../catalog.settings.js';
import { brandsNamed, type BrandIndex } from './manufacturer-match.js';
import { brandIndex } from './brand-index.service.js';
import {
  openConflict,
  rankedCandidates,
  type AskedPart,
  type PartCandidate,
  type SourceState,
} from './part-matching-state.js';
import type { MatchItem, PartMatchLine } from './part-matching-stage.js';
import { runNearStages } from './part-matching-near.js';
import { runIdentityStages } from './part-matching-identity.js';
import { runParametricStage } from './part-matching-parametric.js';
import { classifyPartText, type PartTextKind } from './part-text.js';
import { mayBePartNumber } from './part-matching-shapes.js';
import { distributorOf } from './part-variants.js';

export type { PartCandidate } from './part-matching-state.js';
export type { PartAlternate, PartMatchLine } from './part-matching-stage.js';

export interface PartMatch {
  ref: number;
  /** What the line's own part text is ('partNumber' too for a description-shaped text its maker confirmed). */
  kind: PartTextKind;
  /** The part chosen by a selecting rule, or null: then the buyer chooses among the candidates. */
  selected: PartCandidate | null;
  /** Which alternate the selected part came from; null: the line's own part (or nothing selected). */
  matchedAlternate: number | null;
  /** Why nothing was chosen although parts were found: the buyer decides. */
  conflict: BomConflict | null;
  candidates: PartCandidate[];
}

/**
 * The part numbers a line names, its own (when its text is the sheet's part number, not a name or value) and its
 * alternates', each with its maker: what a distributor code's part must be to be chosen. A text that is itself a
 * distributor code, a value or a description names none.
 */
function askedParts(line: PartMatchLine, brands: BrandIndex): AskedPart[] {
  const own = line.namesPartNumber ? [{ partText: line.partText, manufacturer: line.manufacturer }] : [];
  const named = [...own, ...(line.alternates ?? [])];
  return named
    .filter(({ partText, manufacturer }) => {
      if (distributorOf(partText) !== 'other') return false;
      const kind = classifyPartText(partText).kind;
      return (
        kind === 'partNumber' ||
        (kind === 'freeText' && manufacturer.trim() !== '' && mayBePartNumber(partText))
      );
    })
    .map(({ partText, manufacturer }) => ({
      partText: withoutGluedCode(partText),
      manufacturer,
      brands: brandsNamed(brands, manufacturer),
    }));
}

/** An LCSC code glued to the end of a part number ('CL21A226MAQNNNE_C45783'), as some sheets write them. */
const GLUED_LCSC_CODE = /^(.+?)[_\s]+C\d{3,9}$/i;

/** The part number without an LCSC code glued to its end: the code then names the part (or contradicts it). */
function withoutGluedCode(partText: string): string {
  return GLUED_LCSC_CODE.exec(partText.trim())?.[1] ?? partText;
}

function newItem(
  line: PartMatchLine,
  brands: BrandIndex,
  asked: readonly AskedPart[],
  alternate?: number,
): MatchItem {
  return {
    line,
    alternate,
    state: {
      text: classifyPartText(line.partText),
      brands: brandsNamed(brands, line.manufacturer),
      selected: null,
      selectedKey: '',
      candidates: new Map(),
      codeFinds: null,
      otherMaker: null,
      conflict: null,
      readAsPartNumber: false,
      asked,
      codeDisagrees: null,
    },
  };
}

/** An alternate as a line of its own: its part text, maker and code; the line's designators and package. */
function alternateItems(own: MatchItem, brands: BrandIndex): MatchItem[] {
  const { line } = own;
  const { asked } = own.state;
  return (line.alternates ?? []).map((alt, n) =>
    newItem(
      {
        ref: line.ref,
        partText: alt.partText,
        manufacturer: alt.manufacturer,
        supplierPn: alt.supplierPn,
        designators: line.designators,
        package: line.package,
      },
      brands,
      asked,
      n,
    ),
  );
}

interface LineOutcome {
  selected: PartCandidate | null;
  matchedAlternate: number | null;
  conflict: BomConflict | null;
}

/**
 * The line's own part first, then each alternate in order: the first that chose a part wins. A source
 * whose distributor code and part number disagree stops there (the buyer decides, even if a later
 * alternate would choose); a distributor code naming a part the line does not ask for, or a part found only
 * of another maker, is reported when no source chose (the first such source's).
 */
function outcomeOf(sources: readonly MatchItem[]): LineOutcome {
  let firstOpen: BomConflict | null = null;
  for (const { state, alternate } of sources) {
    const at = alternate ?? null;
    if (state.conflict)
      return {
        selected: null,
        matchedAlternate: null,
        conflict: { code: null, asked: [], ...state.conflict, alternate: at },
      };
    if (state.selected)
      return {
        selected: at === null ? state.selected : { ...state.selected, alternate: at },
        matchedAlternate: at,
        conflict: null,
      };
    const open = openConflict(state);
    if (open && !firstOpen) firstOpen = { code: null, asked: [], ...open, alternate: at };
  }
  return { selected: null, matchedAlternate: null, conflict: firstOpen };
}

async function matchInTransaction(
  db: Db,
  brands: BrandIndex,
  lines: readonly PartMatchLine[],
): Promise<PartMatch[]> {
  // The stages' lateral joins look expensive to the planner, and compiling them (JIT) costs more than running them.
  await db.execute(sql`set local jit = off`);
  const own = lines.map((line) => newItem(line, brands, askedParts(line, brands)));
  await runIdentityStages(db, own);
  // One more round of the identifying stages, for the alternates of the lines their own part left open.
  const sourcesOf = own.map((item) => [
    item,
    ...(item.state.selected === null ? alternateItems(item, brands) : []),
  ]);
  await runIdentityStages(
    db,
    sourcesOf.flatMap((sources) => sources.slice(1)),
  );
  const outcomes = sourcesOf.map(outcomeOf);
  // The proposing stages, once for every source of the lines still without a part.
  const open = sourcesOf.flatMap((sources, i) => (outcomes[i]?.selected ? [] : sources));
  await runNearStages(db, open);
  await runParametricStage(db, open);
  return sourcesOf.map((sources, i) => {
    const [first] = sources;
    const outcome = outcomes[i] ?? { selected: null, matchedAlternate: null, conflict: null };
    const ranked: SourceState[] = sources.map(({ alternate, state }) => ({ alternate, state }));
    return {
      ref: first?.line.ref ?? i,
      kind: first?.state.readAsPartNumber ? 'partNumber' : (first?.state.text.kind ?? 'empty'),
      ...outcome,
      candidates: rankedCandidates(ranked, outcome.selected),
    };
  });
}

/**
 * Matches BOM lines to the catalog in stages, each stage one statement for all lines still
 * open: exact text and normalised key; distributor codes and packaging suffixes; the tenant's earlier
 * choice for the customer part number; then prefix and one-character difference, and the parameters of a
 * description's component (kind, value, package …), which only propose.
 * A line's alternates are tried after its own part, by the same identifying stages in one more round for
 * the lines still open; the proposing stages take every source of an open line at once.
 * Every line answers the rule that matched and a confidence. A line whose part text is a description
 * never selects by that text (only by a distributor code or the tenant's own earlier choice, or, written
 * like a part number, by its maker). A distributor code naming another part than the part number, a code
 * naming a part none of the line's part numbers names (its part number found nothing), or a part of another
 * maker than the line names, is answered as a conflict and chooses nothing.
 */
export async function matchBomLines(
  deps: CatalogDeps,
  lines: readonly PartMatchLine[],
): Promise<PartMatch[]> {
  if (!lines.length) return [];
  const brands = await brandIndex(deps.readDb);
  return deps.readDb.transaction((tx) => matchInTransaction(tx, brands, lines));
}
