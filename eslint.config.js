// ESLint flat config. Besides code quality, it enforces DESIGN.md's one-way data flow:
//   openapi → api-client → apps/web ← ui ← domain, mock-api only for tests/Storybook/dev tooling.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const generated = {
  group: ['**/generated', '**/generated/**', '@balance/api-client/generated'],
  message: 'Only packages/api-client may import its generated/ types; import from @balance/api-client.',
};
const mockApi = {
  group: ['@balance/mock-api', '@balance/mock-api/**', '**/mock-api/**'],
  message: 'Production code in apps/ must never import the mock backend.',
};

/** Neither app area imports the other: they are separate chunks and must stay separable. */
const otherArea = (other) => ({
  regex: `(^|/)areas/${other}(/|$)|^(\\.\\./)+${other}(/|$)`,
  message: `The admin and agent areas never import each other; share through apps/web/src outside areas/ (e.g. app/, api/).`,
});
const areaBoundaries = [
  ['admin', 'agent'],
  ['agent', 'admin'],
].flatMap(([own, other]) => [
  {
    files: [`apps/web/src/areas/${own}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [generated, mockApi, otherArea(other)] }] },
  },
  // Its stories and tests may use the mock backend, but not the other area either.
  {
    files: [
      `apps/web/src/areas/${own}/**/*.stories.tsx`,
      `apps/web/src/areas/${own}/**/*.test.{ts,tsx}`,
      `apps/web/src/areas/${own}/**/test/**`,
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [generated, otherArea(other)] }] },
  },
]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/generated/**',
      '**/mockServiceWorker.js',
      'mock-api/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [generated] }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
  // packages/ui: presentational only — no data fetching, routing or global state.
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'wouter', message: 'packages/ui takes routes as props; only apps/web uses wouter.' },
            { name: 'jotai', message: 'packages/ui holds no global state; only apps/web uses jotai.' },
            { name: 'openapi-fetch', message: 'packages/ui does not fetch data.' },
          ],
          patterns: [
            generated,
            {
              group: ['@balance/api-client', '@balance/api-client/**', '**/api-client/**'],
              message: 'packages/ui takes data as props and never imports the api-client.',
            },
            { group: ['@balance/web', '**/apps/**'], message: 'packages/ui never imports the app.' },
            { group: ['wouter/*', 'jotai/*'], message: 'packages/ui never imports wouter or jotai.' },
            mockApi,
          ],
        },
      ],
    },
  },
  // packages/domain: pure TypeScript, no React, no I/O libraries.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'wouter', 'jotai', 'openapi-fetch'],
          patterns: [generated, mockApi, { group: ['@balance/*'], message: 'domain depends on nothing.' }],
        },
      ],
    },
  },
  // apps/web production code: never the mock backend (its stories and tests may use it).
  {
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['apps/**/*.stories.tsx', 'apps/**/*.test.{ts,tsx}', 'apps/**/test/**', 'apps/*/vite.config.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [generated, mockApi] }],
    },
  },
  ...areaBoundaries,
  // No import cycles in the TypeScript sources, across workspaces too: the resolver follows the
  // packages' `exports` (which point at src/*.ts) through the node_modules links. Type-only imports
  // are not followed (the rule skips them: they vanish at runtime).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The rule follows imports through our TypeScript files only (by default it parses .js), and
      // never into third-party packages: the workspace packages resolve to their real paths outside
      // node_modules, so cycles between workspaces are still found.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/ignore': ['/node_modules/'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // The api-client is the one place that reads the generated types.
  {
    files: ['packages/api-client/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
