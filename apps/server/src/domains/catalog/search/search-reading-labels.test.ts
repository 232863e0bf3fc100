import { describe, expect, it } from 'vitest';
import type { QueryWord } from './search-query.js';
import { labelOf } from './search-reading.service.js';

/** How a word's reading is said to the buyer (`ext.reading.understood`), in the three languages. */

const pins: QueryWord = { kind: 'value', text: '2x20P', alternatives: [{ unit: 'pins', value: 40 }] };
const rows: QueryWord = { kind: 'value', text: '2x20P', alternatives: [{ unit: 'rows', value: 2 }] };
const channels: QueryWord = { kind: 'value', text: '4通道', alternatives: [{ unit: 'channels', value: 4 }] };
const pitch: QueryWord = { kind: 'value', text: '2.54mm间距', alternatives: [{ unit: 'm', value: 0.00254 }] };
const either: QueryWord = {
  kind: 'value',
  text: '24P',
  alternatives: [
    { unit: 'F', value: 2.4e-11 },
    { unit: 'pins', value: 24 },
  ],
};
const pChannel: QueryWord = {
  kind: 'parameter',
  text: 'P-channel',
  key: 'PCHANNEL',
  code: 'type',
  keys: ['PCHANNEL'],
};
const smd: QueryWord = { kind: 'parameter', text: 'SMD', key: 'SMD', code: 'mountingType', keys: ['SMD'] };

describe('labelOf', () => {
  it('says the number a count or a pitch was read as, by its parameter’s name', () => {
    expect([pins, rows, channels, pitch].map((w) => labelOf(w, 'en_US'))).toEqual([
      'Number of pins 40',
      'Number of rows 2',
      'Number of channels 4',
      'Pitch 2.54mm',
    ]);
    expect([pins, rows, pitch].map((w) => labelOf(w, 'zh_CN'))).toEqual([
      '引脚数 40',
      '排数 2',
      '间距 2.54mm',
    ]);
    expect(labelOf(pins, 'zh_TW')).toBe('引腳數 40');
  });

  it('names both readings of a word that reads two ways', () => {
    expect(labelOf(either, 'en_US')).toBe('Capacitance / Number of pins 24P');
  });

  it('names a value word’s parameter and value in the caller language, whatever was typed', () => {
    expect(labelOf(pChannel, 'en_US')).toBe('Type P-channel');
    expect(labelOf(pChannel, 'zh_CN')).toBe('类型 P沟道');
    expect(labelOf(smd, 'zh_CN')).toBe('安装方式 贴片');
    expect(labelOf(smd, 'zh_TW')).toBe('安裝方式 貼片');
    expect(labelOf({ kind: 'parameter', text: 'NP0', key: 'C0G' }, 'en_US')).toBe('Parameter NP0');
  });
});
