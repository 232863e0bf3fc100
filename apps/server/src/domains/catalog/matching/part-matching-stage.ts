import type { FoundProduct, KeyProbe } from './part-matching.queries.js';
import { considerFinds, type LineState, type StageFind } from './part-matching-state.js';

/** The plumbing every matching stage shares: probes, one lookup for all of them, finds back to their lines. */

/** Another part the BOM allows for a line: tried, in order, when the line's own part selects nothing. */
export interface PartAlternate {
  partText: string;
  manufacturer: string;
  supplierPn: string;
}

/** One BOM line to match; `ref` is the caller's own reference, answered back. */
export interface PartMatchLine {
  ref: number;
  /** The part number or name as the BOM writes it. */
  partText: string;
  /** The manufacturer as the BOM writes it ('' when none). */
  manufacturer: string;
  /** A distributor code from the BOM's supplier column (LCSC C-number, DigiKey, Mouser), '' when none. */
  supplierPn: string;
  /** The part this tenant chose before for the line's customer part number (the BOM domain knows it). */
  knownProductId?: string | undefined;
  /** The line's designators ('R1, R2'): their prefix tells a description's component kind. */
  designators?: string | undefined;
  /** The line's description column, read with the part text by the parametric stage. */
  description?: string | undefined;
  /** The line's package or footprint column ('0603', 'C_0603_1608Metric'), read by the parametric stage. */
  package?: string | undefined;
  /** The line's alternates in the BOM's order (each matched by the same rules, against its own maker). */
  alternates?: readonly PartAlternate[] | undefined;
  /**
   * The part text is the sheet's manufacturer part number, not a name or value standing in for one (JLCPCB's
   * `Comment`, KiCad's `Value`): a distributor code's part is then chosen only when it is this part number or an
   * alternate's. Alternates' part texts always are part numbers.
   */
  namesPartNumber?: boolean | undefined;
}

/** One source of a line being matched: the line's own part, or one of its alternates. */
export interface MatchItem {
  /** The part text, maker and codes of this source (an alternate's, with the line's other columns). */
  line: PartMatchLine;
  state: LineState;
  /** Index into the line's alternates; undefined for the line's own part. */
  alternate?: number | undefined;
}

/**
 * One probe of a stage: the line it serves and what its finds count as. The probe's index in the stage's
 * list is its `ref` in the SQL, so every find goes back to its line and rule.
 */
export interface StageProbe extends StageFind {
  item: MatchItem;
  key: string;
  /** Products whose part number is written exactly as the line's count as rule `exact`, confidence 1. */
  sameTextIsExact?: boolean;
}

/** Runs one stage's lookup for all its probes at once and lets each line consider what its probes found. */
export async function runProbes(
  probes: readonly StageProbe[],
  lookup: (keys: KeyProbe[]) => Promise<FoundProduct[]>,
  accept: (probe: StageProbe, product: FoundProduct) => boolean = () => true,
): Promise<void> {
  if (!probes.length) return;
  const rows = await lookup(probes.map((p, ref) => ({ ref, key: p.key })));
  const byProbe = new Map<number, FoundProduct[]>();
  for (const row of rows) {
    const probe = probes[row.ref];
    if (probe && accept(probe, row)) byProbe.set(row.ref, [...(byProbe.get(row.ref) ?? []), row]);
  }
  // Probes in their order: within a stage, the stronger readings of a line come first and select first.
  probes.forEach((probe, ref) => {
    const products = (byProbe.get(ref) ?? []).sort((a, b) => b.stock - a.stock || (a.id < b.id ? -1 : 1));
    const { state, line } = probe.item;
    if (probe.sameTextIsExact) {
      // The part number as written first: it selects before another spelling of the same key can.
      considerFinds(
        state,
        products.filter((p) => isSameText(line.partText, p)),
        { ...EXACT_TEXT, mode: probe.mode },
      );
      considerFinds(
        state,
        products.filter((p) => !isSameText(line.partText, p)),
        probe,
      );
    } else {
      considerFinds(state, products, probe);
    }
  });
}

const EXACT_TEXT: StageFind = { rule: 'exact', confidence: 1, mode: 'select' };

/** The lines no stage has selected a part for yet, and whose codes do not contradict each other. */
export function unselected(items: readonly MatchItem[]): MatchItem[] {
  return items.filter((item) => item.state.selected === null && item.state.conflict === null);
}

function writtenForm(text: string): string {
  return text.normalize('NFKC').trim().toUpperCase();
}

/** Whether the text is exactly the product's part number as written (case and outer spaces aside). */
export function isSameText(partText: string, product: FoundProduct): boolean {
  return writtenForm(partText) === writtenForm(product.mfr_part_number);
}
