import { describe, expect, it } from 'vitest';
import type { ParameterVocabulary, VocabularyParameter } from '../parameters/parameter-cache.js';
import type { QueryWord } from './search-query.js';
import { parameterWordTags, withParameterIds } from './search-word-parameters.js';

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

  it('names a count’s parameter by its code, a pitch by its unit, and a value word’s parameter by its code', () => {
    const vocabulary = vocabularyOf([
      parameter(1, 'package', null),
      parameter(7, 'type', null),
      parameter(20, 'pitch', 'm'),
      parameter(30, 'pins', null),
      parameter(31, 'rows', null),
      parameter(32, 'x.number-of-pins-per-row', null),
    ]);
    const words: QueryWord[] = [
      { kind: 'value', text: '2x20P', alternatives: [{ unit: 'pins', value: 40 }] },
      { kind: 'value', text: '2x20P', alternatives: [{ unit: 'rows', value: 2 }] },
      { kind: 'value', text: '4CH', alternatives: [{ unit: 'channels', value: 4 }] },
      { kind: 'value', text: '2.54mm', alternatives: [{ unit: 'm', value: 0.00254 }] },
      { kind: 'parameter', text: 'P沟道', key: 'PCHANNEL', code: 'type', keys: ['2PCHANNEL', 'PCHANNEL'] },
      { kind: 'parameter', text: 'X7R', key: 'X7R' },
    ];
    const resolved = withParameterIds(words, vocabulary);
    expect(resolved.map((w) => (w.kind === 'value' ? w.alternatives[0]?.parameterIds : undefined))).toEqual([
      [30],
      [31],
      // A vocabulary without the count's parameter: nothing has it.
      [],
      [20],
      undefined,
      undefined,
    ]);
    expect(resolved[4]).toMatchObject({ parameterId: 7 });
    expect(resolved[5]).toEqual({ kind: 'parameter', text: 'X7R', key: 'X7R' });
  });

  it('looks for any key of a value word in its parameter, and a dielectric in any parameter', () => {
    const pChannel = {
      kind: 'parameter',
      text: 'P沟道',
      key: 'PCHANNEL',
      code: 'type',
      keys: ['2PCHANNEL', 'PCHANNEL'],
    } as const;
    expect(parameterWordTags({ ...pChannel, keys: [...pChannel.keys], parameterId: 7 })).toEqual([
      '7:2PCHANNEL',
      '7:PCHANNEL',
    ]);
    expect(parameterWordTags({ ...pChannel, keys: [...pChannel.keys] })).toEqual([
      'k:2PCHANNEL',
      'k:PCHANNEL',
    ]);
    expect(parameterWordTags({ kind: 'parameter', text: 'NP0', key: 'C0G' })).toEqual(['k:C0G']);
  });
});
