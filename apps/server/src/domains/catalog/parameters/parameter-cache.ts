import { dataOf, type Db } from '../../../platform/db.js';
import { readParameters } from './vocabulary.queries.js';

/** The vocabulary is read at most this often: new data-brought parameters appear within a minute. */
const VOCABULARY_TTL_MS = 60_000;

export interface VocabularyParameter {
  id: number;
  code: string;
  names: { enUs: string; zhCn: string; zhTw: string };
  unit: string | null;
  sort: number;
}

export interface ParameterVocabulary {
  byId: Map<number, VocabularyParameter>;
  byCode: Map<string, VocabularyParameter>;
}

const cache = new WeakMap<object, { at: number; vocabulary: Promise<ParameterVocabulary> }>();

/** The parameter table by id and code, shared by the requests of one minute. */
export function parameterVocabulary(db: Db, now = Date.now()): Promise<ParameterVocabulary> {
  const held = cache.get(dataOf(db));
  if (held && now - held.at < VOCABULARY_TTL_MS) return held.vocabulary;
  const vocabulary = readParameters(db).then((rows) => {
    const list = rows.map((r) => ({
      id: r.id,
      code: r.code,
      names: { enUs: r.name_en, zhCn: r.name_zh_cn, zhTw: r.name_zh_tw },
      unit: r.unit,
      sort: r.sort,
    }));
    return { byId: new Map(list.map((p) => [p.id, p])), byCode: new Map(list.map((p) => [p.code, p])) };
  });
  cache.set(dataOf(db), { at: now, vocabulary });
  vocabulary.catch(() => cache.delete(dataOf(db)));
  return vocabulary;
}

/** Forgets the cached vocabulary (tests and imports that add parameters). */
export function forgetParameterVocabulary(db: Db): void {
  cache.delete(dataOf(db));
}
