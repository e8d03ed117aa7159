import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files of the build; images and fonts are compressed already. */
export const COMPRESSIBLE_FILE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Build time is cheap and paid once, so both formats use their best level. */
const BROTLI_QUALITY = constants.BROTLI_MAX_QUALITY;
const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;

/** Every file under a folder, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of a build folder, for the server to send
 * as they are (@fastify/static's preCompressed): the best compression at no cost per request.
 * Returns the relative paths it compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE_FILE.test(file)).sort();
  for (const file of files) {
    const full = path.join(dir, file);
    const bytes = await readFile(full);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: GZIP_LEVEL }),
    ]);
    await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
  }
  return files;
}

/** Vite plugin: precompresses the finished build folder (public files included). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'statemint-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      this.info(`precompressed ${files.length} files (.br, .gz)`);
    },
  };
}
