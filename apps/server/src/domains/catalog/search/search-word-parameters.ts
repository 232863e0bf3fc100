import type { ParameterVocabulary } from '../parameters/parameter-cache.js';
import type { QueryWord } from './search-query.js';

/**
 * The query's values and packages with the ids of the parameters they look in, from the cached vocabulary.
 * Naming the parameters by id (not through a sub-select on the parameter table) lets PostgreSQL read the value
 * statistics of each: it planned `0402` at 50 rows where there are 42,695 (docs/performance.md).
 */
export function withParameterIds(words: readonly QueryWord[], vocabulary: ParameterVocabulary): QueryWord[] {
  const byUnit = new Map<string, number[]>();
  for (const parameter of vocabulary.byId.values())
    if (parameter.unit) byUnit.set(parameter.unit, [...(byUnit.get(parameter.unit) ?? []), parameter.id]);
  const packageId = vocabulary.byCode.get('package')?.id;
  return words.map((word) => {
    if (word.kind === 'value')
      return {
        ...word,
        alternatives: word.alternatives.map((a) => ({ ...a, parameterIds: byUnit.get(a.unit) ?? [] })),
      };
    if (word.kind === 'package' && packageId !== undefined) return { ...word, parameterId: packageId };
    return word;
  });
}
