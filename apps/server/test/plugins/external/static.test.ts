import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
} from '../../../src/plugins/external/static.ts';
import {
  buildWithWeb,
  FAVICON,
  FAVICON_PATH,
  INDEX_HTML,
  SCRIPT,
  SCRIPT_PATH,
  type WebApp,
} from '../../web-fixture.ts';

let web: WebApp;
beforeAll(async () => {
  web = await buildWithWeb();
});
afterAll(() => web.close());

/** Accept headers of a browser, an API client, curl (none at all) and an uptime monitor. */
const ACCEPTS = [
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'application/json',
  undefined,
  '*/*',
] as const;

const get = (url: string, headers: Record<string, string | undefined> = {}) =>
  web.app.inject({
    method: 'GET',
    url,
    headers: Object.fromEntries(
      Object.entries(headers).filter(([, v]) => v !== undefined),
    ) as Record<string, string>,
  });

describe('status codes of the web app', () => {
  it('answers the app with 200 at / and every client route, whatever the Accept header', async () => {
    for (const accept of ACCEPTS) {
      for (const url of [
        '/',
        '/converter',
        '/login',
        '/documents',
        '/documents/0f8c2f6e-3a8b-4c1d-9e2f-1a2b3c4d5e6f',
        '/settings?tab=billing',
        '/Pricing/',
      ]) {
        const res = await get(url, { accept });
        expect([url, accept, res.statusCode]).toEqual([url, accept, 200]);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toBe(INDEX_HTML);
      }
    }
  });

  it('answers an unknown page with 404 and the app, which shows its not-found page', async () => {
    for (const accept of ACCEPTS) {
      for (const url of ['/nope', '/documents/123/edit', '/converter.html']) {
        const res = await get(url, { accept });
        expect([url, accept, res.statusCode]).toEqual([url, accept, 404]);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toBe(INDEX_HTML);
      }
    }
  });

  it('keeps unknown /api and /assets addresses, and other methods, as JSON 404s', async () => {
    for (const accept of ACCEPTS) {
      for (const url of ['/api/nope', '/api', '/assets/missing-Zz99.js']) {
        const res = await get(url, { accept });
        expect([url, accept, res.statusCode]).toEqual([url, accept, 404]);
        expect(res.json()).toEqual({ detail: 'Not found' });
      }
    }
    const post = await web.app.inject({
      method: 'POST',
      url: '/nope',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ detail: 'Not found' });
  });

  it('answers HEAD like GET: same status and headers, no body', async () => {
    for (const url of ['/', '/converter', '/nope', '/api/nope', SCRIPT_PATH, FAVICON_PATH]) {
      for (const encoding of [undefined, 'br, gzip']) {
        const headers = encoding ? { 'accept-encoding': encoding } : {};
        const [getRes, headRes] = await Promise.all([
          get(url, headers),
          web.app.inject({ method: 'HEAD', url, headers }),
        ]);
        expect([url, encoding, headRes.statusCode]).toEqual([url, encoding, getRes.statusCode]);
        for (const name of [
          'content-type',
          'content-length',
          'content-encoding',
          'cache-control',
          'content-security-policy',
        ]) {
          expect([url, name, headRes.headers[name]]).toEqual([url, name, getRes.headers[name]]);
        }
        expect(headRes.body).toBe('');
      }
    }
  });
});

describe('compression of the web app', () => {
  it('sends the brotli copy to a client that takes brotli, gzip to one that takes only gzip', async () => {
    const br = await get(SCRIPT_PATH, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 20);

    const gz = await get(SCRIPT_PATH, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX_HTML);

    const missing = await get('/nope', { 'accept-encoding': 'gzip' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(missing.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('sends the plain file for identity or no Accept-Encoding, and always says Vary', async () => {
    for (const encoding of ['identity', undefined]) {
      const res = await get(SCRIPT_PATH, { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(SCRIPT);
      expect(res.headers.vary).toBe('Accept-Encoding');
    }
    expect((await get(FAVICON_PATH)).body).toBe(FAVICON);
  });

  it('does not serve the compressed copies as files of their own', async () => {
    const res = await get(`${SCRIPT_PATH}.br`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found' });
  });
});

describe('caching of the web app', () => {
  it('lets browsers keep hashed /assets/* for a year and revalidate everything else', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      expect((await get(SCRIPT_PATH, headers)).headers['cache-control']).toBe(
        IMMUTABLE_CACHE_CONTROL,
      );
      for (const url of ['/', '/converter', '/nope', FAVICON_PATH, '/index.html']) {
        expect([url, (await get(url, headers)).headers['cache-control']]).toEqual([
          url,
          REVALIDATE_CACHE_CONTROL,
        ]);
      }
    }
    expect(IMMUTABLE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(REVALIDATE_CACHE_CONTROL).toBe('no-cache');
  });

  it('answers a revalidated page 304, but the not-found page always whole', async () => {
    const first = await get('/converter');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await get('/converter', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const missing = await get('/nope');
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['last-modified']).toBeUndefined();
    // deflate has no precompressed copy, so the plain file is sent after a second lookup.
    for (const encoding of [undefined, 'deflate']) {
      const missingAgain = await get('/nope', {
        'accept-encoding': encoding,
        'if-none-match': String(etag),
        'if-modified-since': new Date().toUTCString(),
      });
      expect([encoding, missingAgain.statusCode]).toEqual([encoding, 404]);
      expect(missingAgain.body).toBe(INDEX_HTML);
    }
  });
});
