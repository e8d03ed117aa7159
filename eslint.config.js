import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (docs/ARCHITECTURE.md, Packages); each message says which boundary an import crosses.
const NO_APPS = {
  group: ['@statemint/server', '@statemint/web', '@statemint/cli', '**/apps/**'],
  message: 'Packages never import an app.',
};
const ENGINE_NO_EXPORT = {
  group: ['@statemint/export', '@statemint/export/*', '**/export/src/**'],
  message: 'The engine never imports the export writers; apps/cli and apps/server join the two.',
};
const ENGINE_NO_NODE = {
  group: ['node:*'],
  message: 'The engine is pure: node:* only in src/pdf/ and src/pool/.',
};
const ENGINE_NO_PDFJS = {
  group: ['pdfjs-dist', 'pdfjs-dist/*', '@embedpdf/pdfium', '@embedpdf/pdfium/*'],
  message: 'Only the adapter in src/pdf/ reads PDFs.',
};
const EXPORT_NO_ENGINE = {
  group: ['@statemint/extract', '@statemint/extract/*', '**/extract/src/**', '**/extract/test/**'],
  message: 'The writers take a Statement from @statemint/contracts, never from the engine.',
};
const CONTRACTS_NO_ENGINE = {
  group: ['@statemint/extract', '@statemint/extract/*', '**/extract/src/**', '**/extract/test/**'],
  message: 'The contracts are the one schema source and import no engine code.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'bench/reports/**',
      'tests/e2e/screenshots/**',
      // Scratch space, git-ignored.
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The engine (its pool and tests too) imports neither the writers nor any app; the pool child runs only the engine.
    files: ['packages/extract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APPS, ENGINE_NO_EXPORT] }] },
  },
  {
    // The engine is pure: no node:* or pdf.js outside its adapter, process pool and tests.
    files: ['packages/extract/src/**/*.ts'],
    ignores: ['packages/extract/src/pdf/**', 'packages/extract/src/pool/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_APPS, ENGINE_NO_EXPORT, ENGINE_NO_NODE, ENGINE_NO_PDFJS] },
      ],
    },
  },
  {
    // The writers work on a Statement, never on the engine that produced it.
    files: ['packages/export/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APPS, EXPORT_NO_ENGINE] }] },
  },
  {
    // The one schema source depends on nothing of ours.
    files: ['packages/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APPS, CONTRACTS_NO_ENGINE] }] },
  },
  {
    // The web app talks to the server only through the shared contracts.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@statemint/server', '**/apps/server/**', '@statemint/extract', 'node:*'],
              message: 'The web app talks to the server only through @statemint/contracts.',
            },
          ],
        },
      ],
    },
  },
);
