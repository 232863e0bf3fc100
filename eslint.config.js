import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** A boundaries policy: elements of type `from` may import elements of the `to` types. */
function allowTo(from, to) {
  return { from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } };
}

/**
 * The server's domains, bottom to top (docs/architecture.md, "Domains, bottom to top"). A domain may import
 * the domains of the layers below its own, never one of its own layer or above: so imports between domains
 * run one way and cannot form a cycle. A piece that needs a higher domain moves up, or the app hands it in.
 */
const SERVER_DOMAIN_LAYERS = [
  ['account'],
  ['operator'],
  ['mail'],
  ['system', 'help', 'brand-site', 'catalog', 'message'],
  ['bom', 'registration'],
  ['enquiry'],
  ['cart'],
  ['order', 'sample'],
  ['dashboard'],
  ['buyer-api'],
];

/**
 * Inside a large domain, its sub-folders are floors, bottom to top (docs/architecture.md, "Floors inside a
 * domain"): a file imports its own floor and the floors below, never one above, and never the domain's top level
 * (its face and routes, the roof over every floor) except the top level's `*.settings.ts` of shared types. Other
 * domains import only a domain's face: its top-level `*.service.ts` and `*.settings.ts`. Checked by
 * scripts/check-imports.mjs at the end of `npm run lint`, which resolves every import to its file.
 */
export const SERVER_DOMAIN_FLOORS = {
  catalog: [
    'core',
    'parameters',
    'browse',
    'search',
    'matching',
    'substitutes',
    'spot-stock',
    'showcase',
    'import',
    'ops',
  ],
  bom: ['sheet', 'core', 'upload', 'matching', 'costing'],
  order: ['core', 'placement', 'contract'],
};

