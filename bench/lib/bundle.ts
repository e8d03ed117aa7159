/**
 * Bundles benchmark entry points with esbuild, so that they run on plain Node without tsx (whose on-the-fly
 * transform of pdf.js alone costs about 200 MB). pdfjs-dist stays external and resolves from the repository's
 * node_modules, as the engine's adapter expects.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CACHE_DIR = path.resolve(HERE, '../../node_modules/.cache');

/** Bundles each entry (name -> source file) into `node_modules/.cache/<folder>/<name>.mjs`; returns the output paths. */
export async function bundleEntries(
  folder: string,
  entries: Record<string, string>,
): Promise<{ files: Record<string, string>; dispose: () => void }> {
  const outdir = path.join(CACHE_DIR, folder);
  await build({
    entryPoints: entries,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: ['pdfjs-dist', 'pdfjs-dist/*'],
    logLevel: 'error',
  });
  const files = Object.fromEntries(
    Object.keys(entries).map((name) => [name, path.join(outdir, `${name}.mjs`)]),
  );
  return { files, dispose: () => rmSync(outdir, { recursive: true, force: true }) };
}

export type Bundles = { rssChild: string; dispose: () => void };

export async function bundleBenchEntries(): Promise<Bundles> {
  const { files, dispose } = await bundleEntries('statemint-bench', {
    rssChild: path.join(HERE, 'rssChild.ts'),
  });
  return { rssChild: files.rssChild!, dispose };
}
