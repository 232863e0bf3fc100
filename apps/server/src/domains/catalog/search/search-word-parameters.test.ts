import { describe, expect, it } from 'vitest';
import type { ParameterVocabulary, VocabularyParameter } from '../parameters/parameter-cache.js';
import type { QueryWord } from './search-query.js';
import { withParameterIds } from './search-word-parameters.js';

const parameter = (id: number, code: string, unit: string | null): VocabularyParameter => ({
  id,
  code,
  names: { enUs: code, zhCn: code, zhTw: code },
  unit,
  sort: id,
});

function vocabularyOf(list: VocabularyParameter[]): ParameterVocabulary {
  return { byId: new Map(list.map((p) => [p.id, p])), byCode: new Map(list.map((p) => [p.code, p])) };
}

describe('the parameters a query word looks in', () => {
  it('names every parameter of the value’s unit, the package parameter, and none for a unit nobody keeps', () => {
    const vocabulary = vocabularyOf([
      parameter(1, 'package', null),
      parameter(2, 'capacitance', 'F'),
      parameter(3, 'x.capacitance2', 'F'),
      parameter(4, 'voltageRating', 'V'),
    ]);
    const words: QueryWord[] = [
      { kind: 'value', text: '100nF', alternatives: [{ unit: 'F', value: 1e-7 }] },
      { kind: 'value', text: '5%', alternatives: [{ unit: '%', value: 5 }] },
      { kind: 'package', text: '0402', key: '0402' },
      { kind: 'text', text: 'STM32', key: 'STM32' },
    ];
    expect(withParameterIds(words, vocabulary)).toEqual([
      { kind: 'value', text: '100nF', alternatives: [{ unit: 'F', value: 1e-7, parameterIds: [2, 3] }] },
      { kind: 'value', text: '5%', alternatives: [{ unit: '%', value: 5, parameterIds: [] }] },
      { kind: 'package', text: '0402', key: '0402', parameterId: 1 },
      { kind: 'text', text: 'STM32', key: 'STM32' },
    ]);
  });
});
