// ESLint flat config. Besides code quality, it enforces DESIGN.md's one-way data flow:
//   openapi → api-client → apps/web ← ui ← domain, mock-api only for tests/Storybook/dev tooling.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const generated = {
  group: ['**/generated', '**/generated/**', '@balance/api-client/generated'],
  message: 'Only packages/api-client may import its generated/ types; import from @balance/api-client.',
};
const mockApi = {
  group: ['@balance/mock-api', '@balance/mock-api/**', '**/mock-api/**'],
  message: 'Production code in apps/ must never import the mock backend.',
};

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
  // The api-client is the one place that reads the generated types.
  {
    files: ['packages/api-client/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
