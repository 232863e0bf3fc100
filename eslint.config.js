import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** A boundaries policy: elements of type `from` may import elements of the `to` types. */
function allowTo(from, to) {
  return { from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } };
}

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
    // server only on contract; a web feature never imports another feature; a server domain never reads
    // another domain's queries.
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
            allowTo('server-domain', ['contract', 'server-platform', 'server-domain']),
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
            allowTo('web-app', ['contract', 'web-api', 'web-ui', 'web-feature', 'web-app']),
            allowTo('web-root', ['contract', 'web-api', 'web-ui', 'web-feature', 'web-app', 'web-root']),
            allowTo('web-test', ['contract', 'web-api', 'web-ui', 'web-feature', 'web-app', 'web-test']),
            allowTo('web-tooling', ['contract']),
          ],
        },
      ],
      // A server domain may call another domain's service, never its queries or tables.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.queries.js', '../*/*.tables.js'],
              message: "Call the other domain's service, not its queries (docs/architecture.md, Layout).",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests drive the whole app from outside: they may import what they test from any layer.
    files: ['apps/server/src/**/*.test.ts'],
    rules: { 'boundaries/dependencies': 'off' },
  },
);
