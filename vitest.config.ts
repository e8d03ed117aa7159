import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace; each package may add its own vitest.config.ts as a project.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      // The import boundaries of eslint.config.js, linted beside it at the root.
      { test: { name: 'lint', include: ['eslint.config.test.ts'] } },
      // The benchmarks' own helpers (bench/lib), checked like any code.
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
    ],
    // Vitest leaves one core free by default, which on a 2-core machine runs one file at a time. Much of
    // a server test waits on its conversion children and its database, so one file per core is faster.
    maxWorkers: availableParallelism(),
    passWithNoTests: false,
  },
});
