/**
 * Bundles the CLI ahead of time into apps/cli/dist (plain JavaScript: nothing compiles TypeScript when it
 * runs): `statemint.js` (the bin), `engine-thread.js` (one file's engine thread), `pool-child.js` (a
 * batch's conversion processes) and the chunks they share. Our workspace packages are inlined; npm
 * dependencies stay external and load from node_modules. Run by `npm run build -w @statemint/cli`, and by
 * scripts/convert.mjs when the bundle is missing or older than its sources.
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const APP = fileURLToPath(new URL('..', import.meta.url));
const REPO = path.resolve(APP, '../..');
/** Where `npm run build` writes the bundle. */
export const DIST = path.join(APP, 'dist');
/** The bin's file name in the bundle. */
export const BIN_NAME = 'statemint.js';
/** The source files the last build read (esbuild's metafile), for the staleness check. */
const INPUTS_NAME = 'inputs.json';

/** Bundles our workspace packages (TypeScript source) and leaves real npm dependencies to node_modules. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@statemint/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Builds the CLI into `outdir` (a fresh folder each time, so no stale chunk is left behind). */
export async function buildCli(outdir = DIST) {
  // Loaded only here: esbuild is a build tool.
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    entryPoints: {
      statemint: path.join(APP, 'src/main.ts'),
      'engine-thread': path.join(APP, 'src/engineThread.ts'),
      'pool-child': path.join(REPO, 'packages/extract/src/pool/child.ts'),
    },
    outdir,
    bundle: true,
    // Shared code goes in chunks, so each entry loads only what it runs (the help text loads no engine).
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    banner: { js: '#!/usr/bin/env node' },
    plugins: [externalNpmPackages],
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.resolve(REPO, file));
  writeFileSync(path.join(outdir, INPUTS_NAME), `${JSON.stringify(inputs)}\n`);
  chmodSync(path.join(outdir, BIN_NAME), 0o755);
  return path.join(outdir, BIN_NAME);
}

/** True when there is no bundle, or a source it was built from changed since (or is gone). */
export function isStale(outdir = DIST) {
  let builtMs;
  let inputs;
  try {
    builtMs = statSync(path.join(outdir, BIN_NAME)).mtimeMs;
    inputs = JSON.parse(readFileSync(path.join(outdir, INPUTS_NAME), 'utf8'));
  } catch {
    return true;
  }
  return inputs.some((file) => {
    try {
      return statSync(file).mtimeMs > builtMs;
    } catch {
      return true;
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bin = await buildCli(process.argv[2] ? path.resolve(process.argv[2]) : DIST);
  console.log(`built ${path.relative(process.cwd(), bin)}`);
}
