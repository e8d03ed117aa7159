import { defineProject } from 'vitest/config';

// The fuzz harness's building blocks (writer, bombs, mutations); benchmarks themselves are scripts, not tests.
export default defineProject({
  test: {
    name: 'bench',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
