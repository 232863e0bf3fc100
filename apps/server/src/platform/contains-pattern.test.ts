import { describe, expect, it } from 'vitest';
import { containsPattern } from './db.js';

describe('containsPattern', () => {
  it('wraps the text in % and takes its own %, _ and \\ literally', () => {
    expect(containsPattern('LM358')).toBe('%LM358%');
    expect(containsPattern('50%_off\\x')).toBe('%50\\%\\_off\\\\x%');
  });
});
