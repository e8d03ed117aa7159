import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

export const API_NOT_FOUND = 'Not found';

/** apps/web/dist, from src/plugins/external/ (tsx, tests) or from the apps/server/dist bundle. */
export function webDistDir(config: Config): string | undefined {
  if (config.webDistDir) return path.resolve(config.webDistDir);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../../../web/dist'),
    path.resolve(here, '../../web/dist'),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
}

/** Serves the built web app with an index.html fallback for client routes; unknown /api routes stay JSON 404s. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const root = webDistDir(config);
    if (root && existsSync(path.join(root, 'index.html'))) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        serve: true,
        prefix: '/',
      });
      app.log.info({ root }, 'serving the web app');
    } else {
      app.log.warn('web app build not found (apps/web/dist); serving the API only');
    }
    const hasSpa = root !== undefined && existsSync(path.join(root, 'index.html'));

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (
        hasSpa &&
        !isApi &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        wantsHtml
      ) {
        return reply.type('text/html; charset=utf-8').sendFile('index.html');
      }
      return reply.code(404).send({ detail: API_NOT_FOUND });
    });
  },
  { name: 'static' },
);
