import { defineConfig } from 'vitest/config';

// One run covers every workspace; each package may add its own vitest.config.ts as a project.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    passWithNoTests: false,
  },
});
