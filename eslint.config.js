import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // The engine is pure: no server code, no apps, no node:* outside its adapter, CLI, process pool and scripts.
    files: ['packages/extract/src/**/*.ts'],
    ignores: [
      'packages/extract/src/cli/**',
      'packages/extract/src/pdf/**',
      'packages/extract/src/pool/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['node:*', '@statemint/server', '@statemint/web', '**/apps/**', 'pdfjs-dist*'],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts', 'packages/export/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@statemint/server', '@statemint/web', '**/apps/**'] },
      ],
    },
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
        { patterns: ['@statemint/server', '**/apps/server/**', '@statemint/extract', 'node:*'] },
      ],
    },
  },
);