// A domain left out of the layers may import no other domain and none may import it: say why at once.
const domainFolders = readdirSync(new URL('apps/server/src/domains', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = domainFolders.filter((domain) => !SERVER_DOMAIN_LAYERS.flat().includes(domain));
if (unplaced.length > 0) {
  throw new Error(
    `eslint.config.js: give the server domains ${unplaced.join(', ')} a layer in SERVER_DOMAIN_LAYERS`,
  );
}

/** One policy per domain: it may import the domains of the layers below its own. */
function serverDomainPolicies(layers) {
  return layers.flatMap((layer, index) => {
    const below = layers.slice(0, index).flat();
    if (below.length === 0) return [];
    return layer.map((domain) => ({
      from: { element: { type: 'server-domain', captured: { domain } } },
      allow: { to: { element: { type: 'server-domain', captured: { domain: below } } } },
    }));
  });
}

/**
 * A server domain may call another domain's service, never its queries or tables; inside its own folder, sub-folders
 * included (catalog/search/, catalog/browse/, …), it imports what it needs. From a file `depth` folders below its
 * domain's folder, another domain's folder lies `depth + 1` levels up: one block per depth of the folders under
 * `domains/`, each forbidding `<that many ../>*` followed by any path to a queries or tables file.
 */
function serverDomainQueryRules() {
  const domainsDir = fileURLToPath(new URL('apps/server/src/domains', import.meta.url));
  const depths = readdirSync(domainsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    // 0 for a domain's own folder, 1 for catalog/search/, …
    .map(
      (entry) =>
        path.relative(domainsDir, path.join(entry.parentPath, entry.name)).split(path.sep).length - 1,
    );
  return Array.from({ length: Math.max(0, ...depths) + 1 }, (_, depth) => {
    const otherDomain = `${'../'.repeat(depth + 1)}*/**`;
    return {
      files: [`apps/server/src/domains/*/${'*/'.repeat(depth)}*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [`${otherDomain}/*.queries.js`, `${otherDomain}/*.tables.js`],
                message: "Call the other domain's service, not its queries (docs/architecture.md, Layout).",
              },
            ],
          },
        ],
      },
    };
  });
}

/** An assertion a test can skip without failing: `expect(() => …).toThrow(…)` says the same and always runs. */
const EXPECT_IN_CATCH = {
  selector: "CatchClause CallExpression[callee.name='expect']",
  message: 'An expect inside a catch passes when nothing is thrown: assert with expect(() => …).toThrow(…).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Imports run one way (docs/architecture.md, "Layout"). Contract depends on nothing of ours; web and
    // server only on contract; a web feature never imports another feature; a server domain imports only the
    // domains below it (SERVER_DOMAIN_LAYERS) and never reads another domain's queries.
    files: ['packages/**/*.ts', 'apps/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['packages/**/*', 'apps/**/*'],
      'boundaries/elements': [
        { type: 'contract', pattern: 'packages/contract' },
        { type: 'server-platform', pattern: 'apps/server/src/platform' },
        { type: 'server-domain', pattern: 'apps/server/src/domains/*', capture: ['domain'] },
        { type: 'server-seed', pattern: 'apps/server/src/seed' },
        { type: 'server-testing', pattern: 'apps/server/src/testing' },

        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-api', pattern: 'apps/web/src/api' },
        { type: 'web-ui', pattern: 'apps/web/src/ui' },
        // The operator console is one feature cut into areas (docs/operator-console.md, "How the console's code
        // is laid out"): its shared folder, each area (orders, leads, …), and the frame around them (the files
        // directly in features/ops). Before web-feature, which would take the whole folder as one feature.
        { type: 'web-ops-shared', pattern: 'apps/web/src/features/ops/shared' },
        { type: 'web-ops-area', pattern: 'apps/web/src/features/ops/*', capture: ['area'] },
        { type: 'web-ops-frame', pattern: 'apps/web/src/features/ops' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-test', pattern: 'apps/web/src/test' },
        // Broad patterns last: the first descriptor that matches a file classifies it.
        { type: 'server-root', pattern: 'apps/server/src' },
        { type: 'server-tooling', pattern: 'apps/server' },
        { type: 'web-root', pattern: 'apps/web/src' },
        { type: 'web-tooling', pattern: 'apps/web' },
      ],
      // Without a TypeScript resolver, imports of '.ts' files stay unresolved and escape the boundary check.
      'import/resolver': { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allowTo('contract', ['contract']),
            allowTo('server-platform', ['contract', 'server-platform']),
            allowTo('server-domain', ['contract', 'server-platform']),
            // Denied first so that a back-import says why; the later policies allow each downward import.
            {
              from: { element: { type: 'server-domain' } },
              disallow: { to: { element: { type: 'server-domain' } } },
              message:
                'The {{from.element.captured.domain}} domain may not import the {{to.element.captured.domain}} domain: ' +
                'only domains of lower layers (SERVER_DOMAIN_LAYERS; docs/architecture.md, "Domains, bottom to top").',
            },
            ...serverDomainPolicies(SERVER_DOMAIN_LAYERS),
            allowTo('server-seed', ['contract', 'server-platform', 'server-domain', 'server-seed']),
            allowTo('server-root', [
              'contract',
              'server-platform',
              'server-domain',
              'server-seed',
              'server-root',
            ]),
            allowTo('server-tooling', [
              'contract',
              'server-platform',
              'server-domain',
              'server-seed',
              'server-root',
            ]),
            allowTo('server-testing', [
              'contract',
              'server-platform',
              'server-domain',
              'server-seed',
              'server-root',
              'server-testing',
            ]),
            allowTo('web-api', ['contract', 'web-api']),
            allowTo('web-ui', ['contract', 'web-api', 'web-ui']),
            allowTo('web-feature', ['contract', 'web-api', 'web-ui']),
            {
              from: { element: { type: 'web-feature' } },
              allow: {
                to: {
                  element: {
                    type: 'web-feature',
                    captured: { feature: '{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
            // A console area uses its own files and the console's shared folder, never another area; the
            // frame (router, menu, login) puts the areas together.
            allowTo('web-ops-shared', ['contract', 'web-api', 'web-ui', 'web-ops-shared']),
            allowTo('web-ops-area', ['contract', 'web-api', 'web-ui', 'web-ops-shared']),
            {
              from: { element: { type: 'web-ops-area' } },
              allow: {
                to: {
                  element: { type: 'web-ops-area', captured: { area: '{{ from.element.captured.area }}' } },
                },
              },
            },
            allowTo('web-ops-frame', [
              'contract',
              'web-api',
              'web-ui',
              'web-ops-shared',
              'web-ops-area',
              'web-ops-frame',
            ]),
            allowTo('web-app', ['contract', 'web-api', 'web-ui', 'web-feature', 'web-ops-frame', 'web-app']),
            allowTo('web-root', ['contract', 'web-api', 'web-ui', 'web-feature', 'web-app', 'web-root']),
            allowTo('web-test', [
              'contract',
              'web-api',
              'web-ui',
              'web-feature',
              'web-ops-shared',
              'web-ops-area',
              'web-ops-frame',
              'web-app',
              'web-test',
            ]),
            allowTo('web-tooling', ['contract']),
          ],
        },
      ],
    },
  },
  // A server domain may call another domain's service, never its queries or tables (serverDomainQueryRules).
  ...serverDomainQueryRules(),
  {
    // In the operator console the calls live in the areas' `api/` hook modules (docs/operator-console.md, "How
    // the console's code is laid out"): screens use those hooks and never reach the server themselves.
    files: ['apps/web/src/features/ops/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/ops/**/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/client'],
              importNames: ['call', 'uploadFile'],
              message: "Call the server from a hook in the area's api/ folder (docs/operator-console.md).",
            },
            {
              group: ['**/api/download', '**/api/request-headers'],
              message: "Call the server from a hook in the area's api/ folder (docs/operator-console.md).",
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: "Call the server from a hook in the area's api/ folder (docs/operator-console.md).",
        },
      ],
    },
  },
  {
    // Every test: an assertion inside a `catch` passes without running when nothing is thrown.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/tests/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', EXPECT_IN_CATCH] },
  },
  {
    // Tests drive the whole app from outside: they may import what they test from any layer.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'boundaries/dependencies': 'off',
      // The server's test files share their worker's modules (vitest.config.ts, isolate: false): a mocked module,
      // global, timer or environment variable would leak into the next file. Hand the app a fake instead.
      'no-restricted-syntax': [
        'error',
        EXPECT_IN_CATCH,
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)$/]",
          message:
            "Server test files share their worker's modules: pass the app a fake (clock, dependency) instead of mocking.",
        },
      ],
    },
  },
);
