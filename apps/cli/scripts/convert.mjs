/**
 * `npm run convert`: runs the bundled CLI, building it first when it is missing or older than its sources
 * (a fresh clone after `npm ci`, or an edit), so the command always runs the code in the checkout.
 */
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BIN_NAME, DIST, buildCli, isStale } from './build.mjs';

if (isStale()) {
  // Built aside (in the repository's node_modules/.cache, on the same file system) and moved into place, so
  // that runs started together never load a half-written bundle.
  const fresh = path.resolve(DIST, '../../../node_modules/.cache', `statemint-cli-${process.pid}`);
  await buildCli(fresh);
  rmSync(DIST, { recursive: true, force: true });
  try {
    renameSync(fresh, DIST);
  } catch {
    // Another run moved its bundle there first: it was built from the same sources.
    rmSync(fresh, { recursive: true, force: true });
  }
}
await import(pathToFileURL(path.join(DIST, BIN_NAME)).href);
