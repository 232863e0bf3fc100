import type { BomCosting, Lang } from '@emall/contract';
import { dataOf, type Db } from '../../platform/db.js';
import type { BomOwner } from './bom-log.queries.js';

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

const heldByData = new WeakMap<object, Map<string, Held>>();

function heldOf(db: Db): Map<string, Held> {
  let held = heldByData.get(dataOf(db));
  if (!held) {
    held = new Map();
    heldByData.set(dataOf(db), held);
  }
  return held;
}

function keyOf(owner: BomOwner, bomId: number, lang: Lang): string {
  return `${owner.tenantId}:${owner.staffId}:${bomId}:${lang}`;
}

/** Holds a costing just computed from rows of this fingerprint; the oldest costings leave past the line bound. */
export function holdCosting(
  db: Db,
  owner: BomOwner,
  lang: Lang,
  fingerprint: string,
  costing: BomCosting,
  now = Date.now(),
): void {
  const held = heldOf(db);
  const key = keyOf(owner, Number(costing.tenantBomLogId), lang);
  held.delete(key);
  if (costing.lines.length > HELD_COSTING_MAX_LINES) return;
  held.set(key, { at: now, fingerprint, costing });
  let lines = 0;
  for (const entry of held.values()) lines += entry.costing.lines.length;
  // A Map iterates in insertion order: the first keys are the oldest.
  for (const [oldest, entry] of held) {
    if (lines <= HELD_COSTING_MAX_LINES) break;
    lines -= entry.costing.lines.length;
    held.delete(oldest);
  }
}

/** The held costing of this version, if the BOM's rows still have this fingerprint and it is recent enough. */
export function heldCosting(
  db: Db,
  owner: BomOwner,
  bomId: number,
  lang: Lang,
  version: string,
  fingerprint: string,
  now = Date.now(),
): BomCosting | undefined {
  const held = heldOf(db);
  const key = keyOf(owner, bomId, lang);
  const entry = held.get(key);
  if (!entry) return undefined;
  if (now - entry.at >= HELD_COSTING_TTL_MS || entry.fingerprint !== fingerprint) {
    held.delete(key);
    return undefined;
  }
  return entry.costing.version === version ? entry.costing : undefined;
}

/** Forgets every held costing of this database. */
export function forgetHeldCostings(db: Db): void {
  heldByData.delete(dataOf(db));
}
