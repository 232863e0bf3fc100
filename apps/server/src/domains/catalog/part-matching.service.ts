import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { CatalogDeps } from './catalog.service.js';
import { brandsNamed, buildBrandIndex, type BrandIndex } from './manufacturer-match.js';
import { brandAliasRows } from './part-matching.queries.js';
import { rankedCandidates, type PartCandidate } from './part-matching.state.js';
import type { MatchItem, PartMatchLine } from './part-matching.stage.js';
import { runNearStages } from './part-matching.near.js';
import { runIdentityStages } from './part-matching.identity.js';
import { runParametricStage } from './part-matching.parametric.js';
import { classifyPartText, type PartTextKind } from './part-text.js';

export type { PartCandidate } from './part-matching.state.js';
export type { PartMatchLine } from './part-matching.stage.js';

export interface PartMatch {
  ref: number;
  kind: PartTextKind;
  /** The part chosen by a selecting rule, or null: then the buyer chooses among the candidates. */
  selected: PartCandidate | null;
  candidates: PartCandidate[];
}

function newItem(line: PartMatchLine, brands: BrandIndex): MatchItem {
  return {
    line,
    state: {
      text: classifyPartText(line.partText),
      brands: brandsNamed(brands, line.manufacturer),
      selected: null,
      candidates: new Map(),
    },
  };
}

async function matchInTransaction(db: Db, lines: readonly PartMatchLine[]): Promise<PartMatch[]> {
  // The stages' lateral joins look expensive to the planner, and compiling them (JIT) costs more than running them.
  await db.execute(sql`set local jit = off`);
  const brands = buildBrandIndex(await brandAliasRows(db));
  const items = lines.map((line) => newItem(line, brands));
  await runIdentityStages(db, items);
  await runNearStages(db, items);
  await runParametricStage(db, items);
  return items.map(({ line, state }) => ({
    ref: line.ref,
    kind: state.text.kind,
    selected: state.selected,
    candidates: rankedCandidates(state),
  }));
}

/**
 * Matches BOM lines to the catalog in stages (DESIGN §7), each stage one statement for all lines still
 * open: exact text and normalised key; distributor codes and packaging suffixes; the tenant's earlier
 * choice for the customer part number; then prefix and one-character difference, and the parameters of a
 * description's component (kind, value, package …), which only propose.
 * Every line answers the rule that matched and a confidence. A line whose part text is a description
 * never selects by that text (only by a distributor code or the tenant's own earlier choice).
 */
export async function matchBomLines(
  deps: CatalogDeps,
  lines: readonly PartMatchLine[],
): Promise<PartMatch[]> {
  if (!lines.length) return [];
  return deps.readDb.transaction((tx) => matchInTransaction(tx, lines));
}
