import { describe, expect, it } from 'vitest';
import { loginKeyOf } from './login-name.js';

describe('loginKeyOf', () => {
  it('folds every case and width of a name to one key, the dotted capital I included', () => {
    const spellings = ['kim', 'KIM', 'Kim', 'KİM', 'kİm', 'ＫＩＭ', 'ｋｉｍ'];
    expect(new Set(spellings.map(loginKeyOf))).toEqual(new Set(['kim']));
  });

  it('folds each code point alone, as PostgreSQL lower() does: no neighbour turns Σ into ς', () => {
    expect(loginKeyOf('ΟΔΟΣ')).toBe('οδοσ');
    expect(loginKeyOf('\u212A')).toBe('k');
  });

  it('answers a key that folds to itself', () => {
    for (const name of ['KİM', 'ΟΔΟΣ', 'Ǆemo', 'ﬁle', 'x\u0130\u0307']) {
      expect(loginKeyOf(loginKeyOf(name))).toBe(loginKeyOf(name));
    }
  });
});
