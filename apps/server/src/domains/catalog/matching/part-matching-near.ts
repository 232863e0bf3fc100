import type { Db } from '../../../platform/db.js';
import {
  productsByHeads,
  productsByKeyPrefix,
  productsByKeys,
  productsByTails,
  type FoundProduct,
} from './part-matching.queries.js';
import { unselected, type MatchItem } from './part-matching-stage.js';
import { considerFinds, FREE_TEXT_CONFIDENCE, type LineState } from './part-matching-state.js';
import { isOneEditApart, oneEditProbes, truncations } from './part-variants.js';

/**
 * The stages that only propose (docs/bom-matching.md): a part number that is the start of the line's or starts with
 * it, and one that is one character apart. The buyer confirms these; they never select.
 */

/** Shorter keys are too common to suggest anything ('LM35' starts a thousand part numbers). */
const PREFIX_MIN_LENGTH = 4;
/** A shorter catalog part number must keep at least this share of the line's. */
const PREFIX_MIN_SHARE = 0.6;
const ONE_CHAR_MIN_LENGTH = 5;
const ONE_CHAR_CONFIDENCE = 0.45;
/** Products read per head or tail search before the distance is checked. */
const NEAR_LIMIT = 30;
/** Lines with a proposal at least this good skip the one-character stage. */
const GOOD_ENOUGH = 0.7;

interface KeyOfLine {
  item: MatchItem;
  key: string;
  isFreeText: boolean;
}

function lookupKeys(items: readonly MatchItem[]): KeyOfLine[] {
  return unselected(items).flatMap((item) => {
    const { text } = item.state;
    const isFreeText = text.kind === 'freeText';
    const keys = text.kind === 'partNumber' ? [text.key] : isFreeText ? text.lookupKeys : [];
    return keys.filter((key) => key.length >= PREFIX_MIN_LENGTH).map((key) => ({ item, key, isFreeText }));
  });
}

/** 0.4 to 0.7 by how much of the longer part number the shorter one covers. */
function prefixConfidence(a: string, b: string, isFreeText: boolean): number {
  if (isFreeText) return FREE_TEXT_CONFIDENCE * 0.9;
  const share = Math.min(a.length, b.length) / Math.max(a.length, b.length);
  return Math.round((0.4 + 0.3 * share) * 100) / 100;
}

function propose(state: LineState, product: FoundProduct, confidence: number, isFreeText: boolean): void {
  considerFinds(state, [product], { rule: isFreeText ? 'freeText' : 'prefix', confidence, mode: 'propose' });
}

/** Catalog part numbers that start with the line's ('BSS84' → 'BSS84-7-F'), the first 5 in key order. */
async function longerPrefixStage(db: Db, keys: readonly KeyOfLine[]): Promise<void> {
  const rows = await productsByKeyPrefix(
    db,
    keys.map((k, ref) => ({ ref, key: k.key })),
    12,
    5,
  );
  for (const row of rows) {
    const line = keys[row.ref];
    if (line)
      propose(line.item.state, row, prefixConfidence(line.key, row.key, line.isFreeText), line.isFreeText);
  }
}

/** The longest catalog part number the line's starts with ('LPC4320FBD144551' → 'LPC4320FBD144'). */
async function shorterPrefixStage(db: Db, keys: readonly KeyOfLine[]): Promise<void> {
  const probes = keys.flatMap((k, line) =>
    truncations(k.key, Math.max(PREFIX_MIN_LENGTH, Math.ceil(k.key.length * PREFIX_MIN_SHARE))).map(
      (key) => ({
        line,
        key,
      }),
    ),
  );
  const rows = await productsByKeys(
    db,
    probes.map((p, ref) => ({ ref, key: p.key })),
  );
  const longest = new Map<number, FoundProduct[]>();
  for (const row of rows) {
    const line = probes[row.ref]?.line;
    if (line === undefined) continue;
    const current = longest.get(line);
    const best = current?.[0];
    if (!current || !best || best.key.length < row.key.length) longest.set(line, [row]);
    else if (best.key === row.key) current.push(row);
  }
  for (const [line, products] of longest) {
    const k = keys[line];
    if (k)
      for (const p of products)
        propose(k.item.state, p, prefixConfidence(k.key, p.key, k.isFreeText), k.isFreeText);
  }
}

