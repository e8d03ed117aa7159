/**
 * Bundles the benchmark's RSS child with esbuild, so that they run on plain Node without
 * tsx (whose on-the-fly transform of pdf.js alone costs about 200 MB). pdfjs-dist stays external and
 * resolves from the repository's node_modules, as the engine's adapter expects.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.resolve(HERE, '../../node_modules/.cache/statemint-bench');

export type Bundles = { rssChild: string; dispose: () => void };

export async function bundleBenchEntries(): Promise<Bundles> {
  await build({
    entryPoints: { rssChild: path.join(HERE, 'rssChild.ts') },
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: ['pdfjs-dist', 'pdfjs-dist/*'],
    logLevel: 'error',
  });
  return {
    rssChild: path.join(OUT_DIR, 'rssChild.mjs'),
    dispose: () => rmSync(OUT_DIR, { recursive: true, force: true }),
  };
}
