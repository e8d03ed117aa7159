/**
 * `npm run convert`: runs the bundled CLI, building it first when it is missing or older than its sources
 * (a fresh clone after `npm ci`, or an edit), so the command always runs the code in the checkout.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BIN_NAME, DIST, buildCli, isStale } from './build.mjs';

if (isStale()) await buildCli();
await import(pathToFileURL(path.join(DIST, BIN_NAME)).href);
