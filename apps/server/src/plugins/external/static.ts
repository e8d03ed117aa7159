import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isClientRoute } from '@statemint/contracts';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

export const API_NOT_FOUND = 'Not found';

/** Vite's output folder of content-hashed files: a new build gets new names, so browsers keep these. */
export const HASHED_ASSETS_DIR = 'assets';
/** For the hashed files: a year, never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** For index.html and the other unhashed files: kept, but checked with the server before each use. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
/** The app's page, answered for every page address. */
const INDEX_HTML = 'index.html';
/** Brotli and gzip copies written beside each file by the web build (apps/web/build/precompress.ts). */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/** apps/web/dist, from src/plugins/external/ (tsx, tests) or from the apps/server/dist bundle. */
export function webDistDir(config: Config): string | undefined {
  if (config.webDistDir) return path.resolve(config.webDistDir);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../../../web/dist'),
    path.resolve(here, '../../web/dist'),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, INDEX_HTML)));
}

/** Cache-Control of a file of the build, by its path relative to the build folder. */
export function cacheControlFor(relativePath: string): string {
  const posix = relativePath.split(path.sep).join('/');
  return posix.startsWith(`${HASHED_ASSETS_DIR}/`)
    ? IMMUTABLE_CACHE_CONTROL
    : REVALIDATE_CACHE_CONTROL;
}

/**
 * Serves the built web app. Every page of the app (CLIENT_ROUTES in @statemint/contracts) answers
 * index.html with 200 whatever the Accept header; any other page answers index.html with 404, so the
 * app shows its not-found page and crawlers and monitors see the truth. Unknown /api and /assets
 * addresses, and other methods, stay JSON 404s. Files go out precompressed (brotli or gzip) when the
 * client accepts it.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const root = webDistDir(config);
    const hasSpa = root !== undefined && existsSync(path.join(root, INDEX_HTML));
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        serve: true,
        prefix: '/',
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        // Cache-Control is set per file below; send's own would overwrite it.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const original = filePath.replace(PRECOMPRESSED_SUFFIX, '');
          res.setHeader('cache-control', cacheControlFor(path.relative(root, original)));
          // The same URL answers brotli, gzip or plain bytes: shared caches must key on the encoding.
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
      app.log.info({ root }, 'serving the web app');
    } else {
      app.log.warn('web app build not found (apps/web/dist); serving the API only');
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const isAsset = pathname.startsWith(`/${HASHED_ASSETS_DIR}/`);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!hasSpa || isApi || isAsset || !isRead) {
        return reply.code(404).send({ detail: API_NOT_FOUND });
      }
      if (isClientRoute(request.url)) return reply.sendFile(INDEX_HTML);
      // A 304 would keep the 404 status with no page in it: this answer is always sent whole.
      delete request.raw.headers['if-none-match'];
      delete request.raw.headers['if-modified-since'];
      return reply.code(404).sendFile(INDEX_HTML, { etag: false, lastModified: false });
    });
  },
  { name: 'static' },
);
