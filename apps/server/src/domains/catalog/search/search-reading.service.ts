import {
  pickText,
  TEXTS,
  type CategoryHit,
  type Lang,
  type SearchReading,
  type UnderstoodWord,
} from '@emall/contract';
import type { Db } from '../../../platform/db.js';
import { suggestPartNumbers } from '../catalog.queries.js';
import { categoryHit, catalogTree } from '../browse/tree.service.js';
import type { QueryWord } from './search-query.js';
import { categoryFiltersOf } from './search-category-filters.js';

/** Categories a search answer lists at most. */
const MAX_CATEGORIES = 12;
const NEAREST_LIMIT = 10;
/** The shortest prefix of a part number tried for the nearest ones. */
const NEAREST_MIN_KEY = 3;

function text(key: string, lang: Lang): string {
  const entry = TEXTS[key];
  return entry ? pickText(entry, lang) : key;
}

/** What a word was read as, in the caller's language: 'Capacitance 100nF', 'Brand 村田'. */
export function labelOf(word: QueryWord, lang: Lang): string {
  if (word.kind === 'value') {
    const units = [...new Set(word.alternatives.map((a) => a.unit))];
    return `${units.map((u) => text(`search.reading.unit.${u}`, lang)).join(' / ')} ${word.text}`;
  }
  return `${text(`search.reading.kind.${word.kind}`, lang)} ${word.text}`;
}

export function understood(words: readonly QueryWord[], lang: Lang): UnderstoodWord[] {
  return words.map((w) => ({ text: w.text, kind: w.kind, label: labelOf(w, lang) }));
}

/** The categories of the matches, named from the cached tree, most matches first. */
export async function categoryHits(
  db: Db,
  counts: readonly { catalog_id: number | null; n: number }[],
  lang: Lang,
): Promise<CategoryHit[]> {
  const known = counts.filter((c): c is { catalog_id: number; n: number } => c.catalog_id !== null);
  if (!known.length) return [];
  const tree = await catalogTree(db);
  return known.slice(0, MAX_CATEGORIES).flatMap((c) => categoryHit(tree, c.catalog_id, c.n, lang) ?? []);
}

/**
 * Part numbers near a key that matched nothing: those that start like it, trying shorter beginnings (a typo
 * near the end: 'STM32F103C8T7' → 'STM32F103C8T6'), each one index range read.
 */
export async function nearestPartNumbers(db: Db, key: string): Promise<string[]> {
  const chars = Array.from(key);
  for (
    let length = chars.length - 1;
    length >= NEAREST_MIN_KEY;
    length -= Math.max(1, Math.floor(length / 4))
  ) {
    const rows = await suggestPartNumbers(db, chars.slice(0, length).join(''), NEAREST_LIMIT);
    if (rows.length) return rows.map((r) => r.mfr_part_number);
  }
  return [];
}

export async function searchReading(
  db: Db,
  words: readonly QueryWord[],
  found: { total: number; categories: readonly { catalog_id: number | null; n: number }[] },
  key: string,
  lang: Lang,
): Promise<SearchReading> {
  const hits = await categoryHits(db, found.categories, lang);
  const filters = await categoryFiltersOf(
    db,
    hits.map((h) => h.catalogId),
    words,
  );
  return {
    understood: understood(words, lang),
    categories: hits.map((hit) => ({ ...hit, ...filters.get(hit.catalogId) })),
    nearest: found.total === 0 && key.length >= NEAREST_MIN_KEY ? await nearestPartNumbers(db, key) : [],
  };
}
