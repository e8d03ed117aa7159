import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** A journey clicks through several screens and waits for real conversions on a shared 2-core machine. */
const JOURNEY_TIMEOUT_MS = 240_000;
/** Starting the production server (fresh PGlite) and Chromium. */
const HOOK_TIMEOUT_MS = 120_000;
/** How long `expect.poll` waits for a page or the API to reach a state: support/browser.ts UI_TIMEOUT_MS. */
const POLL_TIMEOUT_MS = 30_000;

// Separate from the root config (packages/* and apps/*): these need `npm run build` first.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    // The production server migrates one PGlite database from nothing; every server starts on a copy.
    globalSetup: ['support/global-setup.ts'],
    include: ['journeys/**/*.test.ts', 'faults/**/*.test.ts', 'support/**/*.test.ts'],
    testTimeout: JOURNEY_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    // Vitest's own default (1 s) is shorter than a busy machine takes to show a screen.
    expect: { poll: { timeout: POLL_TIMEOUT_MS } },
    // Each file starts its own server and browser; one at a time keeps the two cores for them.
    fileParallelism: false,
    passWithNoTests: false,
  },
});
