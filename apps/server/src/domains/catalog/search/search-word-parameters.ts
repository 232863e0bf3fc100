import type { Db } from '../../../platform/db.js';
import { anyParamKeyTag, paramKeyTag } from '../parameters/param-tags.js';
import { parameterVocabulary, type ParameterVocabulary } from '../parameters/parameter-cache.js';
import { loadSearchDictionary } from './search-dictionary.js';
import { isCountUnit, readQuery, type QueryWord } from './search-query.js';

/**
 * The query's values and packages with the ids of the parameters they look in, from the cached vocabulary.
 * Naming the parameters by id (not through a sub-select on the parameter table) lets PostgreSQL read the value
 * statistics of each: it planned `0402` at 50 rows where there are 42,695 (docs/performance.md). A value looks
 * in every parameter kept in its unit; a count ('24P' beside a connector: unit `pins`) in the parameter of that
 * code, whose numbers are counts ('34P' is 34, '2x7P' 14); a curated value word ('P沟道') in its parameter.
 */
export function withParameterIds(words: readonly QueryWord[], vocabulary: ParameterVocabulary): QueryWord[] {
  const byUnit = new Map<string, number[]>();
  for (const parameter of vocabulary.byId.values())
    if (parameter.unit) byUnit.set(parameter.unit, [...(byUnit.get(parameter.unit) ?? []), parameter.id]);
  const idOf = (code: string) => vocabulary.byCode.get(code)?.id;
  const packageId = idOf('package');
  return words.map((word) => {
    if (word.kind === 'value')
      return {
        ...word,
        alternatives: word.alternatives.map((a) => {
          const countId = isCountUnit(a.unit) ? idOf(a.unit) : undefined;
          const parameterIds = isCountUnit(a.unit)
            ? countId === undefined
              ? []
              : [countId]
            : byUnit.get(a.unit);
          return { ...a, parameterIds: parameterIds ?? [] };
        }),
      };
    if (word.kind === 'package' && packageId !== undefined) return { ...word, parameterId: packageId };
    if (word.kind === 'parameter' && word.code !== undefined) {
      const parameterId = idOf(word.code);
      if (parameterId !== undefined) return { ...word, parameterId };
    }
    return word;
  });
}

/**
 * The tags a curated value word looks for (product_tag, parameters/param-tags.ts): any of the catalog's keys it
 * names, in its parameter once resolved, else in whichever parameter has them; a dielectric's one key anywhere.
 */
export function parameterWordTags(word: Extract<QueryWord, { kind: 'parameter' }>): string[] {
  const keys = word.keys ?? [word.key];
  const { parameterId } = word;
  return keys.map((key) => (parameterId === undefined ? anyParamKeyTag(key) : paramKeyTag(parameterId, key)));
}

/** A query's words as the search reads them on this database: its dictionary and vocabulary (cached), ids resolved. */
export async function searchWordsOf(db: Db, query: string): Promise<QueryWord[]> {
  const [dictionary, vocabulary] = await Promise.all([loadSearchDictionary(db), parameterVocabulary(db)]);
  return withParameterIds(readQuery(query, dictionary), vocabulary);
}
