import {
  pickText,
  TEXTS,
  type CategoryHit,
  type Lang,
  type SearchReading,
  type UnderstoodWord,
} from '@emall/contract';
import type { Db } from '../../../platform/db.js';
import { suggestPartNumbers } from '../core/catalog.queries.js';
import { categoryHit, catalogTree } from '../browse/tree.service.js';
import { formatQuantity } from '../parameters/param-values.js';
import { VOCABULARY_BY_CODE } from '../parameters/param-vocabulary.js';
import { isCountUnit, type QueryUnit, type QueryWord } from './search-query.js';
import { VALUE_WORDS_BY_ID } from './search-value-words.js';
import { categoryFiltersOf } from './search-category-filters.js';
import { withComparedLabels } from './search-sense-labels.js';

/** Categories a search answer lists at most. */
const MAX_CATEGORIES = 12;
const NEAREST_LIMIT = 10;
/** The shortest prefix of a part number tried for the nearest ones. */
const NEAREST_MIN_KEY = 3;

function text(key: string, lang: Lang): string {
  const entry = TEXTS[key];
  return entry ? pickText(entry, lang) : key;
}

/** A parameter of the vocabulary by its name in the caller's language ('Number of pins', '引脚数', 'Pitch'). */
function parameterName(code: string, lang: Lang): string | undefined {
  const definition = VOCABULARY_BY_CODE.get(code);
  return definition
    ? pickText({ enUs: definition.nameEn, zhCn: definition.nameZhCn, zhTw: definition.nameZhTw }, lang)
    : undefined;
}

/** What a value in a unit is: 'Capacitance'; a pitch or a count, its parameter ('Pitch', 'Number of pins'). */
function unitName(unit: QueryUnit, lang: Lang): string {
  const code = unit === 'm' ? 'pitch' : isCountUnit(unit) ? unit : undefined;
  return (
    (code === undefined ? undefined : parameterName(code, lang)) ?? text(`search.reading.unit.${unit}`, lang)
  );
}

/**
 * What a word was read as, in the caller's language: 'Capacitance 100nF', 'Brand 村田'; a count or a pitch with
 * the number understood ('Number of pins 40' and 'Number of rows 2' for '2x20P', 'Pitch 2.54mm' for
 * '2.54mm间距'); a curated value word its parameter and value ('Type P-channel', '安装方式 贴片').
 */
export function labelOf(word: QueryWord, lang: Lang): string {
  if (word.kind === 'value') {
    const [only, ...others] = word.alternatives;
    if (only && !others.length && (isCountUnit(only.unit) || only.unit === 'm'))
      return `${unitName(only.unit, lang)} ${only.unit === 'm' ? formatQuantity(only.value, 'm') : only.value}`;
    const units = [...new Set(word.alternatives.map((a) => a.unit))];
    return `${units.map((u) => unitName(u, lang)).join(' / ')} ${word.text}`;
  }
  if (word.kind === 'parameter' && word.code !== undefined) {
    const value = VALUE_WORDS_BY_ID.get(word.key);
    const name =
      parameterName(word.code, lang) ?? (value?.parameter ? pickText(value.parameter, lang) : undefined);
    if (value && name !== undefined) return `${name} ${pickText(value.name, lang)}`;
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
    understood: await withComparedLabels(db, words, understood(words, lang), lang),
    categories: hits.map((hit) => ({ ...hit, ...filters.get(hit.catalogId) })),
    nearest: found.total === 0 && key.length >= NEAREST_MIN_KEY ? await nearestPartNumbers(db, key) : [],
    ignored: [],
  };
}
