import { defineProject } from 'vitest/config';

// Pure modules are tested in node; the browser journeys live in tests/e2e.
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
  },
});
