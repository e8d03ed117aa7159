import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp, serverOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { bearer, build, fixture, multipart, PASSWORD, signUp, THREE_PAGE_PDF } from './helper.ts';

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'statemint-app-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('serving the web app', () => {
  it('serves files, falls back to index.html for client routes, and keeps /api 404s as JSON', async () => {
    const web = tempDir();
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Statemint</title>');
    writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
    const config = loadConfig({
      DATA_DIR: tempDir(),
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: web,
      CONVERSION_WORKERS: '1',
    });
    const app = await buildApp({ config, pgliteInMemory: true });
    onTestFinished(() => app.close());

    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/', '/documents', '/settings?tab=1']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe('<!doctype html><title>Statemint</title>');
    }
    const api = await app.inject({
      method: 'GET',
      url: '/api/unknown',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found' });
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toEqual({ detail: 'Not found' });
  });

  it('serves the API alone when the web build is missing', async () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(tempDir(), 'nothing-here'),
      CONVERSION_WORKERS: '1',
    });
    const app = await buildApp({ config, pgliteInMemory: true });
    onTestFinished(() => app.close());
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
    });
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
  });
});

describe('logging', () => {
  it('logs every request with its id and never a password or token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'trace', CONVERSION_WORKERS: '1' });
    const options = serverOptions(config);
    const app = await buildApp(
      { config, pgliteInMemory: true, serveWeb: false },
      { logger: { ...(options.logger as object), stream } },
    );
    onTestFinished(() => app.close());
    const { token } = await signUp(app, 'ada@example.com');
    await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    const log = lines.join('');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(token);
    const requestLines = lines
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === 'incoming request');
    expect(requestLines.map((l) => l.req.url)).toEqual(['/api/auth/signup', '/api/user/profile']);
    expect(requestLines.every((l) => typeof l.reqId === 'string' && l.reqId.length === 36)).toBe(
      true,
    );
  });
});

describe('failures and shutdown', () => {
  it('answers an unexpected failure with 500 {detail} that leaks nothing internal', async () => {
    const app = await build();
    const { token } = await signUp(app);
    await app.db.query('ALTER TABLE users RENAME COLUMN full_name TO secret_internal_name');
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error' });
  });

  it('close() lets a running conversion finish before the pool and database close', async () => {
    const app = await build();
    const { token } = await signUp(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const upload = multipart(fixture(THREE_PAGE_PDF));
    // Close once the conversion is running inside the server.
    const run = app.conversions.run;
    const started = new Promise<void>((resolve) => {
      app.conversions.run = (request) => {
        resolve();
        return run(request);
      };
    });
    const running = fetch(`http://127.0.0.1:${port}/api/process-pdf`, {
      method: 'POST',
      headers: { ...upload.headers, ...bearer(token) },
      body: upload.payload,
    });
    await started;
    const closing = app.close();
    const res = await running;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { pages_used: number }).pages_used).toBe(3);
    await closing;
  });
});
