import { describe, expect, it } from 'vitest';
import { cyclesOf, importsOf, nameProblem, placementProblem } from './check-imports.mjs';

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

  describe('floors inside a domain and faces between domains', () => {
    const floors = { catalog: ['core', 'parameters', 'search', 'matching'] };
    const at = (file) => `apps/server/src/domains/${file}`;
    const check = (from, to) => placementProblem(at(from), at(to), floors);

    it('lets a floor import its own floor and those below, and the top level import any floor', () => {
      expect(check('catalog/search/search.queries.ts', 'catalog/core/catalog.queries.ts')).toBeNull();
      expect(check('catalog/search/search.queries.ts', 'catalog/search/search-query.ts')).toBeNull();
      expect(check('catalog/catalog.service.ts', 'catalog/matching/part-text.service.ts')).toBeNull();
      expect(check('catalog/matching/part-text.service.ts', 'catalog/catalog.settings.ts')).toBeNull();
    });

    it('refuses a climb to a higher floor and a floor importing the top level', () => {
      expect(check('catalog/parameters/param-keys.ts', 'catalog/search/search-query.ts')).toMatch(
        /climbs from the parameters floor to the search floor of catalog .*only core, parameters/,
      );
      expect(check('catalog/matching/part-text.service.ts', 'catalog/catalog.service.ts')).toMatch(
        /the top of the catalog domain, which sits above every floor/,
      );
    });

    it('lets other domains import only a top-level service or settings file, fixtures their fixtures', () => {
      expect(check('bom/bom-view.ts', 'catalog/catalog.service.ts')).toBeNull();
      expect(check('bom/bom.settings.ts', 'catalog/catalog.settings.ts')).toBeNull();
      expect(check('order/order.fixture.ts', 'catalog/catalog.fixture.ts')).toBeNull();
      expect(check('bom/bom-view.ts', 'catalog/matching/part-text.service.ts')).toMatch(
        /reaches into the catalog domain .* import only its face/,
      );
      expect(check('operator/operator.queries.ts', 'account/account.queries.ts')).toMatch(/reaches into/);
      expect(check('order/order-ops.service.ts', 'catalog/catalog.fixture.ts')).toMatch(/reaches into/);
    });

    it('leaves tests, test data and files outside the domains alone', () => {
      expect(check('bom/bom-costing.test.ts', 'catalog/matching/part-text.service.ts')).toBeNull();
      expect(check('catalog/core/naming.test.ts', 'catalog/search/search-query.ts')).toBeNull();
      expect(check('catalog/fixtures/maker-names.ts', 'catalog/search/search-query.ts')).toBeNull();
      expect(
        placementProblem('apps/server/src/app.ts', at('catalog/search/search.service.ts'), floors),
      ).toBeNull();
    });
  });
});
