import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser.ts';
import { REPO_ROOT } from './paths.ts';
import { PGLITE_FOLDER, startServer } from './server.ts';

/**
 * How long the start from nothing may take: PGlite's initdb alone took over 60 s (a file's limit) on the
 * shared machine under load, and this one start serves the whole suite.
 */
const FIRST_START_TIMEOUT_MS = 240_000;
/** The server's migrations, which the start from nothing must have applied, every one. */
const MIGRATIONS_DIR = join(REPO_ROOT, 'apps/server/migrations');

/**
 * Starts the production server once on an empty data folder (PGlite's initdb and every migration, from
 * nothing, as a first start does), stops it, and hands its PGlite folder to the test files: creating a
 * PGlite database takes 10-20 s on the shared machine, more than most journeys, and each file's server
 * starts on a copy of this one instead (see startServer). Then starts the one Chromium the files connect to.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'statemint-e2e-template-'));
  const server = await startServer({ dataDir: dir, readyTimeoutMs: FIRST_START_TIMEOUT_MS });
  const log = await server.log();
  await server.stop();
  const migrated = log
    .split('\n')
    .filter((line) => line.includes('"database migrated"'))
    .map((line) => (JSON.parse(line) as { applied: string[] }).applied);
  const expected = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  if (JSON.stringify(migrated) !== JSON.stringify([expected])) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(
      `The first start on an empty data folder applied ${JSON.stringify(migrated)}, not every migration ${JSON.stringify(expected)}.\n${log}`,
    );
  }
  project.provide('pgliteTemplate', join(dir, PGLITE_FOLDER));
  const chromium = await launchBrowserServer();
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    await rm(dir, { recursive: true, force: true });
  };
}
