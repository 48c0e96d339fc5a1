// House rules for every workspace: one flat config at the root, run by `npm run lint` (zero warnings) as the first
// step of `npm test`. The import boundaries below encode the architecture; each message names the rule and why.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { importBoundaries } from './eslint/import-boundaries.mjs';

const REACT_SOURCES = '{host,shared-ui,shared-kit,mfe-auth,mfe-account,mfe-shop,mfe-game}/src/**/*.{ts,tsx}';
const TEST_SOURCES = ['**/*.test.{ts,tsx}', '**/testing/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'provider-sandbox/src/seed/images/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // Type-only imports vanish from bundles; marking them keeps a remote from pulling a module for a type.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-explicit-any': ['error', { fixToUnknown: false, ignoreRestArgs: false }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAnyKeyword',
          message: 'No `as any`: narrow the value (type guard, `unknown` + check) so the compiler keeps checking it.',
        },
      ],
    },
  },
  {
    // The React code: hooks rules with the compiler-backed checks (purity, refs, state in effects). The compiler pass
    // is two thirds of the lint time, so tests (which ship nothing) get the two classic hooks rules only.
    files: [REACT_SOURCES],
    ignores: TEST_SOURCES,
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: TEST_SOURCES.map(
      (pattern) => `{host,shared-ui,shared-kit,mfe-auth,mfe-account,mfe-shop,mfe-game}/src/${pattern}`,
    ),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['{host,shared-ui,shared-kit,mfe-auth,mfe-account,mfe-shop,mfe-game}/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Node-run ES modules (this config and its helpers).
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },
  {
    // Plain JavaScript helpers (jest stubs, jsdom environment) are CommonJS run by Node.
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true })],
    },
  },
  ...importBoundaries,
);
