import { describe, expect, it } from 'vitest';
import { cyclesOf, importsOf, nameProblem } from './check-imports.mjs';

describe('import and name check', () => {
  it('finds a cycle of files, type-only imports included, and not a chain', () => {
    const graph = new Map([
      ['a.ts', new Set(['b.ts'])],
      ['b.ts', new Set(['c.ts'])],
      ['c.ts', new Set(['a.ts'])],
      ['d.ts', new Set(['a.ts'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    graph.set('c.ts', new Set());
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('reads static imports and re-exports over several lines, and an import that says why it closes a cycle', () => {
    const text = [
      "import type { A } from './a.js';",
      'import {',
      '  b,',
      '  type B,',
      "} from '../b.js';",
      "export { c } from './c.js';",
      "import './side-effect.js';",
      "import { d } from './d.js'; // import-cycle: d registers itself with this file's table",
      "const later = await import('./lazy.js');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { specifier: './a.js', reasoned: false },
      { specifier: '../b.js', reasoned: false },
      { specifier: './c.js', reasoned: false },
      { specifier: './side-effect.js', reasoned: false },
      { specifier: './d.js', reasoned: true },
    ]);
  });

  it('holds file names to words joined by dashes and the role suffixes', () => {
    expect(nameProblem('bom-costing.service.ts')).toBeNull();
    expect(nameProblem('session-cache.pg.test.ts')).toBeNull();
    expect(nameProblem('zh-TW.ts')).toBeNull();
    expect(nameProblem('content-ops.banners.ts')).toMatch(/'\.banners' is not a role suffix/);
    expect(nameProblem('bomCosting.ts')).toMatch(/lower case, joined by dashes/);
    expect(nameProblem('bom_costing.ts')).toMatch(/lower case, joined by dashes/);
  });
});