/** A trigram search needs a few characters to be selective. */
const MIN_TAIL = 4;

/**
 * Where a key's one-character neighbours are looked for. A change in the first half keeps the second half
 * (the tail, found by the trigram index); a change in the second half keeps the first half (the head, a
 * range of the B-tree). In a dense family ('RC0402FR…') a half-key range holds more keys than are read,
 * so the first three quarters are read too, which find a change in the last quarter there. A key too short
 * for a tail search has its first half tried directly: each character left out, swapped with a neighbour,
 * or replaced by a look-alike ('O'/'0').
 */
function nearProbe(item: MatchItem) {
  const key = item.state.text.key;
  const chars = Array.from(key);
  const half = Math.ceil(chars.length / 2);
  const threeQuarters = chars.length - Math.floor(chars.length / 4);
  const tail = chars.slice(half).join('');
  const hasTail = tail.length >= MIN_TAIL;
  return {
    item,
    key,
    length: chars.length,
    heads: [...new Set([half, threeQuarters])].map((n) => chars.slice(0, n).join('')),
    tail: hasTail ? tail : '',
    // With a tail, only the swap across the halves is left to try directly.
    directFrom: hasTail ? half : 0,
    directTo: hasTail ? half : half + 1,
  };
}

type NearProbe = ReturnType<typeof nearProbe>;

function proposeNear(probe: NearProbe | undefined, row: FoundProduct): boolean {
  if (!probe || !isOneEditApart(probe.key, row.key)) return false;
  considerFinds(probe.item.state, [row], {
    rule: 'oneChar',
    confidence: ONE_CHAR_CONFIDENCE,
    mode: 'propose',
  });
  return true;
}

/**
 * Part numbers one character apart (rule `oneChar`), proposed only: first the heads' B-tree ranges and the
 * direct lookups, then the tail's trigram search for the lines those did not answer.
 */
async function oneCharStage(db: Db, items: readonly MatchItem[]): Promise<void> {
  const probes = unselected(items)
    .filter(
      ({ state }) =>
        state.text.kind === 'partNumber' &&
        Array.from(state.text.key).length >= ONE_CHAR_MIN_LENGTH &&
        ![...state.candidates.values()].some((c) => c.confidence >= GOOD_ENOUGH),
    )
    .map(nearProbe);
  const answered = new Set<number>();
  const heads = probes.flatMap((probe, line) =>
    probe.heads.map((key) => ({ line, key, length: probe.length })),
  );
  const direct = probes.flatMap((probe, line) =>
    oneEditProbes(probe.key, probe.directFrom, probe.directTo).map((key) => ({ line, key })),
  );
  const found = [
    ...(
      await productsByHeads(
        db,
        heads.map((h, ref) => ({ ...h, ref })),
        NEAR_LIMIT,
      )
    ).map((row) => ({
      line: heads[row.ref]?.line,
      row,
    })),
    ...(
      await productsByKeys(
        db,
        direct.map((d, ref) => ({ ref, key: d.key })),
      )
    ).map((row) => ({
      line: direct[row.ref]?.line,
      row,
    })),
  ];
  for (const { line, row } of found)
    if (line !== undefined && proposeNear(probes[line], row)) answered.add(line);
  const tails = probes.flatMap((p, ref) =>
    p.tail && !answered.has(ref) ? [{ ref, key: p.tail, length: p.length }] : [],
  );
  for (const row of await productsByTails(db, tails, NEAR_LIMIT)) proposeNear(probes[row.ref], row);
}

export async function runNearStages(db: Db, items: readonly MatchItem[]): Promise<void> {
  const keys = lookupKeys(items);
  await longerPrefixStage(db, keys);
  await shorterPrefixStage(db, keys);
  await oneCharStage(db, items);
}
