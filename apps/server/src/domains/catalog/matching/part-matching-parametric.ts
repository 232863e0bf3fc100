import type { Db } from '../../../platform/db.js';
import { productsByParameters, type ParameterProbe } from '../parameters/part-parameter.queries.js';
import { isMatchable, parseParameters, stageDielectric } from '../parameters/part-parameters.js';
import { unselected, type MatchItem } from './part-matching-stage.js';
import { considerFinds } from './part-matching-state.js';

/**
 * The parametric stage (rule `parametric`): a description's or a library name's component ('0603 4.7k电阻',
 * '100nF 25V 0603电容', 'CC0402_100NF_16V_10%_X5R', 'LED_0603_Red')
 * parsed into kind, value, package, voltage, tolerance, dielectric and power, and the catalog parts of the
 * same kind and value that meet the rest proposed. Never selects: a description is the buyer's to confirm.
 */

/** At most this many proposals per line. */
const PROPOSALS = 5;
/** Rows of one kind and value read per line before ranking (bounded at 1,000,000 products). */
const READ_LIMIT = 200;
const MIN_CONFIDENCE = 0.3;
const MAX_CONFIDENCE = 0.6;
/** Agreeing in this many asked parameters besides kind and value earns the highest confidence. */
const FULL_AGREEMENT = 3;

/** 0.3 for kind and value alone, up to 0.6 when three more asked parameters (package, voltage …) agree. */
export function parametricConfidence(agreeing: number): number {
  const share = Math.min(agreeing, FULL_AGREEMENT) / FULL_AGREEMENT;
  return Math.round((MIN_CONFIDENCE + (MAX_CONFIDENCE - MIN_CONFIDENCE) * share) * 100) / 100;
}

/**
 * The line's component: its part text first, then its package and description columns; the designators'
 * prefix says the kind when no word does.
 */
function probeOf(item: MatchItem, ref: number): (ParameterProbe & { item: MatchItem }) | null {
  const { partText, package: footprint = '', description = '', designators = '' } = item.line;
  const p = parseParameters(`${partText} ${footprint} ${description}`, { designators });
  return isMatchable(p) ? { item, ref, ...p, dielectric: stageDielectric(p) } : null;
}

/**
 * A library's name for a generic part ('CC0402_100NF_16V_10%_X5R', 'R0402_10K_1%_0.0625W_100PPM',
 * 'PinHeader_1x04_P2.54mm'): shaped like a part number, but its words joined by underscores describe the part,
 * and no maker's part number holds an underscore.
 */
const LIBRARY_NAME = /^[^\s_]+(?:_[^\s_]+)+$/;

/** The lines the stage reads: descriptions, and the library names no part-number stage chose a part for. */
function describesPart(item: MatchItem): boolean {
  const { kind } = item.state.text;
  return kind === 'freeText' || (kind === 'partNumber' && LIBRARY_NAME.test(item.line.partText.trim()));
}

export async function runParametricStage(db: Db, items: readonly MatchItem[]): Promise<void> {
  const probes = unselected(items)
    .filter(describesPart)
    .map((item, ref) => probeOf(item, ref))
    .filter((p): p is NonNullable<typeof p> => p !== null);
  if (!probes.length) return;
  const byRef = new Map(probes.map((p) => [p.ref, p.item]));
  for (const row of await productsByParameters(db, probes, READ_LIMIT, PROPOSALS)) {
    const item = byRef.get(row.ref);
    if (item)
      considerFinds(item.state, [row], {
        rule: 'parametric',
        confidence: parametricConfidence(row.agreeing),
        mode: 'propose',
      });
  }
}
