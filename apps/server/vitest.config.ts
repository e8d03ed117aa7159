import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test builds the app on a fresh embedded database (about 1-2 s) and converts real PDFs.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
