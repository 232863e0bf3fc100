import { describe, expect, it } from 'vitest';
import { ONE_MAKER, TWO_MAKERS } from '../fixtures/maker-names.js';
import { chineseNamesOf, makerKey, withoutChineseNames } from './maker-identity.js';
import { formerNamesOf, ownerKeysOf } from './maker-successions.js';

describe('makerKey', () => {
  it.each(ONE_MAKER.map((names) => [names[0] ?? '', names.slice(1)] as const))(
    'folds the spellings of %s',
    (first, others) => {
      for (const other of others) expect(makerKey(other), other).toBe(makerKey(first));
    },
  );

  it.each(TWO_MAKERS)('keeps %s and %s apart', (a, b) => {
    expect(makerKey(a)).not.toBe(makerKey(b));
  });

  it('drops company forms and generic words only from the end, never down to nothing', () => {
    expect(makerKey('Keystone Electronics Corp.')).toBe('KEYSTONE');
    expect(makerKey('Semiconductor Manufacturing International')).toBe('SEMICONDUCTOR');
    expect(makerKey('Electronics')).toBe('ELECTRONICS');
    expect(makerKey('ON Semiconductor')).toBe('ON');
    // A hyphen joins: TAI-TECH is one word.
    expect(makerKey('TAI-TECH')).toBe('TAITECH');
    expect(makerKey('')).toBe('');
    expect(makerKey('—')).toBe('');
  });

  it('leaves a Chinese name in brackets out, and keeps one that is the whole name', () => {
    expect(makerKey('ROHM(罗姆)')).toBe('ROHM');
    expect(makerKey('（罗姆）')).toBe('罗姆');
    expect(makerKey('罗姆半导体')).toBe('罗姆');
    expect(chineseNamesOf('ADI(亚德诺)/MAXIM(美信)')).toEqual(['亚德诺', '美信']);
    expect(withoutChineseNames('ROHM(罗姆)').trim()).toBe('ROHM');
    expect(withoutChineseNames('SEI(Stackpole Elec)')).toBe('SEI(Stackpole Elec)');
  });
});

describe('maker successions', () => {
  it('gives the owner of a bought maker, by any spelling of the former name', () => {
    expect(ownerKeysOf([makerKey('Linear Technology')])).toContain('ANALOGDEVICES');
    expect(ownerKeysOf([makerKey('MAXIM INTEGRATED PRODUCTS')])).toContain('ADI');
    expect(ownerKeysOf([makerKey('Fairchild Semiconductor')])).toContain('ONSEMI');
    expect(ownerKeysOf([makerKey('Integrated Device Technology, Inc.')])).toContain('RENESAS');
    expect(ownerKeysOf([makerKey('Anaren')])).toContain('TTM');
    expect(ownerKeysOf([makerKey('Analog Devices')])).toEqual([]);
  });

  it('names only whole companies as aliases of their owner: NXP stays a maker of its own', () => {
    expect(formerNamesOf(['Analog Devices'])).toEqual(expect.arrayContaining(['Linear Technology', 'Maxim']));
    expect(formerNamesOf(['Nexperia'])).toEqual([]);
    expect(formerNamesOf(['Skyworks Solutions'])).toEqual([]);
    expect(formerNamesOf(['NXP Semiconductors'])).toEqual(['Freescale', 'Freescale Semiconductor']);
  });
});
