import { describe, expect, it } from 'vitest';
import { parseSessionChange } from './session-changes.js';

describe('session change payloads', () => {
  it('reads a staff member or an operator, and ignores anything else', () => {
    expect(parseSessionChange('{"staff":7}')).toEqual({ kind: 'staff', id: 7 });
    expect(parseSessionChange('{"operator":2}')).toEqual({ kind: 'operator', id: 2 });
    for (const bad of [
      '',
      'null',
      '[7]',
      '{}',
      '{"staff":"7"}',
      '{"staff":7.5}',
      '{"staff":7,"operator":2}',
      '{"tenant":7}',
    ]) {
      expect(parseSessionChange(bad), bad).toBeUndefined();
    }
  });
});
