import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The monorepo root (two levels above tests/e2e). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Screenshots of every screen, per journey (git-ignored). */
export const SCREENSHOT_DIR = join(REPO_ROOT, 'tests/e2e/screenshots');
/** The real sample statements shared with the engine's tests. */
export const REAL_SAMPLES_DIR = join(REPO_ROOT, 'packages/extract/fixtures/real');
