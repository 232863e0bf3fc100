import type { BomCosting, Lang } from '@emall/contract';
import { dataOf, type Db } from '../../../platform/db.js';
import type { BomOwner } from '../core/log.queries.js';

/**
 * The costings a server copy computed last, so that turning the pages of a costing does not cost the whole BOM
 * again (docs/bom-costing.md, "Pages of one costing"). A page call that names the version it is paging through
 * is answered from the held costing of that version while the BOM's rows are as they were when it was computed
 * (their fingerprint, read with one small statement) and it is at most HELD_COSTING_TTL_MS old: the pages of one
 * costing then agree with its totals, and a change of the BOM on any copy is seen at once. Prices and stock are
 * those of the costing's moment, as they are on the page the buyer is looking at; opening the tab again, or any
 * write, costs the BOM afresh.
 */

/** How long a held costing may answer page turns. */
export const HELD_COSTING_TTL_MS = 120_000;
/** The lines held per process across all costings (a 5,000-line costing is some 10 MB of objects). */
export const HELD_COSTING_MAX_LINES = 20_000;

interface Held {
  at: number;
  fingerprint: string;
  costing: BomCosting;
}

function keyOf(owner: BomOwner, bomId: number, lang: Lang): string {
  return `${owner.tenantId}:${owner.staffId}:${bomId}:${lang}`;
}

/** The costings held for one database. */
export class HeldCostings {
  private readonly held = new Map<string, Held>();

  /** Holds a costing just computed from rows of this fingerprint; the oldest costings leave past the line bound. */
  hold(owner: BomOwner, lang: Lang, fingerprint: string, costing: BomCosting, now = Date.now()): void {
    const key = keyOf(owner, Number(costing.tenantBomLogId), lang);
    this.held.delete(key);
    if (costing.lines.length > HELD_COSTING_MAX_LINES) return;
    this.held.set(key, { at: now, fingerprint, costing });
    let lines = 0;
    for (const entry of this.held.values()) lines += entry.costing.lines.length;
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const [oldest, entry] of this.held) {
      if (lines <= HELD_COSTING_MAX_LINES) break;
      lines -= entry.costing.lines.length;
      this.held.delete(oldest);
    }
  }

  /** The held costing of this version, if the BOM's rows still have this fingerprint and it is recent enough. */
  find(
    owner: BomOwner,
    bomId: number,
    lang: Lang,
    version: string,
    fingerprint: string,
    now = Date.now(),
  ): BomCosting | undefined {
    const key = keyOf(owner, bomId, lang);
    const entry = this.held.get(key);
    if (!entry) return undefined;
    if (now - entry.at >= HELD_COSTING_TTL_MS || entry.fingerprint !== fingerprint) {
      this.held.delete(key);
      return undefined;
    }
    return entry.costing.version === version ? entry.costing : undefined;
  }
}

const heldByData = new WeakMap<object, HeldCostings>();

/** The held costings of this database (one for the primary and its other views). */
export function heldCostingsOf(db: Db): HeldCostings {
  let held = heldByData.get(dataOf(db));
  if (!held) {
    held = new HeldCostings();
    heldByData.set(dataOf(db), held);
  }
  return held;
}
