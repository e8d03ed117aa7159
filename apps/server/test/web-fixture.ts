import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/** The fixture build's page, its hashed script, and an unhashed public file. */
export const INDEX_HTML = '<!doctype html><title>Statemint</title><div id="root"></div>';
export const SCRIPT_PATH = '/assets/index-Ab12Cd34.js';
export const SCRIPT = 'export const answer = 42;\n'.repeat(400);
export const FAVICON_PATH = '/favicon.svg';
export const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

/** Writes a file with the .br and .gz copies the web build puts beside it. */
function writePrecompressed(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

export type WebApp = { app: FastifyInstance; close: () => Promise<void> };

/** The whole app serving a small web build like Vite's (precompressed), for one test file. */
export async function buildWithWeb(env: Record<string, string> = {}): Promise<WebApp> {
  const work = mkdtempSync(path.join(tmpdir(), 'statemint-web-'));
  const web = path.join(work, 'dist');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writePrecompressed(path.join(web, 'index.html'), INDEX_HTML);
  writePrecompressed(path.join(web, SCRIPT_PATH), SCRIPT);
  writePrecompressed(path.join(web, FAVICON_PATH), FAVICON);
  const config = loadConfig({
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    WEB_DIST_DIR: web,
    CONVERSION_WORKERS: '1',
    ...env,
  });
  const app = await buildApp({ config, pgliteInMemory: true });
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
