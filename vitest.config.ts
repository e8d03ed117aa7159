import { defineConfig } from 'vitest/config';

// One run covers every workspace; each package may add its own vitest.config.ts as a project.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      // The import boundaries of eslint.config.js, linted beside it at the root.
      { test: { name: 'lint', include: ['eslint.config.test.ts'] } },
    ],
    passWithNoTests: false,
  },
});
