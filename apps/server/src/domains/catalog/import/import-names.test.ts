import { describe, expect, it } from 'vitest';
import { shownName } from './import-names.js';

describe('shownName', () => {
  it('removes markup and control characters from a name', () => {
    expect(shownName('<img src=x onerror=alert(1)>TI')).toBe('img src=x onerror=alert(1)TI');
    expect(shownName('Tiny\tWidgets\r\n')).toBe('Tiny Widgets');
    expect(shownName('ACME\u0000\u0085\u007fCORP')).toBe('ACME CORP');
    // A right-to-left override would show 'Evil' as 'liv' + 'E' reversed.
    expect(shownName('\u202eEvil\u202c Corp')).toBe('Evil Corp');
  });

  it("keeps what real makers' names hold: &, quotes, apostrophes and letters of every script", () => {
    for (const name of ['AT&T', 'Alpha & Omega', 'Würth Elektronik', 'ROHM(罗姆)', "O'Neil", '"Quoted" Co.'])
      expect(shownName(name)).toBe(name);
  });
});
